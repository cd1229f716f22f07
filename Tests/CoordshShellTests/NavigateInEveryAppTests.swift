import CoordinatorKit
import MemoApp
import Testing

@testable import CoordshShell

/// `navigate` and `dismiss all` in every built-in app: checked against the tables like `push`,
/// releasing child coordinators as `popto` does, with help, completion and trace.
@Suite("navigate and dismiss all in the apps")
struct NavigateInEveryAppTests {
    private func session(_ app: String, after lines: [String]) throws -> Session {
        let session = Session(app: try #require(AppRegistry.builtIn(named: app)).start())
        for line in lines {
            let result = session.run(line)
            #expect(result?.succeeded == true, "setup \(line): \(result?.failure?.message ?? "")")
        }
        return session
    }

    /// (app, setup, command, the stack after, the modals after).
    static let landings: [(String, [String], String, String, Int)] = [
        (
            "memo", ["login a", "push detail 1", "push about", "push detail 2"], "navigate detail 1",
            "home > detail(1)", 0
        ),
        ("memo", ["login a", "push detail 1"], "navigate detail 2", "home > detail(1) > detail(2)", 0),
        ("memo", ["login a", "push detail 1", "push about"], "navigate home", "home", 0),
        ("memo", ["signup"], "navigate login", "login", 0),
        ("memo", [], "navigate forgotPassword", "login > forgotPassword", 0),
        ("memo", ["login a", "present about", "present about"], "dismiss all", "home", 0),
        ("steps", ["next", "next", "next"], "navigate view2", "root > view2", 0),
        ("steps", ["next"], "navigate view4", "root > view2 > view4", 0),
        ("steps", ["next", "present view3", "present view4"], "dismiss all", "root > view2", 0),
        ("mvc", ["action"], "navigate first", "first", 0),
        ("mvc", [], "navigate second", "first > second", 0),
        ("mvc", ["use modal", "action"], "navigate second", "first", 1),
        ("mvc", ["use modal", "action"], "dismiss all", "first", 0),
        ("movies", ["tap 42", "push detail 7"], "navigate detail 42", "home > detail(42)", 0),
        ("movies", [], "navigate detail 12", "home > detail(12)", 0),
        ("movies", ["present detail 7", "present detail 12"], "dismiss all", "home", 0),
    ]

    @Test(arguments: landings.indices)
    func theIntentLandsWhereItShould(index: Int) throws {
        let (app, setup, command, stack, modals) = Self.landings[index]
        let session = try session(app, after: setup)
        let result = try #require(session.run(command))
        #expect(result.failure == nil, "\(app): \(command): \(result.failure?.message ?? "")")
        #expect(session.report.stack.pathDescription == stack)
        #expect(session.report.modals.count == modals)
    }

    /// (app, setup, command, code, message).
    static let refusals: [(String, [String], String, ErrorCode, String)] = [
        (
            "memo", ["login a", "present about"], "navigate home", .notAllowed,
            "'home' is the root of tab home and cannot be pushed or presented; select it with 'tab home'"
        ),
        (
            "memo", ["login a"], "navigate newMemo", .notAllowed,
            "'newMemo' cannot be pushed or presented by hand: the feature coordinator shows it after 'new' on home"
        ),
        (
            "memo", [], "navigate about", .notAllowed,
            "'about' belongs to the main flow, which is not running; start it with 'login USER' on login or signup first"
        ),
        ("memo", ["login a"], "dismiss all", .notAllowed, "no modal is up to dismiss"),
        ("steps", [], "dismiss all", .notAllowed, "no modal is up to dismiss"),
        (
            "mvc", ["present second"], "navigate first", .notAllowed,
            "'first' is the root of the app flow and cannot be pushed or presented"
        ),
        (
            "movies", [], "navigate detail 99", .notFound,
            "'detail' takes a movie id: 7, 12, 42, 101 or 2001; got '99'"
        ),
    ]

    @Test(arguments: refusals.indices)
    func aRefusedIntentSaysWhyAndChangesNothing(index: Int) throws {
        let (app, setup, command, code, message) = Self.refusals[index]
        let session = try session(app, after: setup)
        let before = session.app.anySnapshot
        let result = try #require(session.run(command))
        #expect(result.failure == CommandFailure(code, message))
        #expect(session.app.anySnapshot == before)
    }

    @Test func navigateReleasesTheFeatureFlowAsPopToDoes() throws {
        let session = try session("memo", after: ["login a", "new", "write x", "preview"])
        weak let feature = session.app.rootCoordinator.subtree.first { $0.name == "feature" }
        #expect(feature != nil)
        #expect(session.run("navigate newMemo")?.succeeded == true)
        #expect(session.report.coordinators == ["app", "main", "feature"])
        #expect(session.run("navigate home")?.succeeded == true)
        #expect(session.report.stack.pathDescription == "home")
        #expect(session.app.runningCoordinators == ["app", "main"])
        #expect(feature == nil, "the feature coordinator outlived its screens")
    }

    @Test func navigateSaysInTheTraceWhetherItPoppedOrPushed() throws {
        let session = try session("memo", after: ["login a", "push detail 1", "push about", ":trace on"])
        let popped = try #require(session.run("navigate detail 1")?.trace?.map(\.description))
        #expect(popped.contains("main: navigate: detail(1) is on the active stack, so it pops to the topmost one"))
        #expect(popped.contains("stacks: popped about from tab home"))
        let pushed = try #require(session.run("navigate detail 2")?.trace?.map(\.description))
        #expect(pushed.contains("main: navigate: detail(2) is not on the active stack, so it pushes it"))
        #expect(pushed.contains("stacks: pushed detail(2) on tab home"))
    }

    @Test func helpExplainsBoth() throws {
        let session = Session(app: MemoApp())
        guard case .text(let navigate)? = session.run(":help navigate")?.display,
            case .text(let dismiss)? = session.run("help dismiss")?.display
        else {
            Issue.record("no help text")
            return
        }
        #expect(navigate.hasPrefix("navigate ROUTE [ARG]: go to a screen"))
        // The example names a route the active stack takes: login's stack here, home's after.
        #expect(navigate.contains("Example: navigate signup"))
        _ = session.run("login alice")
        guard case .text(let signedIn)? = session.run(":help navigate")?.display else {
            Issue.record("no help text")
            return
        }
        #expect(signedIn.contains("Example: navigate detail 42"))
        #expect(dismiss.hasPrefix("dismiss [all]: dismiss the top modal"))
        // No modal is up on the login screen: the example presents one first.
        #expect(dismiss.contains("Example, from here (no modal is up):\n    present forgotPassword\n    dismiss\n"))
    }

    @Test func tabCompletesWhereNavigateCanGo() {
        let session = SessionTests.session(after: ["login a", "push detail 3", "push about"])
        let completer = Completer(catalog: session.app.catalog, report: session.report)
        #expect(completer.complete("navigate ") == .list(["home", "detail", "about"]))
        #expect(completer.complete("navigate detail ") == .insert("3 "))
        #expect(completer.complete("nav") == .insert("igate "))
        #expect(completer.complete("dismiss ") == .insert("all "))
    }
}
