import AppDefinitions
import CoordinatorKit
import DesignCheck
import Foundation
import TestSupport
import Testing

@testable import CoordshShell

/// What `coordsh check` prints: the broken rules of the faulty app, each with its script.
@Suite("Check report")
struct CheckReportTests {
    private let report = CheckReport(
        Explorer(bounds: ExplorationBounds(depth: 3)).explore(FaultyApp.kind), seconds: 0.5)

    /// The faulty app breaks each rule (see `FaultyApp`); wiping the stack also leaves it stuck on
    /// page, and `break` never succeeds. (How often each was seen is left out here.)
    @Test func brokenRulesArePrintedWithARunnableScript() {
        let text = report.text.replacing(/\ \(seen \d+ times\)/, with: "")
        let rules = text.split(separator: "\n").drop { !$0.hasPrefix("broken rules:") }.map(String.init)
        #expect(
            rules == [
                "broken rules: 5",
                "  coordinator alive without screens: panel runs, but none of its screens is on a stack; the shortest path, as a script:",
                "    :app faulty", "    orphan",
                "  coordinator outlived its screens: panel (Panel) left the tree but is still held by something; the shortest path, as a script:",
                "    :app faulty", "    open", "    close",
                "  undo does not restore: the state made again from its saved state differs from it; the shortest path, as a script:",
                "    :app faulty", "    mark",
                "  failed command changed the state: 'break' failed (notAllowed) but changed the state; the shortest path, as a script:",
                "    :app faulty", "    push page", "    break",
                "  stack without its root: page is at the root of the stack; the shortest path, as a script:",
                "    :app faulty", "    push page", "    wipe",
                "findings: 1 event not accepted, 1 trap, 5 broken rules",
            ])
        #expect(
            text.contains("\n  page: 1 state found; the closest by: push page; wipe (no way back within 3 commands)\n"))
        #expect(report.findings == 7)
    }

    /// A screen that nothing in the design shows (a child flow's route no event shows) is
    /// unreachable whatever the bounds, and said so: it was `not reached within the bounds`, which
    /// sends the user raising `--depth` for ever.
    @Test func aScreenNothingShowsIsUnreachableWhateverTheBounds() throws {
        let text = """
            { name: "t", coordinators: [{ name: "app", stack: "home" }, { name: "flow", parent: "app", start: "a" }],
              routes: [{ name: "home", owner: "app" }, { name: "c", owner: "app" }, { name: "a", owner: "flow" },
                { name: "b", owner: "flow" }, { name: "d", owner: "app", pushable: false }],
              events: [{ name: "go", from: ["home"], do: [{ start: "flow" }] }],
              links: [{ path: "d", do: [{ push: "d" }] }] }
            """
        let definition = try AppDefinitionReader.read(Array(text.utf8), file: "t.json5").get()
        let kind = AppKind(model: DefinedModel(definition, file: "t.json5"))
        let report = CheckReport(Explorer(bounds: ExplorationBounds(depth: 1)).explore(kind), seconds: 0.5)
        #expect(!report.isComplete)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("  b     unreachable: nothing shows it (no event, link or intent can)"), "\(report.text)")
        #expect(lines.contains("findings: 1 screen unreachable"), "\(report.text)")
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let screens = try #require(object?["screens"] as? [[String: Any]])
        #expect(screens.first { $0["route"] as? String == "b" }?["nothingShowsIt"] as? Bool == true)
        #expect(screens.first { $0["route"] as? String == "d" }?["nothingShowsIt"] as? Bool == false)
    }

    @Test func theJSONHasEveryViolationWithItsScript() throws {
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let violations = try #require(object?["violations"] as? [[String: Any]])
        #expect(violations.count == 5)
        #expect(object?["findings"] as? Int == 7)
        let failure = try #require(violations.first { $0["rule"] as? String == "failed command changed the state" })
        #expect(failure["script"] as? [String] == [":app faulty", "push page", "break"])
        #expect(failure["detail"] as? String == "'break' failed (notAllowed) but changed the state")
        #expect((failure["occurrences"] as? Int ?? 0) >= 1)
        #expect(object?["ok"] as? Bool == false)
        #expect(object?["end"] as? String == "depthBound")
        #expect(object?["complete"] as? Bool == false)
    }
}
