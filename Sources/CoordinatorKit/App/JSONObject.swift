/// A JSON object: its members in key order, by the keys' UTF-8 bytes (the order `--json` prints
/// and Foundation's `.sortedKeys` uses), each key once. Sorted when made, so that a state printed
/// once per command is written straight through, without hashing or sorting its keys then.
///
///     let memo: JSONObject = ["text": .string("milk"), "id": .integer(3)]
///     memo.members.map(\.key)  // ["id", "text"]
public struct JSONObject: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public let key: String
        public let value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, keys in UTF-8 byte order.
    public private(set) var members: [Member]

    /// An object of `dictionary`'s members.
    public init(_ dictionary: [String: JSONValue]) {
        members = dictionary.map { Member($0.key, $0.value) }
        members.sort { Self.keyOrder($0.key, $1.key) }
    }

    /// An object of `members`, given in key order, each key once (checked in debug builds): an
    /// app's own objects, made for every line's state, need no sorting.
    public init(inKeyOrder members: [Member]) {
        assert(zip(members, members.dropFirst()).allSatisfy { Self.keyOrder($0.key, $1.key) }, "keys out of order")
        self.members = members
    }

    /// The value under `key`, if any.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The members as a dictionary.
    public var dictionary: [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The order of object keys: by their UTF-8 bytes, as Foundation's `.sortedKeys` orders them.
    public static func keyOrder(_ left: String, _ right: String) -> Bool {
        left.withUTF8Bytes { leftBytes in
            right.withUTF8Bytes { rightBytes in
                let common = Swift.min(leftBytes.count, rightBytes.count)
                for index in 0..<common where leftBytes[index] != rightBytes[index] {
                    return leftBytes[index] < rightBytes[index]
                }
                return leftBytes.count < rightBytes.count
            }
        }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// An object written as a literal; a key given twice keeps its first value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { Member($0.0, $0.1) }
        // Insertion sort: literals have a few keys, most often written in order already.
        for sorted in members.indices.dropFirst() {
            var index = sorted
            while index > 0, Self.keyOrder(members[index].key, members[index - 1].key) {
                members.swapAt(index, index - 1)
                index -= 1
            }
        }
        // Stable, so of a key given twice the first value comes first.
        var index = 1
        while index < members.count {
            if members[index].key == members[index - 1].key {
                members.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}

extension JSONObject: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: JSONValue].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }
}
