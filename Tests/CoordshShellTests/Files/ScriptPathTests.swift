import Testing

@testable import CoordshShell

/// Where a relative path a script reads may be found beside it, and how a script coordsh
/// writes names a file so that it runs from any folder: string work only.
@Suite("ScriptPath")
struct ScriptPathTests {
    @Test(arguments: [
        ("tests/login.coord", "food.json5", "tests/food.json5"),
        ("tests/login.coord", "../design/food.json5", "tests/../design/food.json5"),
        ("/p/tests/login.coord", "sub/more.coord", "/p/tests/sub/more.coord"),
        ("/login.coord", "food.json5", "/food.json5"),
        ("tests/inner/x.coord", "s.json", "tests/inner/s.json"),
    ])
    func aRelativePathIsFoundBesideTheScript(script: String, path: String, beside: String) {
        #expect(ScriptPath.beside(script: script, path: path) == beside)
    }

    /// No second place: an absolute or `~` path, or a script in the folder coordsh runs in.
    @Test(arguments: [
        ("tests/login.coord", "/etc/food.json5"),
        ("tests/login.coord", "~/food.json5"),
        ("tests/login.coord", "~"),
        ("login.coord", "food.json5"),
        ("./login.coord", "food.json5"),
    ])
    func somePathsHaveNoPlaceBesideTheScript(script: String, path: String) {
        #expect(ScriptPath.beside(script: script, path: path) == nil)
    }

    /// A path from the folder coordsh runs in, as a script in `folder` names it: relative to
    /// the script's folder when both are relative or both absolute, clean (no `./`, `..` only
    /// as needed); an absolute or `~` path stays as it is.
    @Test(arguments: [
        ("design/food.json5", "tests", "../design/food.json5"),
        ("design/food.json5", "tests/", "../design/food.json5"),
        ("./design/./food.json5", "./tests", "../design/food.json5"),
        ("food.json5", "tests/unit", "../../food.json5"),
        ("tests/login.start.json", "tests", "login.start.json"),
        ("tests/a/../login.start.json", "tests", "login.start.json"),
        ("food.json5", ".", "food.json5"),
        ("food.json5", "", "food.json5"),
        ("../shared/food.json5", "tests", "../../shared/food.json5"),
        ("/p/design/food.json5", "/p/tests", "../design/food.json5"),
        ("/p/tests/s.json", "/p/tests/", "s.json"),
        ("/p/design/food.json5", "/", "p/design/food.json5"),
        ("/food.json5", "/p/tests", "../../food.json5"),
        ("/p/design/food.json5", "tests", "/p/design/food.json5"),
        ("~/food.json5", "tests", "~/food.json5"),
        ("~/food.json5", "/p/tests", "~/food.json5"),
    ])
    func aScriptNamesAFileFromItsOwnFolder(path: String, folder: String, named: String) {
        #expect(ScriptPath.naming(path, fromFolder: folder, workingFolder: nil) == named)
    }

    /// A relative path and a script folder only the folder coordsh runs in relates: both made
    /// absolute from it (`workingFolder`); without it, the path as it was given.
    @Test(
        arguments: [
            ("design/food.json5", "/p/tests", "/p", "../design/food.json5"),
            ("design/food.json5", "/q/tests", "/p", "../../p/design/food.json5"),
            ("food.json5", "../tests", "/p/app", "../app/food.json5"),
            ("food.json5", "../tests", "/", "../food.json5"),
            ("design/food.json5", "/p/tests", nil, "design/food.json5"),
            ("food.json5", "../tests", nil, "food.json5"),
            ("food.json5", "~/tests", "/p", "food.json5"),
        ] as [(String, String, String?, String)])
    func theFolderCoordshRunsInRelatesTheRest(path: String, folder: String, working: String?, named: String) {
        #expect(ScriptPath.naming(path, fromFolder: folder, workingFolder: working) == named)
    }
}
