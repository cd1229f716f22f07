import CoordinatorKit

/// The object printed for each command line in `--json` mode (SPEC 5):
/// `{"error":{...},"file":"a.coord","input":"pop 9","line":4,"ok":false,"state":STATE}`, keys
/// sorted. `file` is where the line came from: the script's path, `<stdin>`, `-c`, or `<prompt>`
/// for a line typed at the prompt. A failure that the next command's `:expect error` excuses has
/// `"expected":true` in its error object.
struct JSONLine {
    struct ErrorObject {
        let code: String
        /// `true` when the next command's `:expect error` excuses this failure; left out otherwise.
        let expected: Bool?
        let message: String
    }

    let file: String
    let line: Int
    let input: String
    let ok: Bool
    let error: ErrorObject?
    let output: String?
    let trace: [JSONTraceEvent]?
    var state: JSONState

    /// Writes the object, keys in order.
    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let error {
            json.fixedKey("error")
            json.beginObject()
            json.fixedKey("code")
            json.string(error.code)
            if let expected = error.expected {
                json.fixedKey("expected")
                json.bool(expected)
            }
            json.fixedKey("message")
            json.string(error.message)
            json.endObject()
        }
        json.fixedKey("file")
        json.string(file)
        json.fixedKey("input")
        json.string(input)
        json.fixedKey("line")
        json.integer(line)
        json.fixedKey("ok")
        json.bool(ok)
        if let output {
            json.fixedKey("output")
            json.string(output)
        }
        json.fixedKey("state")
        state.write(to: &json)
        if let trace {
            json.fixedKey("trace")
            json.beginArray()
            for event in trace { event.write(to: &json) }
            json.endArray()
        }
        json.endObject()
    }
}

/// One step of a trace: `{"coordinator":"main","detail":"...","kind":"passed","text":"...","to":"feature"}`.
struct JSONTraceEvent {
    let kind: String
    let coordinator: String?
    let to: String?
    let detail: String
    /// The step as the human output writes it.
    let text: String

    init(_ event: TraceEvent) {
        kind = event.kind.rawValue
        coordinator = event.coordinator
        to = event.target
        detail = event.detail
        text = event.description
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let coordinator {
            json.fixedKey("coordinator")
            json.string(coordinator)
        }
        json.fixedKey("detail")
        json.string(detail)
        json.fixedKey("kind")
        json.string(kind)
        json.fixedKey("text")
        json.string(text)
        if let to {
            json.fixedKey("to")
            json.string(to)
        }
        json.endObject()
    }
}

/// The final object of `--json --quiet`: `{"final":true,"ok":true,"state":STATE}`.
struct JSONFinal {
    let ok: Bool
    let state: JSONState

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.fixedKey("final")
        json.bool(true)
        json.fixedKey("ok")
        json.bool(ok)
        json.fixedKey("state")
        state.write(to: &json)
        json.endObject()
    }
}

/// STATE: the SPEC keys (`app`, `user`, `tab`, `stack`, `modals`, `screen`, `coordinators`),
/// `tabs` (each tab's stack, or null without a tab bar) and the keys the app adds.
struct JSONState {
    let report: StateReport
    /// Every item of every list (`:state`), not a page of each.
    var showingAll = false
    /// The only keys written, when set (an export's replay of a built-in app compares only the
    /// keys its design describes).
    var keptKeys: Set<String>? = nil
    /// Where the order of the keys is kept from line to line, if anywhere.
    var keyOrders: JSONKeyOrders? = nil
    /// Where the JSON of stacks and pages is kept from line to line, if anywhere.
    var fragments: JSONFragments? = nil

    /// The keys of the state, each with what writes its value, in key order.
    private enum Field {
        case app, user, tab, stack, modals, screen, coordinators, tabs

        static let fixed: [(key: StaticString, field: Field)] = [
            ("app", .app), ("coordinators", .coordinators), ("modals", .modals), ("screen", .screen),
            ("stack", .stack), ("tab", .tab), ("tabs", .tabs), ("user", .user),
        ]
    }

    /// The SPEC keys every state has, whatever the app.
    static let fixedKeys: [String] = Field.fixed.map(\.key.description)

    func write(to json: inout JSONWriter) {
        let extras = report.extras
        let plan = keyOrders?.plan(for: extras) ?? Self.plan(for: extras)
        json.beginObject()
        for key in plan {
            switch key {
            case .extra(let index):
                write(extras[index], to: &json)
            case .fixed(let index):
                let (key, field) = Field.fixed[index]
                guard keptKeys?.contains(Self.fixedKeys[index]) ?? true else { continue }
                json.fixedKey(key)
                write(field, to: &json)
            }
        }
        json.endObject()
    }

