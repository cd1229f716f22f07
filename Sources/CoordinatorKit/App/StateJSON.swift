/// Writes a state as the JSON object `--json` prints for it (SPEC 5): the SPEC keys (`app`,
/// `user`, `tab`, `stack`, `modals`, `screen`, `coordinators`), `tabs` (each tab's stack, or null
/// without a tab bar) and the keys the app adds, in UTF-8 byte order, as Foundation's
/// `.sortedKeys` orders them.
///
/// One writer for every app. `write(_:to:)` writes a `StateReport`; an app whose state is printed
/// after every command of a long script may write its object with the same pieces instead
/// (`CoordinatedApp.writeJSONState(_:to:)`), without making the report first, when
/// `writesEveryKey` says the object is the plain one (the random sessions hold such an app to
/// its report).
public struct StateJSON {
    /// Every item of every list (`:state`), not a page of each.
    public var showingAll: Bool
    /// The only keys written, when set (an export's replay of a built-in app compares only the
    /// keys its design describes).
    public var keptKeys: Set<String>?
    /// Where the order of the keys is kept from line to line, if anywhere.
    public var keyOrders: JSONKeyOrders?
    /// Where the JSON of stacks and pages is kept from line to line, if anywhere.
    public var fragments: JSONFragments?

    public init(
        showingAll: Bool = false, keptKeys: Set<String>? = nil, keyOrders: JSONKeyOrders? = nil,
        fragments: JSONFragments? = nil
    ) {
        self.showingAll = showingAll
        self.keptKeys = keptKeys
        self.keyOrders = keyOrders
        self.fragments = fragments
    }

    /// Whether the object has every key, and a page of each list: the one an app may write
    /// with the pieces below. Otherwise the app writes its report (`write(_:to:)`).
    public var writesEveryKey: Bool { keptKeys == nil && !showingAll }

    /// The SPEC keys every state has, whatever the app, in key order.
    private enum FixedKey: String, CaseIterable {
        case app, coordinators, modals, screen, stack, tab, tabs, user
    }

    /// The SPEC keys every state has, whatever the app, in key order.
    public static let fixedKeys: [String] = FixedKey.allCases.map(\.rawValue)

    /// Writes the object of `report`.
    public func write(_ report: StateReport, to json: inout JSONWriter) {
        let extras = report.extras
        let plan = keyOrders?.plan(for: extras) ?? Self.plan(for: extras)
        json.beginObject()
        for key in plan {
            switch key {
            case .extra(let index):
                write(extras[index], to: &json)
            case .fixed(let index):
                guard keptKeys?.contains(Self.fixedKeys[index]) ?? true else { continue }
                write(FixedKey.allCases[index], of: report, to: &json)
            }
        }
        json.endObject()
    }

    /// One key of the state: a SPEC key (a position in `fixedKeys`) or an app's (a position in
    /// its extras).
    public enum Key: Equatable, Sendable {
        case fixed(Int)
        case extra(Int)
    }

    /// The keys of a state with `extras`, in key order: the fixed keys and the app's, each in
    /// order, merged. An app's key never repeats a SPEC key (`StateReport` keeps them apart).
    public static func plan(for extras: [StateReport.Extra]) -> [Key] {
        let order = keyOrder(of: extras) { $0.key } ?? Array(extras.indices)
        var plan: [Key] = []
        plan.reserveCapacity(fixedKeys.count + extras.count)
        var next = 0
        for (index, name) in fixedKeys.enumerated() {
            while next < order.count, JSONObject.keyOrder(extras[order[next]].key, name) {
                plan.append(.extra(order[next]))
                next += 1
            }
            plan.append(.fixed(index))
        }
        plan += order[next...].map(Key.extra)
        return plan
    }

    /// The positions of `items` in the order of their keys (`JSONObject.keyOrder`); `nil` when
    /// they are in that order already, as apps and tab bars most often list them: nothing is made.
    public static func keyOrder<Item>(of items: [Item], key: (Item) -> String) -> [Int]? {
        let inOrder = zip(items, items.dropFirst()).allSatisfy { JSONObject.keyOrder(key($0), key($1)) }
        return inOrder ? nil : items.indices.sorted { JSONObject.keyOrder(key(items[$0]), key(items[$1])) }
    }

