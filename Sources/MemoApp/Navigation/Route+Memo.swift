import CoordinatorKit

// The memo app's screens, as route values. Each coordinator only builds the routes it owns.
extension Route {
    // login flow
    static let login = Route("login")
    static let signup = Route("signup")
    static let forgotPassword = Route("forgotPassword")
    // main flow: the tab roots, then screens any tab can push
    static let home = Route("home")
    static let memoList = Route("memoList")
    static let settings = Route("settings")
    static func detail(id: Int) -> Route { Route(detailName, .integer(id)) }
    static let detailName: RouteName = "detail"
    static let about = Route("about")
    // feature flow
    static let newMemo = Route("newMemo")
    static let preview = Route("preview")
}
