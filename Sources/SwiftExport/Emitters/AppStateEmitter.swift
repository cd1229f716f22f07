import AppDefinitions

/// `State/AppState.swift`: the whole state as one value, with the parts this design has; and
/// `State/AppState+Data.swift`: its variables and collections.
struct AppStateEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var definition: AppDefinition { model.definition }

    func files() -> [GeneratedFile] {
        var files = [stateFile()]
        if model.hasVariables || model.hasCollections || true { files.append(dataFile()) }
        return files
    }

    private func file(_ path: String, _ body: (inout SwiftWriter) -> Void) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        body(&writer)
        return GeneratedFile(path: "Sources/\(names.module)/\(path)", contents: writer.text)
    }

    private var rootCase: String { ".\(names.coordinator(model.root.name))" }

    // MARK: - AppState

    private func stateFile() -> GeneratedFile {
        file("State/AppState.swift") { writer in
            writer.doc(
                "The whole state of the \(model.input.appName) app as a value: the navigation, which coordinators run"
                    + (model.hasUsers ? ", who is signed in" : "")
                    + (model.hasVariables || model.hasCollections ? ", the data" : "")
                    + ". Every command runs on a copy and the root coordinator keeps the copy only when every step "
                    + "succeeded, so a failed command changes nothing. Equal states look and behave the same.")
            writer.block("public struct AppState: Hashable, Codable, Sendable") { writer in
                writeFields(to: &writer)
                writer.line()
                writer.doc("The app as it starts.")
                writer.block("public init()") { writer in
                    let first = model.gate?.signedOut ?? model.root.name
                    writer.line("navigation = Self.navigation(startedBy: .\(names.coordinator(first)))")
                    if let gate = model.gate, let signedOut = gate.signedOut {
                        writer.line("gateFlow = .\(names.coordinator(signedOut))")
                    }
                    if let (_, group) = model.variants, let first = group.choices.first {
                        writer.line("variant = .\(names.variant(first.name))")
                    }
                    if model.hasFlows { writer.line("flows = []") }
                    if model.hasUsers { writer.line("user = nil") }
                    if model.hasAppVariables {
                        let initial = definition.data.variables.map {
                            ".\(names.variable($0.name)): \(NamesEmitter(model: model).valueLiteral($0.initial))"
                        }
                        writer.line("variables = [\(initial.joined(separator: ", "))]")
                    }
                    for collection in definition.data.collections {
                        writer.line(
                            "\(names.collectionProperty(collection.name)) = \(collection.isPerUser ? "[:]" : "[]")")
                    }
                    if model.hasPending { writer.line("pending = nil") }
                    writer.line("started = []")
                }
                writer.line()
                writeQueries(to: &writer)
            }
            writer.line()
            writeStartingNavigation(to: &writer)
            if model.hasFlows {
                writer.line()
                writer.doc("A child flow that runs, with its variables.")
                writer.block("public struct RunningFlow: Hashable, Codable, Sendable") { writer in
                    writer.line("public let name: CoordinatorName")
                    // A design without variables has no `VariableName`.
                    if model.hasVariables { writer.line("public internal(set) var variables: [VariableName: Value]") }
                }
            }
            if model.hasPending {
                writer.line()
                writer.doc("A command kept until the next sign-in: a deep link (in canonical spelling) or an event.")
                writer.block("public enum PendingCommand: Hashable, Codable, Sendable") { writer in
                    if model.keepsLinks { writer.line("case link(String)") }
                    if model.keepsEvents { writer.line("case event(Event)") }
                }
            }
        }
    }

    private func writeFields(to writer: inout SwiftWriter) {
        writer.doc("The navigation of the coordinator that owns it now.")
        writer.line("public internal(set) var navigation: Navigation")
        if let gate = model.gate, let signedOut = gate.signedOut, let signedIn = gate.signedIn {
            writer.doc(
                "The flow the sign-in gate runs: \(signedOut) while nobody is signed in, \(signedIn) while someone is.")
            writer.line("public internal(set) var gateFlow: CoordinatorName")
        }
        if let (owner, group) = model.variants {
            writer.doc("The running one of \(owner)'s interchangeable coordinators (`\(group.key)`).")
            writer.line("public internal(set) var variant: Variant")
        }
        if model.hasFlows {
            writer.doc("The child flows that run, in the order they started, with their variables.")
            writer.line("public internal(set) var flows: [RunningFlow]")
        }
        if model.hasUsers {
            writer.doc("The signed-in user's name, or `nil`.")
            writer.line("public internal(set) var user: String?")
        }
        if model.hasAppVariables {
            writer.doc("The app's variables (a child flow's are in its `RunningFlow`).")
            writer.line("public internal(set) var variables: [VariableName: Value]")
        }
        for collection in definition.data.collections {
            let type = names.itemType(collection.name)
            if collection.isPerUser {
                writer.doc("The \(collection.name), per user (by name); ids 1, 2, 3, ... for each user.")
                writer.line(
                    "public internal(set) var \(names.collectionProperty(collection.name)): [String: [\(type)]]")
            } else {
                writer.doc("The \(collection.name); ids 1, 2, 3, ...")
                writer.line("public internal(set) var \(names.collectionProperty(collection.name)): [\(type)]")
            }
        }
        if model.hasPending {
            writer.doc("A deep link or an event kept until the next sign-in.")
            writer.line("public internal(set) var pending: PendingCommand?")
        }
        writer.doc(
            "The coordinators the last command started: they are made anew, even where one of the same name ran.")
        writer.line("public internal(set) var started: [CoordinatorName]")
    }

    private func writeQueries(to writer: inout SwiftWriter) {
        writer.doc("The screen the user sees.")
        writer.line("public var visibleScreen: Route { navigation.visibleScreen }")
        writer.line()
        writer.doc("The coordinator that owns the navigation now.")
        writer.line("public var navigationOwner: CoordinatorName { \(model.gate != nil ? "gateFlow" : rootCase) }")
        writer.line()
        writer.doc("Whether `coordinator` runs now: the root always, the others while the state says so.")
        writer.block("public func isRunning(_ coordinator: CoordinatorName) -> Bool") { writer in
            var tests = ["coordinator == \(rootCase)"]
            if model.gate != nil { tests.append("coordinator == gateFlow") }
            if let (holder, _) = model.variants {
                // A variant runs while the coordinator that holds it runs (a gate's flow may not).
                tests.append(
                    holder == model.root.name
                        ? "coordinator == variant.coordinator"
                        : "(coordinator == variant.coordinator && isRunning(.\(names.coordinator(holder))))")
            }
            if model.hasFlows { tests.append("flows.contains { $0.name == coordinator }") }
            writer.line(tests.joined(separator: " || "))
        }
        writer.line()
        writer.doc(
            "The coordinators from the root to the one that owns the visible screen: the root, the flow the "
                + "gate runs, the running variant, then the child flows the visible screen belongs to.")
        writer.block("public var activeCoordinators: [CoordinatorName]") { writer in
            var start = [rootCase]
            if model.gate != nil { start.append("gateFlow") }
            // A variant of the root comes right after the gate's flow; another right after its holder,
            // while that runs.
            let holder = model.variants.map(\.owner)
            let rootVariant = holder == model.root.name
            if rootVariant { start.append("variant.coordinator") }
            guard model.hasFlows || (holder != nil && !rootVariant) else {
                writer.line("[\(start.joined(separator: ", "))]")
                return
            }
            writer.line("var path: [CoordinatorName] = [\(start.joined(separator: ", "))]")
            if model.hasFlows {
                writer.line("var chain: [CoordinatorName] = []")
                writer.line("var current: CoordinatorName? = visibleScreen.name.owner")
                writer.block("while let name = current, flows.contains(where: { $0.name == name })") { writer in
                    writer.line("chain.insert(name, at: 0)")
                    writer.line("current = name.parent")
                }
                writer.line("path += chain")
            }
            if let holder, !rootVariant {
                writer.block("if let index = path.firstIndex(of: .\(names.coordinator(holder)))") { writer in
                    writer.line("path.insert(variant.coordinator, at: index + 1)")
                }
            }
            writer.line("return path")
        }
    }

    private func writeStartingNavigation(to writer: inout SwiftWriter) {
        writer.block("extension AppState") { writer in
            writer.doc("The navigation a coordinator that owns one starts with: its stack's root, or its tabs.")
            writer.block("static func navigation(startedBy coordinator: CoordinatorName) -> Navigation") { writer in
                writer.block("switch coordinator") { writer in
                    var covered = 0
                    for coordinator in definition.coordinators {
                        switch coordinator.navigation {
                        case .stack(let root)?:
                            writer.line(
                                "case .\(names.coordinator(coordinator.name)): Navigation(root: .\(names.route(root)))")
                            covered += 1
                        case .tabs(let tabs)?:
                            let list = tabs.map { "(.\(names.tab($0.name)), .\(names.route($0.root)))" }
                            writer.line(
                                "case .\(names.coordinator(coordinator.name)): Navigation(tabs: [\(list.joined(separator: ", "))])"
                            )
                            covered += 1
                        case nil:
                            continue
                        }
                    }
                    if covered < definition.coordinators.count {
                        let first = definition.routes.first.map { names.route($0.name) } ?? "home"
                        writer.line("default: Navigation(root: .\(first))")
                    }
                }
            }
        }
    }

    // MARK: - Data

    private func dataFile() -> GeneratedFile {
        file("State/AppState+Data.swift") { writer in
            writer.line("// MARK: - Values")
            writer.line()
            writer.block("extension AppState") { writer in
                writer.doc("The argument of the visible screen (the product shown), for effects that use `$screen`.")
                writer.block("func visibleArgument(for what: String) throws(NavigationError) -> Value") { writer in
                    writer.block("guard let argument = visibleScreen.argument else") { writer in
                        writer.line("throw .noValue(\"the visible screen (\\(visibleScreen)) for \\(what)\")")
                    }
                    writer.line("return argument")
                }
                if model.hasVariables { writeVariables(to: &writer) }
            }
            if model.hasVariables { writeConditionParts(to: &writer) }
            if model.hasCollections {
                writer.line()
                writer.line("// MARK: - Collections")
                writer.line()
                writer.block("extension AppState") { writer in writeCollections(to: &writer) }
            }
        }
    }

    private var hasFlowVariables: Bool { definition.coordinators.contains { !$0.variables.isEmpty } }

    private func writeVariables(to writer: inout SwiftWriter) {
        writer.line()
        writer.doc("What a variable holds now; a flow's variable is there only while its flow runs.")
        writer.block("public func value(of variable: VariableName) throws(NavigationError) -> Value") { writer in
            if hasFlowVariables {
                writer.block("if let flow = variable.flow") { writer in
                    writer.block("guard let running = flows.first(where: { $0.name == flow }) else") { writer in
                        writer.line("throw .flowNotRunning(flow)")
                    }
                    writer.line("return running.variables[variable] ?? .null")
                }
            }
            writer.line(model.hasAppVariables ? "return variables[variable] ?? .null" : "return .null")
        }
        writer.line()
        writer.block("mutating func set(_ variable: VariableName, to value: Value) throws(NavigationError)") { writer in
            if hasFlowVariables {
                writer.block("if let flow = variable.flow") { writer in
                    writer.block("guard let index = flows.firstIndex(where: { $0.name == flow }) else") { writer in
                        writer.line("throw .flowNotRunning(flow)")
                    }
                    writer.line("flows[index].variables[variable] = value")
                    writer.line("return")
                }
            }
            if model.hasAppVariables { writer.line("variables[variable] = value") }
        }
        writer.line()
        writer.doc("Sets a variable back to its initial value.")
        writer.block("mutating func clear(_ variable: VariableName) throws(NavigationError)") { writer in
            writer.line("try set(variable, to: variable.initial)")
        }
        writer.line()
        writer.doc("Whether a variable has no text (a number is never empty).")
        writer.block("public func isEmpty(_ variable: VariableName) throws(NavigationError) -> Bool") { writer in
            writer.block("switch try value(of: variable)") { writer in
                writer.line("case .text(let text): text.isEmpty")
                writer.line("case .integer: false")
                writer.line("case .null: true")
            }
        }
    }

    /// `and` and `or` for a condition whose later part throws (a variable's emptiness): Swift's
    /// `&&` and `||` take it as an autoclosure and rethrow `any Error`, which a function that
    /// throws `NavigationError` cannot throw.
    private func writeConditionParts(to writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - Conditions")
        writer.line()
        writer.block("extension Bool") { writer in
            writer.doc(
                "`self && rest()`, for a `rest` that throws: Swift's `&&` rethrows `any Error`, not `NavigationError`.")
            writer.block(
                "func and(_ rest: @autoclosure () throws(NavigationError) -> Bool) throws(NavigationError) -> Bool"
            ) { writer in
                writer.line("guard self else { return false }")
                writer.line("return try rest()")
            }
            writer.line()
            writer.doc("`self || rest()`, for a `rest` that throws.")
            writer.block(
                "func or(_ rest: @autoclosure () throws(NavigationError) -> Bool) throws(NavigationError) -> Bool"
            ) { writer in
                writer.line("guard !self else { return true }")
                writer.line("return try rest()")
            }
        }
    }

    private func writeCollections(to writer: inout SwiftWriter) {
        let collections = definition.data.collections
        writer.doc("Whether a collection has no item (the signed-in user's, for one kept per user).")
        writer.block("public func isEmpty(_ collection: CollectionName) -> Bool") { writer in
            writer.block("switch collection") { writer in
                for collection in collections {
                    let property = names.collectionProperty(collection.name)
                    if collection.isPerUser {
                        let test = model.hasUsers ? "user.map { \(property)[$0, default: []].isEmpty } ?? true" : "true"
                        writer.line("case .\(names.collection(collection.name)): \(test)")
                    } else {
                        writer.line("case .\(names.collection(collection.name)): \(property).isEmpty")
                    }
                }
            }
        }
        writer.line()
        writer.doc("Empties a collection (the signed-in user's, for one kept per user).")
        writer.block("mutating func clear(_ collection: CollectionName) throws(NavigationError)") { writer in
            writer.block("switch collection") { writer in
                for collection in collections {
                    let property = names.collectionProperty(collection.name)
                    writer.line("case .\(names.collection(collection.name)):")
                    writer.indented { writer in
                        if collection.isPerUser {
                            guard model.hasUsers else {
                                writer.line(
                                    "throw .nobodySignedIn(\("\(collection.name) are kept per user".swiftStringLiteral))"
                                )
                                return
                            }
                            writer.block("guard let user else") { writer in
                                writer.line(
                                    "throw .nobodySignedIn(\("\(collection.name) are kept per user".swiftStringLiteral))"
                                )
                            }
                            writer.line("\(property)[user] = []")
                        } else {
                            writer.line("\(property) = []")
                        }
                    }
                }
            }
        }
        writer.line()
        writer.doc("Adds an item with the next id: a text, or the id of a catalogue's item (which must exist).")
        writer.block("mutating func add(_ value: Value, to collection: CollectionName) throws(NavigationError)") {
            writer in
            writer.block("switch collection") { writer in
                for collection in collections { writeAdd(collection, to: &writer) }
            }
        }
    }

    private func writeAdd(_ collection: CollectionDefinition, to writer: inout SwiftWriter) {
        let property = names.collectionProperty(collection.name)
        let type = names.itemType(collection.name)
        writer.line("case .\(names.collection(collection.name)):")
        writer.indented { writer in
            if collection.isPerUser {
                let message = "\(collection.name) are kept per user; sign in first".swiftStringLiteral
                guard model.hasUsers else {
                    writer.line("throw .nobodySignedIn(\(message))")
                    return
                }
                writer.block("guard let user else") { $0.line("throw .nobodySignedIn(\(message))") }
            }
            let item: String
            if let name = collection.catalogue,
                let catalogue = definition.data.catalogue(named: name)
            {
                let catalogueType = names.catalogueType(name)
                writer.block("guard case .integer(let id) = value else") { writer in
                    writer.line(
                        "throw .badValue(value.description, expected: \("an id of the \(name)".swiftStringLiteral))")
                }
                writer.block("guard \(catalogueType).all.contains(where: { $0.id == id }) else") { writer in
                    writer.line(
                        "throw .notInCatalogue(id: id, catalogue: \(name.swiftStringLiteral), ids: \(catalogueType).all.map(\\.id))"
                    )
                }
                let label = SwiftName.bare(SwiftName.escaped(SwiftName.lowerCamel(catalogue.item), suffix: "ID"))
                item = "\(type)(id: $ID, \(label): id)"
            } else {
                writer.line("let text: String")
                writer.block("switch value") { writer in
                    writer.line("case .text(let value): text = value")
                    writer.line("case .integer(let number): text = String(number)")
                    writer.line(
                        "case .null: throw .noValue(\("the item to add to \(collection.name)".swiftStringLiteral))")
                }
                item = "\(type)(id: $ID, text: text)"
            }
            if collection.isPerUser {
                writer.line("var items = \(property)[user, default: []]")
                writer.line("items.append(\(item.replacingOccurrences(of: "$ID", with: "items.count + 1")))")
                writer.line("\(property)[user] = items")
            } else {
                writer.line(
                    "\(property).append(\(item.replacingOccurrences(of: "$ID", with: "\(property).count + 1")))")
            }
        }
    }
}

extension String {
    /// This text with every `target` replaced (Foundation-free).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
