import CoordinatorKit

/// A whole app state that can be brought back: which app, its snapshot, and the command that
/// changed it. What undo keeps. Taking one costs one allocation: the snapshot shares its stacks
/// and data with the live app.
struct SavedState {
    private let saved: any SavedAppState

    init(of app: any CoordinatedApp, changedBy command: String) {
        saved = app.saved(changedBy: command)
    }

    private init(saved: any SavedAppState) {
        self.saved = saved
    }

    var appName: String { saved.appName }
    /// The command that changed this state, for the note `:undo` prints.
    var changedBy: String { saved.changedBy }
    /// The snapshot, for comparisons.
    var snapshot: AnyHashable { saved.snapshotValue }

    /// A new app in this state.
    func restore() -> any CoordinatedApp {
        saved.restore()
    }

    /// The same state, labelled with another command.
    func changed(by command: String) -> SavedState {
        SavedState(saved: saved.relabelled(command))
    }
}
