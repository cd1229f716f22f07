/// The last `capacity` elements appended, oldest first. Appending to a full ring drops the
/// oldest element; every operation is O(1), and memory stays at `capacity` elements however
/// many are appended.
struct RingBuffer<Element> {
    let capacity: Int
    private var storage: [Element?]
    /// Where the oldest element is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring holds at least one element")
        self.capacity = capacity
        storage = Array(repeating: nil, count: capacity)
    }

    var isEmpty: Bool { count == 0 }

    /// Appends `element`; returns the oldest element when the ring was full and dropped it.
    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        if count < capacity {
            storage[(head + count) % capacity] = element
            count += 1
            return nil
        }
        let dropped = storage[head].take()
        storage[head] = element
        head = (head + 1) % capacity
        return dropped
    }

    /// Removes and returns the newest element.
    mutating func removeLast() -> Element? {
        guard count > 0 else { return nil }
        let index = (head + count - 1) % capacity
        let element = storage[index]
        storage[index] = nil
        count -= 1
        return element
    }

    /// Replaces the newest element that `matches`, if one is still held.
    mutating func replaceLast(where matches: (Element) -> Bool, with element: Element) {
        for offset in (0..<count).reversed() {
            let index = (head + offset) % capacity
            if let held = storage[index], matches(held) {
                storage[index] = element
                return
            }
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        (0..<count).compactMap { storage[(head + $0) % capacity] }
    }
}
