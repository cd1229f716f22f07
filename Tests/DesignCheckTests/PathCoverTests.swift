import CommandLanguage
import CoordinatorKit
import DesignCheck
import TestSupport
import Testing

@testable import DesignCheck

/// `coordsh paths`: scripts from the model.
@Suite("Path cover")
struct PathCoverTests {
    @Test func screenScriptsReachEachScreenPinningEveryStep() throws {
        let kind = try #require(Exploring.sample("planted.json5"))
        let scripts = PathCover.scripts(.screens, from: Explorer().explore(kind))
        #expect(
            scripts.map(\.name) == [
                "screen-welcome.coord", "screen-info.coord", "screen-hall.coord", "screen-room.coord",
            ])
        let pins = [":expect stack hall", ":expect modals 0", ":expect user alice"]
        #expect(
            scripts[3].lines == [
                TestScript.generatedMarker,
                "# each 'coordsh paths --out' run rewrites or removes this file, so edits are lost; delete the line above to keep it as yours",
                "# the room screen, by a shortest path from the start of the planted app",
                ":app load \(kind.catalog.name == "planted" ? pathOf(kind) : "")",
                ":expect screen welcome", ":expect stack welcome", ":expect modals 0", ":expect user none",
                "enter alice", ":expect screen hall",
            ] + pins + [
                "walk", ":expect screen room", ":expect stack hall > room", ":expect modals 0", ":expect user alice",
            ])
    }

    /// A step that changes the app's data pins the keys it changed (`DataPins`), after the pins
    /// of the navigation: memo's preview is reached by writing a draft.
    @Test func stepsPinTheDataTheyChange() throws {
        let kind = try #require(TestApps.kind("memo"))
        let scripts = PathCover.scripts(.screens, from: Explorer(bounds: ExplorationBounds(depth: 4)).explore(kind))
        let preview = try #require(scripts.first { $0.name == "screen-preview.coord" })
        let steps = preview.lines.filter {
            !$0.hasPrefix("#") && !$0.hasPrefix(":expect screen") && !$0.hasPrefix(":expect stack")
                && !$0.hasPrefix(":expect tab") && !$0.hasPrefix(":expect modals") && !$0.hasPrefix(":expect user")
        }
        #expect(
            steps == [
                ":app memo", "login alice", "new", #":expect draft """#, #"write "Buy milk""#,
                #":expect draft "Buy milk""#, "preview",
            ], "\(preview.lines)")
    }

    @Test func transitionScriptsEndWithTheirTransition() throws {
        let kind = try #require(Exploring.sample("planted.json5"))
        let exploration = Explorer(recordsTransitions: true).explore(kind)
        let scripts = PathCover.scripts(.transitions, from: exploration)
        #expect(
            scripts.map(\.name) == [
                "transition-01-welcome-look-info.coord", "transition-02-welcome-enter-hall.coord",
                "transition-03-info-navigate-welcome-welcome.coord", "transition-04-info-popto-welcome-welcome.coord",
                "transition-05-info-pop-welcome.coord", "transition-06-info-root-welcome.coord",
                "transition-07-info-back-welcome.coord", "transition-08-hall-walk-room.coord",
                "transition-09-room-navigate-hall-hall.coord", "transition-10-room-popto-hall-hall.coord",
                "transition-11-room-pop-hall.coord", "transition-12-room-root-hall.coord",
                "transition-13-room-back-hall.coord",
            ])
        #expect(scripts[7].lines[2] == "# from hall, 'walk' leads to room (planted app)")
        #expect(scripts[7].lines.filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") } == ["enter alice", "walk"])
        #expect(scripts[2].lines.filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") } == ["look", "navigate welcome"])
        #expect(scripts[3].lines.filter { !$0.hasPrefix(":") && !$0.hasPrefix("#") } == ["look", "popto welcome"])
    }

    @Test(arguments: [
        ("detail", "detail"), ("push detail", "push-detail"), ("open memo://home/detail", "open-memo-home-detail"),
        ("é!", "x"),
    ])
    func fileNamesKeepLettersDigitsAndDashes(text: String, name: String) {
        #expect(PathCover.fileName(text) == name)
    }

    private func pathOf(_ kind: AppKind) -> String {
        if case .definition(let path) = kind.origin { return path }
        return ""
    }
}
