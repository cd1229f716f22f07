/// Reads the command line. Options may come before, between or after scripts; `--` ends them;
/// `--app=NAME` and `--app NAME` are both accepted.
enum OptionParser {
    /// Every option's spelling, for "Did you mean" (keep it in step with `parse`).
    static let optionNames = [
        "--app", "--app-file", "-c", "-i", "--json", "--echo", "--quiet", "--bail", "--trace", "--tour", "--color",
        "--history",
        "--no-history", "--version", "--help", "-h",
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var options = Options()
        var appGiven = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                options.scriptsBeforeDashes = options.scripts.count
                options.scripts += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                options.scripts.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value(_ display: String) throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(option: display) }
                return next
            }
            switch name {
            case "-h", "--help": return .help
            case "--version": return .version
            case "--json": options.json = true
            case "--echo": options.echo = true
            case "--quiet": options.quiet = true
            case "--bail": options.bail = true
            case "--trace": options.trace = true
            case "--tour": options.tour = true
            case "-i": options.interactiveAfterScripts = true
            case "--no-history": options.history = .off
            case "--history": options.history = .file(try value("--history <file>"))
            case "-c": options.commands.append(try value("-c <command>"))
            case "--app":
                appGiven = true
                let app = try value("--app <name>")
                guard let match = AppRegistry.builtIn(named: app) else {
                    throw .invalidValue(app, option: "--app <name>", choices: AppRegistry().names)
                }
                options.app = match.name
            case "--app-file":
                options.appFile = try value("--app-file <file>")
            case "--color":
                let when = try value("--color <when>")
                guard let color = Options.Color(rawValue: when.lowercased()) else {
                    throw .invalidValue(when, option: "--color <when>", choices: Options.Color.allCases.map(\.rawValue))
                }
                options.color = color
            default:
                throw .unknownOption(name)
            }
            if inlineValue != nil, !["--app", "--app-file", "--color", "--history"].contains(name) {
                throw .unknownOption(argument)
            }
        }
        if options.appFile != nil, appGiven {
            throw .conflict("--app <name>", "--app-file <file>")
        }
        guard options.scripts.count(where: { $0 == "-" }) <= 1 else { throw .stdinTwice }
        // Refused rather than ignored: a transcript asked for and plain JSON given, in silence.
        if options.json, options.echo { throw .echoWithJSON }
        return .run(options)
    }
}
