import CoordinatorKit

/// The new-memo flow: newMemo -> preview -> save. A child of the main coordinator, which holds
/// it strongly while its screens are on the home stack and releases it when they are gone.
///
/// The article keeps this coordinator in a local variable, so it is freed at once and its
/// `[weak self]` callbacks do nothing; here the parent keeps it in `MainCoordinator.feature`.
final class FeatureCoordinator: Coordinator {
    /// How the flow ended.
    enum Result: Equatable {
        case saved(Memo)
        case cancelled
    }

    /// What became of an event.
    enum Handling: Equatable {
        case handled
        case notMine
        case finished(Result)
    }

    /// The screens this coordinator shows. Two: compared in turn (hashing a name for a set
    /// cost more), by name where the screens lie on the stacks (`truncateActiveStack(fromScreenNamed:)`,
    /// `containsScreen(namedAnyOf:)`) when the flow ends or may have to let go.
    static let screens: [RouteName] = [Route.newMemo.name, Route.preview.name]

    static let coordinatorName = "feature"
    let name = FeatureCoordinator.coordinatorName
    var children: [any Coordinator] { [] }
    func forEachChild(_ body: (any Coordinator) -> Void) {}
    let user: String
    private let store: MemoStore
    private let trace: TraceRecorder
    private(set) var draft: String

    init(user: String, store: MemoStore, trace: TraceRecorder, draft: String = "") {
        self.user = user
        self.store = store
        self.trace = trace
        self.draft = draft
    }

    var treeEntry: TreeEntry {
        TreeEntry(
            type: "FeatureCoordinator", facts: ["draft \(draft.swiftLiteral)"],
            screens: "owns newMemo and preview, shown on main's tab home",
            holds: [HeldObject("store", type: "MemoStore", facts: ["shared with app and main"])])
    }

    /// Whether the screen named `name` is one of this flow's: the name compared with each of the two
    /// (asked before every event while the flow runs; `screens.contains` cost about 60
    /// instructions, the static list's lookup and a generic call).
    static func ownsScreen(named name: RouteName) -> Bool {
        name == Route.newMemo.name || name == Route.preview.name
    }

    /// Shows the first screen of the flow on `navigation`'s active stack.
    func start(on navigation: inout Navigation) throws(NavigationError) {
        trace.record(.handled(name, "starts: shows newMemo on the stack main lends it"))
        try navigation.push(.newMemo)
    }

    /// Handles the events of the flow's screens, on the stack the parent lends it.
    func handle(_ event: MemoEvent, on navigation: inout Navigation) throws(MemoFailure) -> Handling {
        switch event {
        case .textWritten(let text):
            trace.record(.handled(name, "keeps the draft \(text.swiftLiteral)"))
            draft = text
        case .previewTapped:
            guard !draft.isEmpty else { throw .memo(.emptyDraft) }
            trace.record(.handled(name, "shows preview"))
            try MemoFailure.navigating { () throws(NavigationError) in try navigation.push(.preview) }
        case .saveTapped:
            guard store.hasRoom(for: draft) else { throw .memo(.storeFull) }
            let memo = store.add(draft, for: user)
            trace.record(
                .handled(name, "stores memo \(memo.id) for \(user), takes its screens off the stack, finishes (saved)"))
            navigation.truncateActiveStack(fromScreenNamed: Self.screens)
            return .finished(.saved(memo))
        case .cancelTapped:
            trace.record(.handled(name, "drops the draft, takes its screens off the stack, finishes (cancelled)"))
            navigation.truncateActiveStack(fromScreenNamed: Self.screens)
            return .finished(.cancelled)
        default:
            trace.record(.passed(name, to: "main", "'\(event.name)' is not one of the feature flow's events"))
            return .notMine
        }
        return .handled
    }
}
