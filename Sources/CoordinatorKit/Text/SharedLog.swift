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
    private var buffer: Buffer
    public private(set) var count: Int

    public init(_ elements: [Element] = []) {
        buffer = Buffer(elements)
        count = elements.count
    }

    /// The buffer the log shares with its copies, as an identity: two logs of one count with
    /// the same store hold the same elements (`ListSource.store`).
    public var store: AnyObject { buffer }

    public mutating func append(_ element: Element) {
        if !buffer.append(element, at: count) {
            buffer = Buffer(buffer.prefix(count) + [element])
        }
        count += 1
    }

    /// The elements that copies of a log share. Copies may live on different threads (the log
    /// is `Sendable`), so every access holds a lock, and "append in place" is one step under it:
    /// of two copies that both end where the buffer ends, only the first to append does so in
    /// place; the other then finds the buffer longer than itself and copies.
    private final class Buffer: Sendable {
        private let elements: Locked<[Element]>

        init(_ elements: [Element]) {
            self.elements = Locked(elements)
        }

        /// Appends `element` if the buffer holds exactly `index` elements, that is if no copy has
        /// appended past the caller's end yet; whether it did.
        func append(_ element: Element, at index: Int) -> Bool {
            elements.withLock { elements in
                guard elements.count == index else { return false }
                elements.append(element)
                return true
            }
        }

        func element(at index: Int) -> Element {
            elements.withLock { $0[index] }
        }

        /// Calls `body` with the elements in `range`, last first, under one lock.
        func forEachReversed(in range: Range<Int>, _ body: (Element) -> Void) {
            elements.withLock { elements in
                for index in range.reversed() { body(elements[index]) }
            }
        }

        /// The first `count` elements.
        func prefix(_ count: Int) -> [Element] {
            elements.withLock { Array($0[..<count]) }
        }
    }
}

extension SharedLog: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return buffer.element(at: position)
    }
}

extension SharedLog {
    /// The last `limit` elements, last first: a list screen's newest items.
    public func newest(_ limit: Int) -> ReversedCollection<Slice<SharedLog>> {
        suffix(Swift.max(limit, 0)).reversed()
    }

    /// Writes `newest(limit)` as a list screen's summary, `3 "milk", 2 "eggs"`: each element's
    /// `id`, a space, and what `writeValue` writes of it, separated by commas.
    public func writeNewest(
        _ limit: Int, to text: inout TextBuffer, id: (Element) -> Int,
        value writeValue: (Element, inout TextBuffer) -> Void
    ) {
        var first = true
        forEachNewest(limit) { element in
            if !first { text.append(", ") }
            first = false
            text.write(id(element))
            text.append(byte: UInt8(ascii: " "))
            writeValue(element, &text)
        }
    }

    /// Calls `body` with each of `newest(limit)`, last first, taking the lock once (reading
    /// them one by one takes it for each; a list screen writes its items after every command).
    /// `body` must not read this log or a copy of it: the lock is held while it runs.
    public func forEachNewest(_ limit: Int, _ body: (Element) -> Void) {
        buffer.forEachReversed(in: Swift.max(count - Swift.max(limit, 0), 0)..<count, body)
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
