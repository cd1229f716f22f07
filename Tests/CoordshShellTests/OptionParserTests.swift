import TestSupport
import Testing

@testable import CoordshShell

@Suite("Command-line flags")
struct OptionParserTests {
    private func options(_ configure: (inout Options) -> Void) -> Invocation {
        var options = Options()
        configure(&options)
        return .run(options)
    }

    @Test func defaults() throws {
        #expect(try OptionParser.parse([]) == .run(Options()))
    }

    @Test func everyFlag() throws {
        let parsed = try OptionParser.parse([
            "--json", "--quiet", "--bail", "--trace", "--tour", "-i", "--app", "MEMO", "--color=never", "-c",
            "login a", "a.coord",
            "-c", "pop", "-", "--", "--json",
        ])
        #expect(
            parsed
                == options {
                    $0.json = true
                    $0.quiet = true
                    $0.bail = true
                    $0.trace = true
                    $0.tour = true
                    $0.interactiveAfterScripts = true
                    $0.app = "memo"
                    $0.color = .never
                    $0.commands = ["login a", "pop"]
                    $0.scripts = ["a.coord", "-", "--json"]
                    $0.scriptsBeforeDashes = 2
                })
    }

    @Test func echoWithoutJSON() throws {
        #expect(
            try OptionParser.parse(["--echo", "--quiet"])
                == options {
                    $0.echo = true; $0.quiet = true
                })
    }

    @Test(arguments: [["-h"], ["--help"], ["--json", "--help", "--bogus"]])
    func help(arguments: [String]) throws {
        #expect(try OptionParser.parse(arguments) == .help)
    }

    @Test func version() throws {
        #expect(try OptionParser.parse(["--version"]) == .version)
    }

    @Test(arguments: [
        (["--bogus"], UsageError.unknownOption("--bogus"), "Unknown option '--bogus'"),
        (["-x"], .unknownOption("-x"), "Unknown option '-x'"),
        (["--json=yes"], .unknownOption("--json=yes"), "Unknown option '--json=yes'"),
        (["--app"], .missingValue(option: "--app <name>"), "Missing value for '--app <name>'"),
        (["-c"], .missingValue(option: "-c <command>"), "Missing value for '-c <command>'"),
        (
            ["--app", "notes"],
            .invalidValue("notes", option: "--app <name>", choices: TestApps.names),
            // A name like no built-in app's: an app of one's own, whose definition goes with '--app-file'.
            "The value 'notes' is invalid for '--app <name>'. Please provide one of \(TestApps.quotedNames). "
                + "An app of your own runs from its definition's file: '--app-file <file>'."
        ),
        // A definition's file given as an app's name: the option it goes with is named.
        (
            ["--app", "recipes.json5"],
            .invalidValue("recipes.json5", option: "--app <name>", choices: TestApps.names),
            "The value 'recipes.json5' is invalid for '--app <name>'. Please provide one of \(TestApps.quotedNames). "
                + "An app definition's file is given with '--app-file <file>'."
        ),
        (
            ["--color", "blue"], .invalidValue("blue", option: "--color <when>", choices: ["auto", "always", "never"]),
            "The value 'blue' is invalid for '--color <when>'. Please provide one of 'auto', 'always' and 'never'."
        ),
        // Each JSON line has its input in its own key: '--echo' would add nothing, and is not ignored in silence.
        (
            ["--json", "a.coord", "--echo"], .echoWithJSON,
            "'--echo' and '--json' cannot be used together: each JSON line has the command it ran in its 'input' key"
        ),
        // As 'coordsh test - -' says: the second '-' read nothing, without a word.
        (
            ["-", "a.coord", "-"], .stdinTwice,
            "'-' (the script on standard input) may be given once: a second would read nothing"
        ),
    ])
    func usageErrors(arguments: [String], error: UsageError, message: String) {
        #expect(throws: error) { try OptionParser.parse(arguments) }
        #expect(error.message == message)
    }

    @Test func theUsageReportHasArgumentParsersLayout() {
        #expect(
            UsageError.unknownOption("--bogus").report
                == "Error: Unknown option '--bogus'\nUsage: coordsh [<options>] [<script> ...]\n  See 'coordsh --help' for more information.\n"
        )
    }

    @Test(arguments: [
        (Options.Color.always, false, [String: String](), true),
        (.never, true, [:], false),
        (.auto, true, [:], true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, true, ["TERM": "dumb"], false),
        (.always, false, ["NO_COLOR": "1"], true),
    ])
    func colour(option: Options.Color, isTerminal: Bool, environment: [String: String], enabled: Bool) {
        #expect(Coordsh.colorEnabled(option, isTerminal: isTerminal, environment) == enabled)
    }
}
