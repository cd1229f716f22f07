import AppDefinitions

/// The design's data as types: an item type per collection (`Memo`: an id and a text, or an id
/// and a catalogue item's id), and a type per catalogue with its fixed items (`Movie.all`).
struct DataEmitter {
    let model: ExportModel

    private var names: ExportNames { model.names }

    func files() -> [GeneratedFile] {
        model.definition.data.collections.map(itemFile) + model.definition.data.catalogues.map(catalogueFile)
    }

    private func itemFile(_ collection: CollectionDefinition) -> GeneratedFile {
        let type = names.itemType(collection.name)
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        writer.doc(
            "An item of the \(collection.name) collection (ids 1, 2, 3, ...\(collection.isPerUser ? " per user" : ""))."
        )
        writer.block("public struct \(type): Hashable, Codable, Sendable, Identifiable") { writer in
            writer.line("public let id: Int")
            if let catalogue = collection.catalogue, let definition = catalogueDefinition(catalogue) {
                writer.doc("The id of the \(definition.item), one of `\(names.catalogueType(catalogue)).all`.")
                writer.line("public let \(SwiftName.escaped(SwiftName.lowerCamel(definition.item), suffix: "ID")): Int")
            } else {
                writer.line("public let text: String")
            }
        }
        return GeneratedFile(path: "Sources/\(names.module)/State/\(type).swift", contents: writer.text)
    }

    private func catalogueDefinition(_ name: String) -> CatalogueDefinition? {
        model.definition.data.catalogue(named: name)
    }

    /// How a catalogue field is typed: `Int` or `String` when every item has it with that type,
    /// `Value?` otherwise (`nil` where an item does not have it).
    enum FieldType {
        case int, string, optionalValue

        var swift: String {
            switch self {
            case .int: "Int"
            case .string: "String"
            case .optionalValue: "Value?"
            }
        }
    }

    static func fieldType(_ field: String, in catalogue: CatalogueDefinition) -> FieldType {
        let values = catalogue.items.map { item in item.fields.first { $0.name == field }?.value }
        if values.allSatisfy({ if case .integer? = $0 { true } else { false } }) { return .int }
        if values.allSatisfy({ if case .text? = $0 { true } else { false } }) { return .string }
        return .optionalValue
    }

    private func catalogueFile(_ catalogue: CatalogueDefinition) -> GeneratedFile {
        let type = names.catalogueType(catalogue.name)
        var writer = SwiftWriter()
        writer.line(model.header)
        writer.line()
        let article = catalogue.item.indefiniteArticle == "an" ? "An" : "A"
        writer.doc("\(article) \(catalogue.item) of the \(catalogue.name) catalogue: fixed data, part of the design.")
        writer.block("public struct \(type): Hashable, Codable, Sendable, Identifiable") { writer in
            writer.line("public let id: Int")
            for field in catalogue.fieldNames {
                writer.line(
                    "public let \(names.field(field, of: catalogue.name)): \(Self.fieldType(field, in: catalogue).swift)"
                )
            }
            writer.line()
            writer.doc("The \(catalogue.name), in the design's order.")
            let items = catalogue.items.map { item in
                var arguments = ["id: \(item.id)"]
                for field in catalogue.fieldNames {
                    let value = item.fields.first { $0.name == field }?.value
                    arguments.append(
                        "\(SwiftName.bare(names.field(field, of: catalogue.name))): \(literal(value, as: Self.fieldType(field, in: catalogue)))"
                    )
                }
                return "\(type)(\(arguments.joined(separator: ", ")))"
            }
            writer.list("public static let all: [\(type)] = ", items)
        }
        return GeneratedFile(path: "Sources/\(names.module)/State/\(type).swift", contents: writer.text)
    }

    private func literal(_ value: DataValue?, as type: FieldType) -> String {
        switch (value, type) {
        case (.integer(let number)?, .int): return String(number)
        case (.text(let text)?, .string): return text.swiftStringLiteral
        case (nil, _): return "nil"
        case (let value?, _): return NamesEmitter(model: model).valueLiteral(value)
        }
    }
}
