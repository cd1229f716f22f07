import CoordinatorKit

/// The two controllers' screens, as routes.
enum MVCScreen: String, CaseIterable {
    case first, second

    var route: Route { Route(RouteName(rawValue)) }
}
