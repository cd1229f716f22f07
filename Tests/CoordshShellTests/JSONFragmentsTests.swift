import CoordinatorKit
import MemoApp
import TestSupport
import Testing

@testable import CoordshShell

/// `--json` keeps the JSON of stacks, the tab bar, list pages, the state's start and the user
/// from line to line (`JSONFragments`), and copies it while they stay the very same, or makes a
/// stack's from the one kept when a screen was pushed or popped; what it writes must be what it
/// writes afresh.
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

    /// The memo app writes its state itself, with the fragments kept from line to line (the
    /// selected stack and the screen on top of it, the other tabs around it, the page, the
    /// start and the user): pushes, pops of one and of several screens, tab switches there and
    /// back, saves, a new user. Each line is its report's JSON written afresh.
    @Test func anAppsStateWithFragmentsIsItsReports() throws {
        let session = Session(app: MemoApp())
        let options = StateJSON(keyOrders: JSONKeyOrders(), fragments: JSONFragments())
        var lines = ["login alice", "push detail 1", "push detail 2", "push about", "pop", "pop 2", "push detail 4"]
        lines += ["tab memos", "push detail 5", "tab home", "tab memos", "pop", "tab settings", "push about", "root"]
        for number in 1...6 { lines += ["tab home", "root", "new", "write \"memo \(number)\"", "preview", "save"] }
        lines += ["push detail 2", "push about", "popto memoList", "tab memos", "logout", "login bob", "push detail 1"]
        for line in lines {
            let result = try #require(session.run(line))
            #expect(result.succeeded, "\(line): \(result.failure?.message ?? "")")
            let direct = written { session.app.writeJSONState(options, to: &$0) }
            #expect(direct == written { StateJSON().write(session.report, to: &$0) }, "after \(line)")
        }
    }

    /// The stacks one slot keeps in turn, each written as it is written afresh: one screen
    /// pushed, one and several popped, a top replaced, two popped and one pushed (each made from
    /// the kept bytes), another root (written again), text arguments, and stacks deeper than
    /// the recursion of `Stack.forEachRoute` goes.
    @Test func aStackIsWrittenFromTheOneKeptInItsSlot() {
        let fragments = JSONFragments()
        var stacks: [Stack] = []
        var stack = Stack(root: Route("home"))
        func step(_ change: (inout Stack) -> Void) {
            change(&stack)
            stacks.append(stack)
        }
        step { _ in }
        step { $0.push(Route("detail", .integer(1))) }
        step { $0.push(Route("profile", .text("a \"b\""))) }
        step { $0.push(Route("about")) }
        step { try? $0.pop() }
        step { try? $0.pop(2) }
        step { $0.push(Route("detail", .integer(2))) }
        step { try? $0.replaceTop(with: Route("detail", .integer(3))) }
        step { $0.push(Route("about")) }
        step {
            try? $0.pop(2)
            $0.push(Route("detail", .integer(4)))
        }
        step { $0.popToRoot() }
        step { for number in 0..<70 { $0.push(Route("detail", .integer(number))) } }
        step { try? $0.pop(60) }
        step { $0 = Stack(root: Route("memoList"), above: [Route("detail", .integer(1))]) }
        step { $0 = Stack(root: Route("home"), above: [Route("detail", .integer(1))]) }
        step { $0.popToRoot() }
        for (index, stack) in stacks.enumerated() {
            let reused = written { fragments.write(stack, slot: 0, to: &$0) }
            #expect(reused == written { $0.array(of: stack) }, "stack \(index): \(stack.routes.pathDescription)")
        }
    }

    /// Stacks in different slots are kept apart, each written as it is written afresh however
    /// the slots are visited, and with the same screens above different roots.
    @Test func eachSlotKeepsItsOwnStack() {
        let fragments = JSONFragments()
        let home = Stack(root: Route("home"), above: [Route("detail", .integer(1))])
        let memos = Stack(root: Route("memoList"), above: [Route("detail", .integer(1))])
        for (slot, stack) in [(0, home), (1, memos), (0, memos), (1, home), (1, home), (3, home)] {
            let reused = written { fragments.write(stack, slot: slot, to: &$0) }
            #expect(reused == written { $0.array(of: stack) })
        }
    }
}
