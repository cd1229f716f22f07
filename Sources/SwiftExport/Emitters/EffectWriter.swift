import AppDefinitions
import CoordinatorKit

/// Writes a handler (an event's or a deep link's) as Swift statements that read as the design's
/// effects: `try state.push(.preview)`, `try state.end(.feature)`. Each effect becomes one call on
/// the state copy the command runs on; `try` is written exactly where something can throw.
struct EffectWriter {
    /// A Swift expression and its type, so that typed values go straight into typed places.
    struct Typed {
        enum Kind { case int, string, tab, variant, value }
        let kind: Kind
        let code: String
        let throwing: Bool

        /// The expression as a `Value`.
        var value: String {
            switch kind {
            case .int: ".integer(\(code))"
            case .string: ".text(\(code))"
            case .tab, .variant: ".text(\(code).rawValue)"
            case .value: code
            }
        }
    }

    /// A deep link's parameter as the handler sees it: its binding and its type.
    struct Parameter {
        let binding: String
        let kind: Typed.Kind
        /// An optional query parameter (`String?`).
        let isOptional: Bool
    }

    let model: ExportModel
    /// The event whose handler this is (`nil` in a link).
    let event: EventDefinition?
    /// The binding of the event's argument (`user`), if it has one.
    let argumentBinding: String?
    /// A link's parameters by name, and the binding of what its `*` matched.
    let parameters: [String: Parameter]
    let routesBinding: String?
    /// What a kept command is, for `signInFirst`: `.event(event)` or `.link(link.url)`.
    let keptCommand: String
    /// The bindings the statements used, so that unused ones are not bound.
    private(set) var used: Set<String> = []

    private var names: ExportNames { model.names }
    private var what: String { event?.name ?? "the link" }

    init(
        model: ExportModel, event: EventDefinition?, argumentBinding: String?, parameters: [String: Parameter] = [:],
        routesBinding: String? = nil, keptCommand: String
    ) {
        self.model = model
        self.event = event
        self.argumentBinding = argumentBinding
        self.parameters = parameters
        self.routesBinding = routesBinding
        self.keptCommand = keptCommand
    }

    // MARK: - Handlers

    /// The whole handler: its effects, or its cases as `if`/`else if`, the first that holds running.
    mutating func write(_ handler: Handler, to writer: inout SwiftWriter) {
        switch handler {
        case .effects(let effects):
            write(effects, to: &writer)
        case .cases(let cases):
            var first = true
            for branch in cases {
                guard let condition = branch.condition else {
                    if first {
                        write(branch.effects, to: &writer)
                    } else {
                        writer.line("} else {")
                        writer.indented { write(branch.effects, to: &$0) }
                        writer.line("}")
                    }
                    return
                }
                let test = self.condition(condition)
                writer.line((first ? "if " : "} else if ") + (test.throwing ? "try " : "") + test.code + " {")
                writer.indented { write(branch.effects, to: &$0) }
                first = false
            }
            writer.line("} else {")
            writer.indented { writer in
                writer.line(
                    "throw NavigationError.noCase(event: \(what.swiftStringLiteral), visible: state.visibleScreen)")
            }
            writer.line("}")
        }
    }

    private mutating func write(_ effects: [Effect], to writer: inout SwiftWriter) {
        for effect in effects { write(effect, to: &writer) }
    }

    // MARK: - Effects

