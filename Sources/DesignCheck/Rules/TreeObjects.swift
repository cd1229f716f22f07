import CoordinatorKit

/// The coordinator objects of one app's tree, kept for the length of one command, to check after
/// it that those that left the tree were released: a cheaper form of `CoordinatorWatch` for
/// `coordsh check`, which takes a weak reference only to the coordinators that left.
struct TreeObjects {
    private(set) var objects: [any Coordinator] = []

    /// Replaces the objects with those of `root`'s tree.
    mutating func collect(_ root: any Coordinator) {
        objects.removeAll(keepingCapacity: true)
        append(root)
    }

    private mutating func append(_ coordinator: any Coordinator) {
        objects.append(coordinator)
        coordinator.forEachChild { append($0) }
    }

    /// Whether `object` is one of these.
    func contains(_ object: any Coordinator) -> Bool {
        objects.contains { $0 === object }
    }

    /// The first coordinator of this tree that is not in `after` and is still alive once these
    /// references are dropped, as a rule violation; `nil` when every coordinator that left the
    /// tree was released. The objects are dropped.
    mutating func outlived(leaving after: TreeObjects) -> RuleViolation? {
        var departed: [Departed] = []
        for object in objects where !after.contains(object) {
            departed.append(Departed(object: object, name: object.name, type: type(of: object)))
        }
        objects.removeAll(keepingCapacity: true)
        guard let alive = departed.first(where: { $0.object != nil }) else { return nil }
        return RuleViolation(
            .coordinatorOutlivedScreens,
            "\(alive.name) (\(String(describing: alive.type))) left the tree but is still held by something")
    }

    /// A coordinator that left the tree, held weakly. Its type is named only for the message
    /// (naming a type reads its metadata, about 20,000 instructions: `coordsh check` spent a
    /// thirtieth of its time naming the types of coordinators that were released as they should).
    private struct Departed {
        weak var object: (any Coordinator)?
        let name: String
        let type: any Coordinator.Type
    }
}
