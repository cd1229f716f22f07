import CoordinatorKit
import Foundation
import TestSupport
import Testing

@Suite struct StackTests {
    // MARK: - Shape

    @Test func newStackHoldsOnlyItsRoot() {
        let stack = Stack(root: .home)
        #expect(stack.routes == [.home])
        #expect(stack.above == [])
        #expect(stack.count == 1)
        #expect(stack.top == .home)
    }

    @Test func routesAreRootFirstAndTopIsTheLastPushed() {
        let stack = Stack.of(.home, .detail(1), .about)
        #expect(stack.routes == [.home, .detail(1), .about])
        #expect(stack.count == 3)
        #expect(stack.top == .about)
    }

    @Test func initFromRoutesTakesTheFirstAsRoot() {
        #expect(Stack([.home, .detail(1)]) == Stack(root: .home, above: [.detail(1)]))
        #expect(Stack([.home]) == Stack(root: .home))
        #expect(Stack([]) == nil)
    }

    @Test func containsLooksAtEveryScreenRootIncluded() {
        let stack = Stack.of(.home, .detail(1))
        #expect(stack.contains(.home))
        #expect(stack.contains(.detail(1)))
        #expect(!stack.contains(.detail(2)))
        #expect(stack.contains { $0.name == "home" })
        #expect(stack.contains { $0.name == "detail" })
        #expect(!stack.contains { $0.name == "about" })
    }

    // MARK: - push and pop

    @Test func pushPutsTheScreenOnTop() {
        var stack = Stack.of(.home, .detail(1))
        stack.push(.about)
        #expect(stack == .of(.home, .detail(1), .about))
        stack.push(.about)
        #expect(stack == .of(.home, .detail(1), .about, .about))
    }

    @Test(arguments: [
        (Stack.of(.home, .detail(1)), 1, Stack.of(.home)),
        (Stack.of(.home, .detail(1), .about), 1, Stack.of(.home, .detail(1))),
        (Stack.of(.home, .detail(1), .about), 2, Stack.of(.home)),
        (Stack.of(.home, .detail(1), .detail(2), .about), 3, Stack.of(.home)),
        (Stack.of(.home, .detail(1), .detail(2), .about), 2, Stack.of(.home, .detail(1))),
    ])
    func popRemovesTopScreens(start: Stack, count: Int, expected: Stack) throws {
        var stack = start
        try stack.pop(count)
        #expect(stack == expected)
    }

    @Test func popDefaultsToOneScreen() throws {
        var stack = Stack.of(.home, .detail(1), .about)
        try stack.pop()
        #expect(stack == .of(.home, .detail(1)))
    }

    @Test(arguments: [
        (Stack.of(.home), 1, NavigationError.atRoot(.pop(requested: 1, available: 0, root: .home))),
        (Stack.of(.home, .about), 2, .atRoot(.pop(requested: 2, available: 1, root: .home))),
        (Stack.of(.memoList, .detail(1), .about), 3, .atRoot(.pop(requested: 3, available: 2, root: .memoList))),
        (Stack.of(.home, .about), 2_147_483_647, .atRoot(.pop(requested: 2_147_483_647, available: 1, root: .home))),
    ])
    func popOfMoreThanAboveTheRootFailsAndChangesNothing(start: Stack, count: Int, error: NavigationError) {
        let result = start.attempting { try $0.pop(count) }
        #expect(result.error == error)
        #expect(result.after == start)
    }

    @Test(arguments: [
        (Stack.of(.home), 1, false),
        (Stack.of(.home, .about), 0, false),
        (Stack.of(.home, .about), 1, true),
        (Stack.of(.home, .about), 2, false),
        (Stack.of(.home, .detail(1), .about), 2, true),
        (Stack.of(.home, .detail(1), .about), -1, false),
    ])
    func canPopMatchesWhatPopDoes(stack: Stack, count: Int, expected: Bool) {
        #expect(stack.canPop(count) == expected)
        // A count below 1 is a programming error (pop traps); the parser reads counts from 1.
        guard count >= 1 else { return }
        #expect((stack.attempting { try $0.pop(count) }.error == nil) == expected)
    }

    // MARK: - popToRoot

    @Test(arguments: [
        Stack.of(.home),
        Stack.of(.home, .about),
        Stack.of(.home, .detail(1), .detail(2), .about),
    ])
    func popToRootLeavesOnlyTheRootAndAlwaysSucceeds(start: Stack) {
        var stack = start
        stack.popToRoot()
        #expect(stack == .of(.home))
    }

    // MARK: - pop(to:)