    private mutating func write(_ effect: Effect, to writer: inout SwiftWriter) {
        switch effect {
        case .push(let target):
            checkLinkShows(target.route, to: &writer)
            call("state.push(\(route(target).code))", throwing: true, to: &writer)
        case .present(let target):
            checkLinkShows(target.route, to: &writer)
            call("state.present(\(route(target).code))", throwing: true, to: &writer)
        case .replace(let target):
            checkLinkShows(target.route, to: &writer)
            call("state.replaceTop(with: \(route(target).code))", throwing: true, to: &writer)
        case .popTo(let target):
            if target.argument == nil {
                call("state.pop(to: .named(.\(names.route(target.route))))", throwing: true, to: &writer)
            } else {
                call("state.pop(to: .exactly(\(route(target).code)))", throwing: true, to: &writer)
            }
        case .pop(let count): call("state.pop(\(count))", throwing: true, to: &writer)
        case .root: call("state.popToRoot()", throwing: false, to: &writer)
        case .dismiss: call("state.dismiss()", throwing: true, to: &writer)
        case .dismissAll: call("state.dismissAll()", throwing: false, to: &writer)
        case .selectTab(let value):
            let tab = self.tab(value)
            call("state.selectTab(\(tab.code))", throwing: true, to: &writer)
        case .reset(let value, let pushesLinkPath):
            var path = "[]"
            if pushesLinkPath, let routesBinding {
                path = routesBinding
                used.insert(routesBinding)
            }
            if model.hasTabs {
                let tab = value.map { self.tab($0).code } ?? "nil"
                call("state.reset(tab: \(tab), path: \(path))", throwing: true, to: &writer)
            } else if let value {
                let text = self.text(value)
                call(
                    "NavigationError.raise(.badValue(\(text.code), expected: \"a tab: the app has none\"))",
                    throwing: true, to: &writer)
            } else {
                call("state.reset(path: \(path))", throwing: true, to: &writer)
            }
        case .start(let flow): call("state.start(.\(names.coordinator(flow)))", throwing: true, to: &writer)
        case .end(let flow): call("state.end(.\(names.coordinator(flow)))", throwing: true, to: &writer)
        case .use(let value):
            let variant = self.variant(value)
            call("state.use(\(variant.code))", throwing: variant.throwing, to: &writer)
        case .signIn(let value):
            let user = text(value, for: "signIn")
            call("state.signIn(\(user.code))", throwing: true, to: &writer)
        case .signOut: call("state.signOut()", throwing: true, to: &writer)
        case .signInFirst(let effects):
            guard model.hasUsers else { return }
            writer.block("if state.user == nil") { writer in
                writer.comment("Signed out: show the sign-in, keep this command until the next sign-in, stop here.")
                write(effects, to: &writer)
                if model.hasFlows { writer.line("state.releaseFlowsWithoutScreens()") }
                if model.hasPending { writer.line("state.keepUntilSignIn(\(keptCommand))") }
                writer.line("return")
            }
        case .dropPending:
            if model.hasPending { call("state.dropPending()", throwing: false, to: &writer) }
        case .set(let variable, let expression):
            let value = self.value(expression)
            call("state.set(.\(names.variable(variable)), to: \(value.value))", throwing: true, to: &writer)
        case .clear(let name):
            if model.definition.data.collections.contains(where: { $0.name == name }) {
                call("state.clear(\(collectionCase(name)))", throwing: true, to: &writer)
            } else {
                call("state.clear(\(variableCase(name)))", throwing: true, to: &writer)
            }
        case .add(let expression, let collection):
            let value = self.value(expression)
            call("state.add(\(value.value), to: \(collectionCase(collection)))", throwing: true, to: &writer)
        case .refuse(let message, let condition):
            let test = self.condition(condition)
            writer.block("guard " + (test.throwing ? "try " : "") + test.code + " else") { writer in
                writer.call("throw NavigationError.refused", literal: expanded(message))
            }
        }
    }

    /// In a deep link, a route whose coordinator may not run (a gate's flow) is refused while it
    /// does not, as coordsh refuses it: its screen would sit on another flow's stack.
    private func checkLinkShows(_ route: String, to writer: inout SwiftWriter) {
        guard event == nil, let owner = model.route(route)?.owner, owner != model.root.name else { return }
        let swift = names.coordinator(owner)
        writer.block("guard state.isRunning(.\(swift)) else") { writer in
            writer.line("throw NavigationError.flowNotRunning(.\(swift))")
        }
    }

    private func call(_ code: String, throwing: Bool, to writer: inout SwiftWriter) {
        writer.line((throwing ? "try " : "") + code)
    }

    // MARK: - Values

