import CommandLanguage
import CoordinatorKit
import DesignCheck
import FoundationEssentials
import TestSupport

@testable import CoordshShell

/// A broken rule, found after a line.
struct Violation: Error, Equatable, CustomStringConvertible {
    /// Which rule: shrinking keeps a shorter run only if it breaks the same one.
    let rule: String
    let detail: String

    var description: String { "\(rule): \(detail)" }
}

/// Runs lines against a session and checks SPEC 3 after every one of them:
/// - a failed command (and a shell command that changes nothing) leaves the snapshot identical;
/// - every stack keeps its root, the base stack's root is a root route, every screen is a route
///   of the app owned by a running coordinator, and no running coordinator is without a screen;
/// - no coordinator object outlives its place in the tree (weak references to every one seen);
/// - the JSON STATE has the SPEC keys with the values of the report, and the human lines an app
///   writes itself are those of its report;
/// - `:undo` right after a successful step restores the snapshot before it, `:redo` the one after;
/// - `:expect` holds exactly when the state says so, `root` never fails;
/// - with `twin`, a second session that never undoes (its coordinators are never made again
///   from snapshots) gives the same results and the same snapshots.
final class SessionInvariants {
    let session: Session
    /// The session that runs the same lines without the undo probes.
    let twin: Session?
    var watches = [CoordinatorWatch(), CoordinatorWatch()]
    var previousFailure: CommandFailure??
    /// Whether the last line that ran was an `:expect` (whose failure only its code excuses).
    var previousWasExpectation = false
    let foundation = FoundationJSON()
    let decoder = JSONDecoder()
    /// The JSON of stacks and pages kept from line to line, as `--json` keeps it.
    let fragments = JSONFragments()
    /// The same for the JSON an app writes itself, and the order of keys kept from line to line.
    let appFragments = JSONFragments()
    /// The text of pages and tab bars kept from line to line, as the human output keeps it.
    let textFragments = OutputFragments()
    let keyOrders = JSONKeyOrders()
    /// How many lines were checked, and how many undo probes were made.
    private(set) var lines = 0
    private(set) var undoProbes = 0
    /// An extra rule, for tests of the shrinker.
    var plantedRule: ((Session) -> String?)?
    /// Whether the last line succeeded; `nil` for a blank or comment line.
    private(set) var lastResult: Bool?

    init(app: String, seed: UInt64, twin: Bool) {
        guard let kind = TestApps.kind(app) else {
            preconditionFailure("no app called \(app); the apps are \(TestApps.names)")
        }
        let registry = TestApps.registry(for: kind)
        session = Session(app: kind.start(), files: HostileFiles.make(seed: seed), registry: registry)
        self.twin = twin ? Session(app: kind.start(), files: HostileFiles.make(seed: seed), registry: registry) : nil
        previousFailure = .none
        try? checkCoordinatorsAreReleased()
    }

    /// Runs `line` on both sessions and checks every rule.
    /// `report` is the session's report before the line, if the caller has it already.
    func check(_ line: String, report: StateReport? = nil) throws(Violation) {
        lines += 1
        let before = session.app.anySnapshot
        let beforeReport = report ?? session.report
        // Parsed with the tables `run` uses: those of the app before the line.
        let command = (try? session.parse(line).get()) ?? nil
        let result = session.run(line)
        lastResult = result.map(\.succeeded)
        if let twin, case let twinResult = twin.run(line), result?.failure != twinResult?.failure {
            throw Violation(
                rule: "twin",
                detail: "restored and live coordinators disagree: \(describe(result)) vs \(describe(twinResult))")
        }
        let after = session.app.anySnapshot
        if let failure = result?.failure {
            guard after == before else {
                throw Violation(rule: "failure changed the state", detail: "\(failure.code): \(failure.message)")
            }
        } else if let command, !Self.changesState(command), after != before {
            throw Violation(rule: "shell command changed the state", detail: "\(command)")
        }
        if let command { try checkOracles(command, result, beforeReport) }
        if let result {
            previousFailure = .some(result.failure)
            previousWasExpectation = line.split(whereSeparator: \.isWhitespace).first?.lowercased() == ":expect"
        }
        try checkCoordinatorsAreReleased()
        if after != before || lines == 1 {
            // The report and the JSON are made from the state: they change only with it.
            try checkStructure(session)
            try checkJSON(session.report)
            try checkHumanLines(session)
            try checkJSONState(session)
        }
        if let command, let result, result.succeeded, Self.isUndoStep(command, result) {
            try probeUndo(before: before, after: after)
        }
        if let reason = plantedRule?(session) { throw Violation(rule: "planted", detail: reason) }
        if let twin, twin.app.anySnapshot != session.app.anySnapshot {
            throw Violation(rule: "twin", detail: "the live twin's snapshot differs from the session's")
        }
    }

    func describe(_ result: LineResult?) -> String {
        guard let result else { return "nothing" }
        return result.failure.map { "\($0.code): \($0.message)" } ?? "ok"
    }

    /// Whether a successful command may change the snapshot.
    static func changesState(_ command: Command) -> Bool {
        switch command {
        case .intent, .event: true
        case .shell(let shell):
            switch shell {
            case .undo, .redo, .reset, .app, .loadApp, .load, .tour(.start), .tour(.next): true
            default: false
            }
        }
    }

    /// Whether `:undo` steps back over this successful command. (`:tour next` starts a lesson,
    /// which is a step, unless every lesson is finished: then it only says so.)
    static func isUndoStep(_ command: Command, _ result: LineResult) -> Bool {
        switch command {
        case .shell(.undo), .shell(.redo): false
        case .shell(.tour(.next)): result.tour != nil
        default: changesState(command)
        }
    }

    private func probeUndo(before: AnyHashable, after: AnyHashable) throws(Violation) {
        undoProbes += 1
        // The probe's :undo and :redo are not moves of the session: a running lesson must not see
        // them (the twin, which is not probed, does not), so the tour's state is put back after,
        // and what the last line did (which ':expect error' names).
        let (lesson, progress, previous) = (session.lesson, session.tourProgress, session.previous)
        defer { (session.lesson, session.tourProgress, session.previous) = (lesson, progress, previous) }
        let undo = session.run(":undo")
        guard undo?.succeeded == true, session.app.anySnapshot == before else {
            throw Violation(rule: "undo", detail: ":undo did not restore the state before: \(describe(undo))")
        }
        try checkCoordinatorsAreReleased()
        let redo = session.run(":redo")
        guard redo?.succeeded == true, session.app.anySnapshot == after else {
            throw Violation(rule: "redo", detail: ":redo did not restore the state after: \(describe(redo))")
        }
        try checkCoordinatorsAreReleased()
    }
}
