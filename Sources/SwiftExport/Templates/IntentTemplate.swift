/// `Navigation/Intent.swift` of an exported package: the same in every app.
enum IntentTemplate {
    static let text = #"""
        /// What the user asks of the navigation, whatever screen is shown: the intents every app has.
        /// The coordinator that owns the stacks checks that a route may go where it is asked to.
        public enum Intent: Hashable, Sendable {
            /// Push a screen on the active stack.
            case push(Route)
            /// Pop this many screens: 1 to 2,147,483,647, as coordsh reads a count; another is `badArgument`.
            case pop(count: Int)
            /// Pop to the root of the active stack.
            case popToRoot
            /// Pop to the topmost screen that matches.
            case popTo(RoutePattern)
            /// Pop to the topmost screen equal to it if the active stack has one, else push it.
            case navigate(Route)
            /// Replace the top screen, which must not be the root.
            case replace(Route)
            /// Present a screen modally, in a stack of its own.
            case present(Route)
            /// Dismiss the top modal with its stack.
            case dismiss
            /// Dismiss every modal at once.
            case dismissAll
            /// Pop, or dismiss when there is nothing to pop: a back button.
            case back
        }

        /// What `popTo` looks for: any screen of a kind, or one exact screen.
        public enum RoutePattern: Hashable, Sendable, CustomStringConvertible {
            /// Any screen with this name: `detail` matches `detail(1)` and `detail(42)`.
            case named(Route.Name)
            /// Only this screen.
            case exactly(Route)

            public func matches(_ route: Route) -> Bool {
                switch self {
                case .named(let name): route.name == name
                case .exactly(let wanted): route == wanted
                }
            }

            public var description: String {
                switch self {
                case .named(let name): name.rawValue
                case .exactly(let route): route.description
                }
            }
        }
        """#
}
