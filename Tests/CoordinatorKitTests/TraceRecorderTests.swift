import Testing

@testable import CoordinatorKit

/// A coordinator for tests: a name and children that can change.
private final class Node: Coordinator {
    let name: String
    var children: [any Coordinator] = []

    init(_ name: String) {
        self.name = name
    }
}

@Suite("Trace recorder")
struct TraceRecorderTests {
    @Test func recordsTheCoordinatorsEventsThenTheStacksThenStartedAndReleased() throws {
        let recorder = TraceRecorder(isOn: true)
        let root = Node("app")
        let login = Node("login")
        root.children = [login]
        var navigation = Navigation(root: Route("home"))
        _ = try recorder.run(root: { root }, navigation: { navigation }) {
            recorder.record(.received("app", "'go'"))
            recorder.record(.passed("app", to: "login", "it owns the stack"))
            try navigation.push(Route("about"))
            root.children = [Node("main")]
            return .none
        }
        #expect(
            recorder.events == [
                .received("app", "'go'"),
                .passed("app", to: "login", "it owns the stack"),
                TraceEvent(.navigation, nil, "pushed about on the stack"),
                TraceEvent(.released, "login", "app let it go"),
                TraceEvent(.started, "main", "held strongly by app"),
            ])
        #expect(
            recorder.events.map(\.description) == [
                "app receives 'go'",
                "app -> login: it owns the stack",
                "stacks: pushed about on the stack",
                "released login (app let it go)",
                "started main (held strongly by app)",
            ])
    }

    /// A coordinator let go and a new one of the same kind made in the same command: the new
    /// one is usually made at the address the old one had (the allocator reuses the freed
    /// memory), and the trace must still show both.
    @Test func aCoordinatorReplacedWithinOneCommandIsReleasedAndStarted() throws {
        let recorder = TraceRecorder(isOn: true)
        let root = Node("app")
        root.children = [Node("feature")]
        _ = recorder.run(root: { root }, navigation: { Navigation(root: Route("home")) }) {
            root.children = []
            root.children = [Node("feature")]
            return .none
        }
        #expect(
            recorder.events == [
                TraceEvent(.released, "feature", "app let it go"),
                TraceEvent(.started, "feature", "held strongly by app"),
            ])
    }

    @Test func aFailureEndsWithARefusalByTheCoordinatorItReached() {
        let recorder = TraceRecorder(isOn: true)
        let root = Node("app")
        #expect(throws: NavigationError.noModal) {
            try recorder.run(root: { root }, navigation: { Navigation(root: Route("home")) }) {
                recorder.record(.passed("app", to: "main", "main owns the stacks"))
                throw NavigationError.noModal
            }
        }
        #expect(recorder.events.last == .refused("main", "no modal is up to dismiss"))
        #expect(recorder.events.last?.description == "main refuses: no modal is up to dismiss")
    }

    @Test func offItRecordsNothingAndDoesNotBuildEvents() throws {
        let recorder = TraceRecorder()
        var built = 0
        func event() -> TraceEvent {
            built += 1
            return .handled("app", "x")
        }
        _ = recorder.run(root: { Node("app") }, navigation: { Navigation(root: Route("home")) }) {
            recorder.record(event())
            return .none
        }
        #expect(recorder.events.isEmpty && built == 0)
    }

    @Test func eachRunStartsAFreshTrace() throws {
        let recorder = TraceRecorder(isOn: true)
        let root = Node("app")
        _ = recorder.run(root: { root }, navigation: { Navigation(root: Route("home")) }) {
            recorder.record(.handled("app", "first"))
            return .none
        }
        _ = recorder.run(root: { root }, navigation: { Navigation(root: Route("home")) }) {
            recorder.record(.handled("app", "second"))
            return .none
        }
        #expect(recorder.events == [.handled("app", "second")])
    }
}

@Suite("Navigation changes in words")
struct NavigationChangeTests {
    private let tabs = [(name: "home", root: Route("home")), (name: "memos", root: Route("memoList"))]

    @Test func pushesPopsAndReplacementsOnTabs() throws {
        let before = Navigation(tabs: tabs)
        var after = before
        try after.push(Route("detail", .integer(1)))
        try after.push(Route("about"))
        #expect(NavigationChange.between(before, after) == ["pushed detail(1), about on tab home"])
        #expect(NavigationChange.between(after, before) == ["popped about, detail(1) from tab home"])
        var replaced = after
        try replaced.replaceTop(with: Route("detail", .integer(2)))
        #expect(NavigationChange.between(after, replaced) == ["tab home: popped about, pushed detail(2)"])
    }

    @Test func tabSelectionAndModals() throws {
        let before = Navigation(tabs: tabs)
        var after = before
        after.selectTab(named: "memos")
        try after.present(Route("about"))
        try after.push(Route("detail", .integer(3)))
        #expect(
            NavigationChange.between(before, after) == ["selected tab memos", "presented about > detail(3) (modal 1)"])
        var dismissed = after
        try dismissed.dismiss()
        #expect(NavigationChange.between(after, dismissed) == ["dismissed modal 1 (about > detail(3))"])
        var popped = after
        try popped.pop()
        #expect(NavigationChange.between(after, popped) == ["popped detail(3) from modal 1"])
    }

    @Test func anotherFlowIsNotAChangeToDescribe() {
        #expect(NavigationChange.between(Navigation(root: Route("login")), Navigation(tabs: tabs)).isEmpty)
        #expect(NavigationChange.between(Navigation(tabs: tabs), Navigation(tabs: tabs)).isEmpty)
    }

    /// As typed, so that a trace's `app receives 'push detail 4'` can be typed again (it read
    /// `push detail(4)`, which the parser refuses).
    @Test func intentsDescribeThemselvesAsCommands() throws {
        #expect(NavigationIntent.push(Route("detail", .integer(4))).description == "push detail 4")
        #expect(NavigationIntent.present(Route("profile", .text("alice"))).description == "present profile alice")
        #expect(NavigationIntent.replace(Route("note", .text("Buy milk"))).description == #"replace note "Buy milk""#)
        #expect(NavigationIntent.popTo(RoutePattern("detail", .integer(3))).description == "popto detail 3")
        #expect(NavigationIntent.pop(count: 1).description == "pop")
        #expect(NavigationIntent.pop(count: 3).description == "pop 3")
        #expect(NavigationIntent.popToRoot.description == "root")
        #expect(NavigationIntent.popTo(RoutePattern("detail")).description == "popto detail")
        #expect(NavigationIntent.open(try DeepLinkURL("memo://new")).description == "open memo://new")
    }
}
