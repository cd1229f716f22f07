/// One route of a definition: a kind of screen, its argument, and the coordinator that owns it.
/// Where it may go follows from the tree: a stack's or a tab's root is never pushed, a child flow's
/// screens are shown only by its events, every other route of a stack's owner may be pushed,
/// presented and replaced (unless `pushable` is false).
public struct RouteDefinition: Hashable, Sendable, Codable {
    public var name: String
    public var owner: String
    public var argument: ArgumentDefinition?
    /// What the screen shows, in a few words.
    public var summary: String
    /// Whether `push`, `present` and `replace` may show it by hand (when its owner has a stack).
    public var isPushable: Bool
    /// Whether at most one screen of it may be on the stacks at a time (one view controller,
    /// reused: UIKit cannot show it twice).
    public var isSingle: Bool
    /// A collection or catalogue this screen lists (the human output shows it there).
    public var lists: String?
    /// Variables set whenever a screen of this route is shown (a controller made lazily).
    public var onShow: [Effect]

    public init(
        name: String, owner: String, argument: ArgumentDefinition? = nil, summary: String = "",
        isPushable: Bool = true, isSingle: Bool = false, lists: String? = nil, onShow: [Effect] = []
    ) {
        self.name = name
        self.owner = owner
        self.argument = argument
        self.summary = summary
        self.isPushable = isPushable
        self.isSingle = isSingle
        self.lists = lists
        self.onShow = onShow
    }
}

/// The argument of a route or an event: what it accepts, and its label in usage lines.
public struct ArgumentDefinition: Hashable, Sendable, Codable {
    public enum Kind: Hashable, Sendable, Codable {
        /// A decimal integer from 1 to 2,147,483,647.
        case integer
        /// Any text.
        case text
        /// A user name: 1 to 32 letters (any script), digits, `.`, `_` or `-`.
        case user
        /// One of the app's tab names.
        case tab
        /// One of the names of the app's variants.
        case variant
        /// One of a fixed list of words.
        case choice([String])
        /// The id of an item of a catalogue (which must exist) or a collection (any id).
        case item(of: String)
    }

    public var kind: Kind
    /// What it means, for messages and usage lines (`memo id`); its last word, uppercased, is the
    /// placeholder (`ID`). `nil` for the kind's own label (`number`, `text`, `movie id`).
    public var label: String?
    /// For a text: the value help's examples and `coordsh check` use (`"Buy milk"`). `nil`:
    /// `"some"` and the label (`"some address"`).
    public var example: String?

    public init(_ kind: Kind, label: String? = nil, example: String? = nil) {
        self.kind = kind
        self.label = label
        self.example = example
    }
}
