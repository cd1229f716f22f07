/// One of an app's deep-link patterns with the screens it shows, for `:graph`: the built-in apps
/// state theirs, a definition's are worked out from each link's effects without running them.
public struct LinkSpec: Hashable, Sendable {
    /// A screen the link ends on, and when, where that depends on more than the link.
    public struct Target: Hashable, Sendable {
        /// The screen shown; `nil` when the link names its screens (`*`), which only the link
        /// itself tells.
        public let screen: RouteName?
        /// When the link ends there, as the app decides it: `signed out`; `nil` for always.
        public let when: String?

        public init(_ screen: RouteName?, when: String? = nil) {
            self.screen = screen
            self.when = when
        }
    }

    /// The pattern after `SCHEME://`, as `AppCatalog.linkPatterns` writes it: `product/:id`.
    public let pattern: String
    /// The screens the link may end on, in the order found.
    public let targets: [Target]

    public init(_ pattern: String, shows targets: [Target]) {
        self.pattern = pattern
        self.targets = targets
    }
}
