import CoordinatorKit

// MARK: - Shell commands

extension Parser {
    func parseShellCommand(_ name: String, _ arguments: ArraySlice<Token>, line: String) throws(ParseError)
        -> ShellCommand
    {
        guard let info = CommandReference.info(named: name), info.group == .shell else {
            let names = CommandReference.shell.flatMap { [$0.name] + $0.aliases.filter { $0.hasPrefix(":") } }
            throw .unknownCommand(name, suggestion: Suggestion.nearest(to: name, in: names))
        }
        let name = name.lowercased()
        switch info.name {
        case ":help": return try parseHelp(arguments, command: name)
        case ":state":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return .state
        case ":expect": return .expect(try parseExpectation(arguments, line: line))
        case ":apps":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return .apps
        case ":app":
            guard let word = arguments.first?.text else {
                throw .missingArgument(command: name, what: "an app name", usage: info.usage)
            }
            if word.lowercased() == "load" {
                guard let path = arguments.dropFirst().first?.text, !path.isEmpty else {
                    throw .missingArgument(
                        command: name + " load", what: "an app definition file", usage: ":app load FILE")
                }
                try expectOneFileName(arguments.dropFirst(), command: name + " load", usage: ":app load FILE")
                return .loadApp(path)
            }
            guard let app = appNames.first(where: { $0.lowercased() == word.lowercased() }) else {
                // `load` misspelt is suggested as the whole command, with the file typed after it.
                let suggestion = Suggestion.nearest(to: word, in: appNames + ["load"]).map { near in
                    near == "load" ? ":app load \(arguments.dropFirst().first?.text ?? "FILE")" : near
                }
                throw .unknownApp(word, suggestion: suggestion, known: appNames)
            }
            try expectAtMost(1, arguments, command: name, usage: info.usage)
            return .app(app)
        case ":echo":
            return .echo(arguments.map(\.text).joined(separator: " "))
        case ":undo", ":redo":
            try expectAtMost(1, arguments, command: name, usage: info.usage)
            var count = 1
            if let word = arguments.first?.text {
                count = try argument(word, ArgumentSpec("count", .integer), for: name).integer ?? 1
            }
            return info.name == ":undo" ? .undo(count) : .redo(count)
        case ":history", ":reset":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return info.name == ":history" ? .history : .reset
        case ":save", ":load", ":source":
            guard let path = arguments.first?.text, !path.isEmpty else {
                throw .missingArgument(command: name, what: "a file name", usage: info.usage)
            }
            try expectOneFileName(arguments, command: name, usage: info.usage)
            switch info.name {
            case ":save": return .save(path)
            case ":load": return .load(path)
            default: return .source(path)
            }
        case ":tree", ":routes":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return info.name == ":tree" ? .tree : .routes
        case ":trace":
            let switchSpec = ArgumentSpec("switch", .choice(["on", "off"]))
            guard let word = arguments.first?.text else {
                throw .argument(ArgumentError(owner: name, spec: switchSpec, problem: .missing))
            }
            try expectAtMost(1, arguments, command: name, usage: info.usage)
            return .trace(try argument(word, switchSpec, for: name) == .text("on"))
        case ":graph":
            try expectAtMost(1, arguments, command: name, usage: info.usage)
            guard let word = arguments.first?.text else { return .graph(.dot) }
            let formats = ArgumentSpec("notation", .choice(GraphFormat.allCases.map(\.rawValue)))
            guard case .text(let format) = try argument(word, formats, for: name),
                let notation = GraphFormat(rawValue: format)
            else { return .graph(.dot) }
            return .graph(notation)
        case ":tour": return .tour(try parseTour(arguments, command: name, usage: info.usage))
        case ":record":
            if arguments.first?.text.lowercased() == "off" {
                try expectAtMost(1, arguments, command: name, usage: info.usage)
            }
            try expectOneFileName(arguments, command: name, usage: info.usage)
            guard let word = arguments.first?.text else { return .record(.status) }
            guard !word.isEmpty else {
                throw .missingArgument(command: name, what: "a file name, or off", usage: info.usage)
            }
            return .record(word.lowercased() == "off" ? .stop : .start(word))
        case ":hint":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return .hint
        default: return try parseQuit(arguments, command: name)
        }
    }

    func parseTour(_ arguments: ArraySlice<Token>, command: String, usage: String) throws(ParseError) -> TourRequest {
        try expectAtMost(1, arguments, command: command, usage: usage)
        guard var word = arguments.first?.text else { return .list }
        // A number is read as any number is: `:tour 03` is lesson 3, as `push detail 042` is 42.
        if let number = ArgumentSpec.integer(from: word) { word = String(number) }
        let choices = TourRequest.words(lessonCount: lessonCount)
        guard case .text(let choice) = try argument(word, ArgumentSpec("lesson", .choice(choices)), for: command)
        else { return .list }
        switch choice {
        case "next": return .next
        case "off": return .off
        default: return Int(choice).map(TourRequest.start) ?? .list
        }
    }

