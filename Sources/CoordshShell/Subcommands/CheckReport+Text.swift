import DesignCheck

extension CheckReport {
    /// The report for people.
    var text: String {
        var lines = [
            "check: the \(app) app, breadth first from its start (\(startScreen)), by every command it accepts",
            "explored: \(Count.text(states, "state")), \(Count.text(transitions, "transition")), "
                + "\(Count.text(depth, "command")) deep"
                // The searches back from trap candidates take their time too: their states count in the rate.
                + (trapSearchStates > 0
                    ? ", and \(Count.grouped(trapSearchStates)) more searching back from traps" : "")
                + ", in \(Elapsed.text(seconds))"
                + (seconds > 0
                    ? " (\(Count.grouped(Int(Double(states + trapSearchStates) / seconds))) states a second)" : ""),
            "  " + endText,
        ]
        if interruption == .confirmingTraps {
            lines.append(
                "  interrupted while confirming traps: "
                    + "\(Count.text(trapsNotConfirmed.count, "screen")) with trap candidates left unconfirmed")
        }
        let reached = screens.filter { $0.path != nil }.count
        lines.append(
            "screens: \(reached) of \(screens.count) reached"
                + (explorationWasCutShort ? " before the interruption" : "") + ", each by a shortest path")
        let width = (screens.map(\.route.count).max() ?? 0) + 2
        for screen in screens {
            let padding = String(repeating: " ", count: width - screen.route.count)
            let path = screen.path.map { $0.isEmpty ? "(the start)" : $0.joined(separator: "; ") } ?? notReached(screen)
            lines.append("  \(screen.route)\(padding)\(path)")
        }
        if let note = pushedByHandNote { lines.append("  note: " + note) }
        lines.append(
            eventsHeading
                + (eventsNeverAccepted.isEmpty ? "none" : eventsNeverAccepted.map(eventText).joined(separator: ", ")))
        if let untried = untriedAtTheDepthBound {
            let (events, screens) = (untried.events, untried.screens)
            lines.append(
                "  never tried: \(events.joinedAsList(conjunction: "and")) \(events.count == 1 ? "is" : "are") emitted only on "
                    + "\(screens.joinedAsList(conjunction: "or")), first reached at the depth bound "
                    + "(\(Count.text(bounds.depth, "command")) deep) and not explored; "
                    + "--depth \(bounds.depth + 1) tries \(events.count == 1 ? "it" : "them")")
        }
        lines += trapLines
        if violations.isEmpty {
            lines.append("broken rules: none" + (explorationWasCutShort ? " found before the interruption" : ""))
        } else {
            lines.append(
                "broken rules: \(violations.count)" + (explorationWasCutShort ? " (found before the interruption)" : "")
            )
            for violation in violations {
                let times = violation.occurrences > 1 ? " (seen \(violation.occurrences) times)" : ""
                lines.append("  \(violation.rule): \(violation.detail)\(times); the shortest path, as a script:")
                lines += violation.script.map { "    " + $0 }
            }
        }
        lines.append(closingLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The traps, with what an interruption left out: all of them (while exploring), or the
    /// screens not confirmed yet (while confirming them: the list is partial).
    private var trapLines: [String] {
        if interruption == .exploring { return ["traps: not looked for (interrupted while exploring)"] }
        let partial = interruption == .confirmingTraps
        let heading = partial ? "traps (interrupted while confirming them: a partial list): " : "traps: "
        var lines: [String]
        if traps.isEmpty {
            lines = [
                heading
                    + (partial
                        ? "none confirmed so far"
                        : "none (from every state explored, \(startScreen) can be reached again)")
            ]
        } else {
            lines = [
                heading + Count.text(traps.count, "screen") + (partial ? " so far" : "")
                    + " from which \(startScreen) can no longer be reached"
            ]
            for trap in traps {
                let search =
                    trap.searchDepth.map { "no way back within \(Count.text($0, "command"))" } ?? "no way back at all"
                lines.append(
                    "  \(trap.screen): \(Count.text(trap.states, "state")) found; the closest by: \(trap.path.joined(separator: "; ")) (\(search))"
                )
            }
        }
        if partial { lines.append("  left unconfirmed: " + trapsNotConfirmed.joined(separator: ", ")) }
        return lines
    }

    /// `findings: ...` or `no findings`; after an interruption, what was found so far and that
    /// the check did not finish (never "no findings").
    private var closingLine: String {
        guard let interruption else { return findings == 0 ? "no findings" : "findings: \(findingsText)" }
        let doing = interruption == .exploring ? "exploring" : "confirming traps"
        return "interrupted while \(doing): the check did not finish; "
            + (findings == 0 ? "nothing found so far" : "findings so far: \(findingsText)")
    }

    private var eventsHeading: String {
        if isComplete { return "events never accepted: " }
        return explorationWasCutShort
            ? "events not accepted before the interruption: " : "events not accepted within the bounds: "
    }

    /// What the screens reached by pushing them by hand, where events show them, say of the
    /// design, and how to close the shortcut; `nil` for none.
    private var pushedByHandNote: String? {
        guard let first = pushedByHand.first else { return nil }
        let events = Array(Set(pushedByHand.flatMap(\.events))).sorted()
        let one = pushedByHand.count == 1
        let screens = one ? first.screen : pushedByHand.map(\.screen).joinedAsList(conjunction: "and")
        let shownBy =
            events.count == 1 ? "the event \(events[0])" : "the events \(events.joinedAsList(conjunction: "and"))"
        return "\(screens) \(one ? "is" : "are") reached by pushing \(one ? "it" : "them") by hand, though "
            + "\(shownBy) \(events.count == 1 ? "shows" : "show") \(one ? "it" : "them"): if only events should "
            + "show \(one ? "it" : "them"), say pushable: false (a route may otherwise be pushed, presented or "
            + "replaced by hand), and check and paths take the events' way"
    }

    /// An event not accepted, with the screens that nothing shows when only they emit it.
    private func eventText(_ name: String) -> String {
        guard let screens = emittedOnlyByScreensNothingShows[name] else { return name }
        return "\(name) (emitted only by \(screens.joinedAsList(conjunction: "and")), which nothing shows)"
    }

    private func notReached(_ screen: Screen) -> String {
        if screen.nothingShowsIt { return "unreachable: nothing shows it (no event, link or intent can)" }
        if isComplete { return "unreachable" }
        return explorationWasCutShort ? "not reached before the interruption" : "not reached within the bounds"
    }

    private var endText: String {
        switch end {
        case .complete: "every reachable state was explored"
        case .depthBound:
            "stopped at the depth bound (--depth \(bounds.depth)): states \(bounds.depth) commands deep were not explored further"
        case .statesBound:
            "stopped at the states bound (--states \(bounds.states)): the states found last were not explored"
        case .interrupted: "interrupted while exploring: the states found last were not explored"
        }
    }

    private var findingsText: String {
        var parts: [String] = []
        let unreachable = screens.filter { $0.isUnreachable(complete: isComplete) }.count
        let notReached = screens.filter { $0.path == nil }.count - unreachable
        if unreachable > 0 { parts.append(Count.text(unreachable, "screen") + " unreachable") }
        if notReached > 0 { parts.append(Count.text(notReached, "screen") + " not reached") }
        if !eventsNeverAccepted.isEmpty {
            parts.append(
                Count.text(eventsNeverAccepted.count, "event") + (isComplete ? " never accepted" : " not accepted"))
        }
        if !traps.isEmpty { parts.append(Count.text(traps.count, "trap")) }
        if !violations.isEmpty { parts.append(Count.text(violations.count, "broken rule")) }
        return parts.joined(separator: ", ")
    }
}
