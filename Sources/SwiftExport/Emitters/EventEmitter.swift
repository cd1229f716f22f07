import AppDefinitions

/// `Routes/Event.swift`: what screens report, one case per event of the design, and which
/// screens report each.
struct EventEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var events: [EventDefinition] { model.definition.events }

    /// The label of an event's argument in its case, `nil` when it would repeat the case's name
    /// (`tab(Tab)`, not `tab(tab: Tab)`).
    func label(of event: EventDefinition) -> String? {
        guard let argument = event.argument else { return nil }
        let label = model.label(of: argument)
        return SwiftName.bare(label) == SwiftName.bare(names.event(event.name)) ? nil : label
    }

    /// The name the handler binds the argument to (`user`, `tab`).
    func binding(of event: EventDefinition) -> String? {
        guard let argument = event.argument else { return nil }
        return model.label(of: argument)
    }

    func file() -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        guard !events.isEmpty else {
            writeNoEvents(to: &writer)
            return GeneratedFile(path: "Sources/\(names.module)/Routes/Event.swift", contents: writer.text)
        }
        writer.doc(
            "What a screen of the \(model.input.appName) app reports: one case per event of the design. A screen "
                + "does not know where the app goes next; the coordinator that owns it decides.")
        writer.block("public enum Event: Hashable, Codable, Sendable") { writer in
            for event in events {
                var doc = event.summary.isEmpty ? "`\(event.name)`" : "`\(usage(of: event))`: \(event.summary)"
                doc += " (from \(source(of: event)))"
                writer.doc(doc.commentText)
                writer.line("case \(declaration(of: event))")
            }
        }
        writer.line()
        writer.block("extension Event") { writer in
            writer.doc("The event's name in the design.")
            writer.block("public var name: String") { writer in
                writer.block("switch self") { writer in
                    for event in events {
                        writer.line("case .\(names.event(event.name)): \(event.name.swiftStringLiteral)")
                    }
                }
            }
            writer.line()
            writer.doc("Whether a screen of `route` reports this event.")
            writer.block("public func isReported(by route: Route.Name) -> Bool") { writer in
                writer.block("switch self") { writer in
                    for event in events {
                        switch event.source {
                        case .screens(let screens):
                            let list = screens.enumerated().map {
                                ($0.offset == 0 ? "Route.Name." : ".") + names.route($0.element)
                            }
                            writer.line(
                                "case .\(names.event(event.name)): [\(list.joined(separator: ", "))].contains(route)")
                        case .flow(let flow):
                            writer.line(
                                "case .\(names.event(event.name)): route.owner.isWithin(.\(names.coordinator(flow)))")
                        }
                    }
                }
            }
        }
        writer.line()
        writer.block("extension Event: CustomStringConvertible") { writer in
            writer.doc("As it is typed: `tab home`, `write \"Buy milk\"`, `tap 42`.")
            writer.block("public var description: String") { writer in
                writer.block("switch self") { writer in
                    let plain = events.filter { $0.argument == nil }.map { "." + names.event($0.name) }
                    if !plain.isEmpty { writer.line("case \(plain.joined(separator: ", ")): name") }
                    for event in events {
                        let swift = names.event(event.name)
                        guard let argument = event.argument else { continue }
                        switch model.swiftType(ofEventArgument: argument) {
                        case "Int": writer.line("case .\(swift)(let argument): \"\\(name) \\(argument)\"")
                        case "Tab", "Variant":
                            writer.line("case .\(swift)(let argument): \"\\(name) \\(argument.rawValue)\"")
                        default: writer.line("case .\(swift)(let argument): \"\\(name) \" + Self.word(argument)")
                        }
                    }
                }
            }
            if events.contains(where: { $0.argument.map { model.swiftType(ofEventArgument: $0) == "String" } ?? false })
            {
                writer.line()
                writer.doc("A text as a word: quoted when it is empty or has a space, a quote or a `#`.")
                writer.block("private static func word(_ text: String) -> String") { writer in
                    writer.line(
                        "text.isEmpty || text.contains(where: { $0 == \" \" || $0 == \"\\\"\" || $0 == \"#\" }) ? text.swiftLiteral : text"
                    )
                }
            }
        }
        return GeneratedFile(path: "Sources/\(names.module)/Routes/Event.swift", contents: writer.text)
    }

    /// `Event` of a design without events: a type with the members the coordinators use, which no
    /// screen reports. (An enum without cases made every function taking one "never executed",
    /// warnings the package's build treats as errors, and got no synthesized `Codable`.)
    private func writeNoEvents(to writer: inout SwiftWriter) {
        writer.doc(
            "What a screen of the \(model.input.appName) app reports. The design has no events: no screen reports "
                + "one, and sending one fails as coordsh fails it.")
        writer.block("public struct Event: Hashable, Codable, Sendable") { writer in
            writer.doc("The event's name.")
            writer.line("public let name: String")
            writer.line()
            writer.doc("Whether a screen of `route` reports this event: none does.")
            writer.block("public func isReported(by route: Route.Name) -> Bool") { writer in
                writer.line("false")
            }
        }
        writer.line()
        writer.block("extension Event: CustomStringConvertible") { writer in
            writer.doc("As it is typed.")
            writer.line("public var description: String { name }")
        }
    }

    /// `case .a, .b: value` lines, the events with the same value together, in the events' order.
    private func grouped(_ events: [EventDefinition], value: (EventDefinition) -> String) -> [String] {
        var groups: [(value: String, cases: [String])] = []
        for event in events {
            let result = value(event)
            if let index = groups.firstIndex(where: { $0.value == result }) {
                groups[index].cases.append("." + names.event(event.name))
            } else {
                groups.append((result, ["." + names.event(event.name)]))
            }
        }
        return groups.map { "case \($0.cases.joined(separator: ", ")): \($0.value)" }
    }

    /// `login(user: String)`, `tab(Tab)`, `save`.
    private func declaration(of event: EventDefinition) -> String {
        let swift = names.event(event.name)
        guard let argument = event.argument else { return swift }
        let type = model.swiftType(ofEventArgument: argument)
        return "\(swift)(\(label(of: event).map { "\($0): " } ?? "")\(type))"
    }

    private func usage(of event: EventDefinition) -> String {
        guard let argument = model.catalog.event(named: event.name)?.argument else { return event.name }
        return "\(event.name) \(argument.placeholder)"
    }

    private func source(of event: EventDefinition) -> String {
        switch event.source {
        case .screens(let screens): screens.joined(separator: ", ")
        case .flow(let flow): "any \(flow) screen"
        }
    }
}
