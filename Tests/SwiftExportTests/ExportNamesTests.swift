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
        #expect(names.route("my-page") == "myPage")
        #expect(names.route("myPage") == "myPage2")
        #expect(names.notes.contains("route 'myPage' is myPage2 in Swift (another name became 'myPage' too)"))
    }
}
