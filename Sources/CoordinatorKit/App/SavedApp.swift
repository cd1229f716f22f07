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

extension SavedAppState {
    /// `spare` as a `Self` that nothing else holds, which a new state may be written into
    /// without anyone seeing it change; `nil` otherwise. `spare` is given up either way.
    @inlinable
    public static func reusable(_ spare: inout (any SavedAppState)?) -> Self? {
        guard var slot = spare as? Self else {
            spare = nil
            return nil
        }
        spare = nil
        return isKnownUniquelyReferenced(&slot) ? slot : nil
    }
}

/// The saved state of a built-in `App`. Each app makes its own (`CoordinatedApp.saved(changedBy:)`),
/// so that the compiler knows the concrete type there: taking one costs at most one allocation
/// and no run-time type lookup, which matters as it happens before every command.
///
/// A saved state never changes while anything can see it: `keep(_:changedBy:reusing:)` writes a
/// new state only into an object nothing else holds (one the undo history let go of), so that
/// a long session does not allocate for undo.
public final class SavedApp<App: BuiltInApp>: SavedAppState {
    public private(set) var snapshot: App.Snapshot
    public private(set) var changedBy: String

    public init(_ snapshot: App.Snapshot, changedBy: String) {
        self.snapshot = snapshot
        self.changedBy = changedBy
    }

    /// `snapshot` saved in `spare` when that is a saved state of the same app held by nothing
    /// else, else in a new object. `spare` is given up either way (it is `nil` afterwards).
    public static func keep(
        _ snapshot: consuming App.Snapshot, changedBy command: consuming String,
        reusing spare: inout (any SavedAppState)?
    ) -> any SavedAppState {
        guard let slot = reusable(&spare) else { return SavedApp(snapshot, changedBy: command) }
        slot.snapshot = snapshot
        slot.changedBy = command
        return slot
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
