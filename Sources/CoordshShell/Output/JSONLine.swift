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
            json.key("error")
            json.beginObject()
            json.key("code")
            json.string(error.code)
            if let expected = error.expected {
                json.key("expected")
                json.bool(expected)
            }
            json.key("message")
            json.string(error.message)
            json.endObject()
        }
        json.key("file")
        json.string(file)
        json.key("input")
        json.string(input)
        json.key("line")
        json.integer(line)
        json.key("ok")
        json.bool(ok)
        if let output {
            json.key("output")
            json.string(output)
        }
        json.key("state")
        state.write(to: &json)
        if let trace {
            json.key("trace")
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
            json.key("coordinator")
            json.string(coordinator)
        }
        json.key("detail")
        json.string(detail)
        json.key("kind")
        json.string(kind)
        json.key("text")
        json.string(text)
        if let to {
            json.key("to")
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
        json.key("final")
        json.bool(true)
        json.key("ok")
        json.bool(ok)
        json.key("state")
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

    /// The keys of the state, each with what writes its value, in key order.
    private enum Field {
        case app, user, tab, stack, modals, screen, coordinators, tabs
        case extra(JSONValue)

        static let fixed: [(String, Field)] = [
            ("app", .app), ("coordinators", .coordinators), ("modals", .modals), ("screen", .screen),
            ("stack", .stack), ("tab", .tab), ("tabs", .tabs), ("user", .user),
        ]
    }

    /// The SPEC keys every state has, whatever the app.
    static var fixedKeys: [String] { Field.fixed.map(\.0) }

    func write(to json: inout JSONWriter) {
        var extras: [(String, Field)] = []
        extras.reserveCapacity(report.extras.count)
        for extra in report.extras where keptKeys?.contains(extra.key) ?? true {
            if let value = extra.value(showingAll: showingAll) { extras.append((extra.key, .extra(value))) }
        }
        // Apps most often list their keys in order already.
        if !extras.isSorted(by: { JSONObject.keyOrder($0.0, $1.0) }) { extras.sort { JSONObject.keyOrder($0.0, $1.0) } }
        // The fixed keys and the app's, each in order, merged. An app's key never repeats a SPEC
        // key (`StateReport` keeps them apart).
        json.beginObject()
        var next = 0
        for (key, field) in Field.fixed {
            while next < extras.count, JSONObject.keyOrder(extras[next].0, key) {
                json.key(extras[next].0)
                write(extras[next].1, to: &json)
                next += 1
            }
            guard keptKeys?.contains(key) ?? true else { continue }
            json.key(key)
            write(field, to: &json)
        }
        for (key, field) in extras[next...] {
            json.key(key)
            write(field, to: &json)
        }
        json.endObject()
    }

    private func write(_ field: Field, to json: inout JSONWriter) {
        let navigation = report.navigation
        switch field {
        case .app: json.string(report.app)
        case .user: optional(report.user, to: &json)
        case .tab: optional(report.tab, to: &json)
        case .stack: json.array(of: navigation.baseStack)
        case .modals:
            json.beginArray()
            for modal in navigation.modals { json.array(of: modal) }
            json.endArray()
        case .screen: json.string(navigation.visibleScreen)
        case .coordinators: json.array(of: report.coordinators)
        case .tabs:
            guard !navigation.tabNames.isEmpty else { return json.null() }
            json.beginObject()
            let names = navigation.tabNames
            if names.isSorted(by: JSONObject.keyOrder) {
                for (name, stack) in zip(names, navigation.stacks) {
                    json.key(name)
                    json.array(of: stack)
                }
            } else {
                for (name, stack) in zip(names, navigation.stacks).sorted(by: { JSONObject.keyOrder($0.0, $1.0) }) {
                    json.key(name)
                    json.array(of: stack)
                }
            }
            json.endObject()
        case .extra(let value): json.value(value)
        }
    }

    private func optional(_ text: String?, to json: inout JSONWriter) {
        if let text { json.string(text) } else { json.null() }
    }
}

extension Collection {
    /// Whether each element comes before the next by `areInIncreasingOrder`.
    fileprivate func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        zip(self, dropFirst()).allSatisfy { areInIncreasingOrder($0, $1) }
    }
}
