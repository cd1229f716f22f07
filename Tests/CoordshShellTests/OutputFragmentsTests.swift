import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// The human output keeps the text of list pages, tab bars and the user's line from line to
/// line (`OutputFragments`), and copies it while they stay the very same; what it writes must
/// be what it writes afresh. (`--json` keeps its own: `JSONFragmentsTests`.)
@Suite("Output fragments")
struct OutputFragmentsTests {
    /// The memo session of the JSON test, its human lines written by the app with fragments kept
    /// from line to line, against its report's lines written afresh: tab switches change the
    /// selected tab of the same tab bar, saves change the page of memos.
    @Test func reusedTextFragmentsWriteWhatIsWrittenAfresh() throws {
        let session = Session(app: MemoApp())
        let reusing = StateLines(colored: false, fragments: OutputFragments())
        var lines = ["login alice", "tab memos", "tab home", "tab memos", "tab settings", "tab memos"]
        for number in 1...7 {
            lines += ["tab home", "new", "write \"memo \(number)\"", "preview", "save", "tab memos"]
        }
        lines += ["logout", "login bob", "tab memos", "tab settings"]
        for line in lines {
            let result = try #require(session.run(line))
            #expect(result.succeeded, "\(line): \(result.failure?.message ?? "")")
            var afresh = TextBuffer()
            StateLines(colored: false).write(session.report, to: &afresh)
            var reused = TextBuffer()
            session.app.writeState(reusing, to: &reused)
            #expect(reused.string == afresh.string, "after \(line)")
        }
    }

    /// A tab bar is reused only for the very same names with the same tab selected: equal names
    /// in another array are written afresh.
    @Test func tabBarsAreKnownByTheirNamesStorageAndSelection() {
        let fragments = OutputFragments()
        let names = ["home", "memos", "settings"]
        let bar = Array("[home] memos settings".utf8)
        bar.withUnsafeBufferPointer { fragments.keep($0, forTabs: names, selected: 0) }
        #expect(
            fragments.bytes(forTabs: names, selected: 0).map { String(decoding: $0, as: UTF8.self) }
                == "[home] memos settings")
        #expect(fragments.bytes(forTabs: names, selected: 1) == nil)
        #expect(fragments.bytes(forTabs: ["home", "memos", "settings"].map { $0 }, selected: 0) == nil)
    }

    /// A bar is kept for each tab selected, so switching back and forth writes none afresh; bars
    /// of other names replace them all.
    @Test func aTabBarIsKeptForEachSelectedTab() {
        let fragments = OutputFragments()
        let names = ["home", "memos", "settings"]
        func text(_ selected: Int, of names: [String] = names) -> String? {
            fragments.bytes(forTabs: names, selected: selected).map { String(decoding: $0, as: UTF8.self) }
        }
        Array("[home] memos settings".utf8).withUnsafeBufferPointer { fragments.keep($0, forTabs: names, selected: 0) }
        Array("home [memos] settings".utf8).withUnsafeBufferPointer { fragments.keep($0, forTabs: names, selected: 1) }
        #expect(text(0) == "[home] memos settings")
        #expect(text(1) == "home [memos] settings")
        #expect(text(2) == nil)
        #expect(fragments.bytes(forTabs: names, selected: 0, colored: true) == nil)
        let others = ["a", "b"]
        Array("[a] b".utf8).withUnsafeBufferPointer { fragments.keep($0, forTabs: others, selected: 0) }
        #expect(text(0, of: others) == "[a] b")
        #expect(text(1) == nil)
        #expect(text(0) == nil)
    }

    /// A user's line is known by the user, nobody included: the same name in another string is
    /// the same; another user, or nobody, is not.
    @Test func aUserLineIsKnownByTheUser() {
        let fragments = OutputFragments()
        #expect(fragments.bytes(forUserLine: nil) == nil)
        let alice = Array("user: alice\n".utf8)
        alice.withUnsafeBufferPointer { fragments.keep($0, forUserLine: "alice") }
        #expect(fragments.bytes(forUserLine: String("xalice".dropFirst())) == alice)
        #expect(fragments.bytes(forUserLine: "bob") == nil)
        #expect(fragments.bytes(forUserLine: nil) == nil)
        let nobody = Array("user: none\n".utf8)
        nobody.withUnsafeBufferPointer { fragments.keep($0, forUserLine: nil) }
        #expect(fragments.bytes(forUserLine: nil) == nobody)
        #expect(fragments.bytes(forUserLine: "alice") == nil)
        // Kept with its colouring: the line in colour is another line.
        #expect(fragments.bytes(forUserLine: nil, colored: true) == nil)
    }
}
