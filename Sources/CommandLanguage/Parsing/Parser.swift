import CoordinatorKit

/// Turns a command line into a `Command`, checking every name and argument against the
/// app's tables. Text is parsed here, once; everything past the parser is typed values.
///
///     let parser = Parser(catalog: MemoApp.catalog)
///     try parser.parse("push detail 42")  // .intent(.push(Route("detail", .integer(42))))
///     try parser.parse("# a comment")     // nil
public final class Parser: Sendable {
    public let catalog: AppCatalog
    /// The names `:app` accepts.
    public let appNames: [String]
    /// How many lessons the tour has: `:tour` accepts 1 to this.
    public let lessonCount: Int
    /// Every word that starts a command without `:`, in its canonical spelling.
    let words: NameTable<CommandWord>

    /// What a command's first word (without `:`) names.
    enum CommandWord {
        case intent(IntentWord)
        case event(EventSpec)
        case help
        /// `quit` or `exit`: a word of its own, not its String, so that copying a command word
        /// out of the table (every line) retains nothing but an event's row.
        case quit(QuitWord)
    }

    enum QuitWord: String {
        case quit, exit
    }

    public init(catalog: AppCatalog, appNames: [String] = [], lessonCount: Int = 0) {
        self.catalog = catalog
        self.appNames = appNames
        self.lessonCount = lessonCount
        // Intents and shell words win over an event of the same name, as they always did.
        words = NameTable(
            IntentWord.allCases.map { ($0.rawValue, CommandWord.intent($0)) }
                + [("help", .help), ("quit", .quit(.quit)), ("exit", .quit(.exit))]
                + catalog.events.map { ($0.name, .event($0)) })
    }

    /// The command on `line`, or `nil` for a blank or comment-only line.
    public func parse(_ line: String) throws(ParseError) -> Command? {
        var words: [Token] = []
        return try parse(line, words: &words)
    }

    /// The same, lexing into `words`, whose storage a caller that parses line after line keeps.
    /// The usual line is read straight from its bytes (`parseUsual`), the others the general way.
    public func parse(_ line: String, words: inout [Token]) throws(ParseError) -> Command? {
        if let command = parseUsual(line) { return command }
        return try parseGenerally(line, words: &words)
    }

    /// Any line: lexed into `words` (which hold the line's words afterwards), then read word by
    /// word, every name and argument checked, with the errors the SPEC gives.
    public func parseGenerally(_ line: String, words: inout [Token]) throws(ParseError) -> Command? {
        if let (what, routes) = Self.routeExpectation(in: line) {
            return .shell(.expect(try parseRouteExpectation(what, routes)))
        }
        try Lexer.words(in: line, into: &words)
        guard let first = words.first else { return nil }
        let arguments = words.dropFirst()
        let name = first.text
        if name.utf8.first == UInt8(ascii: ":") {
            return .shell(try parseShellCommand(name, arguments, line: line))
        }
        // The exact word first (commands are almost always typed in their canonical spelling),
        // then ignoring case.
        switch self.words[name] {
        case .intent(let intent)?: return .intent(try parseIntent(intent, arguments))
        case .event(let event)?: return .event(try parseEvent(event, arguments))
        case .help?: return .shell(try parseHelp(arguments, command: "help"))
        case .quit(let word)?: return .shell(try parseQuit(arguments, command: word.rawValue))
        case nil: throw .unknownCommand(name, suggestion: Suggestion.nearest(to: name, in: commandWords))
        }
    }

    /// Every word that starts a command in this app, for suggestions.
    public var commandWords: [String] {
        IntentWord.allCases.map(\.rawValue) + catalog.eventNames + ["help", "quit", "exit"]
            + CommandReference.shell.flatMap { [$0.name] + $0.aliases.filter { $0.hasPrefix(":") } }
    }
}

// MARK: - Intents and events

extension Parser {
    /// The first word of each navigation intent.
    enum IntentWord: String, CaseIterable {
        case push, pop, root, popto, navigate, replace, present, dismiss, back, open

        var usage: String {
            CommandReference.info(named: rawValue)?.usage ?? rawValue
        }
    }

    private func parseIntent(_ word: IntentWord, _ arguments: ArraySlice<Token>) throws(ParseError) -> NavigationIntent
    {
        let command = word.rawValue
        switch word {
        case .push: return .push(try parseRoute(arguments, command: command, usage: word.usage))
        case .replace: return .replace(try parseRoute(arguments, command: command, usage: word.usage))
        case .present: return .present(try parseRoute(arguments, command: command, usage: word.usage))
        case .navigate: return .navigate(try parseRoute(arguments, command: command, usage: word.usage))
        case .popto:
            let route = try parseRoute(arguments, command: command, usage: word.usage, argumentIsOptional: true)
            return .popTo(RoutePattern(route.name, route.argument))
        case .pop:
            try expectAtMost(1, arguments, command: command, usage: word.usage)
            guard let count = arguments.first else { return .pop(count: 1) }
            let value = try argument(count.text, ArgumentSpec("count", .integer), for: command)
            return .pop(count: value.integer ?? 1)
        case .root:
            try expectAtMost(0, arguments, command: command, usage: word.usage)
            return .popToRoot
        case .dismiss:
            try expectAtMost(1, arguments, command: command, usage: word.usage)
            guard let what = arguments.first?.text else { return .dismiss }
            guard what.lowercased() == "all" else {
                throw .dismissTakesAll(given: what, suggestion: Suggestion.nearest(to: what, in: ["all"]))
            }
            return .dismissAll
        case .back:
            try expectAtMost(0, arguments, command: command, usage: word.usage)
            return .back
        case .open:
            guard let url = arguments.first else {
                throw .missingArgument(
                    command: command, what: "a URL such as \(catalog.exampleLink)", usage: word.usage)
            }
            try expectAtMost(1, arguments, command: command, usage: word.usage)
            do {
                return .open(try DeepLinkURL(url.text))
            } catch {
                throw .deepLink(error)
            }
        }
    }

