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
    /// The page kept: its list's store (kept, so that its identity stays the store's), the
    /// list's count, how many items, and its bytes.
    private var page: (store: AnyObject, count: Int, limit: Int, bytes: [UInt8])?
    /// The tab bar kept: its names (kept, so that the identity of their storage stays theirs),
    /// which one is selected (-1 while none is kept), and its bytes. Apart, not one optional
    /// tuple: a lookup would copy the whole tuple out.
    private var tabNames: [String] = []
    private var selectedTab = -1
    private var tabBytes: [UInt8] = []

    /// What was written for `stack` before, if it is kept.
    public func bytes(for stack: Stack) -> [UInt8]? {
        // A stack of its root alone is not kept: it has no identity, and it is quickly written.
        guard let identity = stack.aboveRootIdentity,
            let index = identities.firstIndex(of: identity), stacks[index].root == stack.root
        else { return nil }
        return stackBytes[index]
    }

    /// Keeps `bytes`, what was written for `stack`, in place of the oldest stack kept.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, for stack: Stack) {
        guard let identity = stack.aboveRootIdentity else { return }
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
        guard let page, page.count == list.count, page.limit == limit, page.store === list.store else { return nil }
        return page.bytes
    }

    /// Keeps `bytes`, what was written for the newest `limit` items of `list`.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forPageOf list: StateReport.ListedItems, limit: Int) {
        guard let store = list.store else { return }
        var kept = page?.bytes ?? []
        page = nil
        kept.removeAll(keepingCapacity: true)
        kept.append(contentsOf: bytes)
        page = (store, list.count, limit, kept)
    }

    /// What was written before for a tab bar of `names` with `selected` selected, if it is kept:
    /// the very same array of names (its storage, not its contents, is compared).
    public func bytes(forTabs names: [String], selected: Int) -> [UInt8]? {
        guard selectedTab == selected, Self.sameStorage(tabNames, names) else { return nil }
        return tabBytes
    }

    /// Keeps `bytes`, what was written for a tab bar of `names` with `selected` selected.
    public func keep(_ bytes: UnsafeBufferPointer<UInt8>, forTabs names: [String], selected: Int) {
        tabNames = names
        selectedTab = selected
        tabBytes.removeAll(keepingCapacity: true)
        tabBytes.append(contentsOf: bytes)
    }

    private static func sameStorage(_ left: [String], _ right: [String]) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
    }
}
