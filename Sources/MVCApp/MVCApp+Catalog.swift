import CoordinatorKit

extension MVCApp {
    /// The mvc app's tables (SPEC section 4, seed 002).
    public static let catalog = AppCatalog(
        name: "mvc",
        summary: "MVC controllers report to a delegate; swappable coordinators decide",
        linkScheme: "mvc",
        linkExamples: ["mvc://first/second", "mvc://first"],
        linkPatterns: ["first", "first/second"],
        links: [LinkSpec("first", shows: [.init("first")]), LinkSpec("first/second", shows: [.init("second")])],
        hasUsers: false,
        coordinators: [
            CoordinatorSpec(
                "app", parent: nil, kind: .app,
                role: "the AppDelegate: holds the running coordinator strongly and the controllers"),
            CoordinatorSpec(
                "pushCoordinator", parent: "app", kind: .stack, variant: "push", isFirstVariant: true,
                role: "the article's coordinator: action pushes second", startedBy: "'use push'"),
            CoordinatorSpec(
                "modalCoordinator", parent: "app", kind: .stack, variant: "modal",
                role: "the same controllers, but action presents second", startedBy: "'use modal'"),
        ],
        routes: [
            RouteSpec("first", owner: "app", placement: .root, summary: "FirstViewController, with an action button"),
            RouteSpec(
                "second", owner: "app", placement: .pushable,
                summary: "SecondViewController: one instance, made lazily, reused"),
        ],
        events: [
            EventSpec(
                "action", from: .screens(["first"]),
                transitions: [
                    .init(to: "second", kind: .push, by: "pushCoordinator"),
                    .init(to: "second", kind: .present, by: "modalCoordinator"),
                ],
                summary: "the first controller's button: its coordinator shows second (push or modal)"),
            EventSpec(
                "use", argument: ArgumentSpec("coordinator", .choice(AppDelegate.Style.allCases.map(\.rawValue))),
                from: .flow("app"), leadsTo: ["first"], by: .switchFlow,
                summary: "swap the coordinator and start again at first, with the same controllers"),
        ]
    )
}