    func parseHelp(_ arguments: ArraySlice<Token>, command: String) throws(ParseError) -> ShellCommand {
        try expectAtMost(1, arguments, command: command, usage: ":help [TOPIC|COMMAND]")
        guard let topic = arguments.first?.text else { return .help(topic: nil) }
        // An exact name first (`save` is the memo event, `:save` the shell command), then a shell
        // command without its colon (`help state`).
        if let info = CommandReference.info(named: topic) { return .help(topic: info.name) }
        if let event = catalog.event(named: topic) { return .help(topic: event.name) }
        if let info = CommandReference.info(named: ":" + topic) { return .help(topic: info.name) }
        if let helpTopic = HelpTopic(named: topic) { return .help(topic: helpTopic.rawValue) }
        if let designTopic = DesignTopic.named(topic) { return .help(topic: designTopic.name) }
        let names =
            commandWords + CommandReference.shell.map { String($0.name.dropFirst()) }
            + HelpTopic.allCases.flatMap { [$0.rawValue] + $0.aliases } + DesignTopic.all.map(\.name)
        throw .unknownHelpTopic(topic, suggestion: Suggestion.nearest(to: topic, in: names))
    }

    func parseQuit(_ arguments: ArraySlice<Token>, command: String) throws(ParseError) -> ShellCommand {
        try expectAtMost(0, arguments, command: command, usage: ":quit")
        return .quit
    }
}

// MARK: - :expect

extension Parser {
    /// The things `:expect` can check, in the order help lists them.
    public enum ExpectationWord: String, CaseIterable, Sendable {
        case screen, stack, tab, user, modals, modal, coordinators, error, data

        /// The form's usage line.
        public var usage: String {
            switch self {
            case .screen: ":expect screen ROUTE"
            case .stack: ":expect stack R1 > R2 > ..."
            case .tab: ":expect tab NAME|none"
            case .user: ":expect user NAME|none"
            case .modals: ":expect modals N"
            case .modal: ":expect modal N R1 > R2 > ..."
            case .coordinators: ":expect coordinators C1 > C2 > ..."
            case .error: ":expect error [CODE]"
            case .data: ":expect data KEY VALUE"
            }
        }
    }

