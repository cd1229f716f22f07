import CommandLanguage
import CoordinatorKit
import MemoApp
import Testing

/// `navigate ROUTE [ARG]` and `dismiss all` as the parser reads them.
@Suite struct ParserNavigateTests {
    private let parser = Parser(catalog: MemoApp.catalog)

    @Test(arguments: [
        ("navigate detail 42", NavigationIntent.navigate(.detail(42))),
        ("NAVIGATE Detail 42", .navigate(.detail(42))),
        ("navigate about", .navigate(.about)),
        // Whether the route may be pushed here is the app's to say (navigate home may pop to it).
        ("navigate home", .navigate(.home)),
        ("dismiss all", .dismissAll),
        ("dismiss ALL", .dismissAll),
        ("dismiss", .dismiss),
        ("dismiss all # every one", .dismissAll),
    ])
    func intentLine(line: String, intent: NavigationIntent) throws {
        #expect(try parser.parse(line) == .intent(intent))
    }

    @Test(arguments: [
        ("navigate", "'navigate' needs a route; usage: navigate ROUTE [ARG]"),
        ("navigate detail", "'detail' needs a memo id, an integer from 1 to 2147483647"),
        ("navigate detial 3", "unknown route 'detial'. Did you mean 'detail'?"),
        ("navigate about 3", "route 'about' takes no argument; got '3'"),
        ("navigate detail 1 2", "too many arguments to 'navigate': '2'; usage: navigate ROUTE [ARG]"),
        ("dismiss al", "'dismiss' takes nothing (the top modal) or 'all' (every modal); got 'al'. Did you mean 'all'?"),
        ("dismiss them", "'dismiss' takes nothing (the top modal) or 'all' (every modal); got 'them'"),
        ("dismiss all now", "too many arguments to 'dismiss': 'now'; usage: dismiss [all]"),
        ("navigat about", "unknown command 'navigat'. Did you mean 'navigate'?"),
    ])
    func badLinesSayWhatIsAccepted(line: String, message: String) {
        #expect(parseErrorMessage(line, parser: parser) == message)
    }

    @Test func bothAreInTheCommandReference() throws {
        let navigate = try #require(CommandReference.info(named: "navigate"))
        #expect(navigate.usage == "navigate ROUTE [ARG]" && navigate.group == .navigation)
        #expect(navigate.completion == .navigableRoutes)
        let dismiss = try #require(CommandReference.info(named: "dismiss"))
        #expect(dismiss.usage == "dismiss [all]" && dismiss.completion == .words(["all"]))
    }
}
