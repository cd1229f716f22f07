import CoordinatorKit

/// Watches coordinator objects through weak references: every coordinator ever seen in an app's
/// tree must be either released or still in the tree (SPEC 3: no coordinator outlives its
/// screens). Call `check(_:)` after every command; it costs a weak reference per coordinator.
///
///     var watch = CoordinatorWatch()
///     _ = watch.check(app.rootCoordinator)
///     try app.send(AppEvent("logout"))
///     watch.check(app.rootCoordinator)  // nil: main was released
public struct CoordinatorWatch {
    private struct Entry {
        weak var object: (any Coordinator)?
        let name: String
    }

    private var watched: [Entry] = []

    public init() {}

    /// The first coordinator seen before that is alive but no longer in `root`'s tree, or `nil`.
    /// The current tree is watched from now on.
    public mutating func check(_ root: any Coordinator) -> RuleViolation? {
        let tree = root.subtree
        for entry in watched {
            if let object = entry.object, !tree.contains(where: { $0 === object }) {
                return RuleViolation(
                    .coordinatorOutlivedScreens,
                    "\(entry.name) (\(type(of: object))) is alive but not in the tree \(tree.map(\.name))")
            }
        }
        watched.removeAll { $0.object == nil }
        for coordinator in tree where !watched.contains(where: { $0.object === coordinator }) {
            watched.append(Entry(object: coordinator, name: coordinator.name))
        }
        return nil
    }
}
