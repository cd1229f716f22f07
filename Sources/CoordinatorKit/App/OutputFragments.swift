/// What the human output wrote for the parts of a state that are most often the same from one
/// line to the next, kept with the part it was written for: a list's page (the memos on every
/// line), the tab bar and the user's line. A part that is the very same as before (a list's
/// `store` and count, the tab names' storage and the selected tab: identities, never contents)
/// is written by copying its bytes. What is kept holds the part, so the identities it is
/// compared by stay valid. `--json` keeps its own (`JSONFragments`).
public final class OutputFragments {
    public init() {}

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
    private var tabBytes: [[UInt8]] = []

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
