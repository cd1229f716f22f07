import CoordinatorKit

/// The screens of one state, checked one at a time for `StateRules`: each must be a route of the
/// app, with an argument of its type, whose coordinator runs. Remembers which running
/// coordinators own a screen seen, by their position in `running`, as bits: the names were kept
/// in an array, each compared as a String again, and `coordsh check` asks after every new state.
struct ScreenCheck {
    let catalog: AppCatalog
    /// The names of the coordinators running, root first.
    let running: [String]
    /// The problem with the first wrong screen, once `passes(_:)` has said `false`.
    private(set) var problem: RuleViolation?
    /// Bit `i` for `running[i]`, the first 64; the positions past them in `farOwners`.
    private var owners: UInt64 = 0
    private var farOwners: [Int] = []

    init(catalog: AppCatalog, running: [String]) {
        self.catalog = catalog
        self.running = running
    }

    /// Whether every screen of `stack` is right, the top one first and the root last; if not,
    /// `problem` says what is wrong with the first one that is not.
    mutating func passes(_ stack: Stack) -> Bool {
        !stack.contains { isWrong($0) }
    }

    /// Whether the coordinator named `name` owns a screen seen so far.
    func ownsScreen(_ name: String) -> Bool {
        guard let position = running.firstIndex(of: name) else { return false }
        return position < 64 ? owners & 1 << UInt64(position) != 0 : farOwners.contains(position)
    }

    private mutating func isWrong(_ route: Route) -> Bool {
        guard let spec = catalog.spec(of: route), Self.fits(route.argument, spec) else {
            problem = RuleViolation(.unknownScreen, "\(route)")
            return true
        }
        guard let position = running.firstIndex(of: spec.owner) else {
            problem = RuleViolation(
                .screenWithoutCoordinator,
                "\(route) is \(spec.owner)'s, which does not run (running: \(running.joined(separator: ", ")))")
            return true
        }
        if position < 64 { owners |= 1 << UInt64(position) } else { farOwners.append(position) }
        return false
    }

    /// `StateRules.fits(_:_:)` for `spec`'s argument, read where it lies: passing the argument's
    /// spec copies its label, ids and example, to read only its kind.
    private static func fits(_ argument: Argument?, _ spec: RouteSpec) -> Bool {
        switch argument {
        case nil: return spec.argument == nil
        case .integer(let value):
            guard case .integer? = spec.argument?.kind else { return false }
            return value >= 1 && value <= ArgumentSpec.maxInteger
        case .text:
            switch spec.argument?.kind {
            case .text?, .userName?, .choice?: return true
            case .integer?, nil: return false
            }
        }
    }
}
