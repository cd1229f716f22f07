import AppDefinitions
import CoordinatorKit

/// The exported test target: the replay test, its support (reading scripts as coordsh does, the
/// state as coordsh prints it), and the scripts with what `coordsh --json` printed for them.
struct TestEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var definition: AppDefinition { model.definition }
    private var folder: String { "Tests/\(names.module)Tests" }

    func files() -> [GeneratedFile] {
        func fixed(_ path: String, _ text: String) -> GeneratedFile {
            let body = text.replacingOccurrences(of: "MODULE", with: names.module)
                .replacingOccurrences(of: "ROOT", with: names.coordinatorType(model.root.name))
            return GeneratedFile(path: "\(folder)/\(path)", contents: model.header + "\n\n" + body + "\n")
        }
        var files = [
            fixed("ReplayTests.swift", ReplayTemplates.tests),
            fixed("Support/ReplayScript.swift", ReplayTemplates.script),
            fixed("Support/ScriptCommand.swift", ReplayTemplates.command),
            fixed("Support/ReplaySession.swift", ReplayTemplates.session),
            wordsFile(),
            reportFile(),
        ]
        for script in model.input.scripts {
            files.append(GeneratedFile(path: "\(folder)/Replay/\(script.name).coord", contents: script.script))
            files.append(GeneratedFile(path: "\(folder)/Replay/\(script.name).jsonl", contents: script.jsonLines))
        }
        return files
    }

    private func file(_ path: String, _ body: (inout SwiftWriter) -> Void) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writer.line("@testable import \(names.module)")
        writer.line()
        body(&writer)
        return GeneratedFile(path: "\(folder)/\(path)", contents: writer.text)
    }

    // MARK: - The app's words

    private func wordsFile() -> GeneratedFile {
        file("Support/AppWords.swift") { writer in
            writer.doc("The app's event words, each reading its argument as coordsh does.")
            writer.block("enum AppWords") { writer in
                writer.list("static let events: [String] = ", definition.events.map(\.name.swiftStringLiteral))
                writer.line()
                writer.block("static func takesArgument(_ event: String) -> Bool") { writer in
                    let taking = definition.events.filter { $0.argument != nil }.map(\.name)
                    writer.list("", taking.map(\.swiftStringLiteral), ".contains(event)")
                }
                writer.line()
                writer.block("static func event(_ name: String, word: String?) throws(NavigationError) -> Event") {
                    writer in
                    writer.line("let word = word ?? \"\"")
                    writer.block("switch name") { writer in
                        for event in definition.events {
                            let lines = construction(of: event)
                            writer.line(
                                "case \(event.name.swiftStringLiteral):" + (lines.count == 1 ? " " + lines[0] : ""))
                            if lines.count > 1 { writer.indented { writer in lines.forEach { writer.line($0) } } }
                        }
                        writer.line("default: throw .badArgument(owner: name, given: word, expected: \"an event\")")
                    }
                }
            }
        }
    }

    /// The statements that make the event from its word.
    private func construction(of event: EventDefinition) -> [String] {
        let swift = names.event(event.name)
        guard let argument = event.argument else { return ["return .\(swift)"] }
        let label = EventEmitter(model: model).label(of: event).map { "\(SwiftName.bare($0)): " } ?? ""
        let owner = event.name.swiftStringLiteral
        switch model.swiftType(ofEventArgument: argument) {
        case "Tab":
            return [
                "let tab = try Arguments.choice(word: word, among: Tab.allCases.map(\\.rawValue), for: \(owner))",
                "return .\(swift)(\(label)Tab(rawValue: tab) ?? .\(names.tab(definition.tabNames[0])))",
            ]
        case "Variant":
            let first = model.variants?.group.choices.first.map { names.variant($0.name) } ?? "push"
            return [
                "let variant = try Arguments.choice(word: word, among: Variant.allCases.map(\\.rawValue), for: \(owner))",
                "return .\(swift)(\(label)Variant(rawValue: variant) ?? .\(first))",
            ]
        default:
            if let catalogue = model.catalogue(of: argument) {
                return ["return .\(swift)(\(label)\(model.idReader(of: catalogue, word: "word", owner: event.name)))"]
            }
            let read: String
            switch model.catalog.event(named: event.name)?.argument?.kind ?? .text {
            case .integer: read = "try Arguments.integer(word: word, for: \(owner))"
            case .text: read = "word"
            case .userName: read = "try Arguments.userName(word: word, for: \(owner))"
            case .choice(let choices):
                return [
                    "let choices = \(choices.swiftArrayLiteral)",
                    "return .\(swift)(\(label)try Arguments.choice(word: word, among: choices, for: \(owner)))",
                ]
            }
            return ["return .\(swift)(\(label)\(read))"]
        }
    }

    // MARK: - The state as coordsh prints it

    private func reportFile() -> GeneratedFile {
        file("Support/AppState+Report.swift") { writer in
            writer.block("extension AppState") { writer in
                writer.doc("The coordinators that run: the root, the gate's flow, the variant, the child flows.")
                writer.block("var runningCoordinators: [CoordinatorName]") { writer in
                    var parts = [".\(names.coordinator(model.root.name))"]
                    if model.gate != nil { parts.append("gateFlow") }
                    // A variant of another coordinator than the root runs only while that one runs.
                    let holder = model.variants.map(\.owner)
                    if holder == model.root.name { parts.append("variant.coordinator") }
                    let variant =
                        holder != nil && holder != model.root.name
                        ? " + (isRunning(variant.coordinator) ? [variant.coordinator] : [])" : ""
                    writer.line(
                        "[\(parts.joined(separator: ", "))]" + (model.hasFlows ? " + flows.map(\\.name)" : "") + variant
                    )
                }
                writer.line()
                writer.doc("The state as `coordsh --json` prints it (the `state` object of each line).")
                writer.block("var coordshJSON: [String: JSON]") { writeReport(to: &$0) }
            }
        }
    }

    private func writeReport(to writer: inout SwiftWriter) {
        writer.line(
            "func routes(_ stack: ScreenStack) -> JSON { .array(stack.routes.map { .string($0.description) }) }")
        writer.line("var json: [String: JSON] = [:]")
        writer.line("json[\"app\"] = .string(\(model.input.appName.swiftStringLiteral))")
        writer.line("json[\"user\"] = \(model.hasUsers ? "user.map(JSON.string) ?? .null" : ".null")")
        if model.hasTabs {
            writer.line("json[\"tab\"] = navigation.selectedTab.map { .string($0.rawValue) } ?? .null")
        } else {
            writer.line("json[\"tab\"] = .null")
        }
        writer.line("json[\"stack\"] = routes(navigation.baseStack)")
        writer.line("json[\"modals\"] = .array(navigation.modals.map(routes))")
        writer.line("json[\"screen\"] = .string(visibleScreen.description)")
        writer.line("json[\"coordinators\"] = .array(activeCoordinators.map { .string($0.rawValue) })")
        if model.hasTabs {
            writer.line("let tabs = zip(navigation.tabs, navigation.stacks).map { ($0.rawValue, routes($1)) }")
            writer.line(
                "json[\"tabs\"] = navigation.tabs.isEmpty ? .null : .object(Dictionary(uniqueKeysWithValues: tabs))")
        } else {
            writer.line("json[\"tabs\"] = .null")
        }
        if let (_, group) = model.variants {
            writer.line("json[\(group.key.swiftStringLiteral)] = .string(variant.rawValue)")
        }
        for collection in definition.data.collections { writeCollection(collection, to: &writer) }
        for catalogue in definition.data.catalogues { writeCatalogue(catalogue, to: &writer) }
        for variable in definition.data.variables {
            let swift = names.variable(variable.name)
            writer.line(
                "json[\(variable.name.swiftStringLiteral)] = (variables[.\(swift)] ?? VariableName.\(swift).initial).json"
            )
        }
        let flowVariables = definition.coordinators.flatMap { coordinator in
            coordinator.variables.map { (flow: coordinator.name, variable: $0.name) }
        }.sorted { $0.variable < $1.variable }
        for (flow, variable) in flowVariables {
            writer.line("json[\(variable.swiftStringLiteral)] = .null")
            writer.block("if let flow = flows.first(where: { $0.name == .\(names.coordinator(flow)) })") { writer in
                writer.line(
                    "json[\(variable.swiftStringLiteral)] = (flow.variables[.\(names.variable(variable))] ?? .null).json"
                )
            }
        }
        if model.keepsLinks {
            writer.line("json[\"pendingLink\"] = .null")
            writer.line("if case .link(let link)? = pending { json[\"pendingLink\"] = .string(link) }")
        }
        if model.keepsEvents {
            writer.line("json[\"pendingEvent\"] = .null")
            writer.line("if case .event(let event)? = pending { json[\"pendingEvent\"] = .string(event.description) }")
        }
        writer.line("return json")
    }

    /// A collection as coordsh prints it: `{"count": N, "page": [the newest five, newest first]}`,
    /// and, for a collection whose items a route shows, the item the visible screen shows under
    /// the item's name (`{"id": 2, "text": "..."}`, its value `null` when there is no such item),
    /// or `null`.
    private func writeCollection(_ collection: CollectionDefinition, to writer: inout SwiftWriter) {
        let property = names.collectionProperty(collection.name)
        let items: String
        if collection.isPerUser {
            items =
                model.hasUsers ? "(user.flatMap { \(property)[$0] } ?? [])" : "[\(names.itemType(collection.name))]()"
        } else {
            items = property
        }
        let key: String
        let value: (String) -> String
        if let name = collection.catalogue, let catalogue = definition.data.catalogue(named: name) {
            let label = SwiftName.bare(SwiftName.escaped(SwiftName.lowerCamel(catalogue.item), suffix: "ID"))
            key = catalogue.item.swiftStringLiteral
            value = { ".integer(\($0).\(label))" }
        } else {
            key = "\"text\""
            value = { ".string(\($0).text)" }
        }
        let showing = definition.routes.filter { $0.argument?.kind == .item(of: collection.name) }
        writer.block("do") { writer in
            writer.line("let items = \(items)")
            writer.line("let page: [JSON] = items.suffix(\(StateReport.pageSize)).reversed().map { item in")
            writer.indented { writer in
                writer.list(".object(", ["\"id\": .integer(item.id)", "\(key): \(value("item"))"], ")")
            }
            writer.line("}")
            writer.list(
                "json[\(collection.name.swiftStringLiteral)] = .object(",
                ["\"count\": .integer(items.count)", "\"page\": .array(page)"],
                ")")
            guard !showing.isEmpty else { return }
            let itemKey = collection.item.swiftStringLiteral
            writer.line("json[\(itemKey)] = .null")
            writer.line("switch visibleScreen {")
            writer.line("case \(showing.map { ".\(names.route($0.name))(let id)" }.joined(separator: ", ")):")
            writer.indented { writer in
                writer.line("let shown = items.indices.contains(id - 1) ? items[id - 1] : nil")
                writer.list(
                    "json[\(itemKey)] = .object(",
                    ["\"id\": .integer(id)", "\(key): shown.map { \(value("$0")) } ?? .null"], ")")
            }
            if showing.count < definition.routes.count { writer.line("default: break") }
            writer.line("}")
        }
    }

    private func writeCatalogue(_ catalogue: CatalogueDefinition, to writer: inout SwiftWriter) {
        let showing = definition.routes.filter { $0.argument?.kind == .item(of: catalogue.name) }
        guard !showing.isEmpty else { return }
        let type = names.catalogueType(catalogue.name)
        var fields = ["\"id\": .integer(item.id)"]
        var optional: [String] = []
        for field in catalogue.fieldNames {
            let property = names.field(field, of: catalogue.name)
            switch DataEmitter.fieldType(field, in: catalogue) {
            case .int: fields.append("\(field.swiftStringLiteral): .integer(item.\(property))")
            case .string: fields.append("\(field.swiftStringLiteral): .string(item.\(property))")
            case .optionalValue:
                optional.append("if let value = item.\(property) { object[\(field.swiftStringLiteral)] = value.json }")
            }
        }
        let key = catalogue.item.swiftStringLiteral
        writer.line("json[\(key)] = .null")
        writer.line("switch visibleScreen {")
        let cases = showing.map { ".\(names.route($0.name))(let id)" }.joined(separator: ", ")
        writer.line("case \(cases):")
        writer.indented { writer in
            writer.block("if let item = \(type).all.first(where: { $0.id == id })") { writer in
                if optional.isEmpty {
                    writer.list("json[\(key)] = .object(", fields, ")")
                } else {
                    writer.list("var object: [String: JSON] = ", fields)
                    for line in optional { writer.line(line) }
                    writer.line("json[\(key)] = .object(object)")
                }
            }
        }
        if showing.count < definition.routes.count { writer.line("default: break") }
        writer.line("}")
    }
}
