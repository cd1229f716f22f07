import CoordinatorKit

// Routes shaped like the memo app's, as values, for tests of modules that do not know the memo
// app (the core, the parser, the tour) and of apps with screens of the same names. (MemoApp
// keeps its own route constants internal.)
extension Route {
    public static let home = Route("home")
    public static let memoList = Route("memoList")
    public static let settings = Route("settings")
    public static let about = Route("about")
    public static let newMemo = Route("newMemo")
    public static let preview = Route("preview")
    public static let forgotPassword = Route("forgotPassword")

    public static func detail(_ id: Int) -> Route { Route("detail", .integer(id)) }
}

extension Stack {
    /// A stack of `root` with `above` pushed on it, for short test tables.
    public static func of(_ root: Route, _ above: Route...) -> Stack {
        Stack(root: root, above: above)
    }
}
