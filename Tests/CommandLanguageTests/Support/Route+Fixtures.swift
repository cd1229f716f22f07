import CoordinatorKit

// The memo app's routes as values (MemoApp keeps its own `Route` constants internal).
extension Route {
    static let home = Route("home")
    static let memoList = Route("memoList")
    static let about = Route("about")
    static let forgotPassword = Route("forgotPassword")

    static func detail(_ id: Int) -> Route { Route("detail", .integer(id)) }
}
