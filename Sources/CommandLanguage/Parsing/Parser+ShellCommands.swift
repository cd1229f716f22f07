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
        switch info.name {
        case ":help": return try parseHelp(arguments, command: name)
        case ":state":
            try expectAtMost(0, arguments, command: name, usage: info.usage)
            return .state
        case ":expect": return .expect(try parseExpectation(arguments, line: line))
        default: return try parseQuit(arguments, command: name)
        }
    }

    func parseHelp(_ arguments: ArraySlice<Token>, command: String) throws(ParseError) -> ShellCommand {
        try expectAtMost(1, arguments, command: command, usage: ":help [COMMAND]")
        guard let topic = arguments.first?.text else { return .help(topic: nil) }
        let known =
            CommandReference.info(named: topic) != nil || CommandReference.info(named: ":" + topic) != nil
            || catalog.event(named: topic) != nil
        guard known else {
            let names = commandWords + CommandReference.shell.map { String($0.name.dropFirst()) }
            throw .unknownHelpTopic(topic, suggestion: Suggestion.nearest(to: topic, in: names))
        }
        return .help(topic: topic)
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
        case screen, stack, tab, user, modals, coordinators, error
    }

    private func parseExpectation(_ arguments: ArraySlice<Token>, line: String) throws(ParseError) -> Expectation {
        let usage = ":expect WHAT VALUE"
        guard let whatWord = arguments.first else {
            throw .missingArgument(
                command: ":expect", what: "what to check: screen, stack, tab, user, modals, coordinators or error",
                usage: usage)
        }
        guard let what = ExpectationWord(rawValue: whatWord.text.lowercased()) else {
            throw .unknownExpectation(
                whatWord.text,
                suggestion: Suggestion.nearest(to: whatWord.text, in: ExpectationWord.allCases.map(\.rawValue)))
        }
        let values = arguments.dropFirst()
        let command = ":expect \(what.rawValue)"
        switch what {
        case .screen, .stack:
            let text = try rawText(of: values, in: line, command: command, what: what == .screen ? "a route" : "routes")
            let routes = try RouteLiteralParser(parser: self).routes(in: text)
            if what == .stack { return .stack(routes) }
            guard routes.count == 1 else {
                throw .badRouteLiteral(text, reason: "one screen is visible, so give one route")
            }
            return .screen(routes[0])
        case .coordinators:
            let text = try rawText(of: values, in: line, command: command, what: "coordinator names")
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
            return .user(name.lowercased() == "none" ? nil : name)
        case .modals:
            let word = try singleWord(values, command: command, what: "a count")
            guard let count = Self.count(from: word) else { throw .badCount(word) }
            return .modals(count)
        case .error:
            try expectAtMost(1, values, command: command, usage: ":expect error [CODE]")
            guard let word = values.first?.text else { return .error(nil) }
            guard let code = ErrorCode.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
                throw .unknownErrorCode(
                    word, suggestion: Suggestion.nearest(to: word, in: ErrorCode.allCases.map(\.rawValue)))
            }
            return .error(code)
        }
    }

    /// A decimal count from 0 to `ArgumentSpec.maxInteger`, digits only.
    static func count(from text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 10, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text), value <= ArgumentSpec.maxInteger
        else { return nil }
        return value
    }

    private func singleWord(_ values: ArraySlice<Token>, command: String, what: String) throws(ParseError) -> String {
        let usage = "\(command) \(what == "a count" ? "N" : "NAME")"
        guard let word = values.first else { throw .missingArgument(command: command, what: what, usage: usage) }
        try expectAtMost(1, values, command: command, usage: usage)
        return word.text
    }

    /// The text of `values` as typed, from the first word to the end of the last one.
    private func rawText(of values: ArraySlice<Token>, in line: String, command: String, what: String)
        throws(ParseError) -> String
    {
        guard let first = values.first, let last = values.last else {
            throw .missingArgument(command: command, what: what, usage: "\(command) R1 > R2 > ...")
        }
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
                if name.isEmpty { throw .badCoordinatorList(text) }
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
