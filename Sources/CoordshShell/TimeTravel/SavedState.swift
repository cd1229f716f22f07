import CoordinatorKit

/// A whole app state that can be brought back: which app, its snapshot, and the command that
/// changed it. What undo keeps. Taking one costs at most one allocation: the snapshot shares its
/// stacks and data with the live app, and is written into a state the history let go of when
/// one is given.
struct SavedState {
    private let saved: any SavedAppState

    init(of app: any CoordinatedApp, changedBy command: String) {
        saved = app.saved(changedBy: command)
    }

    /// The app's state, saved into `spare` when nothing else holds that (see `SavedApp.keep`);
    /// `spare` is given up.
    init(of app: any CoordinatedApp, changedBy command: String, reusing spare: inout SavedState?) {
        var object = spare.take()?.saved
        saved = app.saved(changedBy: command, reusing: &object)
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
