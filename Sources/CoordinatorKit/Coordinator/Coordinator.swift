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
    /// What `:tree` shows of this coordinator besides its children.
    var treeEntry: TreeEntry { get }
}

extension Coordinator {
    /// By default: the coordinator's type and nothing else.
    public var treeEntry: TreeEntry {
        TreeEntry(type: String(describing: type(of: self)))
    }

    /// This coordinator and every descendant, parents before children.
    public var subtree: [any Coordinator] {
        [self] + children.flatMap(\.subtree)
    }

    /// The names of this coordinator and every descendant.
    public var subtreeNames: [String] {
        subtree.map(\.name)
    }
}
