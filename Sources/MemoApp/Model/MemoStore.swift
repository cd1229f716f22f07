import CoordinatorKit

/// Where memos live, per user. The app coordinator creates it and hands it to the flows that
/// need it (dependency injection), so memos outlive a logout. Each user's memos are a
/// `SharedLog`: undo snapshots share them, and saving a memo costs O(1) however many there are.
final class MemoStore {
    /// The most a session's memos may take: their text, and `bytesPerMemo` for each. A
    /// documented bound: `save` is refused beyond it (a `limit` error), where memory would
    /// otherwise run out.
    static let capacityBytes = 64 << 20
    static let bytesPerMemo = 32

    /// Every user's memos. The recent user's are written back first: `add` keeps them only in
    /// `recent` (writing them into the dictionary on every save hashed the name, and copied the
    /// dictionary whenever the undo history's last saved state shared it). Asked for when a
    /// state is saved, every few commands.
    var memosByUser: [String: SharedLog<Memo>] {
        writeBackRecent()
        return storedMemosByUser
    }

    private var storedMemosByUser: [String: SharedLog<Memo>]

    /// Whether the memos are `memosByUser`, compared where they lie (`memosByUser` hands out a
    /// copy, retained and released): `coordsh check` asks after every command refused.
    func holds(_ memosByUser: [String: SharedLog<Memo>]) -> Bool {
        writeBackRecent()
        return storedMemosByUser == memosByUser
    }
    /// What the memos take, counted when first needed (a restored store has not counted yet).
    private var usedBytes: Int?

    init(memosByUser: [String: SharedLog<Memo>] = [:]) {
        storedMemosByUser = memosByUser
    }

    /// Holds `memosByUser` and nothing else, as a store made with them (`MemoApp.restore(to:)`).
    func restore(_ memosByUser: [String: SharedLog<Memo>]) {
        storedMemosByUser = memosByUser
        usedBytes = nil
        recent = nil
        recentIsAhead = false
    }

    /// Whether a memo of `text` still fits in `capacityBytes`.
    func hasRoom(for text: String) -> Bool {
        let used =
            usedBytes
            ?? memosByUser.values.reduce(0) { total, memos in
                memos.reduce(total) { $0 + $1.text.utf8.count + Self.bytesPerMemo }
            }
        usedBytes = used
        return used + text.utf8.count + Self.bytesPerMemo <= Self.capacityBytes
    }

    /// The user whose memos were asked for last, and those memos: the output asks after every
    /// command, for the one signed-in user, and a lookup by name hashes it (about 300
    /// instructions, where comparing a short name costs a few).
    private var recent: (user: String, memos: SharedLog<Memo>)?
    /// Whether `recent` has memos the dictionary lacks.
    private var recentIsAhead = false

    /// The memos of `user`, oldest first.
    func memos(of user: String) -> SharedLog<Memo> {
        if let recent, recent.user == user { return recent.memos }
        writeBackRecent()
        let memos = storedMemosByUser[user] ?? SharedLog()
        recent = (user, memos)
        return memos
    }

    private func writeBackRecent() {
        guard recentIsAhead, let recent else { return }
        storedMemosByUser[recent.user] = recent.memos
        recentIsAhead = false
    }

    /// The memo of `user` with `id`, if there is one.
    func memo(id: Int, of user: String) -> Memo? {
        memos(of: user).memo(id: id)
    }

    /// Stores a new memo for `user` with the next id.
    func add(_ text: String, for user: String) -> Memo {
        // The user's memos are found once (the most recent, as a rule: hashing a name costs
        // about 300 instructions); the log appends in place, in the buffer its copies share.
        var memos = memos(of: user)
        let memo = Memo(id: memos.count + 1, text: text)
        memos.append(memo)
        recent = (user, memos)
        recentIsAhead = true
        usedBytes? += text.utf8.count + Self.bytesPerMemo
        return memo
    }
}

extension SharedLog<Memo> {
    /// The memo with `id`, if there is one: a user's ids are 1, 2, 3, ... in order.
    func memo(id: Int) -> Memo? {
        indices.contains(id - 1) ? self[id - 1] : nil
    }
}
