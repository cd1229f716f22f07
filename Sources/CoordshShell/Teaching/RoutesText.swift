import CoordinatorKit

/// The text of `:routes`: the route table the coordinators run on, with where each route may go
/// and the events its screen emits.
enum RoutesText {
    static func render(_ catalog: AppCatalog) -> String {
        let header = ["route", "argument", "owner", "placement", "its screen emits"]
        let rows = catalog.routes.map { route -> [String] in
            let events = catalog.events(emittedOn: Route(route.name)).map(\.usage)
            return [
                route.name.rawValue, route.argument.map { "\($0.placeholder) (\(kind($0.kind)))" } ?? "-", route.owner,
                placement(route), events.isEmpty ? "-" : events.joined(separator: ", "),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            zip(row, widths).enumerated().map { index, pair in
                index == row.count - 1 ? pair.0 : pair.0 + String(repeating: " ", count: pair.1 - pair.0.count + 2)
            }.joined()
        }
        let legend = "Pushable routes go on stacks their owner's flow owns (push, present, replace)."
        return (["Routes of the \(catalog.name) app:"] + lines.map { "  " + $0 } + [legend]).joined(separator: "\n")
    }

    private static func placement(_ route: RouteSpec) -> String {
        switch route.placement {
        case .root: "root of its flow"
        case .tabRoot(let tab): "root of tab \(tab)"
        case .pushable: "pushable"
        case .flowOnly(let shownBy): "after \(shownBy)"
        }
    }

    private static func kind(_ kind: ArgumentKind) -> String {
        switch kind {
        case .integer: "integer"
        case .text: "text"
        case .userName: "name"
        case .choice(let choices): choices.joined(separator: "|")
        }
    }
}