    /// An app's key and its value; nothing for a key left out (no value, or not kept).
    private func write(_ extra: StateReport.Extra, to json: inout JSONWriter) {
        guard keptKeys?.contains(extra.key) ?? true else { return }
        if let list = extra.list {
            json.key(extra.key)
            writeList(list, to: &json)
        } else if let value = extra.value(showingAll: showingAll) {
            json.key(extra.key)
            json.value(value)
        }
    }

    /// A SPEC key of `report` and its value, with its piece. The navigation is read where it is
    /// used: copying it out for every key cost more than writing most of them.
    private func write(_ key: FixedKey, of report: StateReport, to json: inout JSONWriter) {
        switch key {
        case .app: writeApp(report.app, to: &json)
        case .coordinators: writeCoordinators(report.coordinators, to: &json)
        case .modals: writeModals(report.navigation, to: &json)
        case .screen: writeScreen(report.navigation, to: &json)
        case .stack: writeStack(report.navigation, to: &json)
        case .tab: writeTab(report.navigation, to: &json)
        case .tabs: writeTabs(report.navigation, to: &json)
        case .user: writeUser(report.user, to: &json)
        }
    }

    private static func optional(_ text: String?, to json: inout JSONWriter) {
        if let text { json.string(text) } else { json.null() }
    }

    // MARK: - Pieces, each a key and its value

    /// `"app": NAME`.
    public func writeApp(_ name: String, to json: inout JSONWriter) {
        json.fixedKey("app")
        json.string(name)
    }

    /// `"coordinators": [...]`, the running coordinators from the root down.
    public func writeCoordinators(_ names: [String], to json: inout JSONWriter) {
        json.fixedKey("coordinators")
        json.array(of: names)
    }

    /// The object's start and its first keys: `{"app": NAME, "coordinators": [...]`, as
    /// `beginObject`, `writeApp` and `writeCoordinators` write them (copied from the line before
    /// while they are the same), for an app that has no key of its own before `coordinators`.
    public func writeStart(app name: String, coordinators names: [String], to json: inout JSONWriter) {
        if let fragments { return fragments.writeStart(app: name, coordinators: names, to: &json) }
        json.beginObject()
        writeApp(name, to: &json)
        writeCoordinators(names, to: &json)
    }

    /// `"screen"`, `"stack"`, `"tab"` and `"tabs"`, as `writeScreen`, `writeStack`, `writeTab`
    /// and `writeTabs` write them, for an app that has no key of its own between `screen` and
    /// `tabs`: the selected stack is written once (the screen is its top) and the other tabs
    /// are copied from the line before while they are the same.
    public func writeNavigation(_ navigation: Navigation, to json: inout JSONWriter) {
        if let fragments { return fragments.writeNavigation(navigation, to: &json) }
        writeScreen(navigation, to: &json)
        writeStack(navigation, to: &json)
        writeTab(navigation, to: &json)
        writeTabs(navigation, to: &json)
    }

    /// `"modals": [[...], ...]`, each modal's stack, the lowest first.
    public func writeModals(_ navigation: Navigation, to json: inout JSONWriter) {
        json.fixedKey("modals")
        writeModals(of: navigation, to: &json)
    }

    /// `"screen": ROUTE`, the visible screen.
    public func writeScreen(_ navigation: Navigation, to json: inout JSONWriter) {
        json.fixedKey("screen")
        json.string(navigation.visibleScreen)
    }

    /// `"stack": [...]`, the base stack (the selected tab's), root first.
    public func writeStack(_ navigation: Navigation, to json: inout JSONWriter) {
        json.fixedKey("stack")
        json.array(of: navigation.baseStack, slot: navigation.selectedIndex, fragments: fragments)
    }

    /// `"tab": NAME`, the selected tab, or null without a tab bar.
    public func writeTab(_ navigation: Navigation, to json: inout JSONWriter) {
        json.fixedKey("tab")
        Self.optional(navigation.selectedTab, to: &json)
    }

    /// `"tabs": {TAB: [...], ...}`, or null without a tab bar.
    public func writeTabs(_ navigation: Navigation, to json: inout JSONWriter) {
        json.fixedKey("tabs")
        writeTabs(of: navigation, to: &json)
    }

