/// The state of a running app as the shell shows it: the JSON STATE keys of SPEC section 5,
/// and the extra keys the app adds.
public struct StateReport: Equatable, Sendable {
    /// Something an app adds to the state: a JSON key with its value, and, when it is worth a
    /// line in the human output right now, that line's text.
    public struct Extra: Equatable, Sendable {
        public let key: String
        /// The text after `key: ` in the human output; `nil` to leave it out there.
        public let summary: String?
        private let storedValue: Value

        /// A JSON value known now, or one made only when JSON is printed: it can be large (every memo).
        private enum Value {
            case known(JSONValue?)
            case later(@Sendable () -> JSONValue?)
        }

        public init(_ key: String, _ value: JSONValue?, summary: String? = nil) {
            self.key = key
            self.summary = summary
            storedValue = .known(value)
        }

        /// An extra whose JSON value is made when asked for.
        public init(_ key: String, summary: String? = nil, value: @escaping @Sendable () -> JSONValue?) {
            self.key = key
            self.summary = summary
            storedValue = .later(value)
        }

        /// The value under `key` in the JSON state; `nil` to leave it out there.
        public var value: JSONValue? {
            switch storedValue {
            case .known(let value): value
            case .later(let makeValue): makeValue()
            }
        }

        public static func == (lhs: Extra, rhs: Extra) -> Bool {
            lhs.key == rhs.key && lhs.summary == rhs.summary && lhs.value == rhs.value
        }
    }

    public let app: String
    /// Whether the app signs users in (the human output then has a `user:` line).
    public let hasUsers: Bool
    public let user: String?
    /// The navigation of the flow that runs now.
    public let navigation: Navigation
    /// The coordinators along the active path, root first.
    public let coordinators: [String]
    public let extras: [Extra]

    /// The state of an app of `catalog`: its name and whether it has users come from there.
    public init(
        catalog: AppCatalog, user: String?, navigation: Navigation, coordinators: [String], extras: [Extra] = []
    ) {
        app = catalog.name
        hasUsers = catalog.hasUsers
        self.user = user
        self.navigation = navigation
        self.coordinators = coordinators
        self.extras = extras
    }

    /// The selected tab, or `nil` without a tab bar.
    public var tab: String? { navigation.selectedTab }
    /// The base stack under any modals, root first.
    public var stack: [Route] { navigation.baseStack.routes }
    /// The modal stacks, bottom first.
    public var modals: [[Route]] { navigation.modals.map(\.routes) }
    /// The visible screen.
    public var screen: Route { navigation.visibleScreen }
}