    /// What a value expression stands for, typed where it can be.
    mutating func value(_ expression: ValueExpression) -> Typed {
        switch expression {
        case .integer(let number):
            return (1...ArgumentSpec.maxInteger).contains(number)
                ? Typed(kind: .int, code: String(number), throwing: false)
                : Typed(kind: .value, code: ".integer(\(number))", throwing: false)
        case .text(let text):
            return Typed(kind: .string, code: text.swiftStringLiteral, throwing: false)
        case .argument:
            guard let event, let argument = event.argument, let argumentBinding else {
                return Typed(
                    kind: .value, code: "Value.missing(\("the argument of \(what)".swiftStringLiteral))", throwing: true
                )
            }
            used.insert(argumentBinding)
            switch model.swiftType(ofEventArgument: argument) {
            case "Int": return Typed(kind: .int, code: argumentBinding, throwing: false)
            case "Tab": return Typed(kind: .tab, code: argumentBinding, throwing: false)
            case "Variant": return Typed(kind: .variant, code: argumentBinding, throwing: false)
            default: return Typed(kind: .string, code: argumentBinding, throwing: false)
            }
        case .screenArgument:
            return Typed(
                kind: .value, code: "state.visibleArgument(for: \(what.swiftStringLiteral))", throwing: true)
        case .reference(let name):
            if let parameter = parameters[name] {
                used.insert(parameter.binding)
                if parameter.isOptional {
                    let fallback = variableValue(name)
                    return Typed(
                        kind: .value, code: "\(parameter.binding).map(Value.text) ?? \(fallback.code)",
                        throwing: fallback.throwing)
                }
                switch parameter.kind {
                case .int: return Typed(kind: .string, code: "String(\(parameter.binding))", throwing: false)
                case .tab: return Typed(kind: .string, code: "\(parameter.binding).rawValue", throwing: false)
                default: return Typed(kind: .string, code: parameter.binding, throwing: false)
                }
            }
            return variableValue(name)
        }
    }

    /// A variable's value now; `.null` for a name that is not a variable.
    private func variableValue(_ name: String) -> Typed {
        guard model.definition.allVariables.contains(where: { $0.name == name }) else {
            return Typed(kind: .value, code: ".null", throwing: false)
        }
        return Typed(kind: .value, code: "state.value(of: \(variableCase(name)))", throwing: true)
    }

    /// A value as a text, for names (users, tabs, variants): a number in decimal; nothing is refused.
    private mutating func text(_ expression: ValueExpression, for purpose: String = "a tab") -> Typed {
        let typed = value(expression)
        switch typed.kind {
        case .string: return typed
        case .int: return Typed(kind: .string, code: "String(\(typed.code))", throwing: false)
        case .tab, .variant: return Typed(kind: .string, code: "\(typed.code).rawValue", throwing: false)
        case .value:
            return Typed(
                kind: .string, code: "\(typed.code).asText(for: \(purpose.swiftStringLiteral))", throwing: true)
        }
    }

    /// The tab a value names: typed, or looked up among the current tab bar's tabs.
    private mutating func tab(_ expression: ValueExpression) -> Typed {
        if case .reference(let name) = expression, let parameter = parameters[name], parameter.kind == .tab,
            !parameter.isOptional
        {
            used.insert(parameter.binding)
            return Typed(kind: .tab, code: parameter.binding, throwing: false)
        }
        if case .text(let text) = expression,
            let tab = model.definition.tabNames.first(where: { $0.lowercased() == text.lowercased() })
        {
            return Typed(kind: .tab, code: ".\(names.tab(tab))", throwing: false)
        }
        let typed = value(expression)
        if typed.kind == .tab { return typed }
        let text = self.text(expression)
        return Typed(kind: .tab, code: "state.tab(named: \(text.code))", throwing: true)
    }

    /// The variant a value names.
    private mutating func variant(_ expression: ValueExpression) -> Typed {
        if case .text(let text) = expression,
            let variant = model.definition.variantNames.first(where: { $0.lowercased() == text.lowercased() })
        {
            return Typed(kind: .variant, code: ".\(names.variant(variant))", throwing: false)
        }
        let typed = value(expression)
        if typed.kind == .variant { return typed }
        let text = self.text(expression, for: "use")
        return Typed(kind: .variant, code: "state.variant(named: \(text.code))", throwing: true)
    }

    /// The route an effect shows: typed arguments go straight in, others are read as the route's
    /// argument is (a text of digits for an integer, a user name checked, a choice matched).
    mutating func route(_ target: RouteTarget) -> Typed {
        let swift = names.route(target.route)
        guard let expression = target.argument, let definition = model.route(target.route),
            let argument = definition.argument
        else { return Typed(kind: .value, code: ".\(swift)", throwing: false) }
        let label = model.label(of: argument)
        let typed = value(expression)
        let kind = model.catalog.route(named: target.route)?.argument?.kind
        switch (typed.kind, kind) {
        case (.int, .integer?), (.string, .text?):
            return Typed(kind: .value, code: ".\(swift)(\(label): \(typed.code))", throwing: typed.throwing)
        default:
            let reader = RouteEmitter(model: model).valueReader(for: target.route, value: typed.value)
            return Typed(kind: .value, code: ".\(swift)(\(label): \(reader))", throwing: true)
        }
    }

