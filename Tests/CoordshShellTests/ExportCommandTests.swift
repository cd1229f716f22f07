import AppDefinitions
import DesignCheck
import Foundation
import TestSupport
import Testing

@testable import CoordshShell

/// `coordsh export swift`, run in process: what it writes, and every bad input with its message
/// and exit status (64 for the command line, 65 for a design it cannot export, 1 for a script that
/// fails, 66 for a file it cannot read or write). The exported packages are built and tested by
/// `ExportedPackageTests` (end-to-end).
@Suite("coordsh export swift")
struct ExportCommandTests {
    /// Runs the command; returns its status, stdout and stderr.
    private func export(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let out = StringOutput()
        let err = StringOutput()
        let status = ExportCommand.main(arguments, out: out, err: err)
        return (status, out.text, err.text)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func contents(of url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theMemoAppIsExportedIntoANewFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("memo")
        let result = export(["swift", "--app", "memo", "--out", out.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "")
        #expect(result.out.hasPrefix("exported the memo app to \(out.path) (MemoNavigation, "))
        let scripts = ExportCommand.generatedScripts(for: try ExportDesign.load(ExportOptions()))
        #expect(result.out.contains("its tests replay \(scripts.count) scripts: "))
        #expect(result.out.contains("; 12 of 12 event transitions; "))
        // Counts are written as `coordsh check` writes them: 5,249 lines, not 5249.
        let lines = try #require(result.out.firstMatch(of: #/scripts: ([0-9,]+) lines; /#)?.1)
        #expect(lines.contains(","), "\(result.out)")
        let manifest = try contents(of: out.appendingPathComponent(".coordsh-export"))
        let listed = manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(listed.contains("Package.swift"))
        #expect(listed.contains("Tests/MemoNavigationTests/Replay/walk-1.jsonl"))
        for path in listed { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path)) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["memo"], "no temporary folder is left beside it")
    }

