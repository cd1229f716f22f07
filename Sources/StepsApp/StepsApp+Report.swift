import CoordinatorKit

/// The steps app's whole state: the coordinator's navigation.
public struct StepsSnapshot: Hashable, Sendable, Codable {
    let navigation: Navigation
}

extension StepsApp {
    /// Besides the SPEC keys, the JSON state has `path` (the article's `paths`: the base
    /// stack above the root) and `next` (where the `next` button leads from the visible screen).
    public func report() -> StateReport {
        let next = coordinator.visible?.next.map { "push \($0.rawValue)" } ?? "popToRoot"
        return StateReport(
            catalog: catalog, user: nil, navigation: coordinator.navigation,
            coordinators: [coordinator.name],
            extras: [
                .init("path", .array(coordinator.path.map { .string($0.rawValue) })),
                .init("next", .string(next), summary: next),
            ])
    }

    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedApp<StepsApp>.keep(snapshot(), changedBy: command, reusing: &spare)
    }

    public func snapshot() -> StepsSnapshot {
        StepsSnapshot(navigation: coordinator.navigation)
    }

    /// One stack with `root` at its root, and views above it and in modals.
    public static func validate(_ snapshot: StepsSnapshot, at path: String) throws(LoadError) {
        let navigation = snapshot.navigation
        guard navigation.tabNames.isEmpty else {
            throw LoadError(at: "\(path).navigation", "the steps app has one stack, not a tab bar")
        }
        try catalog.checkSaved(
            navigation, at: "\(path).navigation", rule: catalog.flowRule(root: "root", owner: "coordinator"))
    }
}
