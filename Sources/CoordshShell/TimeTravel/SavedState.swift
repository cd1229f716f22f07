import CoordinatorKit

/// A whole app state that can be brought back: which app, its snapshot, and a way to make the
/// app again in exactly that state. What undo keeps; O(1) to take (snapshots share their
/// stacks and data with the live app).
struct SavedState {
    let appName: String
    /// The snapshot, for comparisons.
    let snapshot: AnyHashable
    /// The command that changed this state, for the note `:undo` prints.
    let changedBy: String
    private let make: () -> any CoordinatedApp

    init(of app: any CoordinatedApp, changedBy command: String) {
        self = Self.capture(app, changedBy: command)
    }

    private init(appName: String, snapshot: AnyHashable, changedBy: String, make: @escaping () -> any CoordinatedApp) {
        self.appName = appName
        self.snapshot = snapshot
        self.changedBy = changedBy
        self.make = make
    }

    private static func capture<App: CoordinatedApp>(_ app: App, changedBy command: String) -> SavedState {
        let snapshot = app.snapshot()
        return SavedState(
            appName: App.catalog.name, snapshot: AnyHashable(snapshot), changedBy: command,
            make: { App(restoring: snapshot) })
    }

    /// A new app in this state.
    func restore() -> any CoordinatedApp {
        make()
    }

    /// The same state, labelled with another command.
    func changed(by command: String) -> SavedState {
        SavedState(appName: appName, snapshot: snapshot, changedBy: command, make: make)
    }
}
