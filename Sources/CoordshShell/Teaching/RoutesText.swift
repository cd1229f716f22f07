import CoordinatorKit

/// The text of `:routes`: the route table the coordinators run on, with where each route may go
/// and the events its screen emits. The table fits in 80 columns: when the events make a row
/// wider, they get a table of their own below.
enum RoutesText {
    static let width = 80

    static func render(_ catalog: AppCatalog) -> String {
        let header = ["route", "argument", "owner", "placement"]
        let rows = catalog.routes.map { route -> [String] in
            [
                route.name.rawValue, route.argument.map { "\($0.placeholder) (\(kind($0)))" } ?? "-", route.owner,
                placement(route),
            ]
        }
        let emits = catalog.routes.map { route in
            let events = catalog.events(emittedOn: Route(route.name)).map(\.usage)
            return events.isEmpty ? "-" : events.joined(separator: ", ")
        }
        let legend = "Pushable routes go on stacks their owner's flow owns (push, present, replace)."
        let wide = table([header + ["its screen emits"]] + zip(rows, emits).map { $0 + [$1] })
        guard wide.contains(where: { $0.count > width }) else {
            return (["Routes of the \(catalog.name) app:"] + wide + [legend]).joined(separator: "\n")
        }
        let events = table([["screen", "emits"]] + zip(catalog.routes, emits).map { [$0.name.rawValue, $1] })
        return
            (["Routes of the \(catalog.name) app:"] + table([header] + rows) + [legend, "Events each screen emits:"]
            + events).joined(separator: "\n")
    }

    /// Rows of cells in aligned columns, each line indented by two spaces.
    private static func table(_ rows: [[String]]) -> [String] {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  "
                + zip(row, widths).enumerated().map { index, pair in
                    index == row.count - 1 ? pair.0 : pair.0 + String(repeating: " ", count: pair.1 - pair.0.count + 2)
                }.joined()
        }
    }

    private static func placement(_ route: RouteSpec) -> String {
        switch route.placement {
        case .root: "root of its flow"
        case .tabRoot(let tab): "root of tab \(tab)"
        case .pushable: "pushable"
        case .flowOnly(let shownBy): "after \(shownBy)"
        }
    }

    /// What the argument is: its kind, or for a catalogue's id what it is the id of.
    private static func kind(_ argument: ArgumentSpec) -> String {
        if argument.fixedIDs != nil { return argument.label }
        return switch argument.kind {
        case .integer: "integer"
        case .text: "text"
        case .userName: "name"
        case .choice(let choices): choices.joined(separator: "|")
        }
    }
}
