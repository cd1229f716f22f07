import CoordinatorKit

/// The mvc app of seed 002: UIKit-style controllers that report through a delegate protocol,
/// and a coordinator that decides, held strongly by the `AppDelegate` (the controllers hold it
/// weakly). `use push|modal` swaps the coordinator.
public final class MVCApp: BuiltInApp {
    public static let kind = AppKind(builtIn: MVCApp.self)
    public let trace = TraceRecorder()
    let appDelegate: AppDelegate

    public init() {
        appDelegate = AppDelegate(trace: trace)
    }

    public init(restoring snapshot: MVCSnapshot) {
        appDelegate = AppDelegate(
            trace: trace, style: AppDelegate.Style(coordinatorName: snapshot.coordinator) ?? .push,
            navigation: snapshot.navigation, secondIsMade: snapshot.secondIsMade)
    }

    public var rootCoordinator: any Coordinator { appDelegate }

    public var currentNavigation: Navigation { coordinator.navigation }

    var coordinator: any MVCCoordinator { appDelegate.coordinator }

    @discardableResult
    public func perform(_ intent: NavigationIntent) throws -> Outcome {
        try traced {
            trace.record(.received(appDelegate.name, "'\(intent)'"))
            trace.record(
                .passed(
                    appDelegate.name, to: coordinator.name, "the running coordinator owns the navigation controller"))
            if case .open(let url) = intent {
                try coordinator.open(showingSecond: try Self.showsSecond(url))
            } else {
                try coordinator.perform(intent)
            }
            return .none
        }
    }

    /// `action` goes to the first controller, which reports it to its coordinator;
    /// `use push|modal` is the app delegate's: it swaps the coordinator.
    @discardableResult
    public func send(_ event: AppEvent) throws -> Outcome {
        try traced {
            guard let spec = catalog.row(of: event)?.spec else {
                throw CommandFailure(.unknownCommand, "the mvc app has no event \(event.name.quoted)")
            }
            try catalog.checkEvent(
                spec, visibleScreen: coordinator.navigation.visibleScreen, running: runningCoordinators)
            switch (event.name, event.argument) {
            case ("action", nil):
                try appDelegate.controllers.first.actionTapped()
            case ("use", .text(let name)?):
                trace.record(.received(appDelegate.name, "'use \(name)'"))
                if let style = AppDelegate.Style(rawValue: name) { appDelegate.use(style) }
            default:
                break
            }
            return .none
        }
    }

    /// `mvc://first` or `mvc://first/second`: start again at first, and show second the
    /// running coordinator's way. Segments are read in order: the first one that is not what
    /// the link has there is the error (an unknown route if it names none).
    static func showsSecond(_ url: DeepLinkURL) throws(DeepLinkError) -> Bool {
        guard url.scheme == catalog.linkScheme else { throw .wrongScheme(url.text, expected: catalog.linkScheme) }
        let path = MVCScreen.allCases.map(\.rawValue)
        for (index, segment) in url.segments.enumerated() {
            guard index < path.count else {
                throw .unexpectedSegment(url.text, segment: segment, expected: "allowed after 'first/second'")
            }
            guard segment.lowercased() == path[index] else {
                guard catalog.route(named: segment) != nil else {
                    throw .unknownRoute(
                        url.text, segment: segment, suggestion: catalog.routeCandidates.nearest(to: segment))
                }
                throw .unexpectedSegment(
                    url.text, segment: segment,
                    expected: "'\(path[index])': the app's links are mvc://first and mvc://first/second")
            }
        }
        return url.segments.count == path.count
    }
}
