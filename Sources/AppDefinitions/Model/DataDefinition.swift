/// The data an app keeps besides its navigation: variables, per-user or shared collections with
/// ids 1, 2, 3, ..., and fixed catalogues such as a list of movies.
public struct DataDefinition: Hashable, Sendable, Codable {
    /// Variables of the whole app (those of a flow are the flow coordinator's).
    public var variables: [VariableDefinition]
    public var collections: [CollectionDefinition]
    public var catalogues: [CatalogueDefinition]

    public init(
        variables: [VariableDefinition] = [], collections: [CollectionDefinition] = [],
        catalogues: [CatalogueDefinition] = []
    ) {
        self.variables = variables
        self.collections = collections
        self.catalogues = catalogues
    }

    /// The catalogue named `name`.
    public func catalogue(named name: String) -> CatalogueDefinition? {
        catalogues.first { $0.name == name }
    }
}

/// A named value: text, an integer, or nothing (`null`) at the start.
public struct VariableDefinition: Hashable, Sendable, Codable {
    public var name: String
    public var initial: DataValue

    public init(name: String, initial: DataValue) {
        self.name = name
        self.initial = initial
    }
}

/// A value of a variable or of a catalogue item's field. In JSON, a bare null, number or string.
public enum DataValue: Hashable, Sendable, Codable {
    case null
    case integer(Int)
    case text(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }
}

/// A list that grows: items with ids 1, 2, 3, ... (per user with `perUser`). An item holds a
/// text (a memo), or with `of` the id of a catalogue's item (a product in a cart).
public struct CollectionDefinition: Hashable, Sendable, Codable {
    public var name: String
    /// What one item is called (`memo`), for the human output.
    public var item: String
    public var isPerUser: Bool
    /// The catalogue whose items it refers to, if any.
    public var catalogue: String?

    public init(name: String, item: String, isPerUser: Bool = false, catalogue: String? = nil) {
        self.name = name
        self.item = item
        self.isPerUser = isPerUser
        self.catalogue = catalogue
    }
}

/// A fixed list of items with integer ids and fields, part of the definition (the movies).
public struct CatalogueDefinition: Hashable, Sendable, Codable {
    public var name: String
    /// What one item is called (`movie`): the state's key for the item a screen shows.
    public var item: String
    public var items: [CatalogueItem]

    public init(name: String, item: String, items: [CatalogueItem]) {
        self.name = name
        self.item = item
        self.items = items
    }
}

/// An item of a catalogue: its id and its other fields, in the order of their names.
public struct CatalogueItem: Hashable, Sendable, Codable {
    public var id: Int
    public var fields: [(name: String, value: DataValue)]

    public init(id: Int, fields: [(name: String, value: DataValue)]) {
        self.id = id
        self.fields = fields
    }

    public static func == (lhs: CatalogueItem, rhs: CatalogueItem) -> Bool {
        lhs.id == rhs.id && lhs.fields.map(\.name) == rhs.fields.map(\.name)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }

    private struct Field: Codable {
        let name: String
        let value: DataValue
    }

    private enum Keys: String, CodingKey { case id, fields }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Int.self, forKey: .id)
        fields = try container.decode([Field].self, forKey: .fields).map { ($0.name, $0.value) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(fields.map { Field(name: $0.name, value: $0.value) }, forKey: .fields)
    }
}