    @Test func twoExportsOfTheSameDesignWriteTheSameBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let steps = Repository.exampleApps + "/steps.json5"
        for name in ["one", "two"] {
            #expect(
                export(["swift", "--app-file", steps, "--out", folder.appendingPathComponent(name).path]).status == 0)
        }
        let one = folder.appendingPathComponent("one")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: one.path).sorted()
        #expect(
            try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("two").path).sorted()
                == paths)
        for path in paths where !path.hasSuffix("/") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: one.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            let first = try Data(contentsOf: one.appendingPathComponent(path))
            let second = try Data(contentsOf: folder.appendingPathComponent("two").appendingPathComponent(path))
            #expect(first == second, "\(path)")
        }
    }

    @Test func namesThatChangeOnTheWayIntoSwiftAreNoted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = Repository.root + "/Tests/SwiftExportTests/Samples/awkward-names.json5"
        let result = export(["swift", "--app-file", sample, "--out", folder.appendingPathComponent("awkward").path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err.hasPrefix(
                "note: route 'for-you' is forYou in Swift (a Swift name has only letters, digits and '_')\n"))
        #expect(
            result.err.contains("note: event 'switch' is `switch` in Swift (a Swift keyword, written in backticks)\n"))
    }

    @Test func aNameThatIsAlreadySwiftKeepsItAndOnlyTheOtherIsNoted() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let design = folder.appendingPathComponent("names.json5")
        try """
        {
          name: "names",
          coordinators: [{ name: "app", stack: "home" }],
          routes: [
            { name: "home", owner: "app" },
            { name: "help-center", owner: "app" },
            { name: "helpCenter", owner: "app" },
          ],
          events: [
            { name: "go-on", from: ["home"], do: [{ push: "help-center" }] },
            { name: "goOn", from: ["home"], do: [{ push: "helpCenter" }] },
          ],
        }
        """.write(to: design, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("NamesNav")
        let result = export(["swift", "--app-file", design.path, "--out", out.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err == """
                note: route 'help-center' is helpCenter2 in Swift (a Swift name has only letters, digits and '_'; \
                another route is called 'helpCenter')
                note: event 'go-on' is goOn2 in Swift (a Swift name has only letters, digits and '_'; \
                another event is called 'goOn')

                """)
        let routes = try contents(of: out.appendingPathComponent("Sources/NamesNavigation/Routes/Route.swift"))
        #expect(routes.contains(#"case helpCenter2 = "help-center""#), "\(routes)")
        #expect(!routes.contains(#"= "helpCenter""#), "\(routes)")
    }

    // MARK: - The output folder

    @Test func aFolderThatIsNotEmptyIsRefusedUnlessForced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.txt")
        try "mine".write(to: notes, atomically: true, encoding: .utf8)
        let refused = export(["swift", "--app", "steps", "--out", folder.path])
        #expect(refused.status == 64)
        #expect(
            refused.err
                == "error: '\(folder.path)' is not empty (1 entry); export into a new or empty folder, or add --force to replace the files an earlier export wrote there\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
        let forced = export(["swift", "--app", "steps", "--out", folder.path, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try contents(of: notes) == "mine")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
    }

    /// Exporting again into the folder of an earlier export (built since: `.build` is there) says
    /// that it is one, and what `--force` would do to it, rather than only counting entries.
    @Test func aFolderWithAnEarlierExportIsNamedAsOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("StepsNav").path
        #expect(export(["swift", "--app", "steps", "--out", package]).status == 0)
        try FileManager.default.createDirectory(
            atPath: package + "/.build", withIntermediateDirectories: false)
        let refused = export(["swift", "--app", "steps", "--out", package])
        #expect(refused.status == 64)
        #expect(
            refused.err
                == "error: '\(package)' holds an earlier export; add --force to write this one over it (it replaces the files that export wrote, edits made to them included, and keeps every other file, such as .build), or export into a new or empty folder\n"
        )
    }

    @Test func forceReplacesWhatAnEarlierExportWroteAndNothingElse() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(export(["swift", "--app", "steps", "--out", folder.path]).status == 0)
        let route = folder.appendingPathComponent("Sources/StepsNavigation/Routes/Route.swift")
        let original = try contents(of: route)
        try "changed by hand".write(to: route, atomically: true, encoding: .utf8)
        let mine = folder.appendingPathComponent("Sources/StepsNavigation/Mine.swift")
        try "// mine".write(to: mine, atomically: true, encoding: .utf8)
        // A file an earlier export wrote, which this one does not write: it goes.
        let stale = folder.appendingPathComponent("Sources/StepsNavigation/Old.swift")
        try "// old".write(to: stale, atomically: true, encoding: .utf8)
        let manifest = folder.appendingPathComponent(".coordsh-export")
        try (contents(of: manifest) + "Sources/StepsNavigation/Old.swift\n").write(
            to: manifest, atomically: true, encoding: .utf8)
        let result = export(["swift", "--app", "steps", "--out", folder.path, "--force"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try contents(of: route) == original)
        #expect(try contents(of: mine) == "// mine")
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!(try contents(of: manifest)).contains("Old.swift"))
    }

    /// `--force` replaces only files an earlier export wrote (listed in `.coordsh-export`): a
    /// user's own `Package.swift` and `README.md`, in a folder no export wrote, were replaced.
    /// Every such file is listed, and nothing is written.
    @Test func forceNeverReplacesAFileNoEarlierExportWrote() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Package.swift")
        let readme = folder.appendingPathComponent("README.md")
        try "// mine\n".write(to: package, atomically: true, encoding: .utf8)
        try "# mine\n".write(to: readme, atomically: true, encoding: .utf8)
        let refused = export(["swift", "--app", "steps", "--out", folder.path, "--force"])
        #expect(refused.status == 64)
        #expect(
            refused.err
                == "error: '\(folder.path)' holds files no earlier export wrote (they are not in its .coordsh-export) "
                + "where this export would write: 'Package.swift', 'README.md'; --force replaces only the files an "
                + "earlier export wrote: move those files, or export into a new or empty folder; nothing was written\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Package.swift", "README.md"])
        #expect(try contents(of: package) == "// mine\n")
        #expect(try contents(of: readme) == "# mine\n")
        // Listed in an earlier export's manifest, the same files are replaced.
        try
            "# The files `coordsh export swift` wrote here; `--force` replaces or removes these, and no other.\nPackage.swift\nREADME.md\n"
            .write(to: folder.appendingPathComponent(".coordsh-export"), atomically: true, encoding: .utf8)
        let forced = export(["swift", "--app", "steps", "--out", folder.path, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try contents(of: package) != "// mine\n")
    }

    @Test func anOutputThatIsAFileIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("package.txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let result = export(["swift", "--out", file.path])
        #expect(result.status == 64)
        #expect(result.err == "error: '\(file.path)' exists and is not a folder; --out names the package's folder\n")
        let inside = export(["swift", "--out", file.path + "/package"])
        #expect(inside.status == 66)
        #expect(inside.err.hasPrefix("error: cannot write '\(file.path)': "), "\(inside.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["package.txt"])
    }

    /// A mistyped `--out` (`~/projetcs/ShopNavigation`) made every missing folder on the way, as
    /// `mkdir -p` does, and left them there; `coordsh paths --out` refuses it, and so does export.
    @Test func anOutputWhoseParentFolderIsMissingIsRefusedAndNothingIsMade() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("projetcs/nested")
        let result = export(["swift", "--app", "steps", "--out", missing.appendingPathComponent("Package").path])
        #expect(result.status == 64)
        #expect(
            result.err
                == "error: cannot write '\(missing.path)/Package': the folder '\(missing.path)' does not exist; make it first, or choose another --out\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    // MARK: - The command line

    @Test(arguments: [
        ([], "Missing the format to export; the only one is 'swift'"),
        (["swiftt", "--out", "x"], "Unknown format 'swiftt'. Did you mean 'swift'? The only format is 'swift'"),
        (["kotlin", "--out", "x"], "Unknown format 'kotlin'. The only format is 'swift'"),
        (
            ["--app-file", "x.json5", "--out", "x"],
            "Missing the format to export, before the options ('coordsh export swift --app-file ...'); the only one is 'swift'"
        ),
        (["swift"], "Missing '--out <dir>': the folder to write the package into"),
        (["swift", "--out"], "Missing value for '--out <dir>'"),
        (["swift", "--out", "x", "--fprce"], "Unknown option '--fprce'. Did you mean '--force'?"),
        (
            ["swift", "--out", "x", "script.coord"],
            "Unexpected argument 'script.coord'; scripts to replay are given with --script"
        ),
        (
            ["swift", "--out", "x", "recipes.json5"],
            "Unexpected argument 'recipes.json5'; an app definition is given with --app-file, scripts to replay with --script"
        ),
        (
            ["swift", "--out", "x", "--app", "memoo"],
            "The value 'memoo' is invalid for '--app <name>'. Did you mean 'memo'? Please provide one of 'memo', 'steps', 'mvc' and 'movies'."
        ),
        (
            ["swift", "--out", "x", "--app", "bank"],
            "The value 'bank' is invalid for '--app <name>'. Please provide one of 'memo', 'steps', 'mvc' and 'movies'. "
                + "An app of your own runs from its definition's file: '--app-file <file>'."
        ),
        (
            ["swift", "--out", "x", "--app", "shop.json5"],
            "The value 'shop.json5' is invalid for '--app <name>'. Please provide one of 'memo', 'steps', 'mvc' and 'movies'. "
                + "An app definition's file is given with '--app-file <file>'."
        ),
        (
            ["swift", "--out", "x", "--app", "memo", "--app-file", "shop.json5"],
            "'--app <name>' and '--app-file <file>' cannot be used together: one app is exported"
        ),
    ])
    func aBadCommandLineIsAUsageError(arguments: [String], message: String) {
        let result = export(arguments)
        #expect(result.status == 64)
        #expect(
            result.err
                == "Error: \(message)\nUsage: \(ExportOptions.usageLine)\n  See 'coordsh export --help' for more information.\n"
        )
        #expect(result.out == "")
    }

    @Test func helpIsPrinted() {
        let result = export(["swift", "--help"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("OVERVIEW: Write a Swift package of an app's coordinators"))
    }

    // MARK: - The design and the scripts

    @Test func anInvalidDefinitionIsRefusedWithEveryProblemInPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json5")
        try """
        {
          name: "bad",
          coordinators: [{ name: "app", stack: "home" }],
          routes: [{ name: "home", owner: "ap" }],
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = export(["swift", "--app-file", file.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 65)
        #expect(
            result.err.contains(
                "\(file.path):4:35: error: routes[0].owner: unknown coordinator 'ap'. Did you mean 'app'?"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    @Test func aDesignOverTheLimitsIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let routes = (1...10_001).map { "{ name: \"r\($0)\", owner: \"app\" }" }.joined(separator: ",")
        let many = folder.appendingPathComponent("many.json5")
        try "{ name: \"many\", coordinators: [{ name: \"app\", stack: \"r1\" }], routes: [\(routes)] }".write(
            to: many, atomically: true, encoding: .utf8)
        let tooMany = export(["swift", "--app-file", many.path, "--out", folder.appendingPathComponent("out").path])
        #expect(tooMany.status == 65)
        #expect(
            tooMany.err.contains("routes: 10001 routes; a definition has at most 10000"), "\(tooMany.err.prefix(300))")
        let large = folder.appendingPathComponent("large.json5")
        try ("{ name: \"large\" }" + String(repeating: " ", count: 1 << 20)).write(
            to: large, atomically: true, encoding: .utf8)
        let tooLarge = export(["swift", "--app-file", large.path, "--out", folder.appendingPathComponent("out").path])
        #expect(tooLarge.status == 65)
        #expect(
            tooLarge.err
                == "\(large.path):1:1: error: the file has 1048593 bytes; a definition has at most 1048576 (1 MiB)\n")
    }

    @Test func anUnreadableDefinitionOrScriptIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.json5").path
        let definition = export(["swift", "--app-file", missing, "--out", folder.appendingPathComponent("out").path])
        #expect(definition.status == 66)
        #expect(definition.err == "error: cannot read '\(missing)': No such file or directory\n")
        let script = export(["swift", "--script", folder.path, "--out", folder.appendingPathComponent("out").path])
        #expect(script.status == 66)
        #expect(script.err == "error: cannot read '\(folder.path)': it is a directory\n")
    }

    @Test func aScriptTheReplayCannotRunIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("saves.coord")
        try "login alice\n:save s.json\n".write(to: script, atomically: true, encoding: .utf8)
        let result = export(["swift", "--script", script.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(
            result.err
                == "\(script.path):2: error: ':save s.json' cannot be replayed against the generated code: the replay runs one app in memory: no command that reads or writes files or leaves the app\n"
        )
        try ":app steps\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(
            export(["swift", "--script", script.path, "--out", folder.appendingPathComponent("out").path]).err
                == "\(script.path):1: error: ':app steps' cannot be replayed against the generated code: the replay runs one app, memo; ':app memo' (which starts it afresh) is fine\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }

    /// A recording started mid-session begins with a `:load` of the state it started from: the
    /// refusal says so, and how to record one the replay can run.
    @Test func aLoadedStateIsRefusedWithTheWayToRecordAgain() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("mid.coord")
        try "# recorded by coordsh (:record)\n:app memo\n:load mid.start.json\npop\n".write(
            to: script, atomically: true, encoding: .utf8)
        let result = export(["swift", "--script", script.path, "--out", folder.appendingPathComponent("out").path])
        #expect(result.status == 1)
        #expect(
            result.err
                == "\(script.path):3: error: ':load mid.start.json' cannot be replayed against the generated code: the replay starts the app afresh and cannot load a saved state; a recording that loads one was started mid-session: run ':reset', then ':record' again\n"
        )
    }

    /// A script whose `:expect` fails is refused: the replay would take what the design did for
    /// what is expected, and the exported test would pass where the script's check fails. A
    /// command that fails is replayed (the generated code must fail the same way). The error
    /// names the script as given (it named the replay's test, 't-2.coord' for a second 't.coord').
    @Test func aScriptWhoseExpectationFailsIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let fine = folder.appendingPathComponent("a/wrong.coord")
        try "login alice\n:expect screen home\n".write(to: fine, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("b/wrong.coord")
        try "login alice\npop\n:expect screen home\n:expect screen detail(1)\n".write(
            to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = export(["swift", "--script", fine.path, "--script", script.path, "--out", out.path])
        #expect(result.status == 1)
        #expect(
            result.err
                == "\(script.path):4: error: ':expect screen detail(1)' fails: expected screen detail(1), but the visible screen is home; the exported tests replay what the design does, so they would pass where this check fails: fix the script or the design first ('coordsh test' runs the script)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// An `:expect` line refused as it is read fails `coordsh test` as well: refused too.
    @Test(arguments: [
        (
            "next\n:expect user bob\n", 2,
            "':expect user bob' fails: cannot expect user 'bob': this app signs nobody in, so only 'none' can be expected"
        ),
        ("next\n:expect screen nosuch\n", 2, "':expect screen nosuch' fails: unknown route 'nosuch'"),
    ])
    func aScriptWhoseExpectationCannotBeReadIsRefused(script text: String, line: Int, says: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.coord")
        try text.write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = export(["swift", "--app", "steps", "--script", script.path, "--out", out.path])
        #expect(result.status == 1)
        #expect(result.err.hasPrefix("\(script.path):\(line): error: \(says)"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aScriptIsReplayedWithWhatCoordshPrintedForIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("journey.coord")
        try "\u{FEFF}login alice\r\n# a comment\r\npop\r\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(export(["swift", "--script", script.path, "--out", out.path]).status == 0)
        let replay = out.appendingPathComponent("Tests/MemoNavigationTests/Replay")
        #expect(try contents(of: replay.appendingPathComponent("journey.coord")) == "login alice\n# a comment\npop\n")
        let lines = try contents(of: replay.appendingPathComponent("journey.jsonl")).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                #"{"file":"journey.coord","input":"login alice","line":1,"ok":true,"state":{"app":"memo","#))
        #expect(lines[1].hasPrefix(#"{"error":{"code":"atRoot","#))
    }

    /// A script of `coordsh paths` or `:record` names its app first with `:app load FILE`: the
    /// replay runs the design afresh, as that line does, so it is kept as `:app NAME`.
    @Test func aScriptThatLoadsItsAppFirstIsReplayedOnTheDesign() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shop = Repository.exampleApps + "/shop.json5"
        let script = folder.appendingPathComponent("bought.coord")
        try "# generated by coordsh paths\n:app load \(shop)\nshow 7\n:expect screen product(7)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = export(["swift", "--app-file", shop, "--script", script.path, "--out", out.path])
        #expect(result.status == 0, "\(result.err)")
        let replay = out.appendingPathComponent("Tests/ShopNavigationTests/Replay")
        #expect(
            try contents(of: replay.appendingPathComponent("bought.coord"))
                == "# generated by coordsh paths\n:app shop\nshow 7\n:expect screen product(7)\n")
        let lines = try contents(of: replay.appendingPathComponent("bought.jsonl")).split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.contains(#""ok":true"#) })
    }

    /// A relative `:app load FILE` is read as `coordsh test` reads it: from the folder coordsh
    /// runs in, else from the script's own folder, where `paths --out` and `:record` name it from.
    @Test func aScriptsAppIsFoundBesideTheScript() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let design = folder.appendingPathComponent("coordsh-design-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: design, withIntermediateDirectories: true)
        let shop = design.appendingPathComponent("shop.json5").path
        try FileManager.default.copyItem(atPath: Repository.exampleApps + "/shop.json5", toPath: shop)
        let script = folder.appendingPathComponent("tests/bought.coord")
        try "# generated by coordsh paths\n:app load ../\(design.lastPathComponent)/shop.json5\nshow 7\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = export(["swift", "--app-file", shop, "--script", script.path, "--out", out.path])
        #expect(result.status == 0, "\(result.err)")
    }

    /// Only a first `:app load FILE` of the design exported becomes `:app NAME`: a script that
    /// loads another design (or a file that is not there) was replayed against this one, its
    /// lines failing in the replay as they "failed in coordsh".
    @Test func aScriptThatLoadsAnotherDesignFirstIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shop = Repository.exampleApps + "/shop.json5"
        let steps = Repository.exampleApps + "/steps.json5"
        let script = folder.appendingPathComponent("other.coord")
        let out = folder.appendingPathComponent("out")
        /// The export of `app` (shop's design by default) with `lines` as its script.
        func export(script lines: String, app: [String] = ["--app-file", shop]) throws -> (status: Int32, err: String) {
            try lines.write(to: script, atomically: true, encoding: .utf8)
            let result = self.export(["swift"] + app + ["--script", script.path, "--out", out.path])
            return (result.status, result.err)
        }
        #expect(
            try export(script: ":app load \(steps)\nnext\n")
                == (
                    1,
                    "\(script.path):1: error: ':app load \(steps)' cannot be replayed against the generated code: it loads the app 'steps-def', not shop, the design exported; the replay runs one app (':app shop' starts it afresh)\n"
                ))
        #expect(
            try export(script: ":app load nowhere.json5\nshow 7\n")
                == (
                    1,
                    "\(script.path):1: error: ':app load nowhere.json5' cannot be replayed against the generated code: cannot read 'nowhere.json5': No such file or directory; the replay runs one app, shop (':app shop' starts it afresh)\n"
                ))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // A long line is quoted whole (it was cut at 60 characters with no mark: a path read as
        // another name), and a very long one is cut as every error quotes what was typed.
        let far = "/" + String(repeating: "d", count: 70) + "/nowhere.json5"
        #expect(
            try export(script: ":app load \(far)\nshow 7\n").err.hasPrefix(
                "\(script.path):1: error: ':app load \(far)' cannot be replayed"))
        let farther = "/" + String(repeating: "d", count: 200) + "/nowhere.json5"
        #expect(
            try export(script: ":app load \(farther)\nshow 7\n").err.hasPrefix(
                "\(script.path):1: error: \(":app load \(farther)".quoted) cannot be replayed"))
        #expect(":app load \(farther)".quoted.hasSuffix("(225 bytes)"))
        // The built-in memo app is exported from examples/apps/memo.json5: a script recorded on
        // that definition (memo-def) replays on it.
        let memo = try export(
            script: ":app load \(Repository.exampleApps)/memo.json5\nlogin alice\n", app: ["--app", "memo"])
        #expect(memo.status == 0, "\(memo.err)")
    }

    @Test func aScriptNamedLikeAGeneratedOneIsKeptApart() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("walk-1.coord")
        try "login alice\n".write(to: script, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        #expect(export(["swift", "--script", script.path, "--out", out.path]).status == 0)
        let replay = out.appendingPathComponent("Tests/MemoNavigationTests/Replay")
        #expect(try contents(of: replay.appendingPathComponent("walk-1-2.coord")) == "login alice\n")
        let names = ExportCommand.generatedScripts(for: try ExportDesign.load(ExportOptions())).map(\.name)
        #expect(names.suffix(3) == ["walk-1", "walk-2", "walk-3"])
        for name in names.suffix(3) {
            #expect(
                try contents(of: replay.appendingPathComponent(name + ".coord")).hasPrefix("# A seeded random walk"))
        }
    }

    /// The replay takes `coordsh paths --cover transitions` at depth 4: a script per kind of
    /// transition near the start, without the line naming the app (each replay starts it afresh).
    @Test func theReplayTakesEveryTransitionPathNearTheStart() throws {
        let scripts = ExportCommand.generatedScripts(for: try ExportDesign.load(ExportOptions()))
        let paths = scripts.filter { $0.name.hasPrefix("path-transition-") }
        let explorer = Explorer(bounds: ExplorationBounds(depth: ExportCommand.pathDepth), recordsTransitions: true)
        let expected = PathCover.scripts(.transitions, from: explorer.explore(try #require(TestApps.kind("memo"))))
        #expect(paths.count == expected.count && paths.count > 100)
        #expect(Set(paths.map { $0.name + ".coord" }) == Set(expected.map { "path-" + $0.name }))
        for path in paths {
            #expect(path.text.hasPrefix("# generated by coordsh paths"))
            #expect(!path.text.contains("\n:app "))
        }
        #expect(paths.contains { $0.text.contains("\npreview\n") }, "the paths reach the preview, 4 commands deep")
    }

    @Test func aBuiltInAppsStateKeepsOnlyTheKeysItsDesignDescribes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("movies")
        #expect(export(["swift", "--app", "movies", "--out", out.path]).status == 0)
        let lines = try contents(of: out.appendingPathComponent("Tests/MoviesNavigationTests/Replay/walk-1.jsonl"))
        #expect(!lines.contains("\"viewModel\""))
        #expect(lines.contains("\"movie\""))
        #expect(try contents(of: out.appendingPathComponent("README.md")).contains("leave out `viewModel`"))
    }

    // MARK: - The built-in apps' definitions

    @Test(arguments: TestApps.names)
    func theBuiltInDefinitionsAreTheExampleFiles(app: String) throws {
        let file = try String(contentsOfFile: Repository.exampleApps + "/\(app).json5", encoding: .utf8)
        #expect(
            BuiltInDefinitions.texts[app].map { $0 + "\n" } == file,
            "examples/apps/\(app).json5 changed: run scripts/embed-definitions")
    }
}
