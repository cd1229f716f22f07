import CoordinatorKit
import FoundationEssentials
import TestSupport
import Testing

@testable import CoordshShell

/// `:app load FILE` and what a session does with a loaded definition: undo, `:apps`, and saved
/// states tied to the definition they ran on.
@Suite("Definitions in a session")
struct DefinitionSessionTests {
    /// A session on the memo app whose files hold the shop example (`shop.json5`), a shop whose
    /// summary was edited (`shop-edited.json5`) and a broken definition (`bad.json5`).
    private func session() throws -> (Session, MemoryFiles) {
        let shop = try #require(FileManager.default.contents(atPath: Repository.exampleApps + "/shop.json5"))
        let text = String(decoding: shop, as: UTF8.self)
        // Edited: its summary, and a price (the design's data).
        let edited = text.replacingOccurrences(of: "summary: \"a shop:", with: "summary: \"an edited shop:")
            .replacingOccurrences(of: "price: 89", with: "price: 90")
        // Reworded only: the app's summary, a route's and an event's, a coordinator's role, an
        // argument's label and example.
        let reworded = text.replacingOccurrences(of: "summary: \"a shop:", with: "summary: \"a reworded shop:")
            .replacingOccurrences(of: "put the product shown into the cart", with: "add the product to the cart")
            .replacingOccurrences(of: "where to deliver", with: "the delivery address")
            .replacingOccurrences(of: "needs a signed-in user", with: "for signed-in users")
            .replacingOccurrences(of: "example: \"1 Main Street\"", with: "example: \"2 High Street\"")
            .replacingOccurrences(of: "label: \"address\"", with: "label: \"street address\"")
        let files = MemoryFiles(files: [
            "shop.json5": shop, "shop-edited.json5": Data(edited.utf8), "shop-reworded.json5": Data(reworded.utf8),
            "bad.json5": Data(#"{ name: "memo", coordinators: [], routes: [{ name: "home", owner: "ap" }] }"#.utf8),
        ])
        return (Session(app: try #require(TestApps.start("memo")), files: files), files)
    }

    /// A state saved with a definition loads with one whose texts only were reworded (summaries,
    /// a coordinator's role, an argument's label and example): they change nothing a state holds,
    /// and a recording's saved start survives them. A file saved before this rule (its stamp has
    /// no `stateDigest`) still needs the very same definition.
    @Test func aSavedStateLoadsWithADefinitionWhoseTextsOnlyWereReworded() throws {
        let (session, files, saved) = try sessionWithSavedCart()
        #expect(session.run(":app load shop-reworded.json5")?.succeeded == true)
        #expect(session.app.catalog.summary.hasPrefix("a reworded shop:"))
        let loaded = session.run(":load cart.json")
        #expect(loaded?.succeeded == true, "\(loaded?.failure?.message ?? "")")
        #expect(session.app.anySnapshot == saved)
        #expect(session.app.catalog.summary.hasPrefix("a reworded shop:"))
        // An older file, stamped with the whole definition's digest only.
        let older = String(decoding: try #require(files.files["cart.json"]), as: UTF8.self)
        #expect(older.contains("\"stateDigest\""))
        files.files["older.json"] = Data(
            older.replacingOccurrences(of: #",\n *"stateDigest" : "[0-9a-f]+""#, with: "", options: .regularExpression)
                .utf8)
        #expect(!String(decoding: try #require(files.files["older.json"]), as: UTF8.self).contains("stateDigest"))
        #expect(session.run(":load older.json")?.failure?.message.contains("definition.digest") == true)
    }

    /// A session on the shop definition with product 7 shown, saved to `cart.json`; the state saved.
    private func sessionWithSavedCart() throws -> (Session, MemoryFiles, AnyHashable) {
        let (session, files) = try session()
        _ = session.run(":app load shop.json5")
        _ = session.run("show 7")
        #expect(session.run(":save cart.json")?.succeeded == true)
        return (session, files, session.app.anySnapshot)
    }

    @Test func loadingADefinitionRunsItAndUndoBringsThePreviousAppBack() throws {
        let (session, _) = try session()
        let loaded = session.run(":app load shop.json5")
        #expect(loaded?.succeeded == true)
        #expect(loaded?.notes == ["loaded the shop app from shop.json5"])
        #expect(session.report.app == "shop")
        #expect(session.registry.names.last == "shop")
        #expect(session.run(":undo")?.succeeded == true)
        #expect(session.report.app == "memo")
        #expect(session.run(":redo")?.succeeded == true)
        #expect(session.report.app == "shop")
    }

    /// Undo leaves the app registry as it was before the command it undoes, redo as after: the
    /// definition that `:app load` added leaves `:apps` with its undo. (It stayed, and ':app shop'
    /// still started it.)
    @Test func undoOfLoadingADefinitionTakesItOutOfTheAppsAndRedoPutsItBack() throws {
        let (session, _) = try session()
        _ = session.run(":app load shop.json5")
        #expect(session.run(":undo")?.succeeded == true)
        #expect(session.registry.names == TestApps.names)
        #expect(session.run(":app shop")?.failure?.code == .badArgument)
        #expect(session.run(":redo")?.succeeded == true)
        #expect(session.registry.names == TestApps.names + ["shop"])
        #expect(session.run(":app memo")?.succeeded == true)
        #expect(session.run(":app shop")?.succeeded == true)
    }

    /// Undoing `:app load` of a second definition of the same name brings the first back under
    /// its name, whichever app runs: the registry before the load held it. (With another app
    /// running before the load, the second stayed.)
    @Test func undoOfLoadingASecondDefinitionOfTheSameNameBringsTheFirstBackWhateverRuns() throws {
        let (session, _) = try session()
        _ = session.run(":app load shop.json5")
        _ = session.run(":app memo")
        _ = session.run(":app load shop-edited.json5")
        #expect(session.run(":undo")?.succeeded == true)
        #expect(session.report.app == "memo")
        #expect(session.registry.kind(named: "shop")?.catalog.summary.hasPrefix("a shop:") == true)
        #expect(session.run(":redo")?.succeeded == true)
        #expect(session.registry.kind(named: "shop")?.catalog.summary.hasPrefix("an edited shop:") == true)
        // Undone past both loads, no shop is left.
        #expect(session.run(":undo 3")?.succeeded == true)
        #expect(session.registry.names == TestApps.names)
    }

    /// A command after the undo drops the undone load with what redo could replay: a later undo
    /// and redo do not bring its definition back.
    @Test func aCommandAfterUndoingALoadDropsItsDefinitionForGood() throws {
        let (session, _) = try session()
        _ = session.run(":app load shop.json5")
        _ = session.run(":undo")
        #expect(session.run("signup")?.succeeded == true)
        _ = session.run(":undo")
        _ = session.run(":redo")
        #expect(session.registry.names == TestApps.names)
        #expect(session.report.screen.description == "signup")
    }

    /// Undo and redo across `:app load` of another definition of the same name bring its
    /// definition back with the app: `:app NAME`, `:load` and `:save` then follow the app that
    /// runs. (The registry kept the undone definition: `:load` of a file the running app had
    /// saved was refused, naming the other one, and `:app shop` started the other one.)
    @Test func undoOfLoadingAnotherDefinitionOfTheSameNameBringsItsDefinitionBack() throws {
        let (session, _, saved) = try sessionWithSavedCart()
        _ = session.run(":app load shop-edited.json5")
        #expect(session.run(":undo")?.succeeded == true)
        #expect(session.app.anySnapshot == saved)
        #expect(session.run(":load cart.json")?.succeeded == true)
        #expect(session.app.anySnapshot == saved)
        #expect(session.run(":app shop")?.succeeded == true)
        #expect(session.app.catalog.summary.hasPrefix("a shop:"))

        _ = session.run(":app load shop-edited.json5")
        _ = session.run(":undo")
        #expect(session.run(":redo")?.succeeded == true)
        #expect(session.app.catalog.summary.hasPrefix("an edited shop:"))
        #expect(session.run(":app shop")?.succeeded == true)
        #expect(session.app.catalog.summary.hasPrefix("an edited shop:"))
    }

    @Test func aBrokenDefinitionIsRefusedWithEveryProblemAndChangesNothing() throws {
        let (session, _) = try session()
        _ = session.run("login alice")
        let before = session.app.anySnapshot
        let result = session.run(":app load bad.json5")
        #expect(result?.failure?.code == .badArgument)
        #expect(
            result?.failure?.message == """
                cannot load the app in 'bad.json5': 3 problems
                bad.json5:1:9: error: name: 'memo' is the name of a built-in app; a definition needs its own name, such as 'memo-def'
                bad.json5:1:31: error: coordinators: a definition needs at least one coordinator: the root, which owns a 'stack' or 'tabs'
                bad.json5:1:67: error: routes[0].owner: unknown coordinator 'ap': the definition has none
                """)
        #expect(session.app.anySnapshot == before)
        #expect(session.registry.names == TestApps.names)
    }

    @Test func aMissingFileIsAnIOError() throws {
        let (session, _) = try session()
        #expect(
            session.run(":app load nowhere.json5")?.failure
                == CommandFailure(.io, "cannot read 'nowhere.json5': No such file or directory"))
    }

    @Test func aSavedStateLoadsOnlyWithTheDefinitionItRanOn() throws {
        let (session, _, saved) = try sessionWithSavedCart()
        _ = session.run(":app memo")
        #expect(session.run(":load cart.json")?.succeeded == true)
        #expect(session.app.anySnapshot == saved)

        let (other, files) = try self.session()
        files.files["cart.json"] = try #require(session.files as? MemoryFiles).files["cart.json"]
        #expect(
            other.run(":load cart.json")?.failure?.message
                == "cannot load 'cart.json': app: the file holds a state of the app 'shop' defined in 'shop.json5', which is not loaded; load it first with ':app load shop.json5'"
        )
        _ = other.run(":app load shop-edited.json5")
        let refused = other.run(":load cart.json")?.failure?.message ?? ""
        #expect(
            refused.hasPrefix(
                "cannot load 'cart.json': definition.digest: the file was saved with the definition of 'shop' in 'shop.json5' (digest "
            ))
        #expect(refused.contains("but the loaded one, from 'shop-edited.json5', differs"))
        // What to do about it: the state belongs to the design it was saved in.
        #expect(
            refused.hasSuffix(
                "; a state loads only into the definition it was saved with (summaries, roles, labels and examples aside): make it again with this one (':record' again, from the app's start, for a recording's .start.json)"
            ), "\(refused)")
    }

