/// The state of a running app as the shell shows it: the JSON STATE keys of SPEC section 5,
/// and the extra keys the app adds.
public struct StateReport: Equatable, Sendable {
    /// How many items of a list (`memos`, a cart) a line's state shows: the newest, as the phone's
    /// list screen shows its first screenful. `:state` shows them all.
    public static let pageSize = 5

    /// Something an app adds to the state: a JSON key with its value, and, when it is worth a
    /// line in the human output right now, that line's text.
    public struct Extra: Equatable, Sendable {
        public let key: String
        private let content: Content
        /// Whether the human output has a line for it, whatever `showingAll` says (a list's
        /// page off its screen shows only with `showingAll`). Worked out once: every extra is
        /// asked after every command, and looking into `content` copies it.
        private let hasLine: Bool
        /// Whether it was made with `init(_:list:)`: asked of every extra of every line, and
        /// looking into `content` copies it.
        private let isList: Bool

        private enum Content {
            /// A JSON value known now, and its human line.
            case known(JSONValue?, summary: String?)
            /// Values that make the JSON value and the human line when asked.
            case computed(any ExtraContent)
            case list(ListedItems)
        }

        public init(_ key: String, _ value: JSONValue?, summary: String? = nil) {
            self.key = key
            content = .known(value, summary: summary)
            hasLine = summary != nil
            isList = false
        }

        /// An extra made from `content` when it is shown: a line's state is made after every
        /// command and shown in one form only, so neither form is made in advance.
        public init(_ key: String, _ content: some ExtraContent) {
            self.key = key
            self.content = .computed(content)
            hasLine = content.hasSummary
            isList = false
        }

        /// A list that can grow without bound: the state shows its count and a page of it.
        public init(_ key: String, list: ListedItems) {
            self.key = key
            content = .list(list)
            hasLine = list.isOnScreen
            isList = true
        }

        /// The text after `key: ` in the human output; `nil` to leave it out there. With
        /// `showingAll` (`:state`), a list shows every item, whatever the screen.
        public func summary(showingAll: Bool = false) -> String? {
            guard hasSummary(showingAll: showingAll) else { return nil }
            var text = TextBuffer()
            writeSummary(showingAll: showingAll, to: &text)
            return text.string
        }

        /// Whether the human output has a line for this extra.
        public func hasSummary(showingAll: Bool = false) -> Bool {
            hasLine || (showingAll && isList)
        }

        /// Writes `summary(showingAll:)` into `text`, nothing when there is none. A list writes its
        /// page straight into `text`: a state is written after every command, and making the
        /// text first costs more.
        public func writeSummary(showingAll: Bool = false, to text: inout TextBuffer) {
            switch content {
            case .known(_, let summary):
                if let summary { text += summary }
            case .computed(let content):
                if content.hasSummary { content.writeSummary(to: &text) }
            case .list(let list):
                guard list.isOnScreen || showingAll else { return }
                list.writeSummary(showingAll: showingAll, to: &text)
            }
        }

        /// A list that nobody has now (per-user items while signed out): empty in JSON
        /// (`{"count": 0, "page": []}`), no line in the human output, even for `:state`.
        public static func noList(_ key: String) -> Extra {
            Extra(key, NoList())
        }

        /// The value under `key` in the JSON state; `nil` to leave it out there. A list is
        /// `{"count": N, "page": [newest first]}`, its page every item with `showingAll`.
        public func value(showingAll: Bool = false) -> JSONValue? {
            switch content {
            case .known(let value, _): return value
            case .computed(let content): return content.value
            case .list(let list):
                let limit = showingAll ? list.count : StateReport.pageSize
                return .object(["count": .integer(list.count), "page": .array(list.items(limit).map(\.json))])
            }
        }

        /// The list, for an extra made with `init(_:list:)`: a writer can then write its
        /// `{"count": N, "page": [...]}` without making it as a value first.
        public var list: ListedItems? {
            guard isList, case .list(let list) = content else { return nil }
            return list
        }

        /// The human line as the screen shows it.
        public var summary: String? { summary() }
        /// The JSON value as a line's state shows it.
        public var value: JSONValue? { value() }

        public static func == (lhs: Extra, rhs: Extra) -> Bool {
            lhs.key == rhs.key && lhs.summary == rhs.summary && lhs.value == rhs.value
        }
    }

    /// A list an app keeps (the memos, a cart): its size, whether the visible screen lists it, and
    /// its newest items on demand, newest first, for JSON and for people.
    public struct ListedItems: Sendable {
        public let count: Int
        /// Whether the visible screen lists the items: the human output then has their line.
        public let isOnScreen: Bool
        /// Where the items come from.
        private let source: any ListSource

