/// What `--json` wrote for the parts of a state that are most often the same from one line to
/// the next, kept with the part it was written for, and copied while the part is the very same:
/// the state's start (the app and the running coordinators), stacks, the tab bar around the
/// selected stack, a list's page and the user. Parts are known by identities where they have
/// them (a stack's nodes and root, an array's storage, a list's `store` and count), never by
/// reading their contents again; what is kept holds the part, so that the identities it is
/// compared by stay valid (and an array kept is never changed in place).
///
/// One per run (`StateJSON.fragments`): a `--json` line writes every tab's stack and a page of
/// every list, and writing them afresh cost most of the line. Each part is kept in a
/// `JSONWriter` of its own, written again in place: a line that changes a part allocates nothing.
public final class JSONFragments {
    public init() {}

    /// The stacks kept, one per slot: a place a state lists a stack (a tab's position, a
    /// modal's). Looking in one slot, not through every stack kept, costs the same for a hit
    /// and a miss; a state lists its tabs and modals in the same places from line to line.
    private var stacks: [KeptStack?] = []
    /// The starts of the state, `{"app":NAME,"coordinators":[...]`, for the app's name and the
    /// coordinators (compared by contents: an app may make the list afresh): a few, as flows
    /// start and end from line to line; the oldest goes first.
    private var starts: [KeptStart] = []
    private var nextStart = 0
    /// The tab bar around the selected tab's stack (see `writeNavigation`).
    let tabs = KeptTabs()
    /// The page of a list kept, known by its store (kept, so that its identity stays the
    /// store's), its count and how many items.
    private var pageStore: AnyObject?
    private var pageCount = 0
    private var pageLimit = 0
    private var page = JSONWriter(capacity: 256)
    /// `"user":NAME` (or null) for `user`, once `userKept`.
    private var user: String?
    private var userKept = false
    private var userBytes = JSONWriter(capacity: 32)

    // MARK: - Stacks

    /// Writes `stack` as a JSON array: copied when `slot` keeps this very stack, else written
    /// (from the stack kept there, when it is one screen more or a few less) and kept there.
    public func write(_ stack: Stack, slot: Int, to json: inout JSONWriter) {
        keptStack(stack, slot: slot).bytes.withBytes { json.value(writtenBefore: $0) }
    }

    /// The stack kept in `slot`, made `stack` if it is not.
    func keptStack(_ stack: Stack, slot: Int) -> KeptStack {
        guard slot < stacks.count, let kept = stacks[slot] else {
            let kept = KeptStack(stack)
            while stacks.count <= slot { stacks.append(nil) }
            stacks[slot] = kept
            return kept
        }
        if !kept.holds(stack) { kept.update(to: stack) }
        return kept
    }

    // MARK: - The state's start

    /// Writes `{"app":NAME,"coordinators":[...]`, copied when it was written for the same.
    public func writeStart(app name: String, coordinators names: [String], to json: inout JSONWriter) {
        json.separate()
        for start in starts where start.coordinators == names && start.app == name {
            return start.bytes.withUnsafeBufferPointer { json.append($0) }
        }
        let start = KeptStart(app: name, coordinators: names)
        if starts.count < 4 {
            starts.append(start)
        } else {
            starts[nextStart] = start
            nextStart = (nextStart + 1) % starts.count
        }
        start.bytes.withUnsafeBufferPointer { json.append($0) }
    }

    // MARK: - Lists and the user

    /// Writes the page of `limit` items of a list of `count` held in `store`: copied when it is
    /// the very same as before, else as `write` writes it, and kept.
    public func writePage(
        of store: AnyObject, count: Int, limit: Int, to json: inout JSONWriter, _ write: (inout JSONWriter) -> Void
    ) {
        if store !== pageStore || count != pageCount || limit != pageLimit {
            page.removeAll()
            write(&page)
            pageStore = store
            pageCount = count
            pageLimit = limit
        }
        page.withBytes { json.value(writtenBefore: $0) }
    }

    /// Writes `"user":NAME`, or null for nobody, copied while the user is the same.
    public func writeUser(_ name: String?, to json: inout JSONWriter) {
        if !userKept || name != user {
            userBytes.removeAll()
            userBytes.fixedKey("user")
            if let name { userBytes.string(name) } else { userBytes.null() }
            user = name
            userKept = true
        }
        json.separate()
        userBytes.withBytes { json.append($0) }
    }
}

/// The start of a state, `{"app":NAME,"coordinators":[...]`, and what it was written for. A
/// class: looking through the starts kept copies no strings.
private final class KeptStart {
    let app: String
    let coordinators: [String]
    let bytes: [UInt8]

    init(app: String, coordinators: [String]) {
        self.app = app
        self.coordinators = coordinators
        var json = JSONWriter(capacity: 64)
        json.beginObject()
        json.fixedKey("app")
        json.string(app)
        json.fixedKey("coordinators")
        json.array(of: coordinators)
        bytes = json.bytes
    }
}
