import CoordinatorKit

extension StepsApp {
    /// The steps app's tables (SPEC section 4, seed 000).
    public static let catalog = AppCatalog(
        name: "steps",
        summary: "one generic coordinator over a flat path: root -> view2 ... view5",
        linkScheme: "steps",
        linkExamples: ["steps://view2/view3", "steps://root"],
        linkPatterns: ["root/*", "*"],
        links: [LinkSpec("root/*", shows: [.init(nil)]), LinkSpec("*", shows: [.init(nil)])],
        hasUsers: false,
        coordinators: [
            CoordinatorSpec(
                "coordinator", parent: nil, kind: .stack,
                role: "the article's generic Coordinator<Destination>: push, pop, popToView, popToRoot")
        ],
        routes: [
            RouteSpec("root", owner: "coordinator", placement: .root, summary: "the root view")
        ]
            + [Step.view2, .view3, .view4, .view5].map { step in
                RouteSpec(
                    RouteName(step.rawValue), owner: "coordinator", placement: .pushable,
                    summary: "view \(step.rawValue.dropFirst(4))")
            },
        events: [
            EventSpec(
                "next", from: .flow("coordinator"),
                transitions: Step.allCases.map { step in
                    EventSpec.Transition(
                        from: RouteName(step.rawValue), to: RouteName((step.next ?? .root).rawValue),
                        kind: step.next == nil ? .pop : .push)
                },
                summary: "the screen's button: push the next view; on view5, pop to the root")
        ]
    )
}
