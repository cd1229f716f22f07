import CommandLanguage
import CoordinatorKit
import Tour

/// What Tab does at the prompt, worked out from the text before the cursor and the state.
/// A pure function: the libedit callback only calls it and carries out the result.
///
///     Completer(catalog: MemoApp.catalog, report: app.report()).complete("pu")  // .insert("sh ")
struct Completer {
    /// What to do with the line.
    enum Action: Equatable {
        /// Insert this text at the cursor.
        case insert(String)
        /// Show these candidates; nothing to insert.
        case list([String])
        /// Nothing matches: beep.
        case none
    }

    let catalog: AppCatalog
    let report: StateReport
    /// The apps `:app` accepts.
    var appNames: [String] = []
    /// The paths that start with a partial path, directories ending in `/` (the file system
    /// for the prompt; a fixed list in tests).
    var listFiles: (String) -> [String] = { _ in [] }
    /// Whether a file is a session `:save` wrote, as its start tells (the prompt reads it; `nil`,
    /// as in tests by default, tells nothing): a definition and a saved session are both `.json`.
    var isSavedSession: ((String) -> Bool)?

    func complete(_ beforeCursor: String) -> Action {
        let (comment, insideQuotes) = beforeCursor.commentAndQuotes
        guard comment == nil, !insideQuotes else { return .none }
        var words = beforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
        let typed = beforeCursor.last?.isWhitespace ?? true ? "" : words.popLast() ?? ""
        let wantsFile =
            words.count == 1 && words.first.flatMap { CommandReference.info(named: $0)?.completion } == .files
            || words.map { $0.lowercased() } == [":app", "load"]
        if wantsFile {
            let files = Self.leavingOutOtherJSON(
                listFiles(typed).filter { $0.hasPrefix(typed) }, after: words, isSavedSession: isSavedSession)
            let endings = Self.fileEndings(after: words)
            let ofItsKind = files.filter { file in file.hasSuffix("/") || endings.contains { file.hasSuffix($0) } }
            return Self.action(typed: typed, candidates: ofItsKind.contains { !$0.hasSuffix("/") } ? ofItsKind : files)
        }
        let matches = candidates(after: words).filter { $0.lowercased().hasPrefix(typed.lowercased()) }
        return Self.action(typed: typed, candidates: matches)
    }

    /// The endings of the files the command `words` reads or writes, offered first (with the
    /// folders) when some file has one: `:app load` definitions, not the pictures beside them.
    static func fileEndings(after words: [String]) -> [String] {
        switch words.map({ $0.lowercased() }) {
        case [":app", "load"]: [".json5", ".json"]
        case [":source"], [":record"]: [".coord"]
        case [":load"], [":save"]: [".json"]
        default: []
        }
    }

    /// `files` without the `.json` files of the other kind: after `:app load`, the saved sessions
    /// (Tab offered `s.json` beside `shop.json5`, and loading it as a definition failed); after
    /// `:load` and `:save`, the files that are not saved sessions (definitions, which `:save`
    /// refuses to replace). Left as they are when
    /// `isSavedSession` is `nil`, or when there are more `.json` files than `jsonFilesRead` (each
    /// is read: a folder of thousands is listed as it is).
    static func leavingOutOtherJSON(
        _ files: [String], after words: [String], isSavedSession: ((String) -> Bool)?
    ) -> [String] {
        guard let isSavedSession else { return files }
        let wantsSessions: Bool
        switch words.map({ $0.lowercased() }) {
        case [":app", "load"]: wantsSessions = false
        case [":load"], [":save"]: wantsSessions = true
        default: return files
        }
        let json = files.filter { $0.hasSuffix(".json") }
        guard !json.isEmpty, json.count <= jsonFilesRead else { return files }
        let otherKind = Set(json.filter { isSavedSession($0) != wantsSessions })
        return files.filter { !otherKind.contains($0) }
    }

    /// The most `.json` files `leavingOutOtherJSON` reads for one Tab.
    static let jsonFilesRead = 100

    /// The action for the word `typed` and the candidates that start with it.
    static func action(typed: String, candidates: [String]) -> Action {
        // A set, not `contains` on the list: a folder of 50,000 files took 20 s of CPU that way.
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        switch unique.count {
        case 0:
            return .none
        case 1:
            // A folder is completed without a space, so that Tab can go on inside it.
            return .insert(String(unique[0].dropFirst(typed.count)) + (unique[0].hasSuffix("/") ? "" : " "))
        default:
            let common = commonPrefix(of: unique)
            return common.count > typed.count ? .insert(String(common.dropFirst(typed.count))) : .list(unique)
        }
    }

