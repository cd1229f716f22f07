import CoordinatorKit

/// The mvc app's whole state: which coordinator runs, its navigation, and whether the second
/// controller has been made.
public struct MVCSnapshot: Hashable, Sendable, Codable {
    let coordinator: String
    let navigation: Navigation
    let secondIsMade: Bool
}

extension MVCApp {
    /// Besides the SPEC keys, the JSON state has `coordinator` (`push` or `modal`) and
    /// `secondController` (`made` or `not made yet`).
    public func report() -> StateReport {
        let style = appDelegate.style.rawValue
        let second = appDelegate.controllers.secondIsMade ? "made" : "not made yet"
        return StateReport(
            catalog: catalog, user: nil, navigation: coordinator.navigation,
            coordinators: [appDelegate.name, coordinator.name],
            extras: [
                .init("coordinator", .string(style), summary: "\(style) (\(coordinator.name))"),
                .init("secondController", .string(second)),
            ])
    }

    /// A known coordinator; one stack with first at its root; the one second controller on
    /// screen at most once, and made if it is.
    public static func validate(_ snapshot: MVCSnapshot, at path: String) throws(LoadError) {
        guard AppDelegate.Style(coordinatorName: snapshot.coordinator) != nil else {
            throw LoadError(
                at: "\(path).coordinator", "\(snapshot.coordinator.quoted) is not pushCoordinator or modalCoordinator")
        }
        let navigation = snapshot.navigation
        guard navigation.tabNames.isEmpty else {
            throw LoadError(at: "\(path).navigation", "the mvc app has one stack, not a tab bar")
        }
        var seconds = 0
        let flowRule = catalog.flowRule(root: "first", owner: "app")
        try catalog.checkSaved(navigation, at: "\(path).navigation") { route, place in
            if let problem = flowRule(route, place) { return problem }
            guard route == MVCScreen.second.route else { return nil }
            seconds += 1
            if seconds > 1 { return "second is on screen twice, but there is one SecondViewController" }
            if !snapshot.secondIsMade { return "second is on screen, so its controller is made (secondIsMade)" }
            return nil
        }
    }

    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedApp<MVCApp>.keep(snapshot(), changedBy: command, reusing: &spare)
    }

    public func snapshot() -> MVCSnapshot {
        MVCSnapshot(
            coordinator: coordinator.name, navigation: coordinator.navigation,
            secondIsMade: appDelegate.controllers.secondIsMade)
    }
}
