import CoordinatorKit

/// A small app whose routes take text arguments (the memo app's only take integers), for the
/// route literals of `:expect`: `profile("alice")`, `note("say \"hi\"")`, `tag("red")`.
enum ContactsCatalog {
    static let catalog = AppCatalog(
        name: "contacts",
        summary: "a test app",
        linkScheme: "contacts",
        linkExamples: [],
        hasUsers: false,
        coordinators: [CoordinatorSpec("app", parent: nil, role: "root")],
        routes: [
            RouteSpec("list", owner: "app", placement: .root, summary: "the list"),
            RouteSpec(
                "profile", argument: ArgumentSpec("user", .userName(.standard)), owner: "app", placement: .pushable,
                summary: "a profile"),
            RouteSpec(
                "note", argument: ArgumentSpec("text", .text), owner: "app", placement: .pushable, summary: "a note"),
            RouteSpec(
                "tag", argument: ArgumentSpec("colour", .choice(["red", "green"])), owner: "app", placement: .pushable,
                summary: "a tag"),
        ],
        events: [])
}

extension Route {
    static let list = Route("list")

    static func profile(_ name: String) -> Route { Route("profile", .text(name)) }
    static func note(_ text: String) -> Route { Route("note", .text(text)) }
    static func tag(_ colour: String) -> Route { Route("tag", .text(colour)) }
}
