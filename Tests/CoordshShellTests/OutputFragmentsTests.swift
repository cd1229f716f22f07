import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `--json` keeps the JSON of stacks and list pages from line to line (`OutputFragments`), the
/// human output the text of list pages and tab bars, and each copies it while they stay the
/// very same; what it writes must be what it writes afresh.
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

    /// A memo session that goes back to stacks it had (a pop, tab switches), saves seven memos
    /// (more than a page holds), and writes every state as a line shows it, as `:state` shows it
    /// (every memo), and as a line again.
    @Test func reusedFragmentsWriteWhatIsWrittenAfresh() throws {
        let session = Session(app: MemoApp())
        let fragments = OutputFragments()
        var lines = ["login alice", "push detail 1", "push detail 2", "pop", "push detail 2", "tab memos", "tab home"]
        for number in 1...7 { lines += ["tab home", "root", "new", "write \"memo \(number)\"", "preview", "save"] }
        lines += ["push detail 3", "tab settings", "push about", "tab memos", "pop", "tab settings", "root", "logout"]
        lines += ["login bob"]
        var checked = 0
        for line in lines {
            let result = try #require(session.run(line))
            #expect(result.succeeded, "\(line): \(result.failure?.message ?? "")")
            for showingAll in [false, true, false] {
                let afresh = JSONState(report: session.report, showingAll: showingAll)
                var reusing = afresh
                reusing.options.fragments = fragments
                #expect(written { reusing.write(to: &$0) } == written { afresh.write(to: &$0) }, "after \(line)")
                checked += 1
            }
        }
        #expect(checked == lines.count * 3)
    }

    /// A stack is reused only while it is the very same: a stack pushed again after a pop is a
    /// new one, with the same JSON; two tabs with the same screens above different roots differ.
    @Test func stacksAreKnownByIdentityAndRoot() {
        let fragments = OutputFragments()
        let home = Stack(root: Route("home"), above: [Route("detail", .integer(1))])
        let memos = Stack(root: Route("memoList"), above: [Route("detail", .integer(1))])
        for stack in [home, memos, home, memos] {
            var json = JSONWriter()
            json.array(of: stack, fragments: fragments)
            #expect(
                String(decoding: json.bytes, as: UTF8.self)
                    == written { $0.array(of: stack) })
        }
        #expect(fragments.bytes(for: home) != nil)
        #expect(fragments.bytes(for: Stack(root: Route("home"), above: [Route("detail", .integer(1))])) == nil)
    }

    /// A list of names (the running coordinators) is known by its contents: an equal list made
    /// afresh is the same; another is written again.
    @Test func listsOfNamesAreKnownByTheirContents() {
        let fragments = OutputFragments()
        #expect(fragments.bytes(forNames: []) == nil)
        let bytes = Array(#"["app","main"]"#.utf8)
        bytes.withUnsafeBufferPointer { fragments.keep($0, forNames: ["app", "main"]) }
        #expect(fragments.bytes(forNames: ["app"] + ["main"]) == bytes)
        #expect(fragments.bytes(forNames: ["app", "login"]) == nil)
        #expect(fragments.bytes(forNames: ["app"]) == nil)
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

    /// A stack of its root alone has no identity: it is known by its root, argument included,
    /// and more roots than are kept push the oldest out.
    @Test func stacksOfARootAloneAreKnownByTheRoot() {
        let fragments = OutputFragments()
        func kept(_ root: Route) -> String? {
            fragments.bytes(for: Stack(root: root)).map { String(decoding: $0, as: UTF8.self) }
        }
        for root in [Route("home"), Route("profile", .text("ann")), Route("home")] {
            var json = JSONWriter()
            json.array(of: Stack(root: root), fragments: fragments)
            #expect(String(decoding: json.bytes, as: UTF8.self) == written { $0.array(of: Stack(root: root)) })
        }
        #expect(kept(Route("home")) == #"["home"]"#)
        #expect(kept(Route("profile", .text("ann"))) == #"["profile(\"ann\")"]"#)
        #expect(kept(Route("profile", .text("bob"))) == nil)
        #expect(kept(Route("settings")) == nil)
        for number in 1...8 {
            var json = JSONWriter()
            json.array(of: Stack(root: Route(RouteName("screen\(number)"))), fragments: fragments)
        }
        #expect(kept(Route("home")) == nil)
        #expect(kept(Route("screen8")) == #"["screen8"]"#)
    }
}
