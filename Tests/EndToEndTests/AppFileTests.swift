import Foundation
import Testing

/// `--app-file` through the binary: a defined app runs in scripts; a bad definition stops
/// everything with its problems and status 65 (SPEC 1, 9).
@Suite("--app-file through the binary")
struct AppFileTests {
    private static let shop = CoordshProcess.packageRoot.appendingPathComponent("examples/apps/shop.json5").path

    @Test func aDefinedAppRunsAScript() throws {
        let result = try CoordshProcess.run(
            ["--app-file", Self.shop, "--json", "-"],
            stdin: "show 7\nadd\ntab cart\n:expect stack cart\npush product 99\n:expect error notFound\n")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[2].contains(#""cart":{"count":1,"page":[{"id":1,"product":7}]}"#))
        #expect(lines.allSatisfy { $0.contains(#""app":"shop""#) })
    }

    @Test func aBadDefinitionIsRefusedWithEveryProblemAndStatus65() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-app-file-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = """
            {
              name: "steps",
              coordinators: [{ name: "app", stack: "home" }],
              routes: [{ name: "home", owner: "app" }],
              events: [{ name: "go", from: ["hom"], do: [{ push: "home" }] }],
            }
            """
        try bad.write(to: folder.appendingPathComponent("bad.json5"), atomically: true, encoding: .utf8)
        let result = try CoordshProcess.run(["--app-file", "bad.json5", "-c", "push home"], in: folder)
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr == """
                bad.json5:2:9: error: name: 'steps' is the name of a built-in app; a definition needs its own name, such as 'steps-def'
                bad.json5:5:33: error: events[0].from[0]: unknown route 'hom'. Did you mean 'home'?
                bad.json5:5:54: error: events[0].do[0].push: 'home' is the root of app's stack and cannot be pushed; 'root' goes back to it
                3 problems in bad.json5 (a problem can follow from one before it); nothing ran

                """)
    }

    /// A definition or a saved session given where a script goes (`coordsh shop.json5`,
    /// `coordsh test shop.json5`, `:source shop.json5`) is one error saying what runs it; each
    /// of its lines failed as an unknown command (98 errors for the memo definition).
    @Test func aDefinitionOrASessionGivenAsAScriptSaysWhatRunsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-json-script-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.shop, toPath: folder.appendingPathComponent("my shop.json5").path)
        let saved = try CoordshProcess.run(["-c", "login alice", "-c", ":save s.json"], in: folder)
        #expect(saved.status == 0, "\(saved.stderr)")
        let definition =
            "cannot run 'my shop.json5' as a script: it is an app definition; 'coordsh --app-file \"my shop.json5\" [SCRIPT]' runs it, as ':app load \"my shop.json5\"' does in a script or at the prompt"
        let session = "cannot run 's.json' as a script: it is a session that ':save' wrote; ':load s.json' restores it"
        for (arguments, status, message) in [
            (["my shop.json5"], Int32(66), "error: " + definition),
            (
                ["test", "my shop.json5"], 66,
                "error: cannot test 'my shop.json5' as a script: it is an app definition; 'coordsh test --app-file \"my shop.json5\" SCRIPT...' tests scripts in its app"
            ),
            (["s.json"], 66, "error: " + session),
            (["-c", ":source \"my shop.json5\""], 1, "-c:1: error: " + definition),
        ] {
            let result = try CoordshProcess.run(arguments, in: folder)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == message, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
        }
    }

    /// SPEC 9: a definition over the limits (a 1 MiB file) is refused as invalid, status 65, as
    /// `coordsh export` refuses it; it was "cannot read" and status 66 here and in `check`.
    @Test func aDefinitionLargerThanOneMebibyteIsInvalidWithStatus65() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-app-file-big-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let padding = String(repeating: "x", count: 1 << 20)
        let big =
            #"{ name: "big", coordinators: [{ name: "app", stack: "a" }], routes: [{ name: "a", owner: "app" }] } // "#
        try (big + padding).write(to: folder.appendingPathComponent("big.json5"), atomically: true, encoding: .utf8)
        let expected =
            "big.json5:1:1: error: the file is larger than 1048576 bytes; a definition has at most 1048576 (1 MiB)\n"
        for arguments in [["--app-file", "big.json5", "-c", ":state"], ["check", "--app-file", "big.json5"]] {
            let result = try CoordshProcess.run(arguments, in: folder)
            #expect(result.status == 65, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr == expected, "\(arguments)")
        }
    }

    /// A script whose `:app load` names a definition with problems: in `--json` and in `coordsh
    /// test --json`, the error's message is the one line that `coordsh test` prints, the first
    /// problem after the count, as README says every message is (it held a line break before each
    /// problem, where a CI script that prints `message` broke).
    @Test func aJSONMessageOfAFailedLoadIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-json-load-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad =
            #"{ name: "food", coordinators: [{ name: "app", stack: "hom" }], routes: [{ name: "home", owner: "ap" }] }"#
        try bad.write(to: folder.appendingPathComponent("bad.json5"), atomically: true, encoding: .utf8)
        try ":app load bad.json5\n".write(
            to: folder.appendingPathComponent("load.coord"), atomically: true, encoding: .utf8)
        let message =
            #"cannot load the app in 'bad.json5': 2 problems, the first: bad.json5:1:54: error: coordinators[0].stack: unknown route 'hom'. Did you mean 'home'?"#
        let lines = try CoordshProcess.run(["--json", "load.coord"], in: folder)
        #expect(lines.status == 1)
        #expect(lines.stdout.hasPrefix(#"{"error":{"code":"badArgument","message":"\#(message)"},"#), "\(lines.stdout)")
        let tests = try CoordshProcess.run(["test", "--json", "load.coord"], in: folder)
        #expect(tests.status == 1)
        #expect(
            tests.stdout.hasPrefix(
                #"{"failure":{"code":"badArgument","file":"load.coord","line":1,"message":"\#(message)"},"#),
            "\(tests.stdout)")
    }

    @Test func aMissingDefinitionIsStatus66AndBothFlagsAUsageError() throws {
        let missing = try CoordshProcess.run(["--app-file", "no-such.json5", "-c", ":state"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: cannot read 'no-such.json5': No such file or directory\n")
        let both = try CoordshProcess.run(["--app", "memo", "--app-file", Self.shop, "-c", ":state"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: '--app <name>' and '--app-file <file>' cannot be used together"))
    }
}
