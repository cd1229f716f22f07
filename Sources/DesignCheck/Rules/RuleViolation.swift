/// A broken rule of SPEC 3 ("State and coordinators"), found after a command: which rule, and
/// what was seen. `coordsh check` reports these with the shortest path to them; the random
/// session tests check the same rules after every line.
public struct RuleViolation: Hashable, Sendable, Error, CustomStringConvertible {
    /// The rules.
    public enum Rule: String, CaseIterable, Hashable, Sendable {
        /// A command failed and still changed the state.
        case failureChangedState = "failed command changed the state"
        /// A stack is empty, or its root is not the root its tab or flow has.
        case stackWithoutRoot = "stack without its root"
        /// A coordinator that owns screens runs while none of its screens is on a stack.
        case coordinatorWithoutScreen = "coordinator alive without screens"
        /// A coordinator object lives on after it left the coordinator tree.
        case coordinatorOutlivedScreens = "coordinator outlived its screens"
        /// A screen on a stack whose coordinator does not run.
        case screenWithoutCoordinator = "screen without its coordinator"
        /// A screen the app's tables do not have, or with an argument of the wrong type.
        case unknownScreen = "screen the app does not know"
        /// Navigation deeper than the limit.
        case tooDeep = "navigation deeper than the limit"
        /// The state as shown disagrees with the navigation (visible screen, app, coordinators).
        case inconsistentReport = "state shown differs from the navigation"
        /// A saved state made again (what undo does) is not the state that was saved.
        case undoDoesNotRestore = "undo does not restore"
    }

    public let rule: Rule
    /// What was seen, in a few words: names, routes, the failed command's error.
    public let detail: String

    public init(_ rule: Rule, _ detail: String) {
        self.rule = rule
        self.detail = detail
    }

    public var description: String { "\(rule.rawValue): \(detail)" }
}
