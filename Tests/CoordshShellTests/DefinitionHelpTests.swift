import AppDefinitions
import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `help definition`: the definition format at the prompt, for a newcomer writing one ("no
/// help for 'definition'" sent them to the README). It names every key, effect and condition
/// the reader accepts, taken from the reader's own lists, so that it cannot fall behind it.
@Suite("help definition: the definition format")
struct DefinitionHelpTests {
    private func help(_ line: String) -> String {
        guard case .text(let text)? = Session(app: MemoApp()).run(line)?.display else {
            Issue.record("\(line) showed no text")
            return ""
        }
        return text
    }

    @Test(arguments: ["help definition", ":help definitions", "help app-file", "help Definition"])
    func theTopicAnswersToItsNames(line: String) {
        let text = help(line)
        #expect(text.hasPrefix("definition: the app definition format"), "\(text)")
        #expect(text == help("help definition"))
    }

    /// A screen or two of a terminal 80 columns wide.
    @Test func itFitsTwoScreens() {
        let lines = help("help definition").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 60, "\(lines.count) lines")
        for line in lines { #expect(line.count <= 80, "\(line.count) columns: \(line)") }
    }

    /// Where to read more and how to try a file.
    @Test func itPointsToTheReferenceTheExamplesAndTheCheck() {
        let text = help("help definition")
        for pointer in [
            "README, \"The definition format\"", "examples/apps/", "coordsh check --app-file FILE",
            "coordsh --app-file FILE", ":app load FILE",
        ] {
            #expect(text.contains(pointer), "\(pointer)")
        }
    }

    /// Every key of every part, as a word of the text.
    @Test func itNamesEveryKeyTheReaderAccepts() {
        let words = Set(
            help("help definition").split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        let keys =
            DefinitionVocabulary.appKeys + DefinitionVocabulary.userKeys + DefinitionVocabulary.userNameRuleKeys
            + DefinitionVocabulary.coordinatorKeys + DefinitionVocabulary.routeKeys
            + DefinitionVocabulary.argumentKeys + DefinitionVocabulary.eventKeys + DefinitionVocabulary.linkKeys
            + DefinitionVocabulary.dataKeys
        for key in keys { #expect(words.contains(key), "'\(key)' is not in help definition") }
    }

    /// Every effect in its shape: a word quoted (`"pop"`), an object with its key (`{ push: `).
    @Test func itShowsEveryEffectInItsShape() {
        let text = help("help definition")
        for effect in DefinitionVocabulary.effects {
            let word = DefinitionVocabulary.effectWords.contains(effect) && text.contains("\"\(effect)\"")
            #expect(word || text.contains("{ \(effect): "), "effect '\(effect)' is not in help definition")
        }
    }

    @Test func itShowsEveryConditionAndArgumentTypeInItsShape() {
        let text = help("help definition")
        for condition in DefinitionVocabulary.conditions {
            let shape =
                DefinitionVocabulary.conditionWords.contains(condition) ? "\"\(condition)\"" : "{ \(condition): "
            #expect(text.contains(shape), "condition \(shape) is not in help definition")
        }
        for type in DefinitionVocabulary.argumentTypes {
            #expect(
                text.contains("\"\(type)\""), "argument type '\(type)' is not in help definition")
        }
        for reference in ["$arg", "$screen", "$user", "$NAME", "$$"] {
            #expect(text.contains(reference), "\(reference)")
        }
    }

    /// The example it shows loads as it is, and its event works.
    @Test func itsExampleLoadsAndRuns() throws {
        let lines = help("help definition").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("Example") })
        let example = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.joined(separator: "\n")
        let session = Session(
            app: MemoApp(), files: MemoryFiles(files: ["example.json5": Data(example.utf8)]))
        let loaded = session.run(":app load example.json5")
        #expect(loaded?.succeeded == true, "\(loaded?.failure?.message ?? "")\n\(example)")
        #expect(session.run("show 3")?.succeeded == true)
        #expect(session.run(":expect stack list > note(3)")?.succeeded == true)
        #expect(session.run("open notes://note/5")?.succeeded == true)
        #expect(session.run(":expect stack list > note(3) > note(5)")?.succeeded == true)
    }

    /// The overview points to it, an unknown topic lists it, and Tab completes it.
    @Test func theOverviewTheUnknownTopicAndTabNameIt() {
        #expect(help("help").contains("help definition"))
        #expect(
            Session(app: MemoApp()).run(":help foo")?.failure?.message
                == "no help for 'foo'; the topics are intents, events, shell, definition, test, check, paths and export, and 'help COMMAND' explains a command"
        )
        #expect(
            Session(app: MemoApp()).run(":help defintion")?.failure?.message
                == "no help for 'defintion'. Did you mean 'definition'?")
        let session = SessionTests.session(after: [])
        let completer = Completer(catalog: session.app.catalog, report: session.report)
        #expect(completer.complete("help defi") == .insert("nition "))
    }
}
