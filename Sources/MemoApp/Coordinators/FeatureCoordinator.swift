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
    enum Outcome: Equatable {
        case handled
        case notMine
        case finished(Result)
    }

    /// The screens this coordinator shows.
    static let screens: Set<RouteName> = [Route.newMemo.name, Route.preview.name]

    let name = "feature"
    var children: [any Coordinator] { [] }
    let user: String
    private let store: MemoStore
    private(set) var draft: String

    init(user: String, store: MemoStore, draft: String = "") {
        self.user = user
        self.store = store
        self.draft = draft
    }

    /// Whether `route` is one of this flow's screens.
    func owns(_ route: Route) -> Bool {
        Self.screens.contains(route.name)
    }

    /// Shows the first screen of the flow on `navigation`'s active stack.
    func start(on navigation: inout Navigation) throws {
        try navigation.push(.newMemo)
    }

    /// Handles the events of the flow's screens, on the stack the parent lends it.
    func handle(_ event: MemoEvent, on navigation: inout Navigation) throws -> Outcome {
        switch event {
        case .textWritten(let text):
            draft = text
        case .previewTapped:
            guard !draft.isEmpty else { throw MemoError.emptyDraft }
            try navigation.push(.preview)
        case .saveTapped:
            let memo = store.add(draft, for: user)
            navigation.truncateActiveStack(from: owns)
            return .finished(.saved(memo))
        case .cancelTapped:
            navigation.truncateActiveStack(from: owns)
            return .finished(.cancelled)
        default:
            return .notMine
        }
        return .handled
    }
}