    private func parseExpectation(_ arguments: ArraySlice<Token>, line: String) throws(ParseError) -> Expectation {
        let usage = ":expect WHAT VALUE"
        guard let whatWord = arguments.first else {
            throw .missingArgument(
                command: ":expect",
                what: "what to check: \(ExpectationWord.allCases.map(\.rawValue).joinedAsList(conjunction: "or"))",
                usage: usage)
        }
        guard let what = ExpectationWord(rawValue: whatWord.text.lowercased()) else {
            // A key of the app's data, without the `data` form (`:expect sum 50`); or a word
            // that is neither, which the session says when the line runs.
            return dataExpectation(whatWord.text, arguments.dropFirst(), named: false)
        }
        let values = arguments.dropFirst()
        let command = ":expect \(what.rawValue)"
        switch what {
        case .screen, .stack, .modal:
            // Normally read before the lexer (see `routeExpectation(in:)`); the same rules apply.
            return try parseRouteExpectation(what, rawText(of: values, in: line))
        case .coordinators:
            let text = rawText(of: values, in: line)
            guard !text.isEmpty else {
                throw .missingArgument(command: command, what: "coordinator names", usage: what.usage)
            }
            return .coordinators(try coordinatorNames(in: text))
        case .tab:
            let name = try singleWord(values, command: command, what: "a tab name or none")
            if name.lowercased() == "none" { return .tab(nil) }
            let tabs = catalog.tabNames
            guard let tab = tabs.first(where: { $0.lowercased() == name.lowercased() }) else {
                throw .unknownTab(name, suggestion: Suggestion.nearest(to: name, in: tabs), known: tabs)
            }
            return .tab(tab)
        case .user:
            let name = try singleWord(values, command: command, what: "a user name or none")
            if name.lowercased() == "none" { return .user(nil) }
            guard catalog.hasUsers else { throw .userInAppWithoutUsers(name) }
            return .user(name)
        case .modals:
            let word = try singleWord(values, command: command, what: "a count")
            guard let count = Self.count(from: word) else { throw .badCount(word) }
            return .modals(count)
        case .error:
            try expectAtMost(1, values, command: command, usage: what.usage)
            guard let word = values.first?.text else { return .error(nil) }
            guard let code = ErrorCode.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
                throw .unknownErrorCode(
                    word, suggestion: Suggestion.nearest(to: word, in: ErrorCode.allCases.map(\.rawValue)))
            }
            return .error(code)
        case .data:
            guard let word = values.first else {
                throw .missingArgument(command: command, what: "a key of the app's data", usage: what.usage)
            }
            return dataExpectation(word.text, values.dropFirst(), named: true)
        }
    }

    /// `:expect KEY VALUE`: the value as written, its words joined by a space (one quoted word
    /// as it is within its quotes, so `""` is the empty text; `nil` when none is written),
    /// checked with the key when the line runs.
    private func dataExpectation(_ key: String, _ values: ArraySlice<Token>, named: Bool) -> Expectation {
        .data(
            key: key, value: values.isEmpty ? nil : values.map(\.text).joined(separator: " "), named: named,
            quoted: values.count == 1 && values.first?.wasQuoted == true)
    }

    /// A decimal count from 0 to `ArgumentSpec.maxInteger`, digits only.
    public static func count(from text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 10, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text), value <= ArgumentSpec.maxInteger
        else { return nil }
        return value
    }

    private func singleWord(_ values: ArraySlice<Token>, command: String, what: String) throws(ParseError) -> String {
        let usage = ExpectationWord(rawValue: String(command.dropFirst(":expect ".count)))?.usage ?? command
        guard let word = values.first else { throw .missingArgument(command: command, what: what, usage: usage) }
        try expectAtMost(1, values, command: command, usage: usage)
        return word.text
    }

    /// `:expect screen ROUTE`, `:expect stack R1 > R2 > ...` and `:expect modal N R1 > R2 > ...`,
    /// from the text after the form: routes as written in output (after the modal's number), then
    /// an optional comment.
    func parseRouteExpectation(_ what: ExpectationWord, _ text: String) throws(ParseError) -> Expectation {
        let command = ":expect \(what.rawValue)"
        var text = text
        var modal = 0
        if what == .modal {
            let word = String(text.prefix { !$0.isWhitespace })
            guard !word.isEmpty, !word.hasPrefix("#") else {
                throw .missingArgument(command: command, what: "a modal's number (1 for the lowest)", usage: what.usage)
            }
            guard let number = Self.count(from: word), number > 0 else { throw .badModalNumber(word) }
            modal = number
            text = String(text.dropFirst(word.count))
        }
        guard let routes = try RouteLiteralParser(parser: self).routes(in: text, one: what == .screen) else {
            throw .missingArgument(command: command, what: what == .screen ? "a route" : "routes", usage: what.usage)
        }
        if what == .stack { return .stack(routes) }
        if what == .modal { return .modal(modal, routes) }
        return .screen(routes[0])
    }

    /// A line `:expect screen ...` or `:expect stack ...`, split into its form and the text of
    /// its routes. These lines are read without the command lexer: routes are written as in
    /// output, where text arguments are Swift string literals with their own escapes.
    static func routeExpectation(in line: String) -> (ExpectationWord, String)? {
        guard line.utf8.first(where: { !Lexer.isSpace($0) }) == UInt8(ascii: ":") else { return nil }
        var rest = Substring(line).drop(while: \.isWhitespace)
        guard rest.prefix(8).lowercased() == ":expect ", rest.count > 8 else { return nil }
        rest = rest.dropFirst(8).drop(while: \.isWhitespace)
        let form = rest.prefix(while: { !$0.isWhitespace })
        guard let what = ExpectationWord(rawValue: form.lowercased()),
            what == .screen || what == .stack || what == .modal
        else {
            return nil
        }
        return (what, String(rest.dropFirst(form.count).drop(while: \.isWhitespace)))
    }

    /// The text of `values` as typed, from the first word to the end of the last one.
    private func rawText(of values: ArraySlice<Token>, in line: String) -> String {
        guard let first = values.first, let last = values.last else { return "" }
        return String(
            decoding: line.utf8.dropFirst(first.range.lowerBound).prefix(
                last.range.upperBound - first.range.lowerBound), as: UTF8.self)
    }

    private func coordinatorNames(in text: String) throws(ParseError) -> [String] {
        let known = catalog.coordinators.map(\.name)
        var names: [String] = []
        for part in text.split(separator: ">", omittingEmptySubsequences: false) {
            let name = part.trimmingSpaces
            guard let match = known.first(where: { $0.lowercased() == name.lowercased() }) else {
                if name.isEmpty { throw .badCoordinatorList(text, reason: "a name is missing around '>'") }
                // A name has no spaces: two words are two names without the '>' between them.
                if let space = name.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                    let rest = Substring(name[space...]).trimmingSpaces
                    throw .badCoordinatorList(text, reason: "expected '>' between names, got \(rest.quoted)")
                }
                throw .unknownCoordinator(name, suggestion: Suggestion.nearest(to: name, in: known), known: known)
            }
            names.append(match)
        }
        return names
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
