/// What the user asks the navigation to do (SPEC 2.1). The same eleven intents work in every app;
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
    /// Go to a screen: pop to the topmost screen equal to it if the active stack has one, else
    /// push it ("single top": Jetpack's `launchSingleTop`, React Navigation's `navigate`).
    case navigate(Route)
    /// Replace the top screen, which must not be the root.
    case replace(Route)
    /// Present a screen modally, in a stack of its own.
    case present(Route)
    /// Dismiss the top modal with its stack.
    case dismiss
    /// Dismiss every modal at once.
    case dismissAll
    /// Pop, or dismiss when there is nothing to pop.
    case back
    /// Rebuild the navigation from a deep link.
    case open(DeepLinkURL)
}

extension NavigationIntent: CustomStringConvertible {
    /// The intent as it is typed: `push detail 42`, `pop 2`, `root`, `open memo://new` (the trace
    /// quotes it, and a reader may type it again).
    public var description: String {
        switch self {
        case .push(let route): "push \(Self.typed(route.name, route.argument))"
        case .pop(let count): count == 1 ? "pop" : "pop \(count)"
        case .popToRoot: "root"
        case .popTo(let pattern): "popto \(Self.typed(pattern.name, pattern.argument))"
        case .navigate(let route): "navigate \(Self.typed(route.name, route.argument))"
        case .replace(let route): "replace \(Self.typed(route.name, route.argument))"
        case .present(let route): "present \(Self.typed(route.name, route.argument))"
        case .dismiss: "dismiss"
        case .dismissAll: "dismiss all"
        case .back: "back"
        case .open(let url): "open \(url)"
        }
    }

    /// A route as a command names it: `detail 42`, not `detail(42)` as output writes it.
    private static func typed(_ name: RouteName, _ argument: Argument?) -> String {
        guard let argument else { return name.rawValue }
        return "\(name.rawValue) \(argument.typed)"
    }
}

extension Navigation {
    /// Applies one of the stack intents: everything but `open`, which only an app can read
    /// (apps handle it before calling this).
    ///
    /// The caller has already checked that pushed, replaced and presented routes belong here.
    public mutating func apply(_ intent: NavigationIntent) throws(NavigationError) {
        switch intent {
        case .push(let route): try push(copyOf: route)
        case .pop(let count): try pop(count)
        case .popToRoot: popToRoot()
        case .popTo(let pattern): try pop(to: pattern)
        case .navigate(let route): try navigate(to: route)
        case .replace(let route): try replaceTop(with: route)
        case .present(let route): try present(route)
        case .dismiss: try dismiss()
        case .dismissAll: try dismissEveryModal()
        case .back: try back()
        case .open: preconditionFailure("a deep link is read by the app, not applied to a stack")
        }
    }
}

extension NavigationIntent {
    /// What an intent that decides by the stack will do on `stack`, in words, for the trace:
    /// `navigate` pops to its screen or pushes it. `nil` for the other intents, whose effect the
    /// trace's stack changes say.
    public func decision(on stack: Stack) -> String? {
        guard case .navigate(let route) = self else { return nil }
        return stack.contains(route)
            ? "navigate: \(route) is on the active stack, so it pops to the topmost one"
            : "navigate: \(route) is not on the active stack, so it pushes it"
    }
}
