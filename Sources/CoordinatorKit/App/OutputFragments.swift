/// What one output form (JSON, or the human lines) wrote for the parts of a state that are most
/// often the same from one line to the next, kept with the part it was written for: stacks (in
/// JSON: the tabs not selected, and the selected one again under `stack`), a list's page (the
/// memos on every line) and the tab bar (human lines). A part that is the very same as before (a
/// stack's `aboveRootIdentity` and root, a list's `store` and count, the tab names' storage and
/// the selected tab: identities, never contents) is written by copying its bytes. What is kept
/// holds the part, so the identities it is compared by stay valid.
///
/// One per output form and run (`--json` keeps one beside `JSONKeyOrders`; the human output
/// another): a `--json` line writes every tab's stack and a page of every list, and reading
/// them again cost about a third of the line.
public final class OutputFragments {
    public init() {}

    /// How many stacks are kept: more than the tabs of a tab bar and the modals above it, as a
    /// rule; the oldest goes first.
    static let stackCapacity = 8

    /// The stacks kept, the identity of each (compared first: no references to count), and the
    /// bytes of each, at the same positions. The stacks are kept so that the identities stay theirs.
    private var stacks: [Stack] = []
    private var identities: [ObjectIdentifier] = []
    private var stackBytes: [[UInt8]] = []
    /// Where the next stack is kept once `stackCapacity` are.
    private var nextStack = 0
    /// The stacks of a root alone kept (they have no identity: their roots are compared), and
    /// the bytes of each: a tab not selected is most often at its root, on line after line.
    private var roots: [Route] = []
    private var rootBytes: [[UInt8]] = []
    private var nextRoot = 0
    /// The page kept, known by its list's store (kept, so that its identity stays the store's),
    /// the list's count and how many items.
    private var page = KeptBytes<PageKey>()
    /// The tab bars kept: their names (kept, so that the identity of their storage stays theirs)
    /// and, for each tab selected, the bar's bytes (empty while not written yet): a script
    /// switches tabs back and forth, and each bar is written once.
    private var tabNames: [String] = []
    private var tabsColored = false
    /// The user whose line is kept (`userLineKept` once one is; `nil` for nobody), its colouring
    /// and its bytes. Apart, not a `KeptBytes`: written on every human line, and comparing an
    /// optional key copied it out (about 150 instructions a line more, measured).
    private var userOfLine: String?
    private var userLineKept = false
    private var userLineColored = false
    private var userLine: [UInt8] = []
    /// The list of names kept, known by its contents.
    private var names = KeptBytes<[String]>()
    private var tabBytes: [[UInt8]] = []

    /// What was written for `stack` before, if it is kept.
    public func bytes(for stack: Stack) -> [UInt8]? {
        guard let identity = stack.aboveRootIdentity else {
            // A stack of its root alone: its root is compared.
            guard let index = roots.firstIndex(of: stack.root) else { return nil }
            return rootBytes[index]
        }
        guard let index = identities.firstIndex(of: identity), stacks[index].root == stack.root else { return nil }
        return stackBytes[index]
    }

    /// Keeps `bytes`, what was written for `stack`, in place of the oldest stack kept.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, for stack: Stack) {
        guard let identity = stack.aboveRootIdentity else {
            guard roots.count == Self.stackCapacity else {
                roots.append(stack.root)
                rootBytes.append(Array(bytes))
                return
            }
            roots[nextRoot] = stack.root
            rootBytes[nextRoot] = Array(bytes)
            nextRoot = (nextRoot + 1) % Self.stackCapacity
            return
        }
        guard stacks.count == Self.stackCapacity else {
            stacks.append(stack)
            identities.append(identity)
            stackBytes.append(Array(bytes))
            return
        }
        stacks[nextStack] = stack
        identities[nextStack] = identity
        stackBytes[nextStack].removeAll(keepingCapacity: true)
        stackBytes[nextStack].append(contentsOf: bytes)
        nextStack = (nextStack + 1) % Self.stackCapacity
    }

    /// What was written before for the newest `limit` items of `list`, if it is kept.
    public func bytes(forPageOf list: StateReport.ListedItems, limit: Int) -> [UInt8]? {
        guard let store = list.store else { return nil }
        return page.bytes(for: PageKey(store: store, count: list.count, limit: limit))
    }

    /// Keeps `bytes`, what was written for the newest `limit` items of `list`.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forPageOf list: StateReport.ListedItems, limit: Int) {
        guard let store = list.store else { return }
        page.keep(bytes, for: PageKey(store: store, count: list.count, limit: limit))
    }

    /// What was written before for the line of `user` (or of nobody), if it is kept.
    /// In colour or not, as it was written.
    public func bytes(forUserLine user: String?, colored: Bool = false) -> [UInt8]? {
        guard userLineKept, colored == userLineColored, user == userOfLine else { return nil }
        return userLine
    }

    /// Keeps `bytes`, what was written for the line of `user`, in colour or not.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forUserLine user: String?, colored: Bool = false) {
        userOfLine = user
        userLineKept = true
        userLineColored = colored
        userLine.removeAll(keepingCapacity: true)
        userLine.append(contentsOf: bytes)
    }

    /// What was written before for a list of `names` (the running coordinators: the same from
    /// one line to the next, as a rule, though made afresh; compared by their contents).
    public func bytes(forNames names: [String]) -> [UInt8]? {
        self.names.bytes(for: names)
    }

    /// Keeps `bytes`, what was written for a list of `names`.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forNames names: [String]) {
        self.names.keep(bytes, for: names)
    }

    /// What was written before for a tab bar of `names` with `selected` selected, in colour or
    /// not, if it is kept: the very same array of names (its storage, not its contents, is
    /// compared).
    public func bytes(forTabs names: [String], selected: Int, colored: Bool = false) -> [UInt8]? {
        guard colored == tabsColored, tabBytes.indices.contains(selected), !tabBytes[selected].isEmpty,
            Self.sameStorage(tabNames, names)
        else { return nil }
        return tabBytes[selected]
    }

    /// Keeps `bytes`, what was written for a tab bar of `names` with `selected` selected, in
    /// colour or not; the bars kept for other names, or in the other colouring, are dropped.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forTabs names: [String], selected: Int, colored: Bool = false)
    {
        guard names.indices.contains(selected), !bytes.isEmpty else { return }
        if !Self.sameStorage(tabNames, names) || tabBytes.count != names.count || colored != tabsColored {
            tabNames = names
            tabsColored = colored
            tabBytes = Array(repeating: [], count: names.count)
        }
        tabBytes[selected] = Array(bytes)
    }

    private static func sameStorage(_ left: [String], _ right: [String]) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
    }
}

/// The bytes written for one key, kept until bytes for another key replace them (their storage
/// is reused).
private struct KeptBytes<Key: Equatable> {
    private var key: Key?
    private var bytes: [UInt8] = []

    func bytes(for key: Key) -> [UInt8]? {
        self.key == key ? bytes : nil
    }

    mutating func keep(_ new: UnsafeBufferPointer<UInt8>, for key: Key) {
        self.key = key
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: new)
    }
}

/// A list's page: the very same store (its identity), with as many items, as many shown.
private struct PageKey: Equatable {
    let store: AnyObject
    let count: Int
    let limit: Int

    static func == (left: PageKey, right: PageKey) -> Bool {
        left.count == right.count && left.limit == right.limit && left.store === right.store
    }
}
