import CoordinatorKit

/// The coordinator objects of one app's tree, kept for the length of one command, to check after
/// it that those that left the tree were released: a cheaper form of `CoordinatorWatch` for
/// `coordsh check`, which takes a weak reference only to the coordinators that left.
struct TreeObjects {
    /// Held as plain objects, not as `any Coordinator`: emptied before every command `coordsh
    /// check` tries, an array of existentials was destroyed through the runtime's generic
    /// witnesses. A coordinator's name and type are asked only of one that outlived its screens.
    private(set) var objects: [AnyObject] = []

    /// Replaces the objects with those of `root`'s tree.
    mutating func collect(_ root: any Coordinator) {
        drop()
        append(root)
    }

    /// Empties `objects`, keeping its capacity, one release at a time: `removeAll(keepingCapacity:)`
    /// destroys the elements through the runtime's generic array destroy, about 170
    /// instructions for a tree of three.
    private mutating func drop() {
        while objects.popLast() != nil {}
    }

    private mutating func append(_ coordinator: any Coordinator) {
        objects.append(coordinator)
        coordinator.forEachChild { append($0) }
    }

    /// Whether these are the objects of `root`'s tree, in the order `collect(_:)` keeps them:
    /// walked without taking a reference to any (most commands `coordsh check` tries leave the
    /// tree as it was, and collecting it again retained and released every coordinator).
    func matches(_ root: any Coordinator) -> Bool {
        var position = 0
        Self.match(root, objects, from: &position)
        return position == objects.count
    }

    /// Moves `position` past `coordinator` and its subtree while they are the next of
    /// `objects`, in order; sets it to -1 at the first that is not. (A static function with the
    /// position inout: a nested one keeping it allocated a box for each variable it shared.)
    private static func match(_ coordinator: any Coordinator, _ objects: [AnyObject], from position: inout Int) {
        guard position >= 0, position < objects.count, objects[position] === coordinator else {
            position = -1
            return
        }
        position += 1
        coordinator.forEachChild { match($0, objects, from: &position) }
    }

    /// Whether `object` is one of these.
    func contains(_ object: AnyObject) -> Bool {
        objects.contains { $0 === object }
    }

    /// The first coordinator of this tree that is not in `after` and is still alive once these
    /// references are dropped, as a rule violation; `nil` when every coordinator that left the
    /// tree was released. The objects are dropped.
    mutating func outlived(leaving after: TreeObjects) -> RuleViolation? {
        var departed: [Departed] = []
        for object in objects where !after.contains(object) {
            departed.append(Departed(object: object))
        }
        drop()
        guard let alive = departed.lazy.compactMap(\.object).first else { return nil }
        // Naming a type reads its metadata, about 20,000 instructions: `coordsh check` spent a
        // thirtieth of its time naming the types of coordinators released as they should be.
        let name = (alive as? any Coordinator)?.name ?? "?"
        return RuleViolation(
            .coordinatorOutlivedScreens,
            "\(name) (\(String(describing: type(of: alive)))) left the tree but is still held by something")
    }

    /// A coordinator that left the tree, held weakly.
    private struct Departed {
        weak var object: AnyObject?
    }
}
