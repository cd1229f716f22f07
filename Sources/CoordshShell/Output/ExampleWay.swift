import DesignCheck

/// What help's search found for an event's example (`Session.wayThere`), for the example's
/// paragraph: the commands to type, or why there are none, which the paragraph says.
enum ExampleWay: Equatable {
    /// The commands, as typed, that take the app from here to where the example succeeds, the
    /// example last.
    case commands([String])
    /// The example works here, or cannot be tried: there is no way to show.
    case notNeeded
    /// No way found: why the search stopped (`WaySearch.Outcome.notFound`).
    case notFound(ExplorationEnd)

    /// Why help's search found no way, as the end of "X does not report it, and ...":
    /// the bound that stopped it, or that nothing within reach does.
    static func searchPhrase(_ end: ExplorationEnd) -> String {
        let bounds = WaySearch.bounds
        return switch end {
        case .depthBound: "help's search found no way within \(bounds.depth) commands to a screen that does"
        case .statesBound:
            "help's search stopped after \(bounds.states) states without finding a way to a screen that does"
        case .complete, .interrupted: "help's search found no way from here to a screen that does"
        }
    }
}
