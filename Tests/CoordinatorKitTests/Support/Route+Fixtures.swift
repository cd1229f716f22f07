import CoordinatorKit

// Routes shaped like the memo app's, built here because this target does not depend on MemoApp.
extension Route {
    static let home = Route("home")
    static let memoList = Route("memoList")
    static let settings = Route("settings")
    static let about = Route("about")
    static let newMemo = Route("newMemo")
    static let preview = Route("preview")

    static func detail(_ id: Int) -> Route { Route("detail", .integer(id)) }
}

extension Stack {
    /// A stack of `root` with `above` pushed on it, for short test tables.
    static func of(_ root: Route, _ above: Route...) -> Stack {
        Stack(root: root, above: above)
    }
}
