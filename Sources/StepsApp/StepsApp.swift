import CoordinatorKit

/// The steps app of seed 000: root -> view2 -> view3 -> view4 -> view5 -> back to root, run by
/// one generic `PathCoordinator<Step>`.
///
///     let app = StepsApp()
///     try app.send(AppEvent("next"))   // root > view2
///     try app.perform(.pop(count: 1))  // root
public final class StepsApp: BuiltInApp {
    public static let kind = AppKind(builtIn: StepsApp.self)
    public let trace = TraceRecorder()
    let coordinator: PathCoordinator<Step>

    public init() {
        coordinator = PathCoordinator<Step>(root: .root, trace: trace)
    }

    public init(restoring snapshot: StepsSnapshot) {
        coordinator = PathCoordinator<Step>(navigation: snapshot.navigation, trace: trace)
    }

    public var rootCoordinator: any Coordinator { coordinator }

    public var currentNavigation: Navigation { coordinator.navigation }

    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        try traced {
            if case .open(let url) = intent {
                try coordinator.open(try Self.destinations(in: url))
            } else {
                try coordinator.perform(intent, catalog: catalog)
            }
            return .none
        }
    }

    /// `next`: what each screen's button does in the article. The screens of the article call
    /// the coordinator's push and popToRoot themselves; here the screen reports the tap and
    /// the coordinator decides.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        try traced {
            let screen = coordinator.navigation.visibleScreen
            trace.record(.received(coordinator.name, "'\(event)' reported by \(screen)'s button"))
            guard let spec = catalog.row(of: event)?.spec else {
                throw CommandFailure(.unknownCommand, "the steps app has no event \(event.name.quoted)")
            }
            try catalog.checkEvent(spec, visibleScreen: screen, running: runningCoordinators)
            if let next = coordinator.visible?.next {
                try coordinator.push(next)
            } else {
                coordinator.popToRoot()  // view5's button: back to the root of its stack
            }
            return .none
        }
    }

    /// `steps://view2/view3`: the screens above the root, in order (`steps://root` for none).
    static func destinations(in url: DeepLinkURL) throws(DeepLinkError) -> [Step] {
        guard url.scheme == catalog.linkScheme else { throw .wrongScheme(url.text, expected: catalog.linkScheme) }
        var segments = url.segments[...]
        if segments.first?.lowercased() == Step.root.rawValue { segments = segments.dropFirst() }
        let routes = try catalog.routes(fromLinkSegments: segments, of: url)
        var steps: [Step] = []
        for route in routes {
            guard let step = Step(route: route), step != .root else {
                throw .unexpectedSegment(url.text, segment: route.name.rawValue, expected: "allowed after the root")
            }
            steps.append(step)
        }
        guard steps.count < Navigation.maxDepth else { throw .tooDeep(url.text) }
        return steps
    }
}
