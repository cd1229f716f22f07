/// A coordinator: an object that owns part of the navigation and decides where the user goes
/// next. Screens only report what happened; coordinators react.
///
/// Each app's coordinators are `final class`es that hold their children strongly while those
/// run and let them go as soon as the child's screens have left every stack.
public protocol Coordinator: AnyObject {
    /// The coordinator's name in the app's coordinator table: `app`, `main`, `feature`.
    var name: String { get }
    /// The child coordinators running now, held strongly by this one.
    var children: [any Coordinator] { get }
    /// Calls `body` with each child coordinator running now, in `children`'s order, without
    /// making the array (`coordsh check` walks the tree twice for every command it tries).
    func forEachChild(_ body: (any Coordinator) -> Void)
    /// What `:tree` shows of this coordinator besides its children.
    var treeEntry: TreeEntry { get }
}

extension Coordinator {
    /// By default: the coordinator's type and nothing else.
    public var treeEntry: TreeEntry {
        TreeEntry(type: String(describing: type(of: self)))
    }

    /// By default: each element of `children`.
    public func forEachChild(_ body: (any Coordinator) -> Void) {
        for child in children { body(child) }
    }

    /// This coordinator and every descendant, parents before children.
    public var subtree: [any Coordinator] {
        var nodes: [any Coordinator] = []
        forEachInSubtree { nodes.append($0) }
        return nodes
    }

    /// The names of this coordinator and every descendant, parents before children. Into one
    /// array (the running coordinators are asked for after many commands, and after each one
    /// `coordsh check` explores).
    public var subtreeNames: [String] {
        var names: [String] = []
        names.reserveCapacity(8)  // an app's tree is a few coordinators: one allocation, not one per growth
        forEachInSubtree { names.append($0.name) }
        return names
    }

    /// Whether this coordinator or a descendant is named `name`: `subtreeNames.contains(name)`
    /// without making the array (a refused command may ask it to say why).
    public func subtreeContains(named name: String) -> Bool {
        var found = false
        forEachInSubtree { if !found, $0.name == name { found = true } }
        return found
    }

    /// Calls `body` with this coordinator and every descendant, parents before children. Each
    /// coordinator's children come from `forEachChild(_:)`: a `children` array, made for every
    /// coordinator with children, was the most of `subtreeNames`'s cost (asked for the running
    /// coordinators when a command is refused, which is most of those `coordsh check` tries).
    public func forEachInSubtree(_ body: (any Coordinator) -> Void) {
        body(self)
        forEachChild { $0.forEachInSubtree(body) }
    }
}
