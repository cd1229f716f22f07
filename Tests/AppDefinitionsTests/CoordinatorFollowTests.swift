import CoordinatorKit
import Testing

@testable import AppDefinitions

/// After every command, the coordinator objects the app keeps (`DefinedCoordinator.follow`,
/// which skips `sync`'s walk when flows were only let go, or one child flow only started) form
/// the tree `sync` makes from scratch for the same state: an app restored from its snapshot.
@Suite("Coordinator trees after each command")
struct CoordinatorFollowTests {
    /// A command typed as a line: an event (`login alice`) or a stack intent.
    enum Step {
        case event(String, Argument?)
        case intent(NavigationIntent)
    }

    static let memo: [Step] = [
        .event("login", .text("alice")), .event("new", nil), .event("write", .text("milk")),
        .event("preview", nil), .event("save", nil), .event("tab", .text("home")), .event("new", nil),
        .event("cancel", nil), .event("new", nil), .intent(.pop(count: 1)), .event("new", nil),
        .event("new", nil), .intent(.popToRoot), .event("new", nil), .event("tab", .text("home")),
        .event("new", nil), .event("logout", nil), .event("login", .text("bob")), .event("new", nil),
    ]

    /// Two modal flows of the root: `checkout` starts signed out as `signIn`, kept until sign-in.
    static let shop: [Step] = [
        .event("show", .integer(1)), .event("add", nil), .event("tab", .text("cart")), .event("checkout", nil),
        .event("cancel", nil), .event("checkout", nil), .event("login", .text("alice")),
        .event("deliver", .text("1 Main Street")), .event("next", nil), .intent(.dismiss),
        .event("tab", .text("cart")), .event("checkout", nil), .event("deliver", .text("2 Side Road")),
        .event("next", nil), .event("pay", nil), .event("done", nil), .event("tab", .text("profile")),
        .event("logout", nil), .event("signin", nil), .intent(.dismissAll),
    ]

    @Test(arguments: [("memo.json5", memo), ("shop.json5", shop)])
    func theTreeIsTheOneMadeFromTheState(file: String, steps: [Step]) throws {
        let model = try Examples.model(file)
        let app = DefinedApp(model)
        var started = 0
        for step in steps {
            let before = app.runningCoordinators
            switch step {
            case .event(let name, let argument): _ = try? app.send(name, argument)
            case .intent(let intent): _ = try? app.perform(intent)
            }
            let made = DefinedApp(model, restoring: app.snapshot())
            #expect(Self.shape(app.rootCoordinator) == Self.shape(made.rootCoordinator), "after \(step)")
            if app.runningCoordinators.count > before.count { started += 1 }
        }
        #expect(started >= 4)
    }

    /// Each coordinator by name with its children's, in order.
    static func shape(_ node: any Coordinator) -> String {
        node.children.isEmpty ? node.name : "\(node.name)(\(node.children.map(shape).joined(separator: " ")))"
    }
}
