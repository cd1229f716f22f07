/// Why a navigation intent failed. The state is unchanged whenever one is thrown.
public enum NavigationError: CoordshError, Equatable {
    /// What could not be done at the root.
    public enum AtRoot: Equatable, Sendable {
        case pop(requested: Int, available: Int, root: Route)
        case replace(root: Route)
    }

    /// Nothing above the root to pop or replace.
    case atRoot(AtRoot)
    /// No screen on the active stack matches what `popto` looks for. The stack itself, not the
    /// array of its routes: `coordsh check` tries `popto` for every route in every state, and
    /// the array, made for a message no one reads, cost more than the rest of the refusal.
    case notFound(RoutePattern, in: Stack)
    /// `dismiss` with no modal up.
    case noModal
    /// `back` with only the root on the active stack and no modal up.
    case nothingToGoBack(root: Route)
    /// The screens from the base root to the top modal would exceed `Navigation.maxDepth`.
    case depthLimit
}

// MARK: - Messages

extension NavigationError {
    public var code: ErrorCode {
        switch self {
        case .atRoot: .atRoot
        case .notFound: .notFound
        case .noModal, .nothingToGoBack: .notAllowed
        case .depthLimit: .limit
        }
    }

    public var message: String {
        switch self {
        case .atRoot(.pop(let requested, let available, let root)):
            let screens = requested == 1 ? "1 screen" : "\(requested) screens"
            let above =
                available == 0 ? "nothing is" : available == 1 ? "only 1 screen is" : "only \(available) screens are"
            return "cannot pop \(screens): \(above) above \(root), the root screen"
        case .atRoot(.replace(let root)):
            return "cannot replace \(root), the root screen; 'push' a screen instead"
        case .notFound(let pattern, let stack):
            return "no \(pattern) screen on the active stack \(stack.routes.pathDescription)"
        case .noModal:
            return "no modal is up to dismiss"
        case .nothingToGoBack(let root):
            return "nothing to go back to: \(root) is the root and no modal is up"
        case .depthLimit:
            return
                "navigation is limited to \(Navigation.maxDepth) screens deep (base stack and modals); pop or dismiss first"
        }
    }
}
