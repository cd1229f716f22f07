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
              events: [{ name: "go", from: ["home"], do: [{ start: "flow" }] }, { name: "tapB", from: ["b"], do: ["pop"] }],
              links: [{ path: "d", do: [{ push: "d" }] }] }
            """
        let definition = try AppDefinitionReader.read(Array(text.utf8), file: "t.json5").get()
        let kind = AppKind(model: DefinedModel(definition, file: "t.json5"))
        let report = CheckReport(Explorer(bounds: ExplorationBounds(depth: 1)).explore(kind), seconds: 0.5)
        #expect(!report.isComplete)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("  b     unreachable: nothing shows it (no event, link or intent can)"), "\(report.text)")
        // An event only that screen emits is never accepted because of it, and said so.
        #expect(
            lines.contains("events not accepted within the bounds: tapB (emitted only by b, which nothing shows)"),
            "\(report.text)")
        #expect(lines.contains("findings: 1 screen unreachable, 1 event not accepted"), "\(report.text)")
        let object = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any]
        let screens = try #require(object?["screens"] as? [[String: Any]])
        #expect(screens.first { $0["route"] as? String == "b" }?["nothingShowsIt"] as? Bool == true)
        #expect(screens.first { $0["route"] as? String == "d" }?["nothingShowsIt"] as? Bool == false)
    }

    /// A definition's routes may be pushed by hand unless they say `pushable: false`, so the
    /// shortest path to a screen its events show may push it instead (a sign-in screen reached by
    /// `push login`, past the onboarding that leads there): two newcomers' designs had that slip,
    /// and `check` and `paths` took the shortcut. The report says so, and how to close it; a
    /// screen no event shows (pushing is its way) and a route that says `pushable: false` are not
    /// named.
    @Test func aScreenItsEventsShowButReachedByPushingItIsNoted() throws {
        func report(loginPushable: Bool) throws -> CheckReport {
            let text = """
                { name: "t", coordinators: [{ name: "app", stack: "welcome" }],
                  routes: [{ name: "welcome", owner: "app" }, { name: "terms", owner: "app", pushable: false },
                    { name: "login", owner: "app", pushable: \(loginPushable) }, { name: "about", owner: "app" }],
                  events: [{ name: "next", from: ["welcome"], do: [{ push: "terms" }] },
                    { name: "accept", from: ["terms"], do: [{ push: "login" }] }] }
                """
            let definition = try AppDefinitionReader.read(Array(text.utf8), file: "t.json5").get()
            let kind = AppKind(model: DefinedModel(definition, file: "t.json5"))
            return CheckReport(Explorer(bounds: ExplorationBounds(depth: 3)).explore(kind), seconds: 0.5)
        }
        let pushed = try report(loginPushable: true)
        let lines = pushed.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("  login    push login"), "\(pushed.text)")
        #expect(
            lines.contains(
                "  note: login is reached by pushing it by hand, though the event accept shows it: if only events should show it, say pushable: false (a route may otherwise be pushed, presented or replaced by hand), and check and paths take the events' way"
            ), "\(pushed.text)")
        let object = try JSONSerialization.jsonObject(with: Data(pushed.json.utf8)) as? [String: Any]
        let entries = try #require(object?["pushedByHand"] as? [[String: Any]])
        #expect(entries.count == 1)
        #expect(entries.first?["screen"] as? String == "login")
        #expect(entries.first?["events"] as? [String] == ["accept"])
        let designed = try report(loginPushable: false)
        let designedObject = try JSONSerialization.jsonObject(with: Data(designed.json.utf8)) as? [String: Any]
        #expect((designedObject?["pushedByHand"] as? [Any])?.isEmpty == true)
        #expect(designed.text.split(separator: "\n").contains("  login    next; accept"), "\(designed.text)")
        #expect(!designed.text.contains("note:"), "\(designed.text)")
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

    // MARK: - Interrupted

    /// Ctrl-C while exploring: the report says so in every part it cut short, and never that
    /// nothing was found (it said "traps: none" and "no findings", and `"ok": true` in JSON).
    @Test func aCheckInterruptedWhileExploringSaysWhatItDidNotFinish() throws {
        let report = try Self.planted(stoppingWhen: { $0 == .exploring })
        #expect(
            Array(report.text.split(separator: "\n").dropFirst(2)) == [
                "  interrupted while exploring: the states found last were not explored",
                "screens: 1 of 5 reached before the interruption, each by a shortest path",
                "  welcome  (the start)",
                "  info     not reached before the interruption",
                "  secret   unreachable: nothing shows it (no event, link or intent can)",
                "  hall     not reached before the interruption",
                "  room     not reached before the interruption",
                "events not accepted before the interruption: look, enter, wave, walk",
                "traps: not looked for (interrupted while exploring)",
                "broken rules: none found before the interruption",
                "interrupted while exploring: the check did not finish; findings so far: 1 screen unreachable, "
                    + "3 screens not reached, 4 events not accepted",
            ], "\(report.text)")
        #expect(report.status == 130)
        let object = try Self.object(report.json)
        #expect(object["end"] as? String == "interrupted")
        #expect(object["interrupted"] as? String == "exploring")
        #expect(object["complete"] as? Bool == false)
        #expect(object["ok"] as? Bool == false)
        #expect(object["findings"] as? Int == 8)
        #expect(object["trapsNotConfirmed"] as? [String] == [])
    }

    /// Ctrl-C while the traps are confirmed: the exploration's own end stands (here complete),
    /// the traps confirmed so far are listed as a partial list, and the screens left are named.
    /// (It exited 1, with `"end": "depthBound"` and a list of traps that looked whole.)
    @Test func aCheckInterruptedWhileConfirmingTrapsListsThemAsPartial() throws {
        let report = try Self.planted(stoppingWhen: { $0 == .confirmingTraps })
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.dropFirst(2).prefix(2)) == [
                "  every reachable state was explored",
                "  interrupted while confirming traps: 2 screens with trap candidates left unconfirmed",
            ], "\(report.text)")
        #expect(
            Array(lines.suffix(5)) == [
                "events never accepted: wave",
                "traps (interrupted while confirming them: a partial list): none confirmed so far",
                "  left unconfirmed: hall, room",
                "broken rules: none",
                "interrupted while confirming traps: the check did not finish; findings so far: "
                    + "1 screen unreachable, 1 event never accepted",
            ], "\(report.text)")
        #expect(report.status == 130)
        let object = try Self.object(report.json)
        #expect(object["end"] as? String == "interrupted")
        #expect(object["interrupted"] as? String == "confirmingTraps")
        #expect(object["complete"] as? Bool == true)
        #expect(object["ok"] as? Bool == false)
        #expect(object["findings"] as? Int == 2)
        #expect(object["trapsNotConfirmed"] as? [String] == ["hall", "room"])
    }

    /// Stopped once one trap is confirmed: that trap is listed, under a heading that says the
    /// list is partial, and the other is named as left.
    @Test func aPartialListOfTrapsIsMarkedPartial() throws {
        var asked = 0
        var report = try Self.planted(stoppingWhen: { _ in false })
        for late in 1...100 {
            asked = 0
            report = try Self.planted(stoppingWhen: { phase in
                guard phase == .confirmingTraps else { return false }
                asked += 1
                return asked >= late
            })
            if report.status != 130 || !report.traps.isEmpty { break }
        }
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.suffix(5)) == [
                "traps (interrupted while confirming them: a partial list): 1 screen so far from which welcome can no longer be reached",
                "  hall: 1 state found; the closest by: enter alice (no way back at all)",
                "  left unconfirmed: room",
                "broken rules: none",
                "interrupted while confirming traps: the check did not finish; findings so far: "
                    + "1 screen unreachable, 1 event never accepted, 1 trap",
            ], "\(report.text)")
        #expect(report.status == 130)
        let object = try Self.object(report.json)
        #expect(object["ok"] as? Bool == false && object["findings"] as? Int == 3)
        #expect(object["trapsNotConfirmed"] as? [String] == ["room"])
    }

    /// A check that ran to its end has `"interrupted": null` and no screens left unconfirmed.
    @Test func aCheckThatRanToItsEndSaysItWasNotInterrupted() throws {
        let report = try Self.planted(stoppingWhen: { _ in false })
        #expect(report.status == 1)
        let object = try Self.object(report.json)
        #expect(object["end"] as? String == "complete")
        #expect(object.keys.contains("interrupted") && object["interrupted"] is NSNull)
        #expect(object["trapsNotConfirmed"] as? [String] == [])
        #expect(report.text.hasSuffix("\nfindings: 1 screen unreachable, 1 event never accepted, 2 traps\n"))
    }

    /// The report on `Tests/DesignCheckTests/Samples/planted.json5`, explored until `shouldStop`.
    private static func planted(stoppingWhen shouldStop: @escaping (ExplorationPhase) -> Bool) throws -> CheckReport {
        let path = Repository.root + "/Tests/DesignCheckTests/Samples/planted.json5"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let definition = try AppDefinitionReader.read(Array(bytes), file: path).get()
        let kind = AppKind(model: DefinedModel(definition, file: path))
        return CheckReport(Explorer(shouldStop: shouldStop).explore(kind), seconds: 0.5)
    }

    private static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}
