import CoordinatorKit
import Testing

/// `navigate ROUTE` ("single top": pop to the topmost equal screen, else push) and `dismiss all`
/// as pure stack operations, and how the catalog checks `navigate`.
@Suite struct NavigateAndDismissAllTests {
    // MARK: - navigate

    @Test func navigatePopsToTheTopmostEqualScreen() throws {
        var navigation = tabBar(home: [.detail(1), .about, .detail(1), .detail(2)])
        try navigation.apply(.navigate(.detail(1)))
        #expect(navigation == tabBar(home: [.detail(1), .about, .detail(1)]))
    }

    @Test func navigateToTheRootPopsToIt() throws {
        var navigation = tabBar(home: [.about, .detail(3)])
        try navigation.apply(.navigate(.home))
        #expect(navigation == tabBar())
    }

    @Test func navigateToTheVisibleScreenChangesNothing() throws {
        var navigation = tabBar(home: [.about])
        try navigation.apply(.navigate(.about))
        #expect(navigation == tabBar(home: [.about]))
    }

    @Test func navigatePushesAScreenThatIsNotOnTheStack() throws {
        var navigation = tabBar(home: [.detail(1)])
        try navigation.apply(.navigate(.detail(2)))
        #expect(navigation == tabBar(home: [.detail(1), .detail(2)]))
    }

    @Test func navigateLooksAtTheActiveStackOnly() throws {
        // detail(1) is on the base stack, but the modal's stack is the active one: it pushes there.
        var navigation = tabBar(home: [.detail(1)], modals: [.of(.about)])
        try navigation.apply(.navigate(.detail(1)))
        #expect(navigation == tabBar(home: [.detail(1)], modals: [.of(.about, .detail(1))]))
    }

    @Test func navigateThatPushesStopsAtTheDepthLimit() {
        let start = Navigation(stack: deepStack(Navigation.maxDepth))
        let result = start.attempting { try $0.apply(.navigate(.about)) }
        #expect(result.error == .depthLimit)
        #expect(result.after == start)
        // Popping back to a screen is always possible.
        #expect(start.attempting { try $0.apply(.navigate(.detail(5))) }.error == nil)
    }

    // MARK: - dismiss all

    @Test func dismissAllDismissesEveryModal() throws {
        var navigation = tabBar(home: [.about], modals: [.of(.about), .of(.detail(1), .about), .of(.detail(2))])
        try navigation.apply(.dismissAll)
        #expect(navigation == tabBar(home: [.about]))
        #expect(navigation.modalCount == 0)
    }

    @Test func dismissAllWithOneModalIsADismiss() throws {
        var navigation = tabBar(modals: [.of(.about)])
        try navigation.apply(.dismissAll)
        #expect(navigation == tabBar())
    }

    @Test func dismissAllWithoutAModalFailsAndChangesNothing() {
        let start = tabBar(home: [.about])
        let result = start.attempting { try $0.apply(.dismissAll) }
        #expect(result.error == .noModal)
        #expect(result.after == start)
    }

    // MARK: - As commands

    @Test(arguments: [
        (NavigationIntent.navigate(.detail(42)), "navigate detail 42"),
        (.navigate(.home), "navigate home"),
        (.dismissAll, "dismiss all"),
    ])
    func theIntentReadsAsItsCommand(intent: NavigationIntent, text: String) {
        #expect(intent.description == text)
    }

    @Test func theTraceSaysWhetherNavigatePopsOrPushes() {
        let stack = Stack.of(.home, .detail(1), .about)
        #expect(
            NavigationIntent.navigate(.detail(1)).decision(on: stack)
                == "navigate: detail(1) is on the active stack, so it pops to the topmost one")
        #expect(
            NavigationIntent.navigate(.detail(2)).decision(on: stack)
                == "navigate: detail(2) is not on the active stack, so it pushes it")
        #expect(NavigationIntent.push(.about).decision(on: stack) == nil)
    }

    // MARK: - The catalog's check

    private let catalog = MailCatalog.catalog

    private func inbox(_ above: [Route] = [], modals: [Stack] = []) -> Navigation {
        Navigation(
            tabs: [("inbox", Stack(root: .inbox, above: above)), ("archived", Stack(root: .archive))],
            selected: "inbox", modals: modals)
    }

    @Test func navigateThatPushesIsCheckedAsPush() {
        #expect(throws: CatalogError.notPushable("inbox", reason: .tabRoot(tab: "inbox"))) {
            try catalog.checkPlacement(
                of: .navigate(.inbox), in: inbox(modals: [.of(.message(1))]), onStackOf: "main",
                running: ["app", "main"])
        }
        #expect(
            throws: CatalogError.notPushable("editor", reason: .flowOnly(owner: "compose", shownBy: "'write' on inbox"))
        ) {
            try catalog.checkPlacement(
                of: .navigate(.editor), in: inbox(), onStackOf: "main", running: ["app", "main"])
        }
        #expect(throws: Never.self) {
            try catalog.checkPlacement(
                of: .navigate(.message(3)), in: inbox(), onStackOf: "main", running: ["app", "main"])
        }
    }

    @Test func navigateBackToAScreenOnTheStackPassesWhateverItsPlacement() {
        #expect(throws: Never.self) {
            try catalog.checkPlacement(
                of: .navigate(.inbox), in: inbox([.message(1)]), onStackOf: "main", running: ["app", "main"])
            try catalog.checkPlacement(
                of: .navigate(.editor), in: inbox([.editor, .attachments]), onStackOf: "main",
                running: ["app", "main", "compose"])
        }
    }

    @Test func withoutTheNavigationNavigateIsCheckedAsPush() {
        #expect(throws: CatalogError.notPushable("inbox", reason: .tabRoot(tab: "inbox"))) {
            try catalog.checkPlacement(of: .navigate(.inbox), onStackOf: "main", running: ["app", "main"])
        }
        #expect(throws: Never.self) {
            try catalog.checkPlacement(of: .dismissAll, onStackOf: "main", running: ["app", "main"])
        }
    }
}
