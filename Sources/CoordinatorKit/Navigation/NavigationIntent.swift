/// What the user asks the navigation to do (SPEC 2.1). The same nine intents work in every app;
/// the app's coordinators decide whether a route may go on the active stack.
public enum NavigationIntent: Hashable, Sendable {
    /// Push a screen on the active stack.
    case push(Route)
    /// Pop this many screens (at least 1).
    case pop(count: Int)
    /// Pop to the root of the active stack.
    case popToRoot
    /// Pop to the topmost screen that matches.
    case popTo(RoutePattern)
    /// Replace the top screen, which must not be the root.
    case replace(Route)
    /// Present a screen modally, in a stack of its own.
    case present(Route)
    /// Dismiss the top modal with its stack.
    case dismiss
    /// Pop, or dismiss when there is nothing to pop.
    case back
    /// Rebuild the navigation from a deep link.
    case open(DeepLinkURL)
}

extension NavigationIntent: CustomStringConvertible {
    /// The intent as a command: `push detail(42)`, `pop 2`, `root`, `open memo://new`.
    public var description: String {
        switch self {
        case .push(let route): "push \(route)"
        case .pop(let count): count == 1 ? "pop" : "pop \(count)"
        case .popToRoot: "root"
        case .popTo(let pattern): "popto \(pattern)"
        case .replace(let route): "replace \(route)"
        case .present(let route): "present \(route)"
        case .dismiss: "dismiss"
        case .back: "back"
        case .open(let url): "open \(url)"
        }
    }
}

extension Navigation {
    /// Applies one of the stack intents: everything but `open`, which only an app can read
    /// (apps handle it before calling this).
    ///
    /// The caller has already checked that pushed, replaced and presented routes belong here.
    public mutating func apply(_ intent: NavigationIntent) throws(NavigationError) {
        switch intent {
        case .push(let route): try push(route)
        case .pop(let count): try pop(count)
        case .popToRoot: popToRoot()
        case .popTo(let pattern): try pop(to: pattern)
        case .replace(let route): try replaceTop(with: route)
        case .present(let route): try present(route)
        case .dismiss: try dismiss()
        case .back: try back()
        case .open: preconditionFailure("a deep link is read by the app, not applied to a stack")
        }
    }
}
