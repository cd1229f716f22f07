import CoordinatorKit

/// The mvc app's whole state: which coordinator runs, its navigation, and whether the second
/// controller has been made.
public struct MVCSnapshot: Hashable, Sendable {
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
            app: catalog.name, hasUsers: false, user: nil, navigation: coordinator.navigation,
            coordinators: [appDelegate.name, coordinator.name],
            extras: [
                .init("coordinator", .string(style), summary: "\(style) (\(coordinator.name))"),
                .init("secondController", .string(second)),
            ])
    }

    public func snapshot() -> MVCSnapshot {
        MVCSnapshot(
            coordinator: coordinator.name, navigation: coordinator.navigation,
            secondIsMade: appDelegate.controllers.secondIsMade)
    }
}
