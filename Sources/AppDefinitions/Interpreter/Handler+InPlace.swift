import CoordinatorKit

/// What must hold when an event is reported for a handler that changes the state more than once
/// to fail, if it fails, before it changes anything: then it runs on the app's state in place,
/// without the copy a failure half-way would fall back on (the memo app's `save`: `add`, then
/// `end` of the running flow, `selectTab` of a shown tab and `root`, none of which can fail then).
enum InPlaceCheck: Equatable, Sendable {
    /// The flow runs: an `end` of it that comes later cannot fail.
    case runs(String)
    /// The tab bar has a tab of this name (as `selectTab` finds one, in any case): a
    /// `selectTab` of it that comes later cannot fail.
    case showsTab(String)
}

extension Handler {
    /// The checks under which it fails, if it fails, before it changes anything; `nil` when no
    /// check can tell. For a handler of one list of effects whose first changing effect makes its
    /// own checks first (`Effect.failsBeforeChanging`), and whose later effects cannot fail
    /// (`root`, `dismissAll`, `dropPending`) or cannot once a check made before the command held:
    /// an `end` with nothing before it (after the first change) that starts or lets go of a
    /// flow, a `selectTab` of a named tab with nothing before it that replaces the tab bar
    /// (signing in or out). Effects never fail half-way: each makes its checks first.
    var inPlaceChecks: [InPlaceCheck]? {
        guard case .effects(let effects) = self, let first = effects.firstIndex(where: { !$0.isCheck }),
            effects[first].failsBeforeChanging
        else { return nil }
        var checks: [InPlaceCheck] = []
        var flowsMayChange = false
        var tabBarMayChange = false
        for index in effects.indices where index > first {
            flowsMayChange = flowsMayChange || effects[index - 1].mayChangeFlows
            tabBarMayChange = tabBarMayChange || effects[index - 1].mayReplaceTabBar
            switch effects[index] {
            case .root, .dismissAll, .dropPending: continue
            case .end(let flow) where !flowsMayChange: checks.append(.runs(flow))
            case .selectTab(.text(let tab)) where !tabBarMayChange: checks.append(.showsTab(tab))
            default: return nil
            }
        }
        return checks
    }
}

extension Effect {
    /// Whether it may start or let go of a flow (or run effects that may).
    fileprivate var mayChangeFlows: Bool {
        switch self {
        case .start, .end, .use, .signIn, .signOut, .signInFirst: true
        default: false
        }
    }

    /// Whether it may replace the navigation, and with it the tab bar.
    fileprivate var mayReplaceTabBar: Bool {
        switch self {
        case .signIn, .signOut, .signInFirst: true
        default: false
        }
    }
}

extension FrozenState {
    /// Whether every check holds in the state now. (The fields read in place: a method of the
    /// state called through the object copied the whole state, a retain and a release a field.)
    func satisfies(_ checks: [InPlaceCheck]) -> Bool {
        for check in checks {
            switch check {
            case .runs(let flow):
                guard state.flows.contains(where: { $0.name == flow }) else { return false }
            case .showsTab(let tab):
                // (As `Execution.tabIndex` finds a tab: spelled so, else in any case.)
                guard
                    state.navigation.tabNames.contains(tab)
                        || state.navigation.tabNames.contains(where: { $0.lowercased() == tab.lowercased() })
                else { return false }
            }
        }
        return true
    }
}
