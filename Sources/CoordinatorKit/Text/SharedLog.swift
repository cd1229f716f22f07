/// A list that only grows, whose copies share their elements: each copy sees the first `count`
/// elements of one shared buffer. Appending to the newest copy adds in place, in O(1), however
/// many older copies (undo snapshots) exist; appending to an older copy, after an undo, copies
/// its elements into a buffer of its own first. Copies never see each other's changes.
///
///     var log = SharedLog<Int>()
///     log.append(1)
///     let older = log
///     log.append(2)     // in place: `older` still has 1 element
///     Array(older)      // [1]
public struct SharedLog<Element: Hashable & Sendable>: Sendable {
    private final class Buffer: @unchecked Sendable {
        // `@unchecked`: elements are only appended, and only up to where no copy has looked.
        var elements: [Element]

        init(_ elements: [Element]) {
            self.elements = elements
        }
    }

    private var buffer: Buffer
    public private(set) var count: Int

    public init(_ elements: [Element] = []) {
        buffer = Buffer(elements)
        count = elements.count
    }

    public mutating func append(_ element: Element) {
        if buffer.elements.count != count {
            buffer = Buffer(Array(buffer.elements[..<count]))
        }
        buffer.elements.append(element)
        count += 1
    }
}

extension SharedLog: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return buffer.elements[position]
    }
}

extension SharedLog: Hashable {
    public static func == (lhs: SharedLog, rhs: SharedLog) -> Bool {
        lhs.count == rhs.count && (lhs.buffer === rhs.buffer || lhs.elementsEqual(rhs))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(last)
    }
}

extension SharedLog: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
