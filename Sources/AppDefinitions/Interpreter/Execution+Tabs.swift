import CoordinatorKit

// MARK: - Tabs

extension Execution {
    /// The position in the tab bar of the tab a value names (spelled in any case).
    func tabIndex(_ value: ValueExpression) throws -> Int {
        // The usual case first: the event's argument, spelled as the tab is, compared in place.
        if case .argument = value, case .text(let name)? = argument,
            let index = state.navigation.tabNames.firstIndex(of: name)
        {
            return index
        }
        let name = try text(of: value, for: "a tab")
        let tabs = state.navigation.tabNames
        guard
            let index = tabs.firstIndex(where: { $0 == name })
                ?? tabs.firstIndex(where: { $0.lowercased() == name.lowercased() })
        else {
            // A tab of a tab bar whose flow does not run now (a link opened before sign-in).
            let owner = model.definition.coordinators.first { coordinator in
                guard case .tabs(let defined) = coordinator.navigation else { return false }
                return defined.contains { $0.name.lowercased() == name.lowercased() }
            }
            if let owner, !tabs.contains(where: { $0.lowercased() == name.lowercased() }) {
                throw DefinedAppError.flowNotRunning(owner.name)
            }
            throw DefinedAppError.badValue(
                name,
                expected: tabs.isEmpty
                    ? "a tab: no tab bar is shown now" : "a tab: \(tabs.joinedAsList(conjunction: "or"))")
        }
        return index
    }

    /// Selects the tab at `index` of the tab bar; selecting the selected tab pops its stack to the
    /// root, as a tab bar does. (By position: by name, each step compared the names again.)
    func selectTab(at index: Int) throws {
        if state.navigation.selectedIndex == index {
            let tab = state.navigation.tabNames[index]
            // With no modal up, the selected stack is the active one: popping it to its root is
            // what rebuilding it from its root does, without looking the tab up by name.
            if state.navigation.modalCount == 0 {
                state.navigation.popToRoot()
            } else {
                try state.navigation.resetStack(forTab: tab, path: [])
            }
            note("tab \(tab) is already selected: pops it to its root")
        } else {
            state.navigation.selectTab(at: index)
            note("selects tab \(state.navigation.tabNames[index]); every tab keeps its stack")
        }
    }

    /// Dismisses every modal and rebuilds a stack from its root and `path`: the tab's (selecting
    /// it), or the selected one's.
    func reset(tab: String?, path: [Route]) throws {
        let owner = navigationOwner
        for route in path {
            do {
                try catalog.checkPushable(route, onStackOf: owner, running: running)
                try checkShowable(route, replacing: nil)
            } catch is CatalogError {
                let pushable = catalog.pushableRoutes(onStackOf: owner).map(\.name.rawValue)
                throw DeepLinkError.unexpectedSegment(
                    linkText, segment: route.name.rawValue,
                    expected: pushable.isEmpty
                        ? "a screen the link can show: \(owner) pushes none by hand"
                        : "a screen \(owner) can push: \(pushable.joinedAsList(conjunction: "or"))")
            }
        }
        guard path.count < Navigation.maxDepth else { throw DeepLinkError.tooDeep(linkText) }
        state.navigation.dismissAll()
        let target = tab ?? state.navigation.selectedTab
        try state.navigation.resetStack(forTab: target, path: path)
        if let target { state.navigation.selectTab(named: target) }
        note(
            "dismisses every modal, rebuilds \(target.map { "tab \($0)" } ?? "the stack") from the link\(target == nil ? "" : ", selects it")"
        )
        path.forEach { shown($0) }
    }
}