    /// home > detail(1) > about > detail(2) > about: two screens of each pushable route.
    static let mixed = Stack.of(.home, .detail(1), .about, .detail(2), .about)

    @Test(arguments: [
        (RoutePattern("detail"), Stack.of(.home, .detail(1), .about, .detail(2))),
        (RoutePattern("detail", .integer(2)), Stack.of(.home, .detail(1), .about, .detail(2))),
        (RoutePattern("detail", .integer(1)), Stack.of(.home, .detail(1))),
        (RoutePattern("about"), StackTests.mixed),
        (RoutePattern("home"), Stack.of(.home)),
    ])
    func popToGoesToTheTopmostMatch(pattern: RoutePattern, expected: Stack) throws {
        var stack = Self.mixed
        try stack.pop(to: pattern)
        #expect(stack == expected)
    }

    @Test(arguments: [
        (RoutePattern("detail"), 3),
        (RoutePattern("detail", .integer(1)), 1),
        (RoutePattern("about"), 4),
        (RoutePattern("home"), 0),
    ])
    func topmostIndexCountsFromTheRoot(pattern: RoutePattern, index: Int) {
        #expect(Self.mixed.topmostIndex(matching: pattern) == index)
    }

    @Test(arguments: [
        (StackTests.mixed, RoutePattern("detail", .integer(3))),
        (StackTests.mixed, RoutePattern("settings")),
        (Stack.of(.home), RoutePattern("about")),
        (Stack.of(.home), RoutePattern("home", .integer(1))),
    ])
    func popToWithoutAMatchFailsWithNotFoundAndChangesNothing(start: Stack, pattern: RoutePattern) {
        #expect(start.topmostIndex(matching: pattern) == nil)
        let result = start.attempting { try $0.pop(to: pattern) }
        #expect(result.error == .notFound(pattern, in: start))
        #expect(result.after == start)
    }

    // MARK: - replaceTop

    @Test func replaceTopSwapsOnlyTheTopScreen() throws {
        var stack = Stack.of(.home, .detail(1), .about)
        #expect(stack.canReplaceTop)
        try stack.replaceTop(with: .detail(2))
        #expect(stack == .of(.home, .detail(1), .detail(2)))
    }

    @Test func replaceTopAtTheRootFailsAndChangesNothing() {
        let start = Stack.of(.home)
        #expect(!start.canReplaceTop)
        let result = start.attempting { try $0.replaceTop(with: .about) }
        #expect(result.error == .atRoot(.replace(root: .home)))
        #expect(result.after == start)
    }

    // MARK: - truncate

    @Test(arguments: [
        (Stack.of(.home, .detail(1), .newMemo, .preview), Stack.of(.home, .detail(1))),
        (Stack.of(.home, .newMemo, .about, .newMemo), Stack.of(.home)),
        (Stack.of(.home, .detail(1), .about), Stack.of(.home, .detail(1), .about)),
        (Stack.of(.newMemo), Stack.of(.newMemo)),
        (Stack.of(.newMemo, .newMemo, .about), Stack.of(.newMemo)),
    ])
    func truncateRemovesTheFirstMatchAboveTheRootAndEverythingAboveIt(start: Stack, expected: Stack) {
        var stack = start
        stack.truncate { $0 == .newMemo }
        #expect(stack == expected)
    }

    // MARK: - Codable

    @Test func encodesAndDecodesToAnEqualStack() throws {
        let stack = Stack.of(.home, .detail(42), .about)
        let data = try JSONEncoder().encode(stack)
        #expect(try JSONDecoder().decode(Stack.self, from: data) == stack)
    }
}

@Suite("Stack storage")
struct StackStorageTests {
    @Test func copiesShareTheirScreensAndStayIndependent() throws {
        var original = Stack(root: Route("home"))
        for id in 1...5 { original.push(Route("detail", .integer(id))) }
        var copy = original
        copy.push(Route("about"))
        try original.pop(2)
        #expect(original.routes.map(\.description) == ["home", "detail(1)", "detail(2)", "detail(3)"])
        #expect(copy.routes.map(\.description).suffix(2) == ["detail(5)", "about"])
        #expect(copy.count == 7 && original.count == 4)
        try copy.pop(3)
        #expect(copy == original, "equal screens compare equal, shared or not")
    }

    @Test func aVeryLongStackIsFreedWithoutDeepRecursion() {
        var stack: Stack? = Stack(root: Route("home"))
        for _ in 0..<300_000 { stack?.push(Route("about")) }
        #expect(stack?.count == 300_001)
        stack = nil  // would overflow the call stack if each node freed the next recursively
    }
}
