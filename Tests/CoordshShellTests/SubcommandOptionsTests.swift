import DesignCheck
import TestSupport
import Testing

@testable import CoordshShell

/// The command lines of `coordsh test`, `check` and `paths`.
@Suite("Subcommand options")
struct SubcommandOptionsTests {
    @Test func optionsComeAnywhereAndDashDashEndsThem() throws {
        let parsed = try SubcommandOptions.parse(
            ["a.coord", "--app", "STEPS", "--junit=r.xml", "--json", "--", "--b.coord"], for: .test)
        var expected = SubcommandOptions()
        expected.app = "steps"
        expected.junit = "r.xml"
        expected.json = true
        expected.scripts = ["a.coord", "--b.coord"]
        #expect(parsed == .run(expected))
    }

    @Test func boundsAndCover() throws {
        let parsed = try SubcommandOptions.parse(
            ["--depth", "9", "--states=500", "--cover", "Transitions", "--out", "d", "--force"], for: .paths)
        var expected = SubcommandOptions()
        expected.bounds = ExplorationBounds(depth: 9, states: 500)
        expected.cover = .transitions
        expected.out = "d"
        expected.force = true
        #expect(parsed == .run(expected))
        #expect(try SubcommandOptions.parse(["-h"], for: .check) == .help)
    }

    @Test(arguments: [
        (Subcommand.test, [String](), "Missing expected argument '<script> ...'"),
        (
            .test, ["a.coord", "-", "b.coord", "-"],
            "'-' (the script on standard input) may be given once: a second would read nothing"
        ),
        (
            .check, ["--depth", "0"],
            "The value '0' is invalid for '--depth <n>'. Please provide a whole number from 1 to 1000."
        ),
        (
            .check, ["--depth", "1001"],
            "The value '1001' is invalid for '--depth <n>'. Please provide a whole number from 1 to 1000."
        ),
        (
            .paths, ["--states", "-3"],
            "The value '-3' is invalid for '--states <n>'. Please provide a whole number from 1 to 20000000."
        ),
        (
            .check, ["--states", "20000001"],
            "The value '20000001' is invalid for '--states <n>'. Please provide a whole number from 1 to 20000000."
        ),
        (.check, ["--depth"], "Missing value for '--depth <n>'"),
        (.check, ["x.coord"], "Unexpected argument 'x.coord'"),
        // A definition given bare, as a newcomer does: the option that takes it.
        (.check, ["recipes.json5"], "Unexpected argument 'recipes.json5'; an app definition is given with --app-file"),
        (.paths, ["my app.JSON"], "Unexpected argument 'my app.JSON'; an app definition is given with --app-file"),
        (.check, ["--junit", "r.xml"], "Unknown option '--junit'"),
        (.test, ["--depth", "3", "a"], "Unknown option '--depth'"),
        (
            .paths, ["--cover", "all"],
            "The value 'all' is invalid for '--cover <what>'. Please provide one of 'screens' and 'transitions'."
        ),
        (
            .check, ["--app", "notes"],
            "The value 'notes' is invalid for '--app <name>'. Please provide one of \(TestApps.quotedNames). "
                + "An app of your own runs from its definition's file: '--app-file <file>'."
        ),
        (
            .check, ["--app", "shop.json"],
            "The value 'shop.json' is invalid for '--app <name>'. Please provide one of \(TestApps.quotedNames). "
                + "An app definition's file is given with '--app-file <file>'."
        ),
        (
            .check, ["--app", "memo", "--app-file", "f"],
            "'--app <name>' and '--app-file <file>' cannot be used together: one app runs at the start"
        ),
        (.check, ["--json=yes"], "Unknown option '--json=yes'"),
        // A misspelt option of the subcommand gets "Did you mean", from its own options.
        (.test, ["--jnuit", "r.xml", "a"], "Unknown option '--jnuit'. Did you mean '--junit'?"),
        (.check, ["--dpeth", "3"], "Unknown option '--dpeth'. Did you mean '--depth'?"),
        (.paths, ["--forse"], "Unknown option '--forse'. Did you mean '--force'?"),
        (.paths, ["--out", ""], "The value '' is invalid for '--out <folder>': give a path"),
    ])
    func badCommandLinesAreUsageErrors(subcommand: Subcommand, arguments: [String], message: String) {
        #expect(throws: SubcommandUsageError.self) { try SubcommandOptions.parse(arguments, for: subcommand) }
        do {
            _ = try SubcommandOptions.parse(arguments, for: subcommand)
        } catch {
            #expect(error.message == message)
            #expect(
                error.report(for: subcommand)
                    == "Error: \(message)\nUsage: \(subcommand.usageLine)\n  See 'coordsh \(subcommand.rawValue) --help' for more information.\n"
            )
        }
    }

    @Test(arguments: Subcommand.allCases)
    func helpFitsEightyColumns(subcommand: Subcommand) {
        for line in subcommand.help.split(separator: "\n") {
            #expect(line.count <= 80, "\(line)")
        }
        #expect(subcommand.help.contains("USAGE: \(subcommand.usageLine)\n"))
    }
}
