import AppDefinitions

/// `State/AppState+Effects.swift`: the closed set of effects a design's handlers are made of,
/// each a change of the state that either succeeds or throws: navigation, tabs, child flows,
/// variants, users and kept commands. Only the parts this design uses are written.
struct EffectsEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }

    func file() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writer.line("// MARK: - Navigation")
        writer.line()
        writer.block("extension AppState") { writer in
            writer.lines(
                """
                mutating func push(_ route: Route) throws(NavigationError) {
                    try checkShowable(route, replacing: nil)
                    try navigation.push(route)
                    shown(route)
                }

                mutating func present(_ route: Route) throws(NavigationError) {
                    try checkShowable(route, replacing: nil)
                    try navigation.present(route)
                    shown(route)
                }

                mutating func replaceTop(with route: Route) throws(NavigationError) {
                    try checkShowable(route, replacing: navigation.activeStack.top)
                    try navigation.replaceTop(with: route)
                    shown(route)
                }

                mutating func pop(to pattern: RoutePattern) throws(NavigationError) {
                    try navigation.pop(to: pattern)
                }

                mutating func pop(_ count: Int = 1) throws(NavigationError) {
                    try navigation.pop(count)
                }

                mutating func popToRoot() {
                    navigation.popToRoot()
                }

                mutating func dismiss() throws(NavigationError) {
                    try navigation.dismiss()
                }

                mutating func dismissAll() {
                    navigation.dismissAll()
                }
                """)
            writer.line()
            if model.hasTabs { writeTabs(to: &writer) } else { writeSingleReset(to: &writer) }
        }
        if model.hasFlows {
            writer.line()
            writer.line("// MARK: - Child flows")
            writer.line()
            writer.block("extension AppState") { writeFlows(to: &$0) }
        }
        if model.variants != nil {
            writer.line()
            writer.line("// MARK: - Variants")
            writer.line()
            writer.block("extension AppState") { writeVariants(to: &$0) }
        }
        if model.hasUsers {
            writer.line()
            writer.line("// MARK: - Users")
            writer.line()
            writer.block("extension AppState") { writeUsers(to: &$0) }
        }
        return GeneratedFile(path: "Sources/\(names.module)/State/AppState+Effects.swift", contents: writer.text)
    }

    private func writeTabs(to writer: inout SwiftWriter) {
        writer.lines(
            """
            /// Selects a tab of the current tab bar; selecting the selected tab pops it to its root.
            mutating func selectTab(_ tab: Tab) throws(NavigationError) {
                try checkTab(tab)
                if navigation.selectedTab == tab {
                    try navigation.resetStack(for: tab, path: [])
                } else {
                    navigation.select(tab)
                }
            }

            /// The tab of the current tab bar named `text`, exactly or ignoring case.
            func tab(named text: String) throws(NavigationError) -> Tab {
                let tabs = navigation.tabs
                let tab =
                    tabs.first { $0.rawValue == text } ?? tabs.first { $0.rawValue.lowercased() == text.lowercased() }
                guard let tab else {
                    // A tab of a tab bar whose flow does not run now (a link opened before sign-in).
                    if let known = Tab.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
                        throw .flowNotRunning(known.owner)
                    }
                    throw .badValue(text, expected: "a tab: \\(tabs.map(\\.rawValue).joined(separator: ", "))")
                }
                return tab
            }

            private func checkTab(_ tab: Tab) throws(NavigationError) {
                guard navigation.tabs.contains(tab) else { throw .flowNotRunning(tab.owner) }
            }

            /// Dismisses every modal and rebuilds a stack from its root and `path` (the routes a deep
            /// link's `*` matched): the tab's, selecting it, or the selected one's.
            mutating func reset(tab: Tab?, path: [Route]) throws(NavigationError) {
                if let tab { try checkTab(tab) }
                try checkLinkPath(path)
                navigation.dismissAll()
                let target = tab ?? navigation.selectedTab
                try navigation.resetStack(for: target, path: path)
                if let target { navigation.select(target) }
                for route in path { shown(route) }
            }
            """)
        writer.line()
        writeCheckLinkPath(to: &writer)
    }

    private func writeSingleReset(to writer: inout SwiftWriter) {
        writer.lines(
            """
            /// Dismisses every modal and rebuilds the stack from its root and `path` (the routes a deep
            /// link's `*` matched).
            mutating func reset(path: [Route]) throws(NavigationError) {
                try checkLinkPath(path)
                navigation.dismissAll()
                try navigation.resetStack(path: path)
                for route in path { shown(route) }
            }
            """)
        writer.line()
        writeCheckLinkPath(to: &writer)
    }

    private func writeCheckLinkPath(to writer: inout SwiftWriter) {
        writer.lines(
            """
            /// The routes a link pushes must be ones the coordinator that owns the stacks pushes by hand.
            private func checkLinkPath(_ path: [Route]) throws(NavigationError) {
                for route in path {
                    guard route.name.isPushableByHand, route.name.owner == navigationOwner else {
                        throw .badLink(
                            "\\(route)", reason: "\\(route.name.rawValue) is not a screen \\(navigationOwner.rawValue) can push")
                    }
                    try checkShowable(route, replacing: nil)
                }
                guard path.count < Navigation.maxDepth else { throw .linkTooDeep("\\(path)") }
            }
            """)
    }

    private func writeFlows(to writer: inout SwiftWriter) {
        // A design without variables has no `VariableName`: its flows carry none.
        let running =
            model.hasVariables ? "RunningFlow(name: flow, variables: flow.initialVariables)" : "RunningFlow(name: flow)"
        writer.lines(
            """
            /// Releases child flows none of whose screens is on a stack, and flows whose parent is gone:
            /// a coordinator never outlives its screens. A flow whose parent is gone takes its screens
            /// with it, as `end` does: a modal it presented is dismissed.
            mutating func releaseFlowsWithoutScreens() {
                while let gone = flows.first(where: { flow in
                    let parentRuns = flow.name.parent.map { isRunning($0) } ?? true
                    return !parentRuns || !navigation.contains(where: { $0.name.owner == flow.name })
                }) {
                    if let parent = gone.name.parent, !isRunning(parent) {
                        navigation.removeScreens { $0.name.owner == gone.name }
                    }
                    flows.removeAll { $0.name == gone.name }
                }
            }

            /// Starts a child flow under its parent: it shows its first screen, pushed on the active
            /// stack or presented in a modal of its own.
            mutating func start(_ flow: CoordinatorName) throws(NavigationError) {
                guard let first = flow.startScreen else { return }
                releaseFlowsWithoutScreens()
                guard !flows.contains(where: { $0.name == flow }) else { throw .flowRunning(flow) }
                if let parent = flow.parent, !isRunning(parent) { throw .parentNotRunning(flow: flow, parent: parent) }
                try checkShowable(first, replacing: nil)
                if flow.isModal {
                    try navigation.present(first)
                } else {
                    try navigation.push(first)
                }
                flows.append(\(running))
                started.append(flow)
                shown(first)
            }

            /// Ends a child flow: its screens (and those of flows it started) leave the stacks, and it is
            /// released.
            mutating func end(_ flow: CoordinatorName) throws(NavigationError) {
                guard flows.contains(where: { $0.name == flow }) else { throw .flowNotRunning(flow) }
                let ending = flows.map(\\.name).filter { $0.isWithin(flow) }
                navigation.removeScreens { ending.contains($0.name.owner) }
                flows.removeAll { ending.contains($0.name) }
            }
            """)
    }

    private func writeVariants(to writer: inout SwiftWriter) {
        writer.lines(
            """
            /// Swaps the running variant: a new coordinator runs, even for the same name.
            mutating func use(_ variant: Variant) {
                self.variant = variant
                started.append(variant.coordinator)
            }

            /// The variant named `text`, ignoring case.
            func variant(named text: String) throws(NavigationError) -> Variant {
                guard let variant = Variant.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                    let names = Variant.allCases.map(\\.rawValue).joined(separator: ", ")
                    throw .badValue(text, expected: "a variant: \\(names)")
                }
                return variant
            }
            """)
    }

    private func writeUsers(to writer: inout SwiftWriter) {
        let gate = model.gate
        writer.doc(
            "Signs `user` in."
                + (gate.map { " The \($0.signedOut ?? "") flow is released and \($0.signedIn ?? "") starts afresh." }
                    ?? ""))
        writer.block("mutating func signIn(_ user: String) throws(NavigationError)") { writer in
            writer.block("guard Arguments.isUserName(user) else") { writer in
                writer.line("throw .badValue(user, expected: Arguments.userNameExpectation)")
            }
            writer.line("self.user = user")
            if let gate, let signedIn = gate.signedIn {
                writeGateSwitch(to: signedIn, clearsPending: false, to: &writer)
            }
        }
        writer.line()
        writer.doc(
            "Signs the user out."
                + (gate.map {
                    " The \($0.signedIn ?? "") flow is released with its children and \($0.signedOut ?? "") starts afresh."
                } ?? ""))
        writer.block("mutating func signOut() throws(NavigationError)") { writer in
            writer.line("guard user != nil else { throw .nobodySignedIn(\"there is no one to sign out\") }")
            writer.line("user = nil")
            if let gate, let signedOut = gate.signedOut {
                writeGateSwitch(to: signedOut, clearsPending: true, to: &writer)
            }
        }
        guard model.hasPending else { return }
        writer.line()
        writer.lines(
            """
            /// Keeps a command to run right after the next sign-in.
            mutating func keepUntilSignIn(_ command: PendingCommand) {
                pending = command
            }

            /// Forgets a command kept until sign-in.
            mutating func dropPending() {
                pending = nil
            }
            """)
    }

    private func writeGateSwitch(to flow: String, clearsPending: Bool, to writer: inout SwiftWriter) {
        let swift = names.coordinator(flow)
        writer.line("gateFlow = .\(swift)")
        writer.line("navigation = Self.navigation(startedBy: .\(swift))")
        if model.hasFlows { writer.line("flows = []") }
        if clearsPending, model.hasPending { writer.line("pending = nil") }
        writer.line("started.append(.\(swift))")
    }
}
