import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `--json` keeps the JSON of stacks and list pages from line to line (`JSONFragments`) and
/// copies it while they stay the very same; what it writes must be what it writes afresh.
@Suite("JSON fragments")
struct JSONFragmentsTests {
    /// A memo session that goes back to stacks it had (a pop, tab switches), saves seven memos
    /// (more than a page holds), and writes every state as a line shows it, as `:state` shows it
    /// (every memo), and as a line again.
    @Test func reusedFragmentsWriteWhatIsWrittenAfresh() throws {
        let session = Session(app: MemoApp())
        let fragments = JSONFragments()
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
        let fragments = JSONFragments()
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
}
