import DesignCheck

/// The command line of a subcommand (`coordsh test|check|paths ...`). Options may come
/// before, between or after scripts; `--` ends them; `--name=VALUE` and `--name VALUE` both work.
struct SubcommandOptions: Equatable {
    /// The flags a subcommand may take.
    enum Flag: String, CaseIterable, Hashable {
        case app = "--app"
        case appFile = "--app-file"
        case json = "--json"
        case junit = "--junit"
        case depth = "--depth"
        case states = "--states"
        case cover = "--cover"
        case out = "--out"
        case force = "--force"

        /// How usage errors name it: `--depth <n>`.
        var display: String {
            switch self {
            case .app: "--app <name>"
            case .appFile: "--app-file <file>"
            case .junit: "--junit <file>"
            case .depth, .states: "\(rawValue) <n>"
            case .cover: "--cover <what>"
            case .out: "--out <folder>"
            case .json, .force: rawValue
            }
        }

        var takesValue: Bool { self != .json && self != .force }
    }

    /// What the command line asks for.
    enum Invocation: Equatable {
        case run(SubcommandOptions)
        case help
    }

    /// `--app NAME`, canonical; `nil` for the default.
    var app: String?
    var appFile: String?
    var json = false
    var junit: String?
    var bounds = ExplorationBounds()
    var cover = PathCover.Target.screens
    var out: String?
    var force = false
    var scripts: [String] = []

    static func parse(_ arguments: [String], for subcommand: Subcommand) throws(SubcommandUsageError) -> Invocation {
        var options = SubcommandOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                options.scripts += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.scripts.append(argument)
                continue
            }
            if argument == "-h" || argument == "--help" { return .help }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let flag = Flag(rawValue: name), subcommand.flags.contains(flag) else {
                let known = Flag.allCases.filter(subcommand.flags.contains).map(\.rawValue) + ["--help"]
                throw .unknownOption(name, known: known)
            }
            var value = ""
            if flag.takesValue {
                guard let given = inlineValue ?? remaining.popFirst() else {
                    throw .option(.missingValue(option: flag.display))
                }
                value = given
            } else if inlineValue != nil {
                throw .option(.unknownOption(argument))
            }
            try options.set(flag, value)
        }
        try options.validate(for: subcommand)
        return .run(options)
    }

    private mutating func set(_ flag: Flag, _ value: String) throws(SubcommandUsageError) {
        switch flag {
        case .app:
            guard let kind = AppRegistry.builtIn(named: value) else {
                throw .option(.invalidValue(value, option: flag.display, choices: AppRegistry().names))
            }
            app = kind.name
        case .appFile: appFile = value
        case .json: json = true
        case .junit: junit = value
        case .depth: bounds.depth = try Self.bound(value, flag, limit: ExplorationBounds.maxDepth)
        case .states: bounds.states = try Self.bound(value, flag, limit: ExplorationBounds.maxStates)
        case .cover:
            guard let target = PathCover.Target(rawValue: value.lowercased()) else {
                throw .option(
                    .invalidValue(value, option: flag.display, choices: PathCover.Target.allCases.map(\.rawValue)))
            }
            cover = target
        case .out: out = value
        case .force: force = true
        }
    }

    /// A whole number from 1 to `limit`.
    private static func bound(_ text: String, _ flag: Flag, limit: Int) throws(SubcommandUsageError) -> Int {
        guard !text.isEmpty, text.utf8.count <= 10, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            let value = Int(text), value >= 1, value <= limit
        else { throw .badBound(text, option: flag.display, limit: limit) }
        return value
    }

    private func validate(for subcommand: Subcommand) throws(SubcommandUsageError) {
        if app != nil, appFile != nil {
            throw .option(.conflict(Flag.app.display, Flag.appFile.display))
        }
        switch subcommand {
        case .test:
            guard !scripts.isEmpty else { throw .noScripts }
            guard scripts.count(where: { $0 == "-" }) <= 1 else { throw .stdinTwice }
        case .check, .paths:
            if let script = scripts.first { throw .unexpectedArgument(script) }
        }
        for (flag, value) in [(Flag.appFile, appFile), (.junit, junit), (.out, out)] where value == "" {
            throw .emptyPath(option: flag.display)
        }
    }
}
