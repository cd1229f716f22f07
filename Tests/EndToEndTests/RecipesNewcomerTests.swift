import Foundation
import Testing

/// What a newcomer met with their own recipes app (`Definitions/recipes.json5`: onboarding,
/// then a tab bar whose modal flow `addRecipe` adds a recipe), through the real binary.
@Suite("A newcomer's recipes app")
struct RecipesNewcomerTests {
    private static let recipes = CoordshProcess.packageRoot.appendingPathComponent(
        "Tests/EndToEndTests/Definitions/recipes.json5"
    ).path

    /// `help save` from a recipe found no way "up to 6 commands" where five get there: the
    /// search stopped at its 400 states first, and said nothing of them.
    @Test func helpFindsTheWayFromARecipeToSave() throws {
        let result = try CoordshProcess.run([
            "--app-file", Self.recipes, "-c", "signin", "-c", "login a", "-c", "show 2", "-c", "help save",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                  Example, from here (recipe(2) does not report it):
                    tab recipes
                    add
                    title "Pea soup"
                    next
                    save
                  Fails when: the visible screen does not emit it (it is recipe(2) now)

                """), "\(result.stdout)")
    }

    /// The trace of `save` named `main` as the owner of `recipeIngredients`, a screen of the
    /// `addRecipe` flow that main runs.
    @Test func theTraceOfSaveNamesTheFlowThatOwnsTheScreen() throws {
        let result = try CoordshProcess.run([
            "--app-file", Self.recipes, "-c", "signin", "-c", "login a", "-c", "add", "-c", "title x", "-c", "next",
            "-c", ":trace on", "-c", "save",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                """
                trace: app receives 'save' reported by recipeIngredients
                trace: app -> main: recipeIngredients is one of addRecipe's screens, and addRecipe runs under main
                trace: main -> addRecipe: recipeIngredients is one of addRecipe's screens

                """), "\(result.stdout)")
    }

    /// Signed out, a link is kept for the next sign-in, which `register` does as well as `login`.
    @Test func aLinkOpenedSignedOutWaitsForTheNextSignInNotLogin() throws {
        let result = try CoordshProcess.run(["--app-file", Self.recipes, "-c", "open recipes://recipe/2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasSuffix(
                """
                pendingLink: recipes://recipe/2 (opens right after the next sign-in)
                note: signed out: recipes://recipe/2 will open right after the next sign-in

                """), "\(result.stdout)")
    }
}
