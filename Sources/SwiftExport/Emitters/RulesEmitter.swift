import AppDefinitions
import CoordinatorKit

/// The design's rules about screens: `Routes/Route+Rules.swift` (who owns a route, whether it
/// may be shown by hand, what showing it checks and sets) and `State/AppState+Intents.swift` (the
/// intents every app has, checked against those rules).
struct RulesEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var routes: [RouteDefinition] { model.definition.routes }

    func files() -> [GeneratedFile] {
        [rulesFile(), intentsFile()]
    }

    private func file(_ path: String, _ body: (inout SwiftWriter) -> Void) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        body(&writer)
        return GeneratedFile(path: "Sources/\(names.module)/\(path)", contents: writer.text)
    }

    /// A switch over the route names, grouping those with the same value.
    private func routeSwitch(_ declaration: String, to writer: inout SwiftWriter, value: (RouteDefinition) -> String) {
        writer.block(declaration) { writer in
            writer.block("switch self") { writer in
                var groups: [(value: String, cases: [String])] = []
                for route in routes {
                    let result = value(route)
                    if let index = groups.firstIndex(where: { $0.value == result }) {
                        groups[index].cases.append("." + names.route(route.name))
                    } else {
                        groups.append((result, ["." + names.route(route.name)]))
                    }
                }
                for group in groups { writer.line("case \(group.cases.joined(separator: ", ")): \(group.value)") }
            }
        }
    }

    private func rulesFile() -> GeneratedFile {
        file("Routes/Route+Rules.swift") { writer in
            writer.block("extension Route.Name") { writer in
                writer.doc("The coordinator that owns this route's screens.")
                routeSwitch("public var owner: CoordinatorName", to: &writer) { ".\(names.coordinator($0.owner))" }
                writer.line()
                writer.doc(
                    "Whether `push`, `present` and `replace` may show it by hand, on a stack of its owner. A "
                        + "stack's or a tab's root never is, nor a screen only its coordinator shows.")
                routeSwitch("public var isPushableByHand: Bool", to: &writer) { route in
                    if case .pushable = model.placement(of: route.name) { "true" } else { "false" }
                }
                writer.line()
                writer.doc("Why it may not be shown by hand, for messages; `nil` when it may.")
                routeSwitch("var handPlacementProblem: String?", to: &writer) { route in
                    switch model.placement(of: route.name) {
                    case .root: "it is the root of the \(route.owner) flow".swiftStringLiteral
                    case .tabRoot(let tab): "it is the root of tab \(tab); select the tab".swiftStringLiteral
                    case .flowOnly(let shownBy):
                        "the \(route.owner) coordinator shows it, after \(shownBy)".swiftStringLiteral
                    case .pushable: "nil"
                    }
                }
            }
            writer.line()
            writer.block("extension AppState") { writer in
                writeCheckShowable(to: &writer)
                writer.line()
                writeShown(to: &writer)
            }
        }
    }

    private func catalogue(of route: RouteDefinition) -> CatalogueDefinition? {
        model.catalogue(of: route.argument)
    }

    private func writeCheckShowable(to writer: inout SwiftWriter) {
        writer.doc(
            "Checks a route about to be shown: an item of a catalogue must exist; a route shown at most once "
                + "must not be on a stack already (`replacing` is the screen it replaces, which does not count).")
        writer.block("func checkShowable(_ route: Route, replacing: Route?) throws(NavigationError)") { writer in
            let checked = routes.filter { catalogue(of: $0) != nil || $0.isSingle }
            guard !checked.isEmpty else {
                writer.comment("No route of this design has anything to check.")
                return
            }
            writer.block("switch route") { writer in
                for route in checked {
                    let swift = names.route(route.name)
                    if let catalogue = catalogue(of: route) {
                        let type = names.catalogueType(catalogue.name)
                        writer.line("case .\(swift)(let id):")
                        writer.indented { writer in
                            writer.block("guard \(type).all.contains(where: { $0.id == id }) else") { writer in
                                writer.line("throw .noSuchItem(route, ids: \(type).all.map(\\.id))")
                            }
                            if route.isSingle { writeSingleCheck(route, to: &writer) }
                        }
                    } else {
                        writer.line("case .\(swift):")
                        writer.indented { writeSingleCheck(route, to: &$0) }
                    }
                }
                if checked.count < routes.count { writer.line("default: break") }
            }
        }
    }

    private func writeSingleCheck(_ route: RouteDefinition, to writer: inout SwiftWriter) {
        // The screen `replace` replaces does not count (one screen stays one), as in coordsh; the
        // error names the screen shown.
        writer.block(
            "if let shown = navigation.first(where: { $0.name == .\(names.route(route.name)) && $0 != replacing })"
        ) { writer in
            writer.line("throw .singleShown(shown)")
        }
    }

    private func writeShown(to writer: inout SwiftWriter) {
        writer.doc("A route was shown: the variables its design sets whenever it is shown (a controller made lazily).")
        writer.block("mutating func shown(_ route: Route)") { writer in
            let setting = routes.filter { route in route.onShow.contains(where: isShownEffect) }
            guard !setting.isEmpty, model.hasAppVariables else {
                writer.comment("No route of this design sets anything when it is shown.")
                return
            }
            writer.block("switch route.name") { writer in
                for route in setting {
                    writer.line("case .\(names.route(route.name)):")
                    writer.indented { writer in
                        for effect in route.onShow {
                            switch effect {
                            case .set(let name, .text(let text)):
                                writer.line("variables[.\(names.variable(name))] = .text(\(text.swiftStringLiteral))")
                            case .set(let name, .integer(let number)):
                                writer.line("variables[.\(names.variable(name))] = .integer(\(number))")
                            case .clear(let name):
                                writer.line(
                                    "variables[.\(names.variable(name))] = VariableName.\(names.variable(name)).initial"
                                )
                            default:
                                continue
                            }
                        }
                    }
                }
                if setting.count < routes.count { writer.line("default: break") }
            }
        }
    }

    private func isShownEffect(_ effect: Effect) -> Bool {
        switch effect {
        case .set(_, .text), .set(_, .integer), .clear: true
        default: false
        }
    }

    private func intentsFile() -> GeneratedFile {
        file("State/AppState+Intents.swift") { writer in
            writer.lines(
                """
                // MARK: - Intents

                extension AppState {
                    /// Applies an intent to the active stack, as the coordinator that owns the stacks does: a
                    /// route shown by hand is checked against the design's rules first.
                    mutating func perform(_ intent: Intent) throws(NavigationError) {
                        var shownRoute: Route?
                        switch intent {
                        case .push(let route), .present(let route), .replace(let route), .navigate(let route):
                            // `navigate` to a screen on the active stack only pops: any screen may be gone back to.
                            if case .navigate = intent, navigation.activeStack.contains(route) { break }
                            try checkPushable(route)
                            let replaced: Route? = if case .replace = intent { navigation.activeStack.top } else { nil }
                            try checkShowable(route, replacing: replaced)
                            shownRoute = route
                        case .pop(let count):
                            // A count coordsh's parser refuses (`pop 0`): a bad argument, not a pop past the root.
                            _ = try Arguments.integer(.integer(count), for: "pop")
                        case .popToRoot, .popTo, .dismiss, .dismissAll, .back:
                            break
                        }
                        switch intent {
                        case .push(let route): try navigation.push(route)
                        case .pop(let count): try navigation.pop(count)
                        case .popToRoot: navigation.popToRoot()
                        case .popTo(let pattern): try navigation.pop(to: pattern)
                        case .navigate(let route): try navigation.navigate(to: route)
                        case .replace(let route): try navigation.replaceTop(with: route)
                        case .present(let route): try navigation.present(route)
                        case .dismiss: try navigation.dismiss()
                        case .dismissAll: try navigation.dismissEveryModal()
                        case .back: try navigation.back()
                        }
                        if let shownRoute { shown(shownRoute) }
                    }

                    /// Checks that `route` may be pushed, presented or put by `replace` on the active stack: it
                    /// goes by hand on the stacks of its owner, and its owner owns the active stack.
                    func checkPushable(_ route: Route) throws(NavigationError) {
                        if let problem = route.name.handPlacementProblem { throw .notPushable(route, reason: problem) }
                        let stackOwner = navigation.activeStack.root.name.owner
                        guard route.name.owner == stackOwner else {
                            let owner = route.name.owner.rawValue
                            throw .notPushable(route, reason: "it belongs to \\(owner); the active stack is \\(stackOwner.rawValue)'s")
                        }
                    }
                }
                """)
        }
    }
}