    // MARK: - Ids of a catalogue

    /// A catalogue's ids are fixed: the parser reads a product's id as one of them, and refuses
    /// another, or none, with the ids there are (an id no product has is `notFound`, as a movie the
    /// movies catalogue does not have, in a command or in a link). Nothing changes.
    @Test(arguments: [
        ("push product abc", ErrorCode.badArgument, "'product' takes a product id: 1, 2, 7 or 9; got 'abc'"),
        ("push product", .badArgument, "'product' needs a product id: 1, 2, 7 or 9"),
        ("push product 8", .notFound, "'product' takes a product id: 1, 2, 7 or 9; got '8'"),
        ("present product 0", .badArgument, "'product' takes a product id: 1, 2, 7 or 9; got '0'"),
        ("popto product 3", .notFound, "'product' takes a product id: 1, 2, 7 or 9; got '3'"),
        ("show 8", .notFound, "'show' takes a product id: 1, 2, 7 or 9; got '8'"),
        (":expect screen product(8)", .notFound, "'product' takes a product id: 1, 2, 7 or 9; got '8'"),
        (
            "open shop://product/8", .notFound,
            "cannot open 'shop://product/8': 'product' takes a product id: 1, 2, 7 or 9; got '8'"
        ),
    ])
    func aCatalogueIDIsOneOfItsItems(line: String, code: ErrorCode, message: String) throws {
        let (session, _) = try session()
        _ = session.run(":app load shop.json5")
        _ = session.run("show 7")
        _ = session.run("tab catalog")
        let before = session.app.anySnapshot
        #expect(session.run(line)?.failure == CommandFailure(code, message))
        #expect(session.app.anySnapshot == before)
        #expect(session.run("show 9")?.succeeded == true)
    }

    /// The ids of a collection are made as the app runs (memos 1, 2, 3, ...): any integer is read,
    /// and the app shows a missing memo as such.
    @Test func aCollectionsIDsAreAnyInteger() throws {
        let kind = try AppLoader(files: LocalFiles()).kind(from: Repository.exampleApps + "/memo.json5")
        let session = Session(app: kind.start(), files: MemoryFiles())
        _ = session.run("login alice")
        #expect(session.run("push detail 99")?.succeeded == true)
        #expect(session.report.screen == Route("detail", .integer(99)))
    }
}