    // MARK: - Conditions

    /// A condition as a Swift boolean expression.
    mutating func condition(_ condition: Condition) -> Typed {
        switch condition {
        case .noModal: return plain("state.navigation.modals.isEmpty")
        case .signedIn: return plain("state.user != nil")
        case .signedOut: return plain("state.user == nil")
        case .notEmpty(let name):
            let test = emptiness(name)
            return Typed(kind: .value, code: "!" + test.code, throwing: test.throwing)
        case .isEmpty(let name): return emptiness(name)
        case .screen(let route): return plain("state.visibleScreen.name == .\(names.route(route))")
        case .tab(let tab): return plain("state.navigation.selectedTab == .\(names.tab(tab))")
        case .variant(let name):
            let variant =
                model.definition.variantNames.first { $0.lowercased() == name.lowercased() } ?? name
            return plain("state.variant == .\(names.variant(variant))")
        case .running(let coordinator): return plain("state.isRunning(.\(names.coordinator(coordinator)))")
        case .onStack(let route):
            return plain("state.navigation.contains(where: { $0.name == .\(names.route(route)) })")
        case .not(let inner):
            let test = self.condition(inner)
            return Typed(kind: .value, code: "!(\(test.code))", throwing: test.throwing)
        case .all(let parts), .any(let parts):
            let isAll = if case .all = condition { true } else { false }
            guard !parts.isEmpty else { return plain(isAll ? "true" : "false") }
            let tests = parts.map { self.condition($0) }
            if tests.dropFirst().contains(where: \.throwing) {
                // `&&` and `||` rethrow `any Error` from a part that throws: such parts go to `and` and
                // `or` (AppState+Data.swift), which throw `NavigationError` and keep the order.
                let method = isAll ? "and" : "or"
                let code = tests.dropFirst().reduce("(\(tests[0].code))") { code, test in
                    code + ".\(method)(\(test.code))"
                }
                return Typed(kind: .value, code: code, throwing: true)
            }
            return Typed(
                kind: .value, code: "(" + tests.map(\.code).joined(separator: isAll ? " && " : " || ") + ")",
                throwing: tests.contains(where: \.throwing))
        }
    }

    private func plain(_ code: String) -> Typed {
        Typed(kind: .value, code: code, throwing: false)
    }

    /// Whether a variable has no text or a collection no item.
    private func emptiness(_ name: String) -> Typed {
        if model.definition.data.collections.contains(where: { $0.name == name }) {
            return plain("state.isEmpty(\(collectionCase(name)))")
        }
        return Typed(kind: .value, code: "state.isEmpty(\(variableCase(name)))", throwing: true)
    }

    // MARK: - Names

    /// `.draft`, or `VariableName.draft` where a collection has the same name.
    private func variableCase(_ name: String) -> String {
        let clash = model.definition.data.collections.contains { names.collection($0.name) == names.variable(name) }
        return (clash ? "VariableName" : "") + "." + names.variable(name)
    }

    private func collectionCase(_ name: String) -> String {
        let clash = model.definition.allVariables.contains { names.variable($0.name) == names.collection(name) }
        return (clash ? "CollectionName" : "") + "." + names.collection(name)
    }

    /// A `refuse` message as a Swift string literal, with `$screen`, `$arg` and `$user` filled in.
    private mutating func expanded(_ message: String) -> String {
        var literal = ""
        var rest = Substring(message)
        let tokens = ["$screen", "$arg", "$user"]
        while !rest.isEmpty {
            if let token = tokens.first(where: { rest.hasPrefix($0) }) {
                switch token {
                case "$screen": literal += "\\(state.visibleScreen)"
                case "$arg":
                    if event?.argument != nil, let argumentBinding {
                        used.insert(argumentBinding)
                        let typed = value(.argument)
                        literal += "\\(Value\(typed.value))"
                    }
                default: literal += model.hasUsers ? "\\(state.user ?? \"nobody\")" : "nobody"
                }
                rest = rest.dropFirst(token.count)
            } else {
                let character = rest.removeFirst()
                literal += String(character).swiftStringLiteral.dropFirst().dropLast()
            }
        }
        return "\"" + literal + "\""
    }
}
