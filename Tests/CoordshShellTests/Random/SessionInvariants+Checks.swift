import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import Tour

@testable import CoordshShell

/// A coordinator seen in a tree, held weakly: it must be in the current tree while it lives.
struct WeakCoordinator {
    weak var object: (any Coordinator)?
    let name: String
}

// MARK: - Stacks and coordinators

extension SessionInvariants {
    /// Every stack keeps its root; the base stacks' roots are root routes; every screen is a
    /// well-typed route of the app whose owner runs; every running coordinator that owns
    /// routes has a screen on a stack; the report's coordinators are a running path.
    func checkStructure(_ session: Session) throws(Violation) {
        let catalog = session.app.catalog
        let report = session.report
        let navigation = report.navigation
        let running = session.app.runningCoordinators
        func fail(_ rule: String, _ detail: String) -> Violation { Violation(rule: rule, detail: detail) }
        guard !report.stack.isEmpty, report.modals.allSatisfy({ !$0.isEmpty }),
            navigation.stacks.allSatisfy({ !$0.routes.isEmpty })
        else { throw fail("stack lost its root", "\(navigation)") }
        guard report.app == catalog.name, report.screen == navigation.activeStack.top else {
            throw fail("report", "app \(report.app), screen \(report.screen)")
        }
        guard navigation.depth <= Navigation.maxDepth else { throw fail("depth", "\(navigation.depth) screens") }
        for (index, stack) in navigation.stacks.enumerated() {
            let placement = catalog.spec(of: stack.root)?.placement
            let tab = navigation.tabNames.isEmpty ? nil : navigation.tabNames[index]
            guard placement == (tab.map { .tabRoot(tab: $0) } ?? .root) else {
                throw fail("stack lost its root", "\(stack.root) is the root of \(tab ?? "the stack")")
            }
        }
        for stack in navigation.stacks + navigation.modals {
            for route in stack.routes {
                guard let spec = catalog.spec(of: route) else { throw fail("unknown screen", "\(route)") }
                guard Self.fits(route.argument, spec.argument) else { throw fail("badly typed screen", "\(route)") }
                guard running.contains(spec.owner) else {
                    throw fail("screen without its coordinator", "\(route) is \(spec.owner)'s; running: \(running)")
                }
            }
        }
        for name in running.dropFirst() where catalog.routes.contains(where: { $0.owner == name }) {
            guard navigation.containsScreen(where: { catalog.spec(of: $0)?.owner == name }) else {
                throw fail("coordinator without a screen", "\(name) runs, but none of its screens is on a stack")
            }
        }
        guard report.coordinators.first == running.first, report.coordinators.allSatisfy(running.contains) else {
            throw fail("report", "coordinators \(report.coordinators), running \(running)")
        }
    }

    private static func fits(_ argument: Argument?, _ spec: ArgumentSpec?) -> Bool {
        switch (argument, spec?.kind) {
        case (nil, nil): true
        case (.integer(let value)?, .integer?): value >= 1 && value <= ArgumentSpec.maxInteger
        case (.text?, .text?), (.text?, .userName?), (.text?, .choice?): true
        default: false
        }
    }

    /// Every coordinator object ever seen in either session's tree is either dead or in that
    /// session's current tree; the current trees are watched from now on.
    func checkCoordinatorsAreReleased() throws(Violation) {
        for (index, session) in [session, twin].enumerated() {
            guard let session else { continue }
            let tree = session.app.rootCoordinator.subtree
            for entry in watched[index] {
                if let object = entry.object, !tree.contains(where: { $0 === object }) {
                    throw Violation(
                        rule: "coordinator outlived its screens",
                        detail: "\(entry.name) (\(type(of: object))) is alive but not in the tree \(tree.map(\.name))")
                }
            }
            watched[index].removeAll { $0.object == nil }
            for coordinator in tree where !watched[index].contains(where: { $0.object === coordinator }) {
                watched[index].append(WeakCoordinator(object: coordinator, name: coordinator.name))
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
                throw Violation(rule: "json", detail: "JSONWriter wrote \(text.prefix(300)), Foundation \(oracle.prefix(300))")
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
            case .coordinators(let names): holds = names == before.coordinators
            case .error(let code):
                if case .some(.some(let failure)) = previousFailure {
                    holds = code == nil || code == failure.code
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