    /// The longest start that every candidate shares, ignoring case, in the first one's spelling.
    static func commonPrefix(of words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let characters = Array(word)
            var length = 0
            while length < prefix.count, length < characters.count,
                prefix[length].lowercased() == characters[length].lowercased()
            {
                length += 1
            }
            prefix = Array(prefix.prefix(length))
        }
        return String(prefix)
    }

    // MARK: - Candidates

    private func candidates(after words: [String]) -> [String] {
        guard let command = words.first?.lowercased() else { return commandWords }
        let position = words.count
        if let info = CommandReference.info(named: command) {
            if info.name == ":expect", position >= 2 {
                // A data key's value is one word after it: `:expect sum 50`, `:expect data sum 50`.
                let form = words[1].lowercased()
                if form == "data", position >= 3 { return position == 3 ? dataValue(of: words[2]) : [] }
                if Parser.ExpectationWord(rawValue: form) == nil { return position == 2 ? dataValue(of: form) : [] }
                return expectationValues(for: form)
            }
            if info.name == "popto" || info.name == "navigate", position == 2 { return argumentsOnStack(of: words[1]) }
            if ["push", "present", "replace"].contains(info.name), position == 2 {
                let name = words[1].lowercased()
                return Self.values(of: catalog.routes.first { $0.name.rawValue.lowercased() == name }?.argument)
            }
            return position == 1 ? values(for: info.completion) : []
        }
        if let event = catalog.event(named: command), position == 1 { return Self.values(of: event.argument) }
        return []
    }

    /// The values an argument can take, when they are few and known: a choice's, a catalogue's ids.
    private static func values(of argument: ArgumentSpec?) -> [String] {
        if let ids = argument?.fixedIDs { return ids.map(String.init) }
        if case .choice(let choices)? = argument?.kind { return choices }
        return []
    }

    /// Intents, the events the visible screen emits, and the shell commands.
    private var commandWords: [String] {
        CommandReference.navigation.map(\.name) + catalog.events(emittedOn: report.screen).map(\.name)
            + ["help", "quit", "exit"]
            + CommandReference.shell.flatMap { [$0.name] + $0.aliases.filter { $0.hasPrefix(":") } }
    }

    private func values(for completion: ArgumentCompletion) -> [String] {
        switch completion {
        case .nothing:
            return []
        case .pushableRoutes:
            guard let owner = catalog.owner(of: report.navigation.activeStack) else { return [] }
            return catalog.pushableRoutes(onStackOf: owner).map(\.name.rawValue)
        case .routesOnStack:
            return report.navigation.activeStack.routes.map(\.name.rawValue)
        case .navigableRoutes:
            return values(for: .routesOnStack) + values(for: .pushableRoutes)
        case .words(let words):
            return words
        case .commands:
            return HelpTopic.allCases.map(\.rawValue) + DesignTopic.all.map(\.name)
                + CommandReference.navigation.map(\.name) + catalog.eventNames
                + CommandReference.shell.map { String($0.name.dropFirst()) }
        case .expectations:
            return Parser.ExpectationWord.allCases.map(\.rawValue) + report.shownData.map(\.key)
        case .links:
            return catalog.linkExamples
        case .apps:
            return appNames + ["load"]
        case .onOff:
            return ["on", "off"]
        case .graphFormats:
            return GraphFormat.allCases.map(\.rawValue)
        case .tour:
            return TourRequest.words(lessonCount: Lesson.all.count)
        case .files:
            return []  // completed from `listFiles` in `complete(_:)`
        }
    }

    /// After `popto ROUTE`: the arguments of that route's screens on the active stack.
    private func argumentsOnStack(of name: String) -> [String] {
        report.navigation.activeStack.routes.filter { $0.name.rawValue.lowercased() == name.lowercased() }
            .compactMap { $0.argument.map { "\($0)" } }
    }

    /// After `:expect KEY`: the value the app's data has there now, as `:expect` writes it (a
    /// text in quotes).
    private func dataValue(of key: String) -> [String] {
        report.shownData.first { $0.key.lowercased() == key.lowercased() }.map { [$0.expectedValueAsWritten] } ?? []
    }

    private func expectationValues(for what: String) -> [String] {
        switch Parser.ExpectationWord(rawValue: what) {
        case .screen, .stack, .modal: catalog.routeNames
        case .tab: catalog.tabNames + ["none"]
        case .user: (report.user.map { [$0] } ?? []) + ["none"]
        case .coordinators: catalog.coordinators.map(\.name)
        case .error: ErrorCode.allCases.map(\.rawValue)
        case .data: report.shownData.map(\.key)
        case .modals, nil: []
        }
    }
}
