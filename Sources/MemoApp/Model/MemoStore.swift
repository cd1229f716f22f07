import CoordinatorKit

/// Where memos live, per user. The app coordinator creates it and hands it to the flows that
/// need it (dependency injection), so memos outlive a logout. Each user's memos are a
/// `SharedLog`: undo snapshots share them, and saving a memo costs O(1) however many there are.
final class MemoStore {
    private(set) var memosByUser: [String: SharedLog<Memo>]

    init(memosByUser: [String: SharedLog<Memo>] = [:]) {
        self.memosByUser = memosByUser
    }

    /// The memos of `user`, oldest first.
    func memos(of user: String) -> SharedLog<Memo> {
        memosByUser[user] ?? SharedLog()
    }

    /// The memo of `user` with `id`, if there is one. Ids are 1, 2, 3, ... in order.
    func memo(id: Int, of user: String) -> Memo? {
        let memos = memos(of: user)
        return memos.indices.contains(id - 1) ? memos[id - 1] : nil
    }

    /// Stores a new memo for `user` with the next id.
    func add(_ text: String, for user: String) -> Memo {
        let memo = Memo(id: memos(of: user).count + 1, text: text)
        memosByUser[user, default: SharedLog()].append(memo)
        return memo
    }
}
