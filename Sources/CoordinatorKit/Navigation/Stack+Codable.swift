// MARK: - Codable

extension Stack: Codable {
    /// Encoded as its routes, root first.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(routes)
    }

    /// Decoded from its routes, root first; an empty list is an error (a stack keeps its root).
    public init(from decoder: any Decoder) throws {
        let routes = try decoder.singleValueContainer().decode([Route].self)
        guard let stack = Stack(routes) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a stack holds at least its root screen"))
        }
        self = stack
    }
}