    /// One key of the state: a SPEC key (a position in `Field.fixed`) or an app's (a position in
    /// its extras).
    enum Key: Equatable {
        case fixed(Int)
        case extra(Int)
    }

    /// The keys of a state with `extras`, in key order: the fixed keys and the app's, each in
    /// order, merged. An app's key never repeats a SPEC key (`StateReport` keeps them apart).
    static func plan(for extras: [StateReport.Extra]) -> [Key] {
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

    /// An app's key and its value; nothing for a key left out (no value, or not kept).
    private func write(_ extra: StateReport.Extra, to json: inout JSONWriter) {
        guard keptKeys?.contains(extra.key) ?? true else { return }
        if let list = extra.list {
            // `{"count": N, "page": [newest first]}`, written as it is read.
            json.key(extra.key)
            json.beginObject()
            json.fixedKey("count")
            json.integer(list.count)
            json.fixedKey("page")
            let limit = showingAll ? list.count : StateReport.pageSize
            if let fragments {
                if let bytes = fragments.bytes(forPageOf: list, limit: limit) {
                    json.value(writtenBefore: bytes)
                } else {
                    json.value({ Self.writePage(of: list, limit: limit, to: &$0) }) {
                        fragments.keep($0, forPageOf: list, limit: limit)
                    }
                }
            } else {
                Self.writePage(of: list, limit: limit, to: &json)
            }
            json.endObject()
        } else if let value = extra.value(showingAll: showingAll) {
            json.key(extra.key)
            json.value(value)
        }
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

    private func write(_ field: Field, to json: inout JSONWriter) {
        // The navigation is read where it is used: copying it out for every field cost more
        // than writing most of them.
        switch field {
        case .app: json.string(report.app)
        case .user: optional(report.user, to: &json)
        case .tab: optional(report.tab, to: &json)
        case .stack: json.array(of: report.navigation.baseStack, fragments: fragments)
        case .modals:
            json.beginArray()
            if report.navigation.modalCount > 0 {
                for modal in report.navigation.modals { json.array(of: modal, fragments: fragments) }
            }
            json.endArray()
        case .screen: json.string(report.navigation.visibleScreen)
        case .coordinators: json.array(of: report.coordinators)
        case .tabs:
            let navigation = report.navigation
            guard !navigation.tabNames.isEmpty else { return json.null() }
            let names = navigation.tabNames
            let order = keyOrders.map { $0.tabOrder(for: names) } ?? Self.keyOrder(of: names) { $0 }
            json.beginObject()
            for position in names.indices {
                let tab = order?[position] ?? position
                json.key(names[tab])
                json.array(of: navigation.stack(at: tab), fragments: fragments)
            }
            json.endObject()
        }
    }

    private func optional(_ text: String?, to json: inout JSONWriter) {
        if let text { json.string(text) } else { json.null() }
    }
}

extension JSONState {
    /// The positions of `items` in the order of their keys (`JSONObject.keyOrder`); `nil` when
    /// they are in that order already, as apps and tab bars most often list them: nothing is made.
    static func keyOrder<Item>(of items: [Item], key: (Item) -> String) -> [Int]? {
        let inOrder = zip(items, items.dropFirst()).allSatisfy { JSONObject.keyOrder(key($0), key($1)) }
        return inOrder ? nil : items.indices.sorted { JSONObject.keyOrder(key(items[$0]), key(items[$1])) }
    }
}

/// The order of a state's keys, kept from one line to the next: an app's keys and tab names are
/// almost always those of the line before, and putting them in order again, comparing UTF-8
/// bytes, cost a tenth of a `--json` line. Made again when they change (another app).
final class JSONKeyOrders {
    private var extraKeys: [String] = []
    private var extrasPlan: [JSONState.Key] = JSONState.plan(for: [])
    private var tabNames: [String] = []
    private var tabsOrder: [Int]?

    /// `JSONState.plan(for: extras)`.
    func plan(for extras: [StateReport.Extra]) -> [JSONState.Key] {
        // Compared key by key, by position: going through the extras themselves copies each.
        if extras.count != extraKeys.count || !extras.indices.allSatisfy({ extras[$0].key == extraKeys[$0] }) {
            extraKeys = extras.map(\.key)
            extrasPlan = JSONState.plan(for: extras)
        }
        return extrasPlan
    }

    /// The positions of `names` in key order; `nil` when they are in order.
    func tabOrder(for names: [String]) -> [Int]? {
        if names != tabNames {
            tabNames = names
            tabsOrder = JSONState.keyOrder(of: names) { $0 }
        }
        return tabsOrder
    }
}
