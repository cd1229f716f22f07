import CommandLanguage
import CoordinatorKit
import DesignCheck
import FoundationEssentials
import Tour

@testable import CoordshShell

// MARK: - Stacks and coordinators

extension SessionInvariants {
    /// The rules of SPEC 3 on the state, as `coordsh check` checks them (`StateRules`): every
    /// stack keeps its root, every screen is a well-typed route of the app whose owner runs,
    /// every running coordinator that owns routes has a screen, the report agrees.
    func checkStructure(_ session: Session) throws(Violation) {
        if let broken = StateRules.violation(in: session.app) {
            throw Violation(rule: broken.rule.rawValue, detail: broken.detail)
        }
    }

    /// Every coordinator object ever seen in either session's tree is either dead or in that
    /// session's current tree; the current trees are watched from now on (`CoordinatorWatch`).
    func checkCoordinatorsAreReleased() throws(Violation) {
        for (index, session) in [session, twin].enumerated() {
            guard let session else { continue }
            if let broken = watches[index].check(session.app.rootCoordinator) {
                throw Violation(rule: broken.rule.rawValue, detail: broken.detail)
            }
        }
    }
}

// MARK: - JSON and oracles

extension SessionInvariants {
    /// The JSON STATE as `--json` prints it: the SPEC keys, with the report's values; and the
    /// very bytes Foundation's encoder writes for it, for the screen's view and `:state`'s.
    func checkJSON(_ report: StateReport) throws(Violation) {
        for showingAll in [false, true] {
            let state = JSONState(report: report, showingAll: showingAll)
            let oracle: String
            do {
                oracle = try foundation.string(for: state)
            } catch {
                throw Violation(rule: "json", detail: "Foundation cannot encode the state: \(error)")
            }
            let text = written { state.write(to: &$0) }
            guard text == oracle else {
                throw Violation(
                    rule: "json", detail: "JSONWriter wrote \(text.prefix(300)), Foundation \(oracle.prefix(300))")
            }
            // With the fragments kept from the lines before, as `--json` writes it.
            var reusing = state
            reusing.options.fragments = fragments
            let reused = written { reusing.write(to: &$0) }
            guard reused == oracle else {
                throw Violation(
                    rule: "json fragments",
                    detail: "JSONWriter reusing fragments wrote \(reused.prefix(300)), Foundation \(oracle.prefix(300))"
                )
            }
        }
        let text = written { JSONState(report: report).write(to: &$0) }
        let state: StateKeys
        do {
            state = try decoder.decode(StateKeys.self, from: Data(text.utf8))
        } catch {
            throw Violation(rule: "json", detail: "\(error) in \(text.prefix(300))")
        }
        guard state.app == report.app, state.user == report.user, state.tab == report.tab,
            state.stack == report.stack.map(\.description),
            state.modals == report.modals.map({ $0.map(\.description) }),
            state.screen == report.screen.description, state.coordinators == report.coordinators
        else { throw Violation(rule: "json", detail: "STATE differs from the report: \(text.prefix(300))") }
    }

    /// The human lines an app writes straight from its state (`CoordinatedApp.writeState`, the
    /// memo app's), reusing what earlier lines kept, are those of its report written afresh, in
    /// colour and without.
    func checkHumanLines(_ session: Session) throws(Violation) {
        let report = session.report
        for colored in [false, true] {
            var fromReport = TextBuffer()
            StateLines(colored: colored).write(report, to: &fromReport)
            // With the text of pages and tab bars kept from the lines before, as a script writes them.
            let lines = StateLines(colored: colored, fragments: textFragments)
            var direct = TextBuffer()
            session.app.writeState(lines, to: &direct)
            guard direct.string == fromReport.string else {
                throw Violation(
                    rule: "human lines",
                    detail:
                        "the app wrote \(direct.string.debugDescription), its report \(fromReport.string.debugDescription)"
                )
            }
        }
    }

    /// The JSON object an app writes straight from its state (`CoordinatedApp.writeJSONState`,
    /// the memo app's) is that of its report, written afresh and reusing what earlier lines kept
    /// (its own fragments: the app's pieces and the report's must not share them by accident).
    func checkJSONState(_ session: Session) throws(Violation) {
        let fromReport = written { StateJSON().write(session.report, to: &$0) }
        for options in [StateJSON(), StateJSON(keyOrders: keyOrders, fragments: appFragments)] {
            let direct = written { session.app.writeJSONState(options, to: &$0) }
            guard direct == fromReport else {
                throw Violation(
                    rule: "json state",
                    detail: "the app wrote \(direct.prefix(300)), its report \(fromReport.prefix(300))")
            }
        }
    }