    private func parseEvent(_ event: EventSpec, _ arguments: ArraySlice<Token>) throws(ParseError) -> AppEvent {
        guard let spec = event.argument else {
            try expectAtMost(0, arguments, command: event.name, usage: event.usage)
            return AppEvent(event)
        }
        guard let word = arguments.first else {
            throw .argument(ArgumentError(owner: event.name, spec: spec, problem: .missing))
        }
        try expectOneText(arguments, spec, command: event.name, typedBefore: event.name)
        try expectAtMost(1, arguments, command: event.name, usage: event.usage)
        return AppEvent(event, try argument(word.text, spec, for: event.name))
    }

    /// Reads `ROUTE [ARG]`. With `argumentIsOptional` (for `popto`), a route that takes an
    /// argument may come without one.
    private func parseRoute(
        _ words: ArraySlice<Token>, command: String, usage: @autoclosure () -> String, argumentIsOptional: Bool = false
    ) throws(ParseError) -> Route {
        guard let nameWord = words.first else {
            throw .missingArgument(command: command, what: "a route", usage: usage())
        }
        let spec = try routeSpec(named: nameWord.text)
        let rest = words.dropFirst()
        guard let argumentSpec = spec.argument else {
            if let given = rest.first { throw .routeTakesNoArgument(route: spec.name.rawValue, given: given.text) }
            return Route(spec.name)
        }
        guard let word = rest.first else {
            if argumentIsOptional { return Route(spec.name) }
            throw .argument(ArgumentError(owner: spec.name.rawValue, spec: argumentSpec, problem: .missing))
        }
        try expectOneText(rest, argumentSpec, command: command, typedBefore: command + " " + spec.name.rawValue)
        try expectAtMost(2, words, command: command, usage: usage())
        return Route(spec.name, try argument(word.text, argumentSpec, for: spec.name.rawValue))
    }

    func routeSpec(named name: String) throws(ParseError) -> RouteSpec {
        guard let spec = catalog.route(named: name) else {
            throw .unknownRoute(
                name, suggestion: typedForm(ofOutputForm: name) ?? catalog.routeCandidates.nearest(to: name),
                app: catalog.name, known: catalog.routeNames)
        }
        return spec
    }

    /// `detail 42` for `detail(42)`, a route as output writes it, which a command types as a name
    /// and an argument; `nil` when `word` is not one of the app's routes in that form.
    private func typedForm(ofOutputForm word: String) -> String? {
        guard word.hasSuffix(")"), let open = word.firstIndex(of: "("),
            let spec = catalog.route(named: String(word[..<open])), spec.argument != nil
        else { return nil }
        let argument = word[word.index(after: open)..<word.index(before: word.endIndex)]
        return argument.isEmpty ? nil : spec.name.rawValue + " " + argument
    }

    func argument(_ text: String, _ spec: ArgumentSpec, for owner: String) throws(ParseError) -> Argument {
        do {
            return try spec.value(from: text, for: owner)
        } catch {
            throw .argument(error)
        }
    }

    /// A text argument typed as several words (`write Buy milk`) is refused with the command as
    /// it should be typed: `write "Buy milk"`.
    private func expectOneText(
        _ words: ArraySlice<Token>, _ spec: ArgumentSpec, command: String, typedBefore: String
    ) throws(ParseError) {
        guard spec.kind == .text, words.count > 1 else { return }
        throw .unquotedText(
            command: command, given: words.dropFirst().map(\.text).joined(separator: " "),
            quoted: Self.quoted(words, after: typedBefore))
    }

    /// A file name typed as several words (`:source my tests.coord`) is refused with the command
    /// as it should be typed: `:source "my tests.coord"`; after a name typed in quotes, the
    /// words are too many (`usage`).
    func expectOneFileName(
        _ words: ArraySlice<Token>, command: String, usage: @autoclosure () -> String
    ) throws(ParseError) {
        guard words.count > 1 else { return }
        // A word in quotes (or with an escape) spans more bytes of the line than its text has.
        if words.contains(where: { $0.range.count != $0.text.utf8.count }) {
            try expectAtMost(1, words, command: command, usage: usage())
        }
        throw .unquotedFileName(
            command: command, given: words.dropFirst().map(\.text).joined(separator: " "),
            quoted: Self.quoted(words, after: command))
    }

    /// `typedBefore "WORDS"`, the words joined by spaces, with `"` and `\` escaped.
    private static func quoted(_ words: ArraySlice<Token>, after typedBefore: String) -> String {
        var escaped = ""
        for character in words.map(\.text).joined(separator: " ") {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return typedBefore + " \"" + escaped + "\""
    }

    /// Usage lines are only built when there is an error to show them in.
    func expectAtMost(
        _ count: Int, _ arguments: ArraySlice<Token>, command: String, usage: @autoclosure () -> String
    ) throws(ParseError) {
        guard arguments.count > count else { return }
        let extra = arguments.dropFirst(count).map(\.text).joined(separator: " ")
        if count == 0 { throw .takesNoArgument(command: command, given: extra) }
        throw .unexpectedArgument(command: command, given: extra, usage: usage())
    }
}
