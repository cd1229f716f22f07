/// The command line of `coordsh export swift [--app NAME | --app-file FILE] --out DIR [--force]
/// [--script FILE]...`.
struct ExportOptions: Equatable {
    /// The built-in app to export (the default, `memo`, when no `--app-file` is given).
    var app = "memo"
    var appFile: String?
    var out = ""
    /// Write into a folder that is not empty, replacing the files an earlier export wrote.
    var force = false
    /// Scripts whose replay the package's tests run, besides the walks the export makes.
    var scripts: [String] = []

    static let usageLine =
        "coordsh export swift [--app <name> | --app-file <file>] --out <dir> [--force] [--script <file> ...]"

    /// Every option's spelling, for "Did you mean".
    static let optionNames = ["--app", "--app-file", "--out", "--force", "--script", "--help", "-h"]

    enum Parsed: Equatable {
        case export(ExportOptions)
        case help
    }

    /// Reads the arguments after `export`.
    static func parse(_ arguments: [String]) throws(ExportError) -> Parsed {
        var remaining = arguments[...]
        guard let format = remaining.popFirst() else { throw .usage(.missingFormat) }
        if format == "-h" || format == "--help" { return .help }
        guard format == "swift" else { throw .usage(.unknownFormat(format)) }
        var options = ExportOptions()
        var appGiven = false
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value(_ display: String) throws(ExportError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .usage(.missingValue(display)) }
                return next
            }
            switch name {
            case "-h", "--help": return .help
            case "--app":
                appGiven = true
                let app = try value("--app <name>")
                guard let match = BuiltInDefinitions.texts.keys.first(where: { $0.lowercased() == app.lowercased() })
                else { throw .usage(.unknownApp(app)) }
                options.app = match
            case "--app-file": options.appFile = try value("--app-file <file>")
            case "--out": options.out = try value("--out <dir>")
            case "--script": options.scripts.append(try value("--script <file>"))
            case "--force":
                guard inlineValue == nil else { throw .usage(.unknownOption(argument)) }
                options.force = true
            default:
                throw .usage(argument.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(argument))
            }
        }
        if appGiven, options.appFile != nil { throw .usage(.conflict) }
        guard !options.out.isEmpty else { throw .usage(.missingOut) }
        return .export(options)
    }

    static let help = """
        OVERVIEW: Write a Swift package of an app's coordinators, generated from its design, with
        tests that replay scripts against it and compare every state with coordsh's.

        USAGE: \(usageLine)

        OPTIONS:
          --app <name>            The built-in app to export: memo, steps, mvc, movies.
                                  (default: memo)
          --app-file <file>       Export the app defined in this file (JSON5).
          --out <dir>             The package's folder; it must not exist or be empty,
                                  and the folder it goes in must exist.
          --force                 Write into a folder that is not empty: the files an
                                  earlier export wrote are replaced or removed, every
                                  other file is left as it is.
          --script <file>         Also replay this script in the package's tests
                                  (repeatable); the export adds seeded random walks.
          -h, --help              Show help information.

        """
}
