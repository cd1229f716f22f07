/// Where memos live, per user. The app coordinator creates it and hands it to the flows that
/// need it (dependency injection), so memos outlive a logout.
final class MemoStore {
    private(set) var memosByUser: [String: [Memo]]

    init(memosByUser: [String: [Memo]] = [:]) {
        self.memosByUser = memosByUser
    }

    /// The memos of `user`, oldest first.
    func memos(of user: String) -> [Memo] {
        memosByUser[user] ?? []
    }

    /// The memo of `user` with `id`, if there is one.
    func memo(id: Int, of user: String) -> Memo? {
        memos(of: user).first { $0.id == id }
    }

    /// Stores a new memo for `user` with the next id.
    func add(_ text: String, for user: String) -> Memo {
        let memo = Memo(id: (memos(of: user).last?.id ?? 0) + 1, text: text)
        memosByUser[user, default: []].append(memo)
        return memo
    }
}
