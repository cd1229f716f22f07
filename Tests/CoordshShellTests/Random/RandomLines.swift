import CoordinatorKit
import TestSupport

@testable import CoordshShell

/// Makes command lines for random sessions: valid ones that fit the state (so that sessions get
/// deep into every flow), nearly valid ones (typos, wrong arities, wrong types, unknown routes,
/// odd case), every command of every app whatever the state, shell commands (undo, redo, reset,
/// app switches, save and load, expectations true and false), and garbage (quotes, escapes,
/// comments, control characters, unicode, long words). The same seed and the same session
/// states give the same lines.
struct RandomLines {
    var random: SplitMix64
    /// The app the session starts with: after a switch, `:app HOME` comes often, so that most
    /// lines run there.
    let home: String

    init(seed: UInt64, home: String) {
        random = SplitMix64(seed: seed)
        self.home = home
    }

    /// The next line for a session in the state `report`, running the app of `catalog`.
    mutating func next(_ catalog: AppCatalog, _ report: StateReport) -> String {
        if catalog.name != home, random.percent(2) { return ":app \(home)" }
        let roll = random.below(1000)
        var line: String
        switch roll {
        case 0..<480: line = fitting(catalog, report)
        case 480..<600: line = nearlyValid(fitting(catalog, report), catalog)
        case 600..<650: line = anyCommand(catalog)
        case 650..<665: line = anyCommand(random.pick(TestApps.catalogs))
        case 665..<815: line = shellCommand(catalog, report)
        case 815..<890: line = garbage()
        case 890..<935: line = blankOrComment()
        case 935..<997: line = deepLink(catalog)
        default: line = longWord(catalog)
        }
        if random.percent(5) { line += random.pick([" # note", "# tight", " #\"open", "\t# tab", " # é ☕ \\"]) }
        if random.percent(5) { line = random.pick([" ", "\t", "  \t "]) + line + random.pick(["", " ", "\t", "\r"]) }
        return line
    }

    // MARK: - Commands that fit the state

    /// An event the visible screen reports, or an intent that may well succeed.
    mutating func fitting(_ catalog: AppCatalog, _ report: StateReport) -> String {
        let visible = report.screen
        let emitted = catalog.events.filter { event in
            switch event.source {
            case .screens(let names): names.contains(visible.name)
            case .flow(let flow): report.coordinators.contains { catalog.coordinator($0, isWithin: flow) }
            }
        }
        // Events of this very screen first: they lead deep into the flows (new, write, preview, save).
        let own = emitted.filter { if case .screens = $0.source { true } else { false } }
        if !emitted.isEmpty, random.percent(55) {
            let event = random.pick(!own.isEmpty && random.percent(75) ? own : emitted)
            return event.argument.map { "\(event.name) \(goodValue($0))" } ?? event.name
        }
        let above = report.navigation.activeStack.count - 1
        let onStack = report.navigation.activeStack.routes
        switch random.below(14) {
        case 0, 1: return "push \(route(random.pick(pushable(catalog))))"
        case 2: return above > 0 && random.percent(70) ? "pop" : "pop \(random.number(in: 1...max(1, above + 1)))"
        case 3: return "root"
        case 4:
            let target = random.pick(onStack)
            return random.percent(50) ? "popto \(target.name)" : "popto \(Self.words(of: target))"
        case 5: return "replace \(route(random.pick(pushable(catalog))))"
        case 6: return "present \(route(random.pick(pushable(catalog))))"
        case 7: return "dismiss"
        case 8: return "back"
        case 9: return "open \(random.pick(catalog.linkExamples))"
        case 10:
            // Back to a screen on the stack, or on to one that push accepts.
            return random.percent(50)
                ? "navigate \(Self.words(of: random.pick(onStack)))"
                : "navigate \(route(random.pick(pushable(catalog))))"
        case 11: return "dismiss all"
        default: return "push \(route(random.pick(pushable(catalog))))"
        }
    }

    private func pushable(_ catalog: AppCatalog) -> [RouteSpec] {
        let routes = catalog.routes.filter { $0.placement == .pushable }
        return routes.isEmpty ? catalog.routes : routes
    }

    /// A route as a command writes it, with a good argument.
    mutating func route(_ spec: RouteSpec) -> String {
        spec.argument.map { "\(spec.name) \(goodValue($0))" } ?? spec.name.rawValue
    }

    static func words(of route: Route) -> String {
        switch route.argument {
        case nil: route.name.rawValue
        case .integer(let value)?: "\(route.name) \(value)"
        case .text(let text)?: "\(route.name) \(text.quotedForCommand)"
        }
    }

    /// A value the argument accepts.
    mutating func goodValue(_ spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .integer: String(random.pick([1, 1, 2, 3, 7, 12, 42, 101, 2001, 2_147_483_647]))
        case .text: random.pick(Self.texts)
        case .userName:
            random.pick(["alice", "alice", "bob", "zoë", "Ωmega-1", "u_2.x", String(repeating: "n", count: 32)])
        case .choice(let choices): randomCase(random.pick(choices))
        }
    }

    static let texts = [
        "x", "draft", "\"Buy milk\"", "\"café ☕\"", #""a \"quoted\" line""#, "\"C#\"", "\"\"", "C#", #""back\\slash""#,
        "\"tab\there\"", "\"👩‍👩‍👧 family\"", "\"\u{202E}rtl\"", "\"  spaces  \"", "日本語", "a\"b c\"d",
    ]

    // MARK: - Every command, whatever the state

    /// Any intent or event of `catalog`, with a good or bad argument.
    mutating func anyCommand(_ catalog: AppCatalog) -> String {
        if random.percent(50), let event = catalog.events.isEmpty ? nil : random.pick(catalog.events) {
            return event.argument.map { "\(event.name) \(anyValue($0))" } ?? event.name
        }
        let spec = random.pick(catalog.routes)
        let routeText = spec.argument.map { "\(spec.name) \(anyValue($0))" } ?? spec.name.rawValue
        switch random.below(5) {
        case 0: return "push \(routeText)"
        case 1: return "present \(routeText)"
        case 2: return "replace \(routeText)"
        case 3: return "navigate \(routeText)"
        default: return "popto \(routeText)"
        }
    }

    mutating func anyValue(_ spec: ArgumentSpec) -> String {
        random.percent(60) ? goodValue(spec) : badValue()
    }

    mutating func badValue() -> String {
        random.pick([
            "0", "-1", "2147483648", "99999999999999999999999", "1e3", "+5", "0x10", "٣", "4.2", "abc", "\"\"",
            "\"42\"", "007", "a/b", "two words", "\"two words\"", String(repeating: "w", count: 33), "none", "🙂",
        ])
    }

    mutating func randomCase(_ word: String) -> String {
        switch random.below(6) {
        case 0: word.uppercased()
        case 1: word.prefix(1).uppercased() + word.dropFirst()
        default: word
        }
    }
}

extension String {
    /// The text as one command word: quoted, with `\"` and `\\` escaped.
    var quotedForCommand: String {
        "\"" + replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