        /// One item of a list: its id and its content under one key, `{"id": 3, "text": "milk"}`
        /// in JSON. A plain value, which a writer writes as it is: made as a `JSONValue`, each
        /// item of a line's page would be an object and an array to allocate and free.
        public struct Item: Equatable, Sendable {
            public let id: Int
            public let key: String
            public let value: JSONValue

            public init(id: Int, key: String, value: JSONValue) {
                self.id = id
                self.key = key
                self.value = value
            }

            /// `{"id": ID, KEY: VALUE}`.
            public var json: JSONValue { .object(["id": .integer(id), key: value]) }
        }

        /// A list whose items `source` gives when they are shown.
        public init(count: Int, isOnScreen: Bool, source: some ListSource) {
            self.count = count
            self.isOnScreen = isOnScreen
            self.source = source
        }

        /// A list whose items two closures give: the newest `limit`, newest first, as items and
        /// for people (`3 "milk", 2 "eggs"`).
        public init(
            count: Int, isOnScreen: Bool, items: @escaping @Sendable (_ limit: Int) -> [Item],
            describe: @escaping @Sendable (_ limit: Int, _ text: inout TextBuffer) -> Void
        ) {
            self.init(count: count, isOnScreen: isOnScreen, source: ClosureList(items: items, describe: describe))
        }

        /// The newest `limit` items, newest first.
        public func items(_ limit: Int) -> [Item] {
            source.items(limit)
        }

        /// Calls `body` with the newest `limit` items, newest first.
        public func forEachItem(_ limit: Int, _ body: (Item) -> Void) {
            source.forEachItem(limit, body)
        }

        /// Writes the newest `limit` items for people, newest first: `3 "milk", 2 "eggs"`.
        func describe(_ limit: Int, _ text: inout TextBuffer) {
            source.describe(limit, to: &text)
        }

        /// The object that holds the items, if they live in one whose first items never change
        /// (`ListSource.store`): with the count, it identifies the items.
        public var store: AnyObject? { source.store }

        /// Writes the list's human line after `key: `: its page (every item with `showingAll`)
        /// and how many older items there are, or `none yet`.
        public func writeSummary(showingAll: Bool = false, to text: inout TextBuffer) {
            guard count > 0 else {
                text.append("none yet")
                return
            }
            let limit = showingAll ? count : StateReport.pageSize
            describe(limit, &text)
            let older = count - Swift.min(limit, count)
            if older > 0 {
                text.append(" (and ")
                text.write(older)
                text.append(" older)")
            }
        }

        private struct ClosureList: ListSource {
            let items: @Sendable (_ limit: Int) -> [Item]
            let describe: @Sendable (_ limit: Int, _ text: inout TextBuffer) -> Void

            func items(_ limit: Int) -> [Item] { items(limit) }
            func describe(_ limit: Int, to text: inout TextBuffer) { describe(limit, &text) }
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

/// The content of an app's extra key, kept as the values it is made from (a few words, which an
/// existential holds without allocating) and made into JSON or text only when shown. The values
/// are the state when the report was made: a report read later shows that state, not a newer one.
public protocol ExtraContent: Sendable {
    /// The JSON value; `nil` to leave the key out.
    var value: JSONValue? { get }
    /// Whether the human output has a line for it.
    var hasSummary: Bool { get }
    /// Writes the text after `key: ` in the human output.
    func writeSummary(to text: inout TextBuffer)
}

/// `Extra.noList`'s content, its JSON value made only when asked: a signed-out state's report
/// (`coordsh check` asks for one for every new state) made a dictionary for it.
private struct NoList: ExtraContent {
    var value: JSONValue? { .object(["count": .integer(0), "page": .array([])]) }
    var hasSummary: Bool { false }
    func writeSummary(to text: inout TextBuffer) {}
}

/// The items of a list, on demand. Like `ExtraContent`, the values the items come from, as
/// they were when the report was made.
public protocol ListSource: Sendable {
    /// The newest `limit` items, newest first.
    func items(_ limit: Int) -> [StateReport.ListedItems.Item]
    /// Calls `body` with the newest `limit` items, newest first, without making their list (a
    /// `--json` line writes its page this way).
    func forEachItem(_ limit: Int, _ body: (StateReport.ListedItems.Item) -> Void)
    /// Writes the newest `limit` items for people, newest first: `3 "milk", 2 "eggs"`.
    func describe(_ limit: Int, to text: inout TextBuffer)
    /// The object that holds the items, if they live in one whose first items never change (a
    /// `SharedLog`'s store): two lists of one count with the same store hold the same items.
    /// `nil` (the default) when that is not known.
    var store: AnyObject? { get }
}

extension ListSource {
    public func forEachItem(_ limit: Int, _ body: (StateReport.ListedItems.Item) -> Void) {
        items(limit).forEach(body)
    }

    public var store: AnyObject? { nil }
}
