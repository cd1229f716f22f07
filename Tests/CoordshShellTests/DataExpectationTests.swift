import CoordinatorKit
import DesignCheck
import FoundationEssentials
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `:expect KEY VALUE` on the app's data: the keys the state shows beside its navigation (a
/// definition's variables, collections and items, memo's draft and memos).
@Suite(":expect on the app's data")
struct DataExpectationTests {
    /// Signed in as alice, writing a new memo whose draft is "Buy milk"; no memo saved yet.
    private let writing = SessionTests.session(after: ["login alice", "new", #"write "Buy milk""#])

    @Test(arguments: [
        #":expect draft "Buy milk""#,
        #":expect DRAFT "Buy milk""#,
        ":expect draft Buy milk",
        #":expect data draft "Buy milk""#,
        ":expect memos 0",
        ":expect memo none",
        ":expect memo NONE",
        // A variable's line shows `null` (`sum: null`): the word it shows is accepted too.
        ":expect memo null",
        ":expect pendingLink none",
    ])
    func expectationsThatHold(line: String) throws {
        let result = try #require(writing.run(line))
        #expect(result.failure == nil, "\(result.failure?.message ?? "")")
    }

    @Test(arguments: [
        (":expect draft milk", "expected draft 'milk', but it is 'Buy milk'"),
        (#":expect draft "buy milk""#, "expected draft 'buy milk', but it is 'Buy milk'"),
        (":expect memos 2", "expected memos to hold 2 items, but it holds 0"),
        (":expect memos 1", "expected memos to hold 1 item, but it holds 0"),
        (":expect memos 01", "expected memos to hold 1 item, but it holds 0"),
        (
            ":expect memos two",
            "expected memos two, but memos is a list, checked by its count (':expect memos 0'): it holds 0"
        ),
        (":expect memo 3", "expected memo 3, but it is none"),
        (#":expect memo """#, "expected memo '', but it is none"),
    ])
    func expectationsThatFailShowExpectedAndActual(line: String, message: String) throws {
        let result = try #require(writing.run(line))
        #expect(result.failure == CommandFailure(.expectationFailed, message))
    }

    @Test(arguments: [
        (
            ":expect drafts x",
            "cannot expect 'drafts'. Did you mean 'draft'?"
        ),
        (
            ":expect colour red",
            "cannot expect 'colour'; expect one of screen, stack, tab, user, modals, modal, coordinators, error or data, or a key of this app's data now: memos, memo, draft or pendingLink"
        ),
        (":expect scren home", "cannot expect 'scren'. Did you mean 'screen'?"),
        (":expect data drft x", "cannot expect data 'drft'. Did you mean 'draft'?"),
        (
            ":expect data colour x",
            "cannot expect data 'colour': this app's data has memos, memo, draft and pendingLink now"
        ),
        (
            ":expect draft",
            "':expect draft' needs the value expected (none for no value, a count for a list); usage: :expect draft VALUE"
        ),
        (
            ":expect data DRAFT",
            "':expect data draft' needs the value expected (none for no value, a count for a list); usage: :expect data draft VALUE"
        ),
    ])
    func badKeysAndMissingValuesAreBadArguments(line: String, message: String) throws {
        let result = try #require(writing.run(line))
        #expect(result.failure == CommandFailure(.badArgument, message))
    }

    /// An empty text is written `""` (the state shows `draft: ""`): a value, not a missing one.
    @Test func anEmptyTextIsExpectedAsTwoQuotes() throws {
        let empty = SessionTests.session(after: ["login alice", "new"])
        #expect(empty.run(#":expect draft """#)?.failure == nil)
        #expect(
            empty.run(":expect draft none")?.failure
                == CommandFailure(.expectationFailed, "expected draft none, but it is ''"))
        #expect(
            writing.run(#":expect draft """#)?.failure
                == CommandFailure(.expectationFailed, "expected draft '', but it is 'Buy milk'"))
        let completer = Completer(catalog: empty.app.catalog, report: empty.report, appNames: empty.registry.names)
        #expect(completer.complete(":expect draft ") == .insert(#""" "#))
    }

    /// A value in quotes is a text: `"none"` is the text "none", never no value, and `none`
    /// alone is no value, never the text "none" (both passed either way); a recording writes
    /// every text in quotes.
    @Test func aQuotedValueIsATextAndNoneAloneIsNoValue() throws {
        let none = SessionTests.session(after: ["login alice", "new", "write none"])
        #expect(none.run(#":expect draft "none""#)?.failure == nil)
        // Tab offers the text as it holds: in quotes.
        let completer = Completer(catalog: none.app.catalog, report: none.report, appNames: none.registry.names)
        #expect(completer.complete(":expect draft ") == .insert(#""none" "#))
        #expect(
            none.run(":expect draft none")?.failure
                == CommandFailure(.expectationFailed, "expected draft none, but it is 'none'"))
        #expect(writing.run(":expect memo none")?.failure == nil)
        #expect(
            writing.run(#":expect memo "none""#)?.failure
                == CommandFailure(.expectationFailed, "expected memo 'none', but it is none"))
    }

    @Test func anAppWithoutDataSaysSo() throws {
        let session = Session(app: try #require(TestApps.start("steps")))
        // steps shows `next` and `path`; a key it does not have is named with those it has.
        #expect(
            session.run(":expect data sum 1")?.failure?.message
                == "cannot expect data 'sum': this app's data has path and next now")
        #expect(session.run(":expect next push view2")?.failure == nil)
    }

    /// A definition's item (an object with an id) is expected by its id, a collection by its count.
    @Test func aDefinitionsItemsAndCollections() throws {
        let shop = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/shop.json5"))
        let session = Session(app: MemoApp(), files: MemoryFiles(files: ["shop.json5": shop]))
        for line in [":app load shop.json5", "show 7", "add"] {
            #expect(session.run(line)?.succeeded == true, "\(line)")
        }
        #expect(session.run(":expect product 7")?.failure == nil)
        #expect(session.run(":expect cart 1")?.failure == nil)
        #expect(session.run(":expect address none")?.failure == nil)
        #expect(
            session.run(":expect product 9")?.failure
                == CommandFailure(.expectationFailed, "expected product 9, but it is 7"))
        // The memo app's keys went with it.
        #expect(session.run(":expect draft none")?.failure?.code == .badArgument)
    }

    /// A key shown only to people (the movies definition lists its catalogue on the home
    /// screen, and its JSON has no such key) is checked against its line.
    @Test func aKeyShownOnlyToPeopleIsCheckedAsItsLine() throws {
        let movies = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/movies.json5"))
        let session = Session(app: MemoApp(), files: MemoryFiles(files: ["movies.json5": movies]))
        #expect(session.run(":app load movies.json5")?.succeeded == true)
        let line =
            #"7 "Seven Samurai", 12 "Spirited Away", 42 "The Hitchhiker's Guide to the Galaxy", 101 "Arrival", "#
            + #"2001 "2001: A Space Odyssey" ('tap ID' opens one)"#
        // In quotes, with its own quotes escaped, as a recording writes it.
        #expect(session.run(":expect movies \(CommandText.word(line))")?.failure == nil)
        #expect(
            session.run(":expect movies 3")?.failure
                == CommandFailure(.expectationFailed, "expected movies 3, but it is \(line)"))
        #expect(
            session.run(":expect data colour 1")?.failure?.message
                == "cannot expect data 'colour': this app's data has movies and movie now")
    }

    @Test func tabCompletesTheKeysAndTheValueNow() {
        let completer = Completer(
            catalog: writing.app.catalog, report: writing.report, appNames: writing.registry.names)
        #expect(completer.complete(":expect d") == .list(["data", "draft"]))
        #expect(completer.complete(":expect dr") == .insert("aft "))
        #expect(completer.complete(":expect draft ") == .insert(#""Buy milk" "#))
        #expect(completer.complete(":expect memos ") == .insert("0 "))
        #expect(completer.complete(":expect data m") == .insert("emo"))
        #expect(completer.complete(":expect data memo") == .list(["memos", "memo"]))
        #expect(completer.complete(":expect data memos ") == .insert("0 "))
    }
}
