import CoordinatorKit

// MARK: - As written in a file

extension Effect {
    /// The effect as a definition writes it, on one line, in the shortest form `read` reads:
    /// `"pop"`, `{ pop: 2 }`, `{ push: "detail", argument: "$arg" }`. For messages that point an
    /// author at an effect; a text past `sourceLimit` characters is cut there, with `…`.
    var source: String {
        let text = fullSource
        return text.count <= Self.sourceLimit ? text : String(text.prefix(Self.sourceLimit)) + "…"
    }

    static let sourceLimit = 100

    private var fullSource: String {
        switch self {
        case .push(let target): Self.object("push", target)
        case .present(let target): Self.object("present", target)
        case .popTo(let target): Self.object("popTo", target)
        case .replace(let target): Self.object("replace", target)
        case .pop(let count): count == 1 ? #""pop""# : "{ pop: \(count) }"
        case .root: #""root""#
        case .dismiss: #""dismiss""#
        case .dismissAll: #""dismissAll""#
        case .signOut: #""signOut""#
        case .dropPending: #""dropPending""#
        case .reset(nil, false): #""reset""#
        case .reset(let tab?, false) where tab.isText: "{ reset: \(tab.source) }"
        case .reset(let tab, let pushes):
            "{ reset: { "
                + ([tab.map { "tab: \($0.source)" }, pushes ? #"push: "*""# : nil].compactMap { $0 }
                    .joined(separator: ", ")) + " } }"
        case .selectTab(let value): "{ selectTab: \(value.source) }"
        case .use(let value): "{ use: \(value.source) }"
        case .signIn(let value): "{ signIn: \(value.source) }"
        case .start(let flow): "{ start: \(flow.swiftLiteral) }"
        case .end(let flow): "{ end: \(flow.swiftLiteral) }"
        case .signInFirst(let effects): "{ signInFirst: [\(effects.map(\.fullSource).joined(separator: ", "))] }"
        case .set(let name, let value): "{ set: \(name.swiftLiteral), to: \(value.source) }"
        case .clear(let name): "{ clear: \(name.swiftLiteral) }"
        case .add(let value, let collection): "{ add: \(value.source), to: \(collection.swiftLiteral) }"
        case .refuse(let message, .not(let condition)):
            "{ refuse: \(message.swiftLiteral), if: \(condition.source) }"
        case .refuse(let message, let condition):
            "{ refuse: \(message.swiftLiteral), unless: \(condition.source) }"
        }
    }

    /// `{ push: "detail" }`, `{ push: "detail", argument: 3 }`.
    private static func object(_ name: String, _ target: RouteTarget) -> String {
        "{ \(name): \(target.route.swiftLiteral)" + (target.argument.map { ", argument: \($0.source)" } ?? "") + " }"
    }
}

extension ValueExpression {
    /// The value as a definition writes it: `3`, `"$arg"`, `"$$5"` (a text that starts with `$`).
    var source: String {
        switch self {
        case .integer(let number): String(number)
        case .text(let text): (text.hasPrefix("$") ? "$" + text : text).swiftLiteral
        case .argument: #""$arg""#
        case .screenArgument: #""$screen""#
        case .reference(let name): "$\(name)".swiftLiteral
        }
    }

    /// Whether it is written as a text (`reset` takes a text on its own, a number only as `tab`).
    var isText: Bool {
        if case .integer = self { false } else { true }
    }
}

extension Condition {
    /// The condition as a definition writes it: `"noModal"`, `{ notEmpty: "draft" }`.
    var source: String {
        switch self {
        case .noModal: #""noModal""#
        case .signedIn: #""signedIn""#
        case .signedOut: #""signedOut""#
        case .notEmpty(let name): "{ notEmpty: \(name.swiftLiteral) }"
        case .isEmpty(let name): "{ empty: \(name.swiftLiteral) }"
        case .screen(let name): "{ screen: \(name.swiftLiteral) }"
        case .tab(let name): "{ tab: \(name.swiftLiteral) }"
        case .variant(let name): "{ variant: \(name.swiftLiteral) }"
        case .running(let name): "{ running: \(name.swiftLiteral) }"
        case .onStack(let name): "{ onStack: \(name.swiftLiteral) }"
        case .not(let condition): "{ not: \(condition.source) }"
        case .all(let parts): "{ all: [\(parts.map(\.source).joined(separator: ", "))] }"
        case .any(let parts): "{ any: [\(parts.map(\.source).joined(separator: ", "))] }"
        }
    }
}
