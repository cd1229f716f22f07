import CoordinatorKit

/// Why a command on a defined app was refused. The state is unchanged whenever one is thrown.
/// The wording lives here; a definition's own `refuse` messages are its author's.
enum DefinedAppError: CoordshError, Equatable {
    /// A `refuse` effect whose condition did not hold, with the definition's message.
    case refused(String)
    /// No case of an event's handler applies now.
    case noCase(event: String, visible: Route)
    /// An effect needs a flow that is not running: (flow, what needed it).
    case flowNotRunning(String)
    /// `start` of a flow that runs already.
    case flowRunning(String)
    /// `start` of a flow whose parent does not run.
    case parentNotRunning(flow: String, parent: String)
    /// A route of a catalogue's items with an id the catalogue does not have.
    case noSuchItem(catalogue: String, item: String, id: Int, ids: [Int])
    /// A route shown at most once, shown again.
    case singleShown(Route)
    /// A per-user collection or `signOut` with nobody signed in.
    case nobodySignedIn(String)
    /// A value an effect needs is missing (a variable that is null, no argument on the screen).
    case noValue(String)
    /// A value is not one the effect accepts: (value, what is accepted).
    case badValue(String, expected: String)
    /// An item that would take the collections past `DefinedModel.capacityBytes`: (collection).
    case collectionsFull(String)

    var code: ErrorCode {
        switch self {
        case .noSuchItem: .notFound
        case .badValue: .badArgument
        case .collectionsFull: .limit
        default: .notAllowed
        }
    }

    var message: String {
        switch self {
        case .refused(let message):
            message
        case .noCase(let event, let visible):
            "\(event.quoted) has nothing to do on \(visible) in this state"
        case .flowNotRunning(let flow):
            "the \(flow) flow is not running"
        case .flowRunning(let flow):
            "the \(flow) flow runs already; it ends when its screens leave"
        case .parentNotRunning(let flow, let parent):
            "the \(flow) flow starts under \(parent), which is not running"
        case .noSuchItem(let catalogue, let item, let id, let ids):
            // The catalogue by its name, which need not be a plural ("the accountList are 1 and 2").
            "no \(item) with id \(id) in \(catalogue); its ids are \(ids.map(String.init).joinedAsList())"
        case .singleShown(let route):
            "\(route) is already shown: the app has one \(route.name) screen, and UIKit cannot show the same controller twice"
        case .nobodySignedIn(let what):
            "nobody is signed in: \(what)"
        case .noValue(let what):
            "\(what) has no value"
        case .badValue(let value, let expected):
            "\(value.quoted) is not \(expected)"
        case .collectionsFull(let collection):
            "cannot add to \(collection): the app's collections would take more than "
                + "\(DefinedModel.capacityBytes >> 20) MiB, the most a session keeps (\(DefinedModel.capacityBytes) bytes, "
                + "counting \(DefinedModel.bytesPerItem) for each item)"
        }
    }
}
