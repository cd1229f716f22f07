import AppDefinitions
import Testing

@testable import SwiftExport

@Suite("Every name of a design gets a Swift name, and the changes are said")
struct ExportNamesTests {
    @Test func awkwardNamesAreEscapedOrRenamedWithANote() throws {
        let definition = try ExportSamples.definition(at: ExportSamples.awkward)
        let names = ExportNames(definition, appName: definition.name)
        #expect(names.module == "AwkwardNamesNavigation")
        #expect(names.route("for-you") == "forYou")
        #expect(names.route("default") == "`default`")
        #expect(names.route("name") == "nameScreen")
        #expect(names.route("Type") == "type")
        #expect(names.event("let-it-be") == "letItBe")
        #expect(names.tab("in") == "`in`")
        #expect(names.coordinator("self") == "selfCoordinator")
        #expect(names.coordinatorType("self") == "SelfCoordinator")
        #expect(names.coordinatorType("sign-in") == "SignInCoordinator")
        #expect(names.variable("class") == "`class`")
        #expect(names.collectionProperty("where") == "`where`")
        #expect(names.itemType("where") == "StringItem")
        #expect(
            names.notes.contains("route 'for-you' is forYou in Swift (a Swift name has only letters, digits and '_')"))
        #expect(names.notes.contains("route 'Type' is type in Swift (a case starts with a lowercase letter)"))
        #expect(
            names.notes.contains(
                "route 'name' is nameScreen in Swift ('name' is taken by a member the export generates)"))
        #expect(
            names.notes.contains("coordinator 'self' is selfCoordinator in Swift ('self' cannot name a case in Swift)"))
        #expect(names.notes.contains("event 'switch' is `switch` in Swift (a Swift keyword, written in backticks)"))
        #expect(names.notes.count == 19)
    }

    @Test func plainNamesAreKeptAsTheyAreWithoutNotes() throws {
        for path in ExportSamples.examples {
            let definition = try ExportSamples.definition(at: path)
            let names = ExportNames(definition, appName: definition.name)
            #expect(names.notes.isEmpty, "\(path): \(names.notes)")
            for route in definition.routes { #expect(names.route(route.name) == route.name) }
        }
    }

    @Test func twoNamesThatBecomeTheSameSwiftNameAreKeptApart() {
        let definition = AppDefinition(
            name: "twins", summary: "", scheme: "twins", users: nil,
            coordinators: [
                CoordinatorDefinition(name: "app", parent: nil, role: "", navigation: .stack(root: "my-page"))
            ],
            routes: [
                RouteDefinition(name: "my-page", owner: "app"), RouteDefinition(name: "myPage2x", owner: "app"),
                RouteDefinition(name: "my_page", owner: "app"), RouteDefinition(name: "myPage", owner: "app"),
            ],
            events: [], links: [], data: DataDefinition())
        let names = ExportNames(definition, appName: "twins")
        let swift = definition.routes.map { names.route($0.name) }
        #expect(Set(swift).count == swift.count, "\(swift)")
        #expect(names.route("myPage") == "myPage")
        #expect(names.route("my-page") == "myPage2")
        #expect(names.route("my_page") == "my_page")
        #expect(
            names.notes == [
                "route 'my-page' is myPage2 in Swift (a Swift name has only letters, digits and '_'; "
                    + "another route is called 'myPage')"
            ])
    }

    /// A name that is already a Swift identifier keeps it, whichever comes first; the names that
    /// had to change take the numbers left, in alphabetical order, so that the Swift names do not
    /// depend on the order of the definition.
    @Test(arguments: [false, true])
    func aNameThatIsAlreadyAnIdentifierKeepsItInAnyOrder(reversed: Bool) {
        let routeNames = [
            "home", "help-center", "helpCenter", "Help-Center", "help-Center", "helpCenter3", "name",
            "nameScreen",
        ]
        let eventNames = ["go-on", "goOn"]
        let definition = AppDefinition(
            name: "names", summary: "", scheme: "names", users: nil,
            coordinators: [CoordinatorDefinition(name: "app", parent: nil, role: "", navigation: .stack(root: "home"))],
            routes: (reversed ? routeNames.reversed() : routeNames).map { RouteDefinition(name: $0, owner: "app") },
            events: (reversed ? eventNames.reversed() : eventNames).map {
                EventDefinition(name: $0, source: .screens(["home"]), handler: .effects([.pop(count: 1)]))
            },
            links: [], data: DataDefinition())
        let names = ExportNames(definition, appName: "names")
        let swift = routeNames.map { names.route($0) }
        #expect(
            swift == [
                "home", "helpCenter5", "helpCenter", "helpCenter2", "helpCenter4", "helpCenter3",
                "nameScreen2", "nameScreen",
            ])
        #expect(names.event("goOn") == "goOn")
        #expect(names.event("go-on") == "goOn2")
        let expected = [
            "route 'help-center' is helpCenter5 in Swift (a Swift name has only letters, digits and '_'; "
                + "another route is called 'helpCenter')",
            "route 'Help-Center' is helpCenter2 in Swift (a Swift name has only letters, digits and '_'; "
                + "another route is called 'helpCenter')",
            "route 'help-Center' is helpCenter4 in Swift (a Swift name has only letters, digits and '_'; "
                + "another route is called 'helpCenter')",
            "route 'name' is nameScreen2 in Swift ('name' is taken by a member the export generates; "
                + "another route is called 'nameScreen')",
            "event 'go-on' is goOn2 in Swift (a Swift name has only letters, digits and '_'; "
                + "another event is called 'goOn')",
        ]
        #expect(Set(names.notes) == Set(expected))
        #expect(names.notes.count == expected.count)
    }
}
