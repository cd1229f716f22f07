import AppDefinitions

/// One `final class` per coordinator of the design (`Coordinators/NAMECoordinator.swift`), in
/// the seeds' style: it holds the coordinators it starts strongly, reports to the one that holds
/// it through a delegate held weakly, and decides the events of its screens with handlers that
/// read as the design's effects. The root also runs every command on a copy of the state.
struct CoordinatorEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var definition: AppDefinition { model.definition }

    /// A coordinator another holds while the state says it runs.
    struct HeldChild {
        let coordinator: CoordinatorDefinition
        /// When it runs, as a Swift condition on `state`.
        let condition: String
        let why: String
    }

    /// The coordinators `coordinator` holds: the gate's flows (the root's), the variants (their
    /// owner's), and the child flows it starts.
    func held(by coordinator: CoordinatorDefinition) -> [HeldChild] {
        var children: [HeldChild] = []
        if coordinator.parent == nil, let gate = model.gate {
            for flow in [gate.signedOut, gate.signedIn].compactMap({ $0 }) {
                guard let definition = model.coordinator(flow) else { continue }
                let when = flow == gate.signedOut ? "while nobody is signed in" : "while a user is signed in"
                children.append(
                    HeldChild(
                        coordinator: definition, condition: "state.gateFlow == .\(names.coordinator(flow))", why: when))
            }
        }
        if let (owner, group) = model.variants, owner == coordinator.name {
            for choice in group.choices {
                guard let definition = model.coordinator(choice.coordinator) else { continue }
                children.append(
                    HeldChild(
                        coordinator: definition,
                        condition: "state.variant.coordinator == .\(names.coordinator(choice.coordinator))",
                        why: "while it is the \(group.key) (`use \(choice.name)`)"))
            }
        }
        for flow in model.childFlows where flow.parent == coordinator.name {
            children.append(
                HeldChild(
                    coordinator: flow,
                    condition: "state.flows.contains(where: { $0.name == .\(names.coordinator(flow.name)) })",
                    why: "while its screens are on a stack"))
        }
        return children
    }

    /// The coordinator that holds `coordinator`, if any does.
    func holder(of coordinator: CoordinatorDefinition) -> CoordinatorDefinition? {
        definition.coordinators.first { candidate in
            held(by: candidate).contains { $0.coordinator.name == coordinator.name }
        }
    }

    func files() -> [GeneratedFile] {
        [protocolFile()] + definition.coordinators.map(file)
    }

    private func protocolFile() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writer.doc(
            "A coordinator of the \(model.input.appName) app: it decides what the events of its screens mean, "
                + "holds the coordinators it starts strongly, and reports what it does not decide to the one that "
                + "holds it, through a delegate held weakly.")
        writer.line("@MainActor")
        writer.block("public protocol Coordinating: AnyObject") { writer in
            writer.doc("Its name in the design.")
            writer.line("var name: CoordinatorName { get }")
            writer.doc("The coordinators it holds now.")
            writer.line("var children: [any Coordinating] { get }")
            writer.doc("Decides `event`, reported by one of its screens, on the state copy the command runs on.")
            writer.line("func handle(_ event: Event, in state: inout AppState) throws(NavigationError)")
        }
        return GeneratedFile(path: "Sources/\(names.module)/Coordinators/Coordinating.swift", contents: writer.text)
    }

    private func file(_ coordinator: CoordinatorDefinition) -> GeneratedFile {
        let type = names.coordinatorType(coordinator.name)
        let isRoot = coordinator.parent == nil
        let children = held(by: coordinator)
        let holder = holder(of: coordinator)
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writeClassDoc(coordinator, holder: holder, to: &writer)
        writer.line("@MainActor")
        writer.block("public final class \(type): Coordinating") { writer in
            writer.line("public let name = CoordinatorName.\(names.coordinator(coordinator.name))")
            if isRoot {
                writer.doc("The whole state, as one value; a command changes it only when every step succeeded.")
                writer.line("public private(set) var state: AppState")
            } else if let holder {
                writer.doc("`\(holder.name)`, which holds this coordinator and decides what it does not.")
                writer.line("public weak var delegate: (any \(type)Delegate)?")
            }
            for child in children {
                writer.doc("The \(child.coordinator.name) coordinator, \(child.why).")
                writer.line(
                    "public private(set) var \(names.childProperty(child.coordinator.name)): \(names.coordinatorType(child.coordinator.name))?"
                )
            }
            writer.line()
            if isRoot {
                writer.doc("The app started afresh, or in `state` (a saved or undone one).")
                writer.block("public init(restoring state: AppState = AppState())") { writer in
                    writer.line("self.state = state")
                    if !children.isEmpty { writer.line("sync(with: state)") }
                }
            } else {
                writer.line("public init() {}")
            }
            writer.line()
            writer.block("public var children: [any Coordinating]") { writer in
                if children.isEmpty {
                    writer.line("[]")
                } else {
                    let list = children.map { names.childProperty($0.coordinator.name) }.joined(separator: ", ")
                    writer.line("let all: [(any Coordinating)?] = [\(list)]")
                    writer.line("return all.compactMap { $0 }")
                }
            }
        }
        if isRoot {
            writer.line()
            RootCommandsWriter(model: model, emitter: self).write(coordinator, to: &writer)
        }
        writer.line()
        writeEvents(of: coordinator, hasDelegate: holder != nil && !isRoot, to: &writer)
        if isRoot, model.hasLinks {
            writer.line()
            writeLinks(of: coordinator, to: &writer)
        }
        if !children.isEmpty {
            writer.line()
            writeSync(of: coordinator, children: children, to: &writer)
            for child in children {
                writer.line()
                let childType = names.coordinatorType(child.coordinator.name)
                writer.block("extension \(type): \(childType)Delegate") { writer in
                    writer.line("public func \(delegateMethod(of: child.coordinator, wrapped: true)) {")
                    writer.indented { $0.line("try handle(event, in: &state)") }
                    writer.line("}")
                }
            }
        }
        if let holder, !isRoot {
            writer.line()
            writer.doc("What the \(coordinator.name) coordinator reports to `\(holder.name)`, which holds it.")
            writer.line("@MainActor")
            writer.block("public protocol \(type)Delegate: AnyObject") { writer in
                writer.doc(
                    "`event` came from one of \(coordinator.name)'s screens, and \(coordinator.name) does not decide it."
                )
                writer.line("func \(delegateMethod(of: coordinator, wrapped: true))")
            }
        }
        return GeneratedFile(path: "Sources/\(names.module)/Coordinators/\(type).swift", contents: writer.text)
    }

    /// `featureCoordinator(_ coordinator: FeatureCoordinator, didReport event: Event, in state: inout AppState) throws(NavigationError)`.
    private func delegateMethod(of coordinator: CoordinatorDefinition, wrapped: Bool = false) -> String {
        let type = names.coordinatorType(coordinator.name)
        let method = type.prefix(1).lowercased() + type.dropFirst()
        let parameters = "_ coordinator: \(type), didReport event: Event, in state: inout AppState"
        guard wrapped else { return "\(method)(\(parameters)) throws(NavigationError)" }
        return "\(method)(\n        \(parameters)\n    ) throws(NavigationError)"
    }

    private func writeClassDoc(
        _ coordinator: CoordinatorDefinition, holder: CoordinatorDefinition?, to writer: inout SwiftWriter
    ) {
        let role = coordinator.role.isEmpty ? "" : ": \(coordinator.role)"
        writer.doc("The \(coordinator.name) coordinator\(role).".commentText)
        writer.doc("")
        var text = model.kind(of: coordinator).prefix(1).uppercased() + model.kind(of: coordinator).dropFirst() + "."
        if let holder, coordinator.parent != nil {
            text +=
                " `\(holder.name)` starts it and holds it strongly while it runs; it reports what it does not decide to "
                + "`\(holder.name)` through `delegate`, held weakly."
        }
        let decided = model.events(decidedBy: coordinator.name).map { "`\($0.name)`" }
        if !decided.isEmpty { text += " It decides \(decided.joined(separator: ", "))." }
        if coordinator.parent == nil {
            text +=
                " It holds the whole state as one value and runs every command on a copy, keeping the copy only when every step succeeded."
        }
        writer.doc(text)
        if coordinator.parent == nil {
            writer.doc("")
            writer.docLine("    let app = \(names.coordinatorType(coordinator.name))()")
            if let event = GlueEmitter(model: model).exampleEvent {
                writer.docLine("    try app.send(\(event.swift))")
            }
            writer.docLine("    app.state.visibleScreen")
        }
    }

    // MARK: - Events

    private func writeEvents(of coordinator: CoordinatorDefinition, hasDelegate: Bool, to writer: inout SwiftWriter) {
        let type = names.coordinatorType(coordinator.name)
        let decided = model.events(decidedBy: coordinator.name)
        let forward: (inout SwiftWriter) -> Void = { writer in
            if hasDelegate {
                writer.line("guard let delegate else { throw .undecided(event: event.name) }")
                let method = type.prefix(1).lowercased() + type.dropFirst()
                writer.line("try delegate.\(method)(self, didReport: event, in: &state)")
            } else {
                writer.line("throw .undecided(event: event.name)")
            }
        }
        writer.line("// MARK: - Events")
        writer.line()
        writer.block("extension \(type)") { writer in
            let doc =
                switch (decided.isEmpty, hasDelegate) {
                case (true, true):
                    "It decides no event: every event of its screens goes to the coordinator that holds it."
                case (true, false): "It decides no event of the design; none reaches it."
                case (false, true): "Decides the events it owns; reports the others to its delegate."
                case (false, false): "Decides the events it owns; no other event reaches it."
                }
            writer.doc(doc)
            writer.block("public func handle(_ event: Event, in state: inout AppState) throws(NavigationError)") {
                writer in
                guard !decided.isEmpty else {
                    if definition.events.isEmpty {
                        // No screen reports an event (`deliver` refuses each first); none is decided.
                        writer.line("throw .undecided(event: event.name)")
                    } else {
                        forward(&writer)
                    }
                    return
                }
                writer.block("switch event") { writer in
                    let eventEmitter = EventEmitter(model: model)
                    for event in decided {
                        let binding = eventEmitter.binding(of: event)
                        var effects = EffectWriter(
                            model: model, event: event, argumentBinding: binding, keptCommand: ".event(event)")
                        var body = SwiftWriter()
                        body.indented { body in
                            body.comment(commentLine(for: event))
                            effects.write(event.handler, to: &body)
                            if case .effects(let list) = event.handler, list.isEmpty { body.line("break") }
                        }
                        let swift = names.event(event.name)
                        let bound = binding.map { effects.used.contains($0) } ?? false
                        writer.line("case .\(swift)\(bound ? "(let \(binding!))" : ""):")
                        writer.lines(String(body.text.dropLast()))
                    }
                    if decided.count < definition.events.count {
                        writer.line("default:")
                        writer.indented(forward)
                    }
                }
            }
        }
    }

    private func commentLine(for event: EventDefinition) -> String {
        let usage = model.catalog.event(named: event.name)?.usage ?? event.name
        let from: String
        switch event.source {
        case .screens(let screens): from = "from " + screens.joined(separator: ", ")
        case .flow(let flow): from = "from any \(flow) screen"
        }
        return "\(usage) (\(from))" + (event.summary.isEmpty ? "" : ": \(event.summary)")
    }

    // MARK: - Links

    private func writeLinks(of coordinator: CoordinatorDefinition, to writer: inout SwiftWriter) {
        let links = LinkEmitter(model: model)
        writer.line("// MARK: - Deep links")
        writer.line()
        writer.block("extension \(names.coordinatorType(coordinator.name))") { writer in
            writer.doc("Runs a deep link's effects: it rebuilds the navigation the link names.")
            writer.block("func handle(_ link: DeepLink, in state: inout AppState) throws(NavigationError)") { writer in
                writer.block("switch link") { writer in
                    for linkCase in links.cases {
                        var parameters: [String: EffectWriter.Parameter] = [:]
                        for parameter in linkCase.parameters {
                            parameters[parameter.name] = .init(
                                binding: parameter.label, kind: parameter.kind, isOptional: parameter.isOptional)
                        }
                        var effects = EffectWriter(
                            model: model, event: nil, argumentBinding: nil, parameters: parameters,
                            routesBinding: linkCase.routesLabel, keptCommand: ".link(link.url)")
                        var body = SwiftWriter()
                        body.indented { body in
                            body.comment("\(model.definition.scheme)://\(linkCase.link.pattern)")
                            effects.write(linkCase.link.handler, to: &body)
                            if case .effects(let list) = linkCase.link.handler, list.isEmpty { body.line("break") }
                        }
                        writer.line("case \(links.bindingPattern(linkCase, only: effects.used)):")
                        writer.lines(String(body.text.dropLast()))
                    }
                }
            }
        }
    }

    // MARK: - Children

    private func writeSync(of coordinator: CoordinatorDefinition, children: [HeldChild], to writer: inout SwiftWriter) {
        writer.line("// MARK: - The coordinators it holds")
        writer.line()
        writer.block("extension \(names.coordinatorType(coordinator.name))") { writer in
            writer.doc(
                "Starts and releases the coordinators it holds to match `state`: one that runs on is kept, one the "
                    + "last command started is made anew, the others are released (nothing else holds them).")
            writer.block("func sync(with state: AppState)") { writer in
                for child in children {
                    let property = names.childProperty(child.coordinator.name)
                    let type = names.coordinatorType(child.coordinator.name)
                    let hasChildren = !held(by: child.coordinator).isEmpty
                    writer.line("if \(child.condition) {")
                    writer.indented { writer in
                        writer.block(
                            "if \(property) == nil || state.started.contains(.\(names.coordinator(child.coordinator.name)))"
                        ) { writer in
                            writer.line("let child = \(type)()")
                            writer.line("child.delegate = self")
                            writer.line("\(property) = child")
                        }
                        if hasChildren { writer.line("\(property)?.sync(with: state)") }
                    }
                    writer.line("} else {")
                    writer.indented { $0.line("\(property) = nil") }
                    writer.line("}")
                }
            }
        }
    }
}
