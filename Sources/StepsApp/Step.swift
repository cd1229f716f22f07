import CoordinatorKit

/// The screens of the steps app, as the article's `Destination` enum (plus the root, which the
/// article draws as `RootView`). `Hashable`, so the generic coordinator can hold a path of them.
enum Step: String, CaseIterable, Hashable, Sendable {
    case root, view2, view3, view4, view5

    /// Where each screen's button leads: view2 ... view5, and from view5 back to the root.
    var next: Step? {
        switch self {
        case .root: .view2
        case .view2: .view3
        case .view3: .view4
        case .view4: .view5
        case .view5: nil
        }
    }
}

extension Step: PathDestination {
    var route: Route { Route(RouteName(rawValue)) }

    init?(route: Route) {
        guard route.argument == nil, let step = Step(rawValue: route.name.rawValue) else { return nil }
        self = step
    }
}
