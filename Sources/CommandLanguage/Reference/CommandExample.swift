import CoordinatorKit

/// How a command's help example is written: the same words in every app (`pop 2`), or words
/// made from the running app's tables, so that an example naming a route, a link or an id works
/// on the app it is shown in (`push detail 42` on the memo app, `push product 1` on a shop).
///
/// A literal is a fixed example: `example: "pop 2"`.
public enum CommandExample: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The same words in every app: `pop 2`, `:undo`.
    case fixed(String)
    /// The command and the app's example route with its argument: `push detail 42`.
    case route(String)
    /// The command and the example route's name: `popto detail`.
    case routeName(String)
    /// The command and another route that flow may push, one without an argument where it has
    /// one: `replace about`.
    case otherRoute(String)
    /// The command and the app's first example link: `open memo://memos/detail/3`.
    case link(String)
    /// The command and the example route's stack, as output writes it: `:expect stack home > detail(42)`.
    case stack(String)
    /// `pop 2`; where the user is, as many screens as are above the root, up to 2.
    case pop
    /// `replace` and another route the flow may push, as `otherRoute`; at a root, after a push.
    case replacement
    /// `dismiss all`; where the user is, `dismiss` with one modal up.
    case dismissal
    /// `back`, which needs a screen above the root or a modal.
    case back
    /// `:undo`, which needs a command to undo.
    case undo
    /// `:redo 2`; where the user is, as many as can be redone, up to 2.
    case redo
    /// `:hint`, which needs a lesson.
    case hint

    public init(stringLiteral value: String) {
        self = .fixed(value)
    }

    /// The example's words for the app of `catalog`; with `stackOwner`, the coordinator whose
    /// stack is active, a route that coordinator's stack takes when there is one, so that the
    /// example works where it is shown (on memo's login screen, not `push detail 42`).
    public func text(in catalog: AppCatalog, onStackOf stackOwner: String? = nil) -> String {
        switch self {
        case .fixed(let words):
            return words
        case .pop: return "pop 2"
        case .dismissal: return "dismiss all"
        case .back: return "back"
        case .undo: return ":undo"
        case .redo: return ":redo 2"
        case .hint: return ":hint"
        case .replacement: return Self.otherRoute("replace").text(in: catalog, onStackOf: stackOwner)
        case .link(let command):
            return "\(command) \(catalog.exampleLink)"
        case .route(let command), .routeName(let command), .otherRoute(let command), .stack(let command):
            // An app has at least its root route; without any, the usage's word stands in.
            guard let route = Self.exampleRoute(in: catalog, onStackOf: stackOwner) else { return "\(command) ROUTE" }
            return text(of: command, route: route, in: catalog)
        }
    }

    /// The words of an example that names `route`, the app's example route.
    private func text(of command: String, route: RouteSpec, in catalog: AppCatalog) -> String {
        switch self {
        case .route: return "\(command) \(Self.words(of: route))"
        case .routeName: return "\(command) \(route.name)"
        case .otherRoute: return "\(command) \(Self.words(of: Self.otherRoute(than: route, in: catalog)))"
        case .stack:
            guard let root = Self.root(of: route.owner, in: catalog) else {
                return "\(command) screen \(Self.literal(of: route))"
            }
            return "\(command) stack \(root.name) > \(Self.literal(of: route))"
        case .fixed, .link, .pop, .replacement, .dismissal, .back, .undo, .redo, .hint:
            return text(in: catalog)
        }
    }

    // MARK: - The routes examples show

    /// The route examples push: the first the user may push that takes an argument (so that the
    /// example shows one), else the first the user may push, else the first route.
    private static func exampleRoute(in catalog: AppCatalog, onStackOf stackOwner: String?) -> RouteSpec? {
        if let stackOwner, case let here = catalog.pushableRoutes(onStackOf: stackOwner), !here.isEmpty {
            return here.first { $0.argument != nil } ?? here.first
        }
        let pushable = catalog.routes.filter { $0.placement == .pushable }
        return pushable.first { $0.argument != nil } ?? pushable.first ?? catalog.routes.first
    }

    /// Another route of `route`'s flow, one without an argument first; `route` itself when the
    /// flow has no other.
    private static func otherRoute(than route: RouteSpec, in catalog: AppCatalog) -> RouteSpec {
        let others = catalog.routes.filter { $0.placement == .pushable && $0.owner == route.owner && $0 !== route }
        return others.first { $0.argument == nil } ?? others.first ?? route
    }

    /// The root of the stack a flow pushes on: its stack's root, or its first tab's.
    private static func root(of owner: String, in catalog: AppCatalog) -> RouteSpec? {
        catalog.routes.first { route in
            guard route.owner == owner else { return false }
            switch route.placement {
            case .root, .tabRoot: return true
            case .pushable, .flowOnly: return false
            }
        }
    }

    /// The route as a command writes it: `detail 42`.
    private static func words(of route: RouteSpec) -> String {
        route.argument.map { "\(route.name) \($0.exampleWord)" } ?? route.name.rawValue
    }

    /// The route as output writes it: `detail(42)`.
    private static func literal(of route: RouteSpec) -> String {
        Route(route.name, route.argument?.exampleValue).description
    }
}
