import Foundation
import Testing

/// What a newcomer met in scripts (issue 15), through the real binary: expected failures that
/// looked like errors, no summary, an invisible byte-order mark, `#` inside a word, query strings,
/// names without "Did you mean".
@Suite("A newcomer's scripts")
struct NewcomerScriptTests {
    /// A folder of its own with these files in it.
    private func folder(_ files: [String: Data]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-newcomer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
        return url
    }

    private func text(_ string: String) -> Data { Data(string.utf8) }

    private static let passing = """
        login alice
        push detail 1
        pop 9
        :expect error atRoot
        # a comment between does not matter
        pop 9

        :expect error
        :expect screen detail(1)

        """

    @Test func aPassingScriptWithExpectedFailuresPrintsNoErrorEvenWhenQuiet() throws {
        let dir = try folder(["pass.coord": text(Self.passing)])
        let quiet = try CoordshProcess.run(["--quiet", "pass.coord"], in: dir)
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
        let plain = try CoordshProcess.run(["pass.coord"], in: dir)
        #expect(plain.stderr == "")
        #expect(
            plain.stdout.contains(
                "pass.coord:3: failed as expected: cannot pop 9 screens: only 1 screen is above home, the root screen\n"
            ))
        let json = try CoordshProcess.run(["--json", "pass.coord"], in: dir)
        #expect(json.stdout.contains(#"{"error":{"code":"atRoot","expected":true,"message":"cannot pop 9 screens"#))
    }

    @Test func aPipedScriptIsReadAheadToo() throws {
        let result = try CoordshProcess.run(["--quiet"], stdin: Self.passing)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test func aFailingScriptEndsWithASummary() throws {
        let dir = try folder([
            "fail.coord": text("login alice\npop\npush nowhere\n:source lib.coord\n:expect screen home\n"),
            "lib.coord": text("frob\npush about\n"),
        ])
        let result = try CoordshProcess.run(["fail.coord"], in: dir)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.last == "coordsh: 4 commands failed, the first at fail.coord:2: 'pop'")
        let inSource = try CoordshProcess.run(["-c", ":source lib.coord"], in: dir)
        #expect(inSource.stderr.hasSuffix("\ncoordsh: 2 commands failed, the first at lib.coord:1: 'frob'\n"))
        let bail = try CoordshProcess.run(["--bail", "fail.coord"], in: dir)
        #expect(
            bail.stderr.hasSuffix("\ncoordsh: 1 command failed, at fail.coord:2: 'pop'; --bail stopped the run there\n")
        )
        // JSON keeps errors in its objects: stderr stays empty.
        #expect(try CoordshProcess.run(["--json", "fail.coord"], in: dir).stderr == "")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let dir = try folder(["bom.coord": Data([0xEF, 0xBB, 0xBF]) + text("login alice\n:expect user alice\n")])
        let result = try CoordshProcess.run(["--quiet", "bom.coord"], in: dir)
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func aHashInsideAWordIsKept() throws {
        let dir = try folder([:])
        let result = try CoordshProcess.run(["-c", ":save x#1.json # the session"], in: dir)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("x#1.json").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))
    }

    @Test func aDeepLinkWithAQueryStringOpens() throws {
        let result = try CoordshProcess.run([
            "--app", "steps", "-c", "open steps://view2?ref=mail", "-c", ":expect screen view2",
        ])
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func navigateAndDismissAllWork() throws {
        let result = try CoordshProcess.run(
            ["--quiet"],
            stdin: "login a\npush detail 1\npush about\nnavigate detail 1\n:expect stack home > detail(1)\n"
                + "present about\npresent about\ndismiss all\n:expect modals 0\n")
        #expect(result.stderr == "")
        #expect(result.status == 0)
    }

    @Test func aMisspeltNameOnTheCommandLineGetsDidYouMean() throws {
        let app = try CoordshProcess.run(["--app", "memoo"])
        #expect(app.status == 64)
        #expect(app.stderr.hasPrefix("Error: The value 'memoo' is invalid for '--app <name>'. Did you mean 'memo'?"))
        let option = try CoordshProcess.run(["--jsno"])
        #expect(option.stderr.hasPrefix("Error: Unknown option '--jsno'. Did you mean '--json'?\n"))
    }

    @Test func helpFitsOneScreenAndPointsToTopics() throws {
        let help = try CoordshProcess.run(["-c", "help"])
        #expect(help.stdout.split(separator: "\n", omittingEmptySubsequences: false).count <= 25)
        #expect(help.stdout.contains("'help intents'"))
        let intents = try CoordshProcess.run(["-c", "help intents"])
        #expect(intents.stdout.hasPrefix("Navigation intents (they act on the active stack):\n"))
    }
}
