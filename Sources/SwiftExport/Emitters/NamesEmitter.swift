import AppDefinitions

/// The small enums that name the design's tabs, variants, coordinators, variables and
/// collections, with the facts the state's rules read from them (a coordinator's parent, a flow's
/// first screen, a variable's initial value).
struct NamesEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }
    private var definition: AppDefinition { model.definition }

    func files() -> [GeneratedFile] {
        var files = [coordinatorFile()]
        if model.hasTabs { files.append(tabFile()) }
        if model.variants != nil { files.append(variantFile()) }
        if model.hasVariables { files.append(variableFile()) }
        if model.hasCollections { files.append(collectionFile()) }
        return files
    }

    private func file(_ path: String, _ body: (inout SwiftWriter) -> Void) -> GeneratedFile {
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        body(&writer)
        return GeneratedFile(path: "Sources/\(names.module)/\(path)", contents: writer.text)
    }

    /// `case memos`, or `case myTab = "my-tab"` where the Swift name differs.
    private func rawCase(_ swift: String, _ raw: String) -> String {
        "case \(swift)" + (SwiftName.bare(swift) == raw ? "" : " = \(raw.swiftStringLiteral)")
    }

    private func tabFile() -> GeneratedFile {
        file("Routes/Tab.swift") { writer in
            writer.doc("A tab of a tab bar: one case per tab of the design, in tab-bar order.")
            writer.block("public enum Tab: String, Hashable, Codable, Sendable, CaseIterable") { writer in
                for tab in definition.tabNames { writer.line(rawCase(names.tab(tab), tab)) }
                writer.line()
                writer.doc("The coordinator whose tab bar has this tab.")
                writer.block("public var owner: CoordinatorName") { writer in
                    writer.block("switch self") { writer in
                        for coordinator in definition.coordinators {
                            guard case .tabs(let tabs) = coordinator.navigation else { continue }
                            for tab in tabs {
                                writer.line("case .\(names.tab(tab.name)): .\(names.coordinator(coordinator.name))")
                            }
                        }
                    }
                }
            }
        }
    }

    private func variantFile() -> GeneratedFile {
        file("Routes/Variant.swift") { writer in
            guard let (owner, group) = model.variants else { return }
            writer.doc(
                "\(owner)'s interchangeable coordinators: one runs at a time (the first at the start), and "
                    + "`use` swaps them. The state shows the running one's name as `\(group.key)`.")
            writer.block("public enum Variant: String, Hashable, Codable, Sendable, CaseIterable") { writer in
                for choice in group.choices { writer.line(rawCase(names.variant(choice.name), choice.name)) }
                writer.line()
                writer.doc("The coordinator that runs for this variant.")
                writer.block("public var coordinator: CoordinatorName") { writer in
                    writer.block("switch self") { writer in
                        for choice in group.choices {
                            writer.line(
                                "case .\(names.variant(choice.name)): .\(names.coordinator(choice.coordinator))")
                        }
                    }
                }
            }
        }
    }

    private func coordinatorFile() -> GeneratedFile {
        file("Coordinators/CoordinatorName.swift") { writer in
            writer.doc("A coordinator of the design, by name: the tree's nodes, whether or not one runs now.")
            writer.block("public enum CoordinatorName: String, Hashable, Codable, Sendable, CaseIterable") { writer in
                for coordinator in definition.coordinators {
                    writer.line(rawCase(names.coordinator(coordinator.name), coordinator.name))
                }
                writer.line()
                writer.doc("The coordinator that starts and holds this one; `nil` for the root.")
                switchProperty("public var parent: CoordinatorName?", to: &writer) { coordinator in
                    coordinator.parent.map { ".\(names.coordinator($0))" } ?? "nil"
                }
                writer.line()
                writer.doc("Whether this is `ancestor` or one of its descendants.")
                writer.block("public func isWithin(_ ancestor: CoordinatorName) -> Bool") { writer in
                    writer.lines(
                        """
                        var current: CoordinatorName? = self
                        while let candidate = current {
                            if candidate == ancestor { return true }
                            current = candidate.parent
                        }
                        return false
                        """)
                }
                guard model.hasFlows else { return }
                writer.line()
                writer.doc("A child flow's first screen, which it shows when it starts; `nil` for the others.")
                switchProperty("var startScreen: Route?", to: &writer) { coordinator in
                    guard model.childFlows.contains(where: { $0.name == coordinator.name }),
                        let start = coordinator.start
                    else { return "nil" }
                    return ".\(names.route(start))"
                }
                writer.line()
                writer.doc("Whether a child flow starts in a modal of its own (presented) instead of being pushed.")
                switchProperty("var isModal: Bool", to: &writer) { coordinator in
                    coordinator.isModal ? "true" : "false"
                }
                // A design without variables has no `VariableName`, and its flows start with none.
                guard model.hasVariables else { return }
                writer.line()
                writer.doc("A child flow's variables as it starts (a draft); they live as long as it runs.")
                switchProperty("var initialVariables: [VariableName: Value]", to: &writer) { coordinator in
                    guard !coordinator.variables.isEmpty else { return "[:]" }
                    return "["
                        + coordinator.variables.map { ".\(names.variable($0.name)): \(valueLiteral($0.initial))" }
                        .joined(separator: ", ") + "]"
                }
            }
        }
    }

    /// A computed property that switches over the coordinators, grouping those with the same value.
    private func switchProperty(
        _ declaration: String, to writer: inout SwiftWriter, value: (CoordinatorDefinition) -> String
    ) {
        writer.block(declaration) { writer in
            writer.block("switch self") { writer in
                var groups: [(value: String, cases: [String])] = []
                for coordinator in definition.coordinators {
                    let result = value(coordinator)
                    let swift = "." + names.coordinator(coordinator.name)
                    if let index = groups.firstIndex(where: { $0.value == result }) {
                        groups[index].cases.append(swift)
                    } else {
                        groups.append((result, [swift]))
                    }
                }
                for group in groups { writer.line("case \(group.cases.joined(separator: ", ")): \(group.value)") }
            }
        }
    }

    private func variableFile() -> GeneratedFile {
        file("State/VariableName.swift") { writer in
            writer.doc(
                "A variable of the design: the app's own, or a child flow's, which lives while the flow runs.")
            writer.block(
                "public enum VariableName: String, Hashable, Codable, Sendable, CaseIterable, CodingKeyRepresentable"
            ) { writer in
                for variable in definition.allVariables {
                    writer.line(rawCase(names.variable(variable.name), variable.name))
                }
                writer.line()
                writer.doc("The value it has at the start, and after `clear`.")
                writer.block("public var initial: Value") { writer in
                    writer.block("switch self") { writer in
                        for variable in definition.allVariables {
                            writer.line("case .\(names.variable(variable.name)): \(valueLiteral(variable.initial))")
                        }
                    }
                }
                writer.line()
                writer.doc("The child flow it belongs to; `nil` for the app's own.")
                writer.block("public var flow: CoordinatorName?") { writer in
                    writer.block("switch self") { writer in
                        for variable in definition.data.variables {
                            writer.line("case .\(names.variable(variable.name)): nil")
                        }
                        for coordinator in definition.coordinators {
                            for variable in coordinator.variables {
                                writer.line(
                                    "case .\(names.variable(variable.name)): .\(names.coordinator(coordinator.name))")
                            }
                        }
                    }
                }
            }
        }
    }

    private func collectionFile() -> GeneratedFile {
        file("State/CollectionName.swift") { writer in
            writer.doc("A collection of the design: items with ids 1, 2, 3, ..., kept per user or shared.")
            writer.block("public enum CollectionName: String, Hashable, Codable, Sendable, CaseIterable") { writer in
                for collection in definition.data.collections {
                    writer.line(rawCase(names.collection(collection.name), collection.name))
                }
            }
        }
    }

    /// A design's value as Swift: `.text("made")`, `.integer(3)`, `.null`.
    func valueLiteral(_ value: DataValue) -> String {
        switch value {
        case .null: ".null"
        case .integer(let number): ".integer(\(number))"
        case .text(let text): ".text(\(text.swiftStringLiteral))"
        }
    }
}
