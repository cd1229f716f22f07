import DesignCheck

/// The report of `coordsh check --json`: one object, keys sorted, with the report's content and
/// `bounds`, `complete`, `findings` and `ok` besides. A screen not reached has `"path": null`,
/// and `"nothingShowsIt": true` when nothing in the app's tables can show it; a trap whose
/// search back explored everything has `"searchDepth": null`. After Ctrl-C (SIGTERM, SIGHUP),
/// whatever was cut short, `end` is `interrupted` and `ok` false, `interrupted` says what was
/// (`exploring` or `confirmingTraps`, else null) and `trapsNotConfirmed` names the screens whose
/// trap candidates were left. `pushedByHand` is the text's note: a definition's screens that an
/// event shows, reached by pushing them by hand, each with those events (`[]` for none).
extension CheckReport: Encodable {
    var json: String {
        ReportJSON.line(for: self)
    }

    private enum Keys: String, CodingKey {
        case app, startScreen, bounds, states, transitions, depth, end, complete, seconds, trapSearchStates, screens
        case eventsNeverAccepted, traps, violations, findings, ok, interrupted, trapsNotConfirmed, pushedByHand
    }

    private enum PushedKeys: String, CodingKey { case screen, events }

    private enum BoundsKeys: String, CodingKey { case depth, states }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(app, forKey: .app)
        try container.encode(startScreen, forKey: .startScreen)
        var boundsContainer = container.nestedContainer(keyedBy: BoundsKeys.self, forKey: .bounds)
        try boundsContainer.encode(bounds.depth, forKey: .depth)
        try boundsContainer.encode(bounds.states, forKey: .states)
        try container.encode(states, forKey: .states)
        try container.encode(transitions, forKey: .transitions)
        try container.encode(depth, forKey: .depth)
        try container.encode(interruption == nil ? end.rawValue : ExplorationEnd.interrupted.rawValue, forKey: .end)
        try container.encode(interruption?.rawValue, forKey: .interrupted)
        try container.encode(isComplete, forKey: .complete)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(trapSearchStates, forKey: .trapSearchStates)
        try container.encode(screens, forKey: .screens)
        try container.encode(eventsNeverAccepted, forKey: .eventsNeverAccepted)
        try container.encode(traps, forKey: .traps)
        try container.encode(trapsNotConfirmed, forKey: .trapsNotConfirmed)
        try container.encode(violations, forKey: .violations)
        var pushed = container.nestedUnkeyedContainer(forKey: .pushedByHand)
        for (screen, events) in pushedByHand {
            var entry = pushed.nestedContainer(keyedBy: PushedKeys.self)
            try entry.encode(screen, forKey: .screen)
            try entry.encode(events, forKey: .events)
        }
        try container.encode(findings, forKey: .findings)
        try container.encode(findings == 0 && interruption == nil, forKey: .ok)
    }
}

extension CheckReport.Screen: Encodable {
    private enum Keys: String, CodingKey { case route, path, nothingShowsIt }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(route, forKey: .route)
        try container.encode(path, forKey: .path)
        try container.encode(nothingShowsIt, forKey: .nothingShowsIt)
    }
}

extension CheckReport.Trap: Encodable {
    private enum Keys: String, CodingKey { case screen, states, path, searchDepth }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(states, forKey: .states)
        try container.encode(path, forKey: .path)
        try container.encode(searchDepth, forKey: .searchDepth)
    }
}