    /// What must happen for commands whose outcome is known beforehand.
    func checkOracles(_ command: Command, _ result: LineResult?, _ before: StateReport) throws(Violation) {
        let succeeded = result?.succeeded == true
        switch command {
        case .shell(.expect(let expectation)):
            let holds: Bool
            switch expectation {
            case .screen(let route): holds = route == before.screen
            case .stack(let routes): holds = routes == before.stack
            case .tab(let tab): holds = tab == before.tab
            case .user(let user): holds = (user ?? "none") == (before.user ?? "none")
            case .modals(let count): holds = count == before.modals.count
            case .modal(let number, let routes):
                holds = number <= before.modals.count && routes == before.modals[number - 1]
            case .coordinators(let names): holds = names == before.coordinators
            case .data(let key, let written, _, let quoted):
                // From the JSON value the state shows: a list by its count, an item by its id; a
                // key the state does not have, or no value, fails.
                let extra = before.shownData.first { $0.key.lowercased() == key.lowercased() }
                let value = written ?? ""
                switch extra?.value(showingAll: false) {
                case _ where extra == nil || written == nil: holds = false
                case .object(let object)?:
                    if case .integer(let count)? = object["count"] {
                        holds = Int(value) == count
                    } else if case .integer(let id)? = object["id"] {
                        holds = Int(value) == id
                    } else {
                        holds = succeeded
                    }
                case .integer(let number)?: holds = Int(value) == number
                case .string(let text)?:
                    // A text: `none` or `null` alone mean no value, never the text.
                    holds = value == text && (quoted || !["none", "null"].contains(value.lowercased()))
                case .bool(let flag)?: holds = value.lowercased() == String(flag)
                case nil:
                    // Shown to people only: as its line reads.
                    holds =
                        extra?.summary.map { value == $0 }
                        ?? (!quoted && ["none", "null"].contains(value.lowercased()))
                case .null?: holds = !quoted && ["none", "null"].contains(value.lowercased())
                case .array?: holds = succeeded
                }
            case .error(let code):
                if case .some(.some(let failure)) = previousFailure {
                    holds = code == failure.code || (code == nil && !previousWasExpectation)
                } else {
                    holds = false
                }
            }
            guard holds == succeeded else {
                throw Violation(rule: "expect", detail: "\(expectation) should \(holds ? "hold" : "fail") on \(before)")
            }
        case .intent(.popToRoot):
            guard succeeded, session.report.navigation.activeStack.count == 1 else {
                throw Violation(rule: "root", detail: "root failed or left screens: \(describe(result))")
            }
        case .intent(.pop(let count)):
            let above = before.navigation.activeStack.count - 1
            guard succeeded == (count <= above), succeeded || result?.failure?.code == .atRoot else {
                throw Violation(rule: "pop", detail: "pop \(count) with \(above) above the root: \(describe(result))")
            }
        case .intent(.navigate(let route)):
            // On the stack: it pops back to the topmost one, always. Elsewhere it pushes, as push would.
            let stack = before.navigation.activeStack.routes
            if let index = stack.lastIndex(of: route) {
                guard succeeded, session.report.navigation.activeStack.routes == Array(stack.prefix(through: index))
                else {
                    throw Violation(rule: "navigate", detail: "navigate \(route) on \(stack): \(describe(result))")
                }
            } else if succeeded {
                guard session.report.navigation.activeStack.routes == stack + [route] else {
                    throw Violation(rule: "navigate", detail: "navigate \(route) did not push it on \(stack)")
                }
            }
        case .intent(.dismissAll):
            let modals = before.modals.count
            guard succeeded == (modals > 0), session.report.modals.isEmpty,
                session.report.stack == before.stack, succeeded || result?.failure?.code == .notAllowed
            else {
                throw Violation(rule: "dismiss all", detail: "with \(modals) modals: \(describe(result))")
            }
        case .shell(.tour(.start(let number))):
            // A lesson starts on a fresh app of its own, and introduces itself.
            let lesson = Lesson.numbered(number)
            guard succeeded, session.report.app == lesson?.app, result?.tour != nil else {
                throw Violation(rule: "tour", detail: ":tour \(number) did not start the lesson: \(describe(result))")
            }
        default:
            break
        }
    }
}

/// The SPEC keys of the JSON STATE; each must be present (`null` where allowed).
private struct StateKeys: Decodable {
    let app: String
    let user: String?
    let tab: String?
    let stack: [String]
    let modals: [[String]]
    let screen: String
    let coordinators: [String]

    private enum Key: String, CodingKey, CaseIterable {
        case app, user, tab, stack, modals, screen, coordinators
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in Key.allCases where !container.contains(key) {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "missing STATE key"))
        }
        app = try container.decode(String.self, forKey: .app)
        user = try container.decode(String?.self, forKey: .user)
        tab = try container.decode(String?.self, forKey: .tab)
        stack = try container.decode([String].self, forKey: .stack)
        modals = try container.decode([[String]].self, forKey: .modals)
        screen = try container.decode(String.self, forKey: .screen)
        coordinators = try container.decode([String].self, forKey: .coordinators)
    }
}
