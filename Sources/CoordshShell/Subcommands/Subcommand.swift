import DesignCheck

/// `coordsh test`, `coordsh check` and `coordsh paths` (SPEC 10): a design tested in CI, its
/// reachable states explored, a test suite made from it. A subcommand is only ever the first
/// argument, so a script named `test` still runs as `coordsh ./test` or `coordsh -- test`.
enum Subcommand: String, CaseIterable, Sendable {
    case test, check, paths

    /// Runs the subcommand with the arguments after its name; returns the exit status.
    func run(_ arguments: [String], out: FileOutput, err: FileOutput) -> Int32 {
        let options: SubcommandOptions
        do {
            switch try SubcommandOptions.parse(arguments, for: self) {
            case .help:
                out.write(help)
                return Coordsh.Status.success
            case .run(let parsed):
                options = parsed
            }
        } catch {
            err.write(error.report(for: self))
            return Coordsh.Status.usage
        }
        switch self {
        case .test: return TestCommand(options: options).run(out: out, err: err)
        case .check: return CheckCommand(options: options).run(out: out, err: err)
        case .paths: return PathsCommand(options: options).run(out: out, err: err)
        }
    }

    /// The usage line: `coordsh test [<options>] <script> ...`.
    var usageLine: String {
        switch self {
        case .test: "coordsh test [<options>] <script> ..."
        case .check: "coordsh check [<options>]"
        case .paths: "coordsh paths [<options>]"
        }
    }

    /// The flags the subcommand takes, besides `-h`/`--help`.
    var flags: Set<SubcommandOptions.Flag> {
        switch self {
        case .test: [.app, .appFile, .json, .junit]
        case .check: [.app, .appFile, .json, .depth, .states]
        case .paths: [.app, .appFile, .depth, .states, .cover, .out, .force]
        }
    }
}
