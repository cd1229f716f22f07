import CommandLanguage
import CoordinatorKit
import MemoApp
import TestSupport
import Testing

/// Examples made from the running app's tables: the memo app keeps the words it always showed,
/// another app gets its own routes, links and ids.
@Suite struct CommandExampleTests {
    /// The memo app's examples are the words the reference always showed.
    @Test(arguments: [
        ("push", "push detail 42"),
        ("popto", "popto detail"),
        ("navigate", "navigate detail 42"),
        ("replace", "replace about"),
        ("present", "present about"),
        ("open", "open memo://memos/detail/3"),
        (":expect", ":expect stack home > detail(42)"),
        ("pop", "pop 2"),
        (":undo", ":undo"),
    ])
    func memoExamples(command: String, example: String) throws {
        let info = try #require(CommandReference.info(named: command))
        #expect(info.example.text(in: MemoApp.catalog) == example)
    }

    /// Another app's examples name its own routes, links and ids: the shop's first product is 1.
    @Test(arguments: [
        ("push", "push product 1"),
        ("popto", "popto product"),
        ("navigate", "navigate product 1"),
        ("replace", "replace orders"),
        ("present", "present orders"),
        ("open", "open shop://product/1"),
        (":expect", ":expect stack catalog > product(1)"),
        ("dismiss", "dismiss all"),
    ])
    func shopExamples(command: String, example: String) throws {
        let catalog = try #require(TestApps.kind("shop")?.catalog)
        let info = try #require(CommandReference.info(named: command))
        #expect(info.example.text(in: catalog) == example)
    }

    @Test func aFixedExampleIsTheSameInEveryApp() throws {
        let shop = try #require(TestApps.kind("shop")?.catalog)
        #expect(CommandExample.fixed("pop 2").text(in: shop) == "pop 2")
        #expect(("dismiss all" as CommandExample) == .fixed("dismiss all"))
    }

    /// An app whose flow has only one route a user may push shows it again where another is wanted;
    /// an app without a stack root shows the screen alone.
    @Test func examplesOfAnAppWithOnePushableRoute() throws {
        let mvc = try #require(TestApps.catalog("mvc"))
        #expect(CommandExample.route("push").text(in: mvc) == "push second")
        #expect(CommandExample.otherRoute("present").text(in: mvc) == "present second")
        #expect(CommandExample.stack(":expect").text(in: mvc) == ":expect stack first > second")
        let steps = try #require(TestApps.catalog("steps"))
        #expect(CommandExample.otherRoute("replace").text(in: steps) == "replace view3")
    }

    // MARK: - Where the user is

    private static let login = Route("login")
    private static let signup = Route("signup")

    /// The example made for a situation on memo's login stack: the command alone where it can
    /// succeed, else the push that gives it a screen above the root first.
    @Test(arguments: [
        ("pop", Stack.of(login), 0, 0, ["push signup", "pop"]),
        ("pop", Stack.of(login, signup), 0, 0, ["pop"]),
        ("pop", Stack.of(login, signup, .forgotPassword), 0, 0, ["pop 2"]),
        ("replace", Stack.of(login), 0, 0, ["push signup", "replace forgotPassword"]),
        ("replace", Stack.of(login, signup), 0, 0, ["replace forgotPassword"]),
        ("back", Stack.of(login), 0, 0, ["push signup", "back"]),
        ("popto", Stack.of(login), 0, 0, ["popto login"]),
        ("popto", Stack.of(login, signup, .forgotPassword), 0, 0, ["popto signup"]),
        ("dismiss", Stack.of(login), 0, 0, ["present forgotPassword", "dismiss"]),
        (":expect", Stack.of(login, signup), 0, 0, [":expect stack login > signup"]),
        (":undo", Stack.of(login), 0, 0, ["push signup", ":undo"]),
        (":undo", Stack.of(login), 1, 0, [":undo"]),
        (":redo", Stack.of(login), 0, 0, ["push signup", ":undo", ":redo"]),
        (":redo", Stack.of(login), 3, 0, [":undo", ":redo"]),
        (":redo", Stack.of(login), 0, 1, [":redo"]),
        (":redo", Stack.of(login), 0, 2, [":redo 2"]),
        (":hint", Stack.of(login), 0, 0, [":tour 1", ":hint"]),
    ])
    func examplesWorkWhereTheUserIs(command: String, stack: Stack, undoable: Int, redoable: Int, commands: [String])
        throws
    {
        let info = try #require(CommandReference.info(named: command))
        let situation = ExampleSituation(navigation: Navigation(stack: stack), undoable: undoable, redoable: redoable)
        let example = info.example.worked(in: MemoApp.catalog, situation: situation)
        #expect(example.commands == commands)
        #expect((example.need == nil) == (commands.count == 1))
    }

    @Test func dismissNamesAllOnlyWithSeveralModalsUp() throws {
        let info = try #require(CommandReference.info(named: "dismiss"))
        let one = Navigation(stack: .of(Self.login), modals: [.of(.forgotPassword)])
        let two = Navigation(stack: .of(Self.login), modals: [.of(.forgotPassword), .of(Self.signup)])
        #expect(
            info.example.worked(in: MemoApp.catalog, situation: ExampleSituation(navigation: one)).commands == [
                "dismiss"
            ])
        #expect(
            info.example.worked(in: MemoApp.catalog, situation: ExampleSituation(navigation: two)).commands == [
                "dismiss all"
            ])
    }
}
