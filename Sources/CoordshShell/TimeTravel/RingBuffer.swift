/// The last `capacity` elements appended, oldest first. Appending to a full ring drops the
/// oldest element; every operation is O(1), and memory stays at `capacity` elements however
/// many are appended.
///
/// The storage is allocated once, at `capacity`; its slots are initialized as the ring first
/// fills and then written over in place, element by element: no optional wraps an element
/// (`:history` appends one per command line, and an optional slot was emptied, copied and
/// destroyed through the runtime's generic witnesses on each), and no array checks its
/// uniqueness and bounds on each. A slot past the newest element after `removeLast` keeps its
/// element until it is written over. Not copyable: a copy would share the storage.
struct RingBuffer<Element>: ~Copyable {
    let capacity: Int
    private let storage: UnsafeMutablePointer<Element>
    /// How many slots, from the first, hold an element.
    private var initialized = 0
    /// Where the oldest element is.
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a ring holds at least one element")
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: initialized)
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The slot of the element `position` places after the oldest.
    private func slot(_ position: Int) -> Int {
        let slot = head + position
        return slot < capacity ? slot : slot - capacity
    }

    /// Puts `element` in the slot after the newest, which the ring is not full to need.
    private mutating func put(_ element: consuming Element) {
        let slot = slot(count)
        if slot < initialized {
            storage[slot] = element
        } else {
            (storage + slot).initialize(to: element)
            initialized += 1
        }
        count += 1
    }

    /// Appends `element`; returns the oldest element when the ring was full and dropped it.
    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        guard count == capacity else {
            put(element)
            return nil
        }
        var dropped = element
        swap(&dropped, &storage[head])
        head = slot(1)
        return dropped
    }

    /// Appends `element`, dropping the oldest when the ring is full. Returns nothing: an
    /// optional of the element dropped, which `:history` never looks at, was destroyed through
    /// the runtime's generic witnesses on every command line (about 80 instructions, measured).
    mutating func add(_ element: consuming Element) {
        guard count == capacity else {
            put(element)
            return
        }
        storage[head] = element
        head = slot(1)
    }

    /// Removes and returns the newest element.
    mutating func removeLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return storage[slot(count)]
    }

    /// Replaces the newest element that `matches`, if one is still held.
    mutating func replaceLast(where matches: (Element) -> Bool, with element: Element) {
        for position in (0..<count).reversed() where matches(storage[slot(position)]) {
            storage[slot(position)] = element
            return
        }
    }

    /// The elements, oldest first.
    var elements: [Element] {
        (0..<count).map { storage[slot($0)] }
    }
}
