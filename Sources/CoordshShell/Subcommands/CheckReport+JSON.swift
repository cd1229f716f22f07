/// The report of `coordsh check --json`: one object, keys sorted.
extension CheckReport {
    var json: String {
        JSONLineEncoder().string(for: JSONReport(self)) + "\n"
    }

    private struct JSONReport: Encodable {
        struct Bounds: Encodable {
            let depth: Int
            let states: Int
        }

        struct Screen: Encodable {
            let route: String
            /// `null` when the screen was not reached.
            let path: [String]?

            private enum CodingKeys: String, CodingKey { case route, path }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(route, forKey: .route)
                try container.encode(path, forKey: .path)
            }
        }

        struct Trap: Encodable {
            let screen: String
            let states: Int
            let path: [String]
            /// How far the search for a way back went; `null` when it explored everything.
            let searchDepth: Int?

            private enum CodingKeys: String, CodingKey { case screen, states, path, searchDepth }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(screen, forKey: .screen)
                try container.encode(states, forKey: .states)
                try container.encode(path, forKey: .path)
                try container.encode(searchDepth, forKey: .searchDepth)
            }
        }

        struct Violation: Encodable {
            let rule: String
            let detail: String
            let occurrences: Int
            let script: [String]
        }

        let app: String
        let startScreen: String
        let bounds: Bounds
        let states: Int
        let transitions: Int
        let depth: Int
        let end: String
        let complete: Bool
        let seconds: Double
        let screens: [Screen]
        let eventsNeverAccepted: [String]
        let traps: [Trap]
        let violations: [Violation]
        let findings: Int
        let ok: Bool

        init(_ report: CheckReport) {
            app = report.app
            startScreen = report.startScreen
            bounds = Bounds(depth: report.bounds.depth, states: report.bounds.states)
            states = report.states
            transitions = report.transitions
            depth = report.depth
            end = report.end.rawValue
            complete = report.isComplete
            seconds = report.seconds
            screens = report.screens.map { Screen(route: $0.route, path: $0.path) }
            eventsNeverAccepted = report.eventsNeverAccepted
            traps = report.traps.map {
                Trap(screen: $0.screen, states: $0.states, path: $0.path, searchDepth: $0.searchDepth)
            }
            violations = report.violations.map {
                Violation(rule: $0.rule, detail: $0.detail, occurrences: $0.occurrences, script: $0.script)
            }
            findings = report.findings
            ok = report.findings == 0
        }

        private enum CodingKeys: String, CodingKey {
            case app, startScreen, bounds, states, transitions, depth, end, complete, seconds, screens
            case eventsNeverAccepted, traps, violations, findings, ok
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(app, forKey: .app)
            try container.encode(startScreen, forKey: .startScreen)
            try container.encode(bounds, forKey: .bounds)
            try container.encode(states, forKey: .states)
            try container.encode(transitions, forKey: .transitions)
            try container.encode(depth, forKey: .depth)
            try container.encode(end, forKey: .end)
            try container.encode(complete, forKey: .complete)
            try container.encode(seconds, forKey: .seconds)
            try container.encode(screens, forKey: .screens)
            try container.encode(eventsNeverAccepted, forKey: .eventsNeverAccepted)
            try container.encode(traps, forKey: .traps)
            try container.encode(violations, forKey: .violations)
            try container.encode(findings, forKey: .findings)
            try container.encode(ok, forKey: .ok)
        }
    }
}
