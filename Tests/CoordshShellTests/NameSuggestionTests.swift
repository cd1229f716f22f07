import CommandLanguage
import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

/// Every name a user types gets the same "Did you mean" (edit distance, `Suggestion`): options,
/// option values, app names, help topics.
@Suite("Did you mean, everywhere")
struct NameSuggestionTests {
    @Test(arguments: [
        (
            ["--app", "memoo"],
            "The value 'memoo' is invalid for '--app <name>'. Did you mean 'memo'? Please provide one of 'memo', 'steps', 'mvc' and 'movies'."
        ),
        (
            ["--app=Stpes"],
            "The value 'Stpes' is invalid for '--app <name>'. Did you mean 'steps'? Please provide one of 'memo', 'steps', 'mvc' and 'movies'."
        ),
        (
            ["--app", "foo"],
            "The value 'foo' is invalid for '--app <name>'. Please provide one of 'memo', 'steps', 'mvc' and 'movies'. "
                + "An app of your own runs from its definition's file: '--app-file <file>'."
        ),
        (
            ["--color", "alwys"],
            "The value 'alwys' is invalid for '--color <when>'. Did you mean 'always'? Please provide one of 'auto', 'always' and 'never'."
        ),
        (["--jsno"], "Unknown option '--jsno'. Did you mean '--json'?"),
        (["--quite"], "Unknown option '--quite'. Did you mean '--quiet'?"),
        (["--histroy", "x"], "Unknown option '--histroy'. Did you mean '--history'?"),
        (["--app-fil", "my.json5"], "Unknown option '--app-fil'. Did you mean '--app-file'?"),
        (["--app-files", "my.json5"], "Unknown option '--app-files'. Did you mean '--app-file'?"),
        (["--bogus"], "Unknown option '--bogus'"),
    ])
    func commandLineNames(arguments: [String], message: String) {
        do {
            _ = try OptionParser.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.message == message)
        }
    }

    /// Every long option that `coordsh --help` lists is suggested for itself misspelt (its last
    /// letter left out), so that no option is missing from the names "Did you mean" reads.
    @Test func everyListedOptionIsSuggested() throws {
        let listed = HelpScreen.text.split(separator: "\n").compactMap { line -> String? in
            let word = line.drop { $0 == " " }.prefix { $0 != " " && $0 != "," }
            return word.hasPrefix("--") ? String(word) : nil
        }
        #expect(listed.contains("--app-file"))
        for option in listed {
            let typo = String(option.dropLast())
            #expect(throws: UsageError.unknownOption(typo)) { try OptionParser.parse([typo]) }
            #expect(
                UsageError.unknownOption(typo).message == "Unknown option '\(typo)'. Did you mean '\(option)'?",
                "\(option)")
        }
    }

    @Test(arguments: [
        (":help pusj", "no help for 'pusj'. Did you mean 'push'?"),
        ("help navigat", "no help for 'navigat'. Did you mean 'navigate'?"),
        (":help intent", "no help for 'intent'. Did you mean 'intents'?"),
        (":help evnets", "no help for 'evnets'. Did you mean 'events'?"),
        (":help shel", "no help for 'shel'. Did you mean 'shell'?"),
        (
            ":help foo",
            "no help for 'foo'; the topics are intents, events, shell, definition, test, check, paths and export, and 'help COMMAND' explains a command"
        ),
        (":app memoo", "unknown app 'memoo'. Did you mean 'memo'?"),
    ])
    func namesInCommands(line: String, message: String) {
        #expect(Session(app: MemoApp()).run(line)?.failure?.message == message)
    }
}