    /// `"user": NAME`, or null while nobody is signed in.
    public func writeUser(_ user: String?, to json: inout JSONWriter) {
        if let fragments { return fragments.writeUser(user, to: &json) }
        json.fixedKey("user")
        Self.optional(user, to: &json)
    }

    /// `KEY: {"count": N, "page": [newest first]}`; an empty list for `nil` (a list that nobody
    /// has now, such as per-user items while signed out).
    public func writeList(_ key: StaticString, _ list: StateReport.ListedItems?, to json: inout JSONWriter) {
        json.fixedKey(key)
        guard let list else {
            json.beginObject()
            json.fixedKey("count")
            json.integer(0)
            json.fixedKey("page")
            json.beginArray()
            json.endArray()
            return json.endObject()
        }
        writeList(list, to: &json)
    }

    /// `KEY: {"count": N, "page": [newest first]}` for a list of `count` items held in `store`
    /// (which, with the count, identifies them: see `ListSource.store`), without making its
    /// `ListedItems`: `writeItems` writes the newest `limit` items, newest first, each as
    /// `JSONWriter.item` writes it. The page is copied while it is the very same as before.
    public func writeList(
        _ key: StaticString, count: Int, store: AnyObject, to json: inout JSONWriter,
        items writeItems: (_ limit: Int, inout JSONWriter) -> Void
    ) {
        json.fixedKey(key)
        json.raw("{\"count\":")
        json.integer(count)
        json.fixedKey("page")
        let limit = showingAll ? count : StateReport.pageSize
        if let fragments {
            fragments.writePage(of: store, count: count, limit: limit, to: &json) { json in
                json.beginArray()
                writeItems(limit, &json)
                json.endArray()
            }
        } else {
            json.beginArray()
            writeItems(limit, &json)
            json.endArray()
        }
        json.endObject()
    }

    // MARK: - Values

    /// `{"count": N, "page": [newest first]}`, written as it is read.
    private func writeList(_ list: StateReport.ListedItems, to json: inout JSONWriter) {
        json.beginObject()
        json.fixedKey("count")
        json.integer(list.count)
        json.fixedKey("page")
        let limit = showingAll ? list.count : StateReport.pageSize
        if let fragments, let store = list.store {
            fragments.writePage(of: store, count: list.count, limit: limit, to: &json) {
                Self.writePage(of: list, limit: limit, to: &$0)
            }
        } else {
            Self.writePage(of: list, limit: limit, to: &json)
        }
        json.endObject()
    }

    /// The newest `limit` items of `list`, newest first, as an array.
    private static func writePage(of list: StateReport.ListedItems, limit: Int, to json: inout JSONWriter) {
        json.beginArray()
        // Every item has the same key: where it goes beside "id" is worked out once.
        var keyFirst: Bool?
        list.forEachItem(limit) { item in
            let first = keyFirst ?? JSONObject.keyOrder(item.key, "id")
            keyFirst = first
            json.item(item, keyFirst: first)
        }
        json.endArray()
    }

    private func writeModals(of navigation: Navigation, to json: inout JSONWriter) {
        json.beginArray()
        if navigation.modalCount > 0 {
            // Their slots come after the tabs'.
            var slot = max(navigation.tabNames.count, 1)
            for modal in navigation.modals {
                json.array(of: modal, slot: slot, fragments: fragments)
                slot += 1
            }
        }
        json.endArray()
    }

    private func writeTabs(of navigation: Navigation, to json: inout JSONWriter) {
        guard !navigation.tabNames.isEmpty else { return json.null() }
        let names = navigation.tabNames
        let order = keyOrders.map { $0.tabOrder(for: names) } ?? Self.keyOrder(of: names) { $0 }
        json.beginObject()
        for position in names.indices {
            let tab = order?[position] ?? position
            // With `keyOrders`, the key as written before: the same tab names on every line.
            if let keyOrders { json.key(writtenBefore: keyOrders.tabKeys[tab]) } else { json.key(names[tab]) }
            json.array(of: navigation.stack(at: tab), slot: tab, fragments: fragments)
        }
        json.endObject()
    }
}
