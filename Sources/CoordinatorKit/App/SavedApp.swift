/// A state of some app kept for undo: its snapshot, the command that changed it, and a way to
/// make the app again in exactly that state. Behind a protocol so that states of every app fit
/// one undo history.
public protocol SavedAppState: AnyObject {
    var appName: String { get }
    /// The command that changed this state.
    var changedBy: String { get }
    /// The snapshot, for comparisons.
    var snapshotValue: AnyHashable { get }
    /// A new app in this state.
    func restore() -> any CoordinatedApp
    /// The same state, labelled with another command.
    func relabelled(_ command: String) -> any SavedAppState
}

/// The saved state of a built-in `App`. Each app makes its own (`CoordinatedApp.saved(changedBy:)`),
/// so that the compiler knows the concrete type there: taking one costs one allocation and no
/// run-time type lookup, which matters as it happens before every command.
public final class SavedApp<App: BuiltInApp>: SavedAppState {
    public let snapshot: App.Snapshot
    public let changedBy: String

    public init(_ snapshot: App.Snapshot, changedBy: String) {
        self.snapshot = snapshot
        self.changedBy = changedBy
    }

    public var appName: String { App.catalog.name }
    public var snapshotValue: AnyHashable { AnyHashable(snapshot) }

    public func restore() -> any CoordinatedApp {
        App(restoring: snapshot)
    }

    public func relabelled(_ command: String) -> any SavedAppState {
        SavedApp(snapshot, changedBy: command)
    }
}
