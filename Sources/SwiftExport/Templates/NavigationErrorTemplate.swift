/// `Navigation/NavigationError.swift` of an exported package: the same in every app.
enum NavigationErrorTemplate {
    static let text = #"""
        /// Why a command was refused. The state is unchanged whenever one is thrown: every command
        /// runs on a copy, which is kept only when every step succeeded.
        public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
            // The stacks
            /// `pop` with fewer screens above the root than asked.
            case atRoot(requested: Int, available: Int, root: Route)
            /// `replace` with only the root on the stack.
            case cannotReplaceRoot(Route)
            /// `popTo` found no matching screen on the active stack.
            case notFound(RoutePattern, stack: [Route])
            /// `dismiss` with no modal up.
            case noModal
            /// `back` with only the root on the active stack and no modal up.
            case nothingToGoBack(root: Route)
            /// More than `Navigation.maxDepth` screens from the base root to the top modal.
            case tooDeep

            // The design's rules
            /// A route that may not be put on the active stack by hand: (route, why).
            case notPushable(Route, reason: String)
            /// An event that the visible screen does not report.
            case eventNotHere(event: String, visible: Route)
            /// An event that no coordinator decided (a coordinator was released too early).
            case undecided(event: String)
            /// The design refuses the command, with its own words.
            case refused(String)
            /// No case of an event's handler applies in this state.
            case noCase(event: String, visible: Route)
            /// A step needs a coordinator that is not running: ending its flow, reading or setting its
            /// variables, showing its tab, or a link's screen of a gate's flow that does not run now.
            case flowNotRunning(CoordinatorName)
            /// A child flow started while it runs already; it ends when its screens leave.
            case flowRunning(CoordinatorName)
            /// A child flow started while the coordinator it starts under is not running.
            case parentNotRunning(flow: CoordinatorName, parent: CoordinatorName)
            /// A screen of a catalogue's item that the catalogue does not have: (route, the ids it has).
            case noSuchItem(Route, ids: [Int])
            /// An id that a catalogue does not have, added to a collection of its items.
            case notInCatalogue(id: Int, catalogue: String, ids: [Int])
            /// A route shown at most once (one controller, reused), shown again.
            case singleShown(Route)
            /// Something that needs a signed-in user: (what).
            case nobodySignedIn(String)
            /// A value an effect needs is missing: (what).
            case noValue(String)
            /// A value that is not one the effect accepts: (value, what is accepted).
            case badValue(String, expected: String)
            /// An argument that does not fit its route or event: (owner, what was given, what is accepted).
            case badArgument(owner: String, given: String, expected: String)
            /// An id that the catalogue a route or event names does not have: (owner, what was given,
            /// the ids it has).
            case unknownID(owner: String, given: String, ids: [Int])

            // Deep links
            /// A link that is not one of the app's, or whose argument does not fit: (link, why).
            case badLink(String, reason: String)
            /// A link segment that is an id the catalogue does not have: (link, why).
            case unknownIDInLink(String, reason: String)
            /// A link segment that names no route.
            case unknownRouteInLink(String, segment: String)
            /// A link that would build more than `Navigation.maxDepth` screens.
            case linkTooDeep(String)

            public var description: String {
                switch self {
                case .atRoot(let requested, let available, let root):
                    "cannot pop \(requested) screen\(requested == 1 ? "" : "s"): \(available) above \(root), the root screen"
                case .cannotReplaceRoot(let root): "cannot replace \(root), the root screen; push a screen instead"
                case .notFound(let pattern, let stack):
                    "no \(pattern) screen on the active stack \(stack.map(\.description).joined(separator: " > "))"
                case .noModal: "no modal is up to dismiss"
                case .nothingToGoBack(let root): "nothing to go back to: \(root) is the root and no modal is up"
                case .tooDeep: "navigation is limited to \(Navigation.maxDepth) screens deep; pop or dismiss first"
                case .notPushable(let route, let reason): "\(route.name.rawValue.swiftLiteral) cannot be shown here: \(reason)"
                case .eventNotHere(let event, let visible):
                    "\(event.swiftLiteral) does not come from the visible screen, \(visible)"
                case .undecided(let event): "no coordinator decides \(event.swiftLiteral)"
                case .refused(let message): message
                case .noCase(let event, let visible): "\(event.swiftLiteral) has nothing to do on \(visible) in this state"
                case .flowNotRunning(let flow): "the \(flow.rawValue) flow is not running"
                case .flowRunning(let flow): "the \(flow.rawValue) flow runs already; it ends when its screens leave"
                case .parentNotRunning(let flow, let parent):
                    "the \(flow.rawValue) flow starts under \(parent.rawValue), which is not running"
                case .noSuchItem(let route, let ids):
                    "\(route) shows an item that does not exist; the ids are \(ids.map(String.init).joined(separator: ", "))"
                case .notInCatalogue(let id, let catalogue, let ids):
                    "no item with id \(id) in the \(catalogue); the ids are \(ids.map(String.init).joined(separator: ", "))"
                case .singleShown(let route): "\(route) is already shown: the app has one \(route.name.rawValue) screen"
                case .nobodySignedIn(let what): "nobody is signed in: \(what)"
                case .noValue(let what): "\(what) has no value"
                case .badValue(let value, let expected): "\(value.swiftLiteral) is not \(expected)"
                case .badArgument(let owner, let given, let expected):
                    "\(owner.swiftLiteral) takes \(expected); got \(given.swiftLiteral)"
                case .unknownID(let owner, let given, let ids):
                    "\(owner.swiftLiteral) takes one of the ids \(ids.map(String.init).joined(separator: ", ")); got \(given.swiftLiteral)"
                case .badLink(let link, let reason), .unknownIDInLink(let link, let reason):
                    "cannot open \(link.swiftLiteral): \(reason)"
                case .unknownRouteInLink(let link, let segment):
                    "cannot open \(link.swiftLiteral): unknown route \(segment.swiftLiteral)"
                case .linkTooDeep(let link):
                    "cannot open \(link.swiftLiteral): it would build more than \(Navigation.maxDepth) screens"
                }
            }

            /// Throws `error`: a step of the design that can only fail here.
            static func raise(_ error: NavigationError) throws(NavigationError) {
                throw error
            }
        }
        """#
}
