import Foundation
import TestSupport
import Testing

/// `coordsh test`, `check` and `paths` through the real binary (SPEC 10).
@Suite("Subcommands")
struct SubcommandTests {
    /// A fresh folder with these files in it.
    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-sub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    /// Times vary: `(4.2 ms)` becomes `(T)`.
    private func withoutTimes(_ text: String) -> String {
        text.replacing(/\(\d+(\.\d+)? m?s\)/, with: "(T)")
    }

    private static let scripts = [
        "login.coord": "login alice\n:expect screen home\n",
        "fails.coord": "# a comment\nsignup\npop\npop\n:expect screen home\nlogin never-run\n",
        "steps.coord": ":app steps\nnext\n:expect screen view2\n",
        "shared.coord": "login alice\n:expect user alice\n",
    ]

    @Test func eachScriptRunsInAFreshSessionWithALineEachAndTheTotals() throws {
        let dir = try folder(Self.scripts)
        let result = try CoordshProcess.run(
            ["test", "login.coord", "fails.coord", "steps.coord", "shared.coord"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            withoutTimes(result.stdout) == """
                ok   login.coord (T)
                FAIL fails.coord (T): fails.coord:4: cannot pop 1 screen: nothing is above login, the root screen
                ok   steps.coord (T)
                ok   shared.coord (T)
                3 passed, 1 failed

                """)
    }

    /// A script that names no app runs in the memo app; when it fails on a command or route the
    /// memo app does not know, the failure says so and how a script names its app (a newcomer's
    /// recipe script failed on 'show 42' with no word about the app it ran in). A definition
    /// given as the script says the option that takes it.
    @Test func aScriptThatNamesNoAppSaysItRanInTheMemoApp() throws {
        let dir = try folder([
            "noapp.coord": "login alice\nshow 42\n", "named.coord": ":app memo\nshow 42\n",
            "route.coord": "login alice\npush recipe 1\n",
            "app.json5":
                #"{ name: "one", coordinators: [{ name: "app", stack: "a" }], routes: [{ name: "a", owner: "app" }] }"#,
        ])
        let note =
            " (the script names no app, so it ran in the memo app: ':app NAME' or ':app load FILE' as its first command chooses one)"
        let result = try CoordshProcess.run(["test", "noapp.coord", "named.coord", "route.coord"], in: dir)
        #expect(
            withoutTimes(result.stdout) == """
                FAIL noapp.coord (T): noapp.coord:2: unknown command 'show'; type 'help' for the list of commands\(note)
                FAIL named.coord (T): named.coord:2: unknown command 'show'; type 'help' for the list of commands
                FAIL route.coord (T): route.coord:2: unknown route 'recipe'; the memo app's routes are login, signup, forgotPassword, home, memoList, settings, detail, about, newMemo and preview\(note)
                0 passed, 3 failed

                """)
        // Chosen on the command line, the app is no surprise.
        let chosen = try CoordshProcess.run(["test", "--app", "memo", "noapp.coord"], in: dir)
        #expect(!chosen.stdout.contains("names no app"), "\(chosen.stdout)")
        let definition = try CoordshProcess.run(["test", "app.json5"], in: dir)
        #expect(definition.status == 66)
        #expect(
            definition.stderr
                == "error: cannot test 'app.json5' as a script: it is an app definition; 'coordsh test --app-file app.json5 SCRIPT...' tests scripts in its app\n"
        )
    }

    /// A signal during `coordsh test` ends it with the signal's status (it was 1 with
    /// `--junit`), the totals say how many scripts did not run, and the JUnit file holds the
    /// scripts that finished and the others as skipped (a CI engineer found the last run's file
    /// left in place, and "cannot write: interrupted"). The signal is sent once the first
    /// script's line is out, never after a fixed wait.
    @Test(arguments: [("INT", "status 130"), ("TERM", "status 143")])
    func aSignalEndsATestRunWithItsStatusAndTheResultsSoFar(signal: String, status: String) throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            echo 'push signup' >pass.coord; cp pass.coord after.coord
            yes $'push signup\npop' | head -n 6000000 >long.coord
            "$COORDSH" test --junit r.xml pass.coord >/dev/null  # the last run's report
            env --default-signal "$COORDSH" test --junit r.xml pass.coord long.coord after.coord >out 2>err & pid=$!
            for i in $(seq 1000); do grep -q 'pass.coord' out && break; sleep 0.01; done
            kill -\#(signal) "$pid"; wait "$pid"; echo "status $?"
            sed -E 's/\([0-9.]+ m?s\)/(T)/' out; cat err
            grep -c '<testcase' r.xml; grep -o '<skipped[^>]*>' r.xml; grep -o 'tests="[0-9]*"' r.xml | head -1
            """#)
        #expect(
            result.stdout == """
                \(status)
                ok   pass.coord (T)
                1 passed, 0 failed, 2 not run (interrupted)
                3
                <skipped message="not run: the run was interrupted"/>
                <skipped message="not run: the run was interrupted"/>
                tests="3"

                """, "\(result.stdout)")
    }

    /// A JUnit path coordsh cannot write is a usage error before any script runs, as a missing
    /// folder is: a read-only file, a FIFO, where standard output goes (it was found after every
    /// script ran, with status 1 as for a failed test, or replaced the log stdout went to).
    @Test func aJUnitPathThatCannotBeWrittenIsRefusedBeforeAnythingRuns() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            echo 'push signup' >pass.coord
            echo old >ro.xml; chmod 444 ro.xml; mkfifo fifo.xml
            for path in ro.xml fifo.xml; do
              "$COORDSH" test --junit "$path" pass.coord >out 2>err; echo "status $?"; cat err out
            done
            "$COORDSH" test --junit /dev/stdout pass.coord >log 2>err; echo "status $?"; cat err log ro.xml
            """#)
        #expect(
            result.stdout == """
                status 64
                error: cannot write 'ro.xml': it is read-only (mode 0444); coordsh does not replace a read-only file: make it writable (chmod u+w) or choose another name
                status 64
                error: cannot write 'fifo.xml': it is a FIFO (named pipe), not a regular file; coordsh replaces only regular files
                status 64
                error: cannot write '/dev/stdout': it is where coordsh test writes its results; give the JUnit file a path of its own
                old

                """, "\(result.stdout)")
    }

    /// `--junit` replaces only a JUnit report `coordsh test` wrote, or an empty file, and never
    /// a script or the definition under test: `test --junit t/*.coord` wrote XML over `t/a.coord`
    /// (the shell gave it as the file name), and `test --junit recipes.json5 flow.coord` over a
    /// definition. Each is a usage error before anything runs, and every file stays as it was.
    @Test func aJUnitPathThatIsAScriptOrADefinitionIsRefused() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            mkdir t; printf 'push signup\n' >t/a.coord; printf 'push forgotPassword\n' >t/b.coord
            cp '\#(Repository.exampleApps)/shop.json5' recipes.json5; printf 'catalog\n' >flow.coord
            cp -r t t.copy; cp recipes.json5 recipes.copy
            for arguments in "--junit t/a.coord t/b.coord" "--junit recipes.json5 flow.coord" \
                "--app-file recipes.json5 --junit recipes.json5 flow.coord" "--junit t/b.coord t/a.coord t/b.coord"; do
              "$COORDSH" test $arguments >out 2>err; echo "status $?"; cat err out
            done
            diff -r t t.copy && cmp recipes.json5 recipes.copy && echo "all as they were"
            : >empty.xml
            "$COORDSH" test --junit r.xml t/a.coord >/dev/null && "$COORDSH" test --junit r.xml t/b.coord >/dev/null \
              && "$COORDSH" test --junit empty.xml t/a.coord >/dev/null; echo "status $?"
            grep -c 'name="t/b.coord"' r.xml; grep -c 'name="t/a.coord"' empty.xml
            """#)
        let refusal = { (path: String, what: String) in
            "error: cannot write '\(path)': \(what), not a JUnit report that 'coordsh test' wrote, and coordsh replaces no "
                + "other file: choose another name, or remove the file first; --junit takes the report's own file: "
                + "'coordsh test --junit report.xml SCRIPT...'"
        }
        #expect(
            result.stdout == """
                status 64
                \(refusal("t/a.coord", "it is a script"))
                status 64
                \(refusal("recipes.json5", "it is an app definition"))
                status 64
                error: cannot write 'recipes.json5': it is the app definition given with --app-file, which the report would replace; --junit takes the report's own file: 'coordsh test --junit report.xml SCRIPT...'
                status 64
                error: cannot write 't/b.coord': it is one of the scripts to test, which the report would replace; --junit takes the report's own file: 'coordsh test --junit report.xml SCRIPT...'
                all as they were
                status 0
                1
                1

                """, "\(result.stderr)")
    }

    @Test func theExamplesPassAndAppliesToEveryScript() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: Repository.root + "/examples")
            .filter { $0.hasSuffix(".coord") }.sorted().map { "examples/" + $0 }
        let result = try CoordshProcess.run(["test"] + examples, in: URL(fileURLWithPath: Repository.root))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("\n\(examples.count) passed, 0 failed\n"))
        let dir = try folder(["next.coord": "next\n:expect screen view2\n"])
        #expect(try CoordshProcess.run(["test", "next.coord"], in: dir).status == 1)
        #expect(try CoordshProcess.run(["test", "--app", "steps", "next.coord"], in: dir).status == 0)
    }

    @Test func junitIsValidXMLWithOneTestcasePerScript() throws {
        let dir = try folder(Self.scripts)
        let result = try CoordshProcess.run(
            ["test", "--junit", "report.xml", "login.coord", "fails.coord", "steps.coord"], in: dir)
        #expect(result.status == 1)
        let xml = dir.appendingPathComponent("report.xml").path
        let lint = try CoordshProcess.bash("xmllint --noout '\(xml)'")
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(
            try junitCases(dir.appendingPathComponent("report.xml")) == """
                3 1
                login.coord login.coord - -
                fails.coord fails.coord 4 atRoot: fails.coord:4: cannot pop 1 screen: nothing is above login, the root screen
                steps.coord steps.coord - -

                """)
    }

    /// A script that runs no command checks nothing: it fails, on its line and in the JUnit XML,
    /// so that a CI job does not pass on it; so does one of only `:quit`, or of `:source` of
    /// such a file. One that runs commands without `:expect` passes (each must succeed).
    @Test func aScriptThatRunsNoCommandFails() throws {
        let dir = try folder([
            "empty.coord": "", "comments.coord": "# to do\n\n   \n# later\n", "unchecked.coord": "login alice\n",
            "quit.coord": ":quit\n", "sources.coord": "# set up\n:source empty.coord\n",
        ])
        let result = try CoordshProcess.run(
            [
                "test", "--junit", "report.xml", "empty.coord", "comments.coord", "unchecked.coord", "quit.coord",
                "sources.coord",
            ], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let noCommand =
            "runs no command (its lines are blank, comments, ':quit' or ':source' of such files); a test needs at least one command line"
        #expect(
            withoutTimes(result.stdout) == """
                FAIL empty.coord (T): empty.coord:1: \(noCommand)
                FAIL comments.coord (T): comments.coord:1: \(noCommand)
                ok   unchecked.coord (T)
                FAIL quit.coord (T): quit.coord:1: \(noCommand)
                FAIL sources.coord (T): sources.coord:1: \(noCommand)
                1 passed, 4 failed

                """)
        #expect(
            try junitCases(dir.appendingPathComponent("report.xml")) == """
                5 4
                empty.coord empty.coord 1 notAllowed: empty.coord:1: \(noCommand)
                comments.coord comments.coord 1 notAllowed: comments.coord:1: \(noCommand)
                unchecked.coord unchecked.coord - -
                quit.coord quit.coord 1 notAllowed: quit.coord:1: \(noCommand)
                sources.coord sources.coord 1 notAllowed: sources.coord:1: \(noCommand)

                """)
    }

    /// A `:quit` with commands after it would end the test as passed without running them (they
    /// may be its checks): it fails there. One followed only by blank and comment lines,
    /// in its file and in the files that source it, ends the test as it should.
    @Test func aQuitBeforeTheLastCommandFailsTheTestThere() throws {
        let dir = try folder([
            "early.coord": "login alice\n:quit\n# the checks\n:expect screen about\n\npop\n",
            "exit.coord": "login alice\nexit\n:expect screen home\n",
            "last.coord": "login alice\n:quit\n\n# the end\n",
            "helper.coord": ":expect user alice\n:quit\n",
            "parent.coord": "login alice\n:source helper.coord\n:expect screen home\n",
            "done.coord": "login alice\n:source helper.coord\n# nothing after\n",
            "inner.coord": ":source early.coord\n:expect user alice\n",
        ])
        let result = try CoordshProcess.run(
            [
                "test", "--junit", "report.xml", "early.coord", "exit.coord", "last.coord", "parent.coord",
                "done.coord", "inner.coord",
            ], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        // The first command that does not run is named: in the same file, or in the one that
        // sourced the file of the `:quit`.
        func one(_ first: String) -> String {
            "so the command after it (at \(first)) never runs; remove it, or the command after it"
        }
        func many(_ count: Int, _ first: String) -> String {
            "so the \(count) commands after it (the first at \(first)) never run; remove it, or the commands after it"
        }
        #expect(
            withoutTimes(result.stdout) == """
                FAIL early.coord (T): early.coord:2: ':quit' ends the script here, \(many(2, "early.coord:4"))
                FAIL exit.coord (T): exit.coord:2: 'exit' ends the script here, \(one("exit.coord:3"))
                ok   last.coord (T)
                FAIL parent.coord (T): helper.coord:2: ':quit' ends the script here, \(one("parent.coord:3"))
                ok   done.coord (T)
                FAIL inner.coord (T): early.coord:2: ':quit' ends the script here, \(many(3, "early.coord:4"))
                2 passed, 4 failed

                """)
        #expect(
            try junitCases(dir.appendingPathComponent("report.xml")) == """
                6 4
                early.coord early.coord 2 notAllowed: early.coord:2: ':quit' ends the script here, \(many(2, "early.coord:4"))
                exit.coord exit.coord 2 notAllowed: exit.coord:2: 'exit' ends the script here, \(one("exit.coord:3"))
                last.coord last.coord - -
                parent.coord helper.coord 2 notAllowed: helper.coord:2: ':quit' ends the script here, \(one("parent.coord:3"))
                done.coord done.coord - -
                inner.coord early.coord 2 notAllowed: early.coord:2: ':quit' ends the script here, \(many(3, "early.coord:4"))

                """)
    }

    /// The JUnit XML's totals (tests, failures), then a line per testcase: its name, file and
    /// line, and its failure's type and message (`-` for none).
    private func junitCases(_ xml: URL) throws -> String {
        let read = try CoordshProcess.bash(
            """
            python3 -c '
            import sys, xml.etree.ElementTree as tree
            suite = tree.parse(sys.argv[1]).getroot().find("testsuite")
            print(suite.get("tests"), suite.get("failures"))
            for case in suite.findall("testcase"):
                failure = case.find("failure")
                print(case.get("name"), case.get("file"), case.get("line") or "-", "-" if failure is None else failure.get("type") + ": " + failure.get("message"))
            ' '\(xml.path)'
            """)
        #expect(read.stderr == "")
        return read.stdout
    }

    @Test func jsonHasAnObjectPerScriptWithItsFile() throws {
        let dir = try folder(Self.scripts)
        let result = try CoordshProcess.run(["test", "--json", "login.coord", "fails.coord"], in: dir)
        let objects = result.stdout.split(separator: "\n").map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] ?? [:]
        }
        #expect(objects.count == 3)
        #expect(objects[0]["file"] as? String == "login.coord" && objects[0]["ok"] as? Bool == true)
        let failure = objects[1]["failure"] as? [String: Any]
        #expect(failure?["file"] as? String == "fails.coord" && failure?["line"] as? Int == 4)
        #expect(failure?["code"] as? String == "atRoot")
        #expect(objects[2]["passed"] as? Int == 1 && objects[2]["failed"] as? Int == 1)
    }

    /// The JSON `file` key of `--json` says where every line came from, sourced files included.
    @Test func everyJSONLineSaysItsFile() throws {
        let dir = try folder(["main.coord": "signup\n:source inner.coord\n", "inner.coord": "pop\n"])
        let result = try CoordshProcess.run(["--json", "main.coord", "-c", ":state"], in: dir)
        let files = result.stdout.split(separator: "\n").map {
            ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["file"] as? String
        }
        // The `:source` line comes before the lines of the file it runs.
        #expect(files == ["-c", "main.coord", "main.coord", "inner.coord"])
    }

    @Test func aScriptNamedLikeASubcommandRunsWithADotSlashOrAfterDashDash() throws {
        let dir = try folder(["test": "login alice\n:expect screen home\n"])
        for arguments in [["./test"], ["--", "test"]] {
            let result = try CoordshProcess.run(arguments, in: dir)
            #expect(result.status == 0 && result.stdout.contains("user: alice"), "\(arguments)")
        }
        let usage = try CoordshProcess.run(["test"], in: dir)
        #expect(usage.status == 64)
        #expect(usage.stderr.hasPrefix("Error: Missing expected argument '<script> ...'\n"))
    }

    /// A subcommand's name after an option is a script's name (`coordsh --app steps test`); when
    /// no such file exists, the error says that a subcommand comes first, and how it is written.
    @Test(arguments: [
        ("test", "coordsh test [<options>] <script> ..."), ("check", "coordsh check [<options>]"),
        ("paths", "coordsh paths [<options>]"), ("export", "coordsh export swift "),
    ])
    func aSubcommandAfterAnOptionSaysSubcommandsComeFirst(name: String, usage: String) throws {
        let dir = try folder(["login.coord": "login alice\n"])
        let result = try CoordshProcess.run(["--app", "steps", name], in: dir)
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(
            result.stderr.hasPrefix(
                "error: cannot read '\(name)': No such file or directory; a subcommand comes first, "
                    + "its options after it: \(usage)"), "\(result.stderr)")
        let script = try CoordshProcess.run(["--app", "steps", "nope.coord"], in: dir)
        #expect(script.stderr == "error: cannot read 'nope.coord': No such file or directory\n")
        // After `--`, the way to run a script named like a subcommand, the name is a script's.
        let afterDashes = try CoordshProcess.run(["--app", "steps", "--", name], in: dir)
        #expect(afterDashes.stderr == "error: cannot read '\(name)': No such file or directory\n")
    }

    /// A recording still running when the session ends is written, and the run says so as
    /// `:record off` does (not with `--quiet`, nor in JSON, whose lines are objects).
    @Test func aRecordingWrittenAtTheEndOfTheSessionIsSaidSo() throws {
        let dir = try folder([:])
        let plain = try CoordshProcess.run(["-c", ":record r.coord", "-c", "login alice"], in: dir)
        #expect(plain.status == 0)
        #expect(plain.stdout.hasSuffix("user: alice\nrecorded 1 command to r.coord\n"), "\(plain.stdout)")
        let quiet = try CoordshProcess.run(["--quiet", "-c", ":record q.coord", "-c", "login alice"], in: dir)
        #expect(!quiet.stdout.contains("recorded"))
        let json = try CoordshProcess.run(["--json", "-c", ":record j.coord", "-c", "login alice"], in: dir)
        #expect(!json.stdout.contains("recorded 1"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("j.coord").path))
    }

    /// A misspelt subcommand first (`coordsh chek`, `coordsh exprot swift --out Y`) that names
    /// no file: the error names the subcommand it looks like, with its usage. A file of that
    /// name is a script, and runs.
    @Test func aMisspeltSubcommandIsNamed() throws {
        let dir = try folder(["login.coord": "login alice\n"])
        let missing = try CoordshProcess.run(["chek"], in: dir)
        #expect(missing.status == 66)
        #expect(
            missing.stderr
                == "error: cannot read 'chek': No such file or directory; did you mean the subcommand 'check'? "
                + "coordsh check [<options>]\n")
        let option = try CoordshProcess.run(["exprot", "swift", "--out", "Y"], in: dir)
        #expect(option.status == 64)
        #expect(
            option.stderr.hasPrefix(
                "Error: Unknown option '--out'; 'coordsh paths' and 'coordsh export swift' take it\n"
                    + "Did you mean the subcommand 'export'? coordsh export swift "),
            "\(option.stderr)")
        let typoOfNothing = try CoordshProcess.run(["zzzz"], in: dir)
        #expect(typoOfNothing.stderr == "error: cannot read 'zzzz': No such file or directory\n")
        let script = try CoordshProcess.run(["chek"], in: try folder(["chek": "login alice\n"]))
        #expect(script.status == 0 && script.stdout.contains("user: alice"))
    }

    /// A command of the prompt first, without its colon (`coordsh graph`), that names no file:
    /// the error names the command and how to run it from the command line. A file of that name
    /// is a script, and runs.
    @Test func aShellCommandAsAFirstArgumentIsNamed() throws {
        let dir = try folder([:])
        let missing = try CoordshProcess.run(["graph"], in: dir)
        #expect(missing.status == 66)
        #expect(
            missing.stderr
                == "error: cannot read 'graph': No such file or directory; ':graph' is a command of the prompt "
                + "and of scripts, not a subcommand: coordsh -c ':graph'\n")
        let script = try CoordshProcess.run(["graph"], in: try folder(["graph": "login alice\n"]))
        #expect(script.status == 0 && script.stdout.contains("user: alice"))
    }

    /// `coordsh tour` names the option that starts the tour: `coordsh -c ':tour'` only lists
    /// the lessons and ends.
    @Test func theTourAsAFirstArgumentNamesTheTourOption() throws {
        let missing = try CoordshProcess.run(["tour"], in: try folder([:]))
        #expect(missing.status == 66)
        #expect(
            missing.stderr
                == "error: cannot read 'tour': No such file or directory; ':tour' is a command of the prompt "
                + "and of scripts, not a subcommand; the tour starts with: coordsh --tour\n")
    }

    /// A script or definition named without its extension, or with the other JSON one: the
    /// error names the file that is there, rather than a command or subcommand of that word.
    @Test func aFileOfANearNameIsNamed() throws {
        let dir = try folder(["graph.coord": "login alice\n", "shop.json5": "{}\n"])
        let script = try CoordshProcess.run(["graph"], in: dir)
        #expect(script.status == 66)
        #expect(script.stderr == "error: cannot read 'graph': No such file or directory; did you mean 'graph.coord'?\n")
        let definition = try CoordshProcess.run(["--app-file", "shop.json", "-c", ":quit"], in: dir)
        #expect(definition.status == 66)
        #expect(
            definition.stderr
                == "error: cannot read 'shop.json': No such file or directory; did you mean 'shop.json5'?\n")
    }

    /// An export whose script fails (an `:expect` that does not hold, a line the replay cannot run)
    /// exits 1, as a run of that script does (SPEC 1); it was 65, which is for an invalid
    /// definition, so a CI job read a failed check as a broken design.
    @Test func anExportWhoseScriptFailsExits1() throws {
        let dir = try folder([
            "wrong.coord": "login alice\n:expect screen detail(1)\n", "saves.coord": "login alice\n:save s.json\n",
            "bad.json5": "{ name: 7 }\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let wrong = try CoordshProcess.run(["export", "swift", "--script", "wrong.coord", "--out", "out"], in: dir)
        #expect(wrong.status == 1)
        #expect(wrong.stderr.hasPrefix("wrong.coord:2: error: ':expect screen detail(1)' fails: "), "\(wrong.stderr)")
        let saves = try CoordshProcess.run(["export", "swift", "--script", "saves.coord", "--out", "out"], in: dir)
        #expect(saves.status == 1)
        #expect(saves.stderr.hasPrefix("saves.coord:2: error: ':save s.json' cannot be replayed"), "\(saves.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        let invalid = try CoordshProcess.run(["export", "swift", "--app-file", "bad.json5", "--out", "out"], in: dir)
        #expect(invalid.status == 65)
    }

    /// A folder runs its `.coord` files in the order of their names (as `tests/*.coord` would),
    /// not its other files, hidden files or subfolders; `coordsh paths --out DIR` writes such a
    /// folder, and a CI job gives it as it is.
    @Test func aFolderRunsTheScriptsInIt() throws {
        let dir = try folder([
            "tests/b.coord": "login alice\n:expect screen home\n", "tests/a.coord": "signup\n",
            "tests/notes.txt": "not a script\n", "tests/.hidden.coord": "frob\n", "tests/deeper/c.coord": "frob\n",
        ])
        for given in ["tests", "tests/"] {
            let result = try CoordshProcess.run(["test", given], in: dir)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map {
                $0.split(separator: " ").prefix(2).joined(separator: " ")
            }
            #expect(lines == ["ok tests/a.coord", "ok tests/b.coord", "2 passed,"], "\(result.stdout)")
        }
    }

    @Test func unreadableScriptsAndDefinitionsStopBeforeAnythingRuns() throws {
        let dir = try folder([
            "login.coord": "login alice\n", "bad.json5": "{ name: 7 }\n", "out/a.coord": "pop\n",
            "notes/todo.txt": "x\n", "notes/deeper/b.coord": "pop\n",
        ])
        let missing = try CoordshProcess.run(["test", "--junit", "r.xml", "login.coord", "nope.coord"], in: dir)
        #expect(missing.status == 66)
        #expect(missing.stdout == "")
        #expect(missing.stderr == "error: cannot read 'nope.coord': No such file or directory\n")
        // The refusal replaces any earlier report (aRefusedRunReplacesTheLastReportWithAnError).
        #expect(try junitErrors(dir.appendingPathComponent("r.xml")).hasPrefix("1 0 1\n"))
        let invalid = try CoordshProcess.run(["check", "--app-file", "bad.json5"], in: dir)
        #expect(invalid.status == 65)
        #expect(invalid.stderr.contains("bad.json5:1:9: error: name: expected the app's name"))
        // A folder with no script in it (its subfolders are not looked in) says what it runs.
        let emptyFolder = try CoordshProcess.run(["test", "login.coord", "notes"], in: dir)
        #expect(emptyFolder.status == 66)
        #expect(emptyFolder.stdout == "")
        #expect(
            emptyFolder.stderr
                == "error: no script in 'notes': 'coordsh test FOLDER' runs the .coord files in it (not in its subfolders), in the order of their names\n"
        )
        let noFolder = try CoordshProcess.run(["test", "--junit", "no/r.xml", "login.coord"], in: dir)
        #expect(noFolder.status == 64)
        #expect(noFolder.stderr == "error: cannot write 'no/r.xml': the folder 'no' does not exist\n")
    }

    /// A run refused after `--junit` was accepted (a script that cannot be read: status 66; a
    /// definition with problems: 65) writes the report all the same, one testcase in error: a
    /// CI job that keeps its workspace and uploads the report `if: always()` showed the last
    /// run's green results. It is not written where the command line names a script.
    @Test func aRefusedRunReplacesTheLastReportWithAnError() throws {
        let dir = try folder([
            "a.coord": "login alice\n", "broken.json5": "{ name: 7 }\n", "notes/todo.txt": "x\n",
            "design.json5": try String(contentsOfFile: Repository.exampleApps + "/shop.json5", encoding: .utf8),
        ])
        let report = dir.appendingPathComponent("r.xml")
        let refusals: [([String], Int32, String)] = [
            (["a.coord", "nope.coord"], 66, "unreadableFile: cannot read 'nope.coord': No such file or directory"),
            (
                ["a.coord", "notes"], 66,
                "unreadableFile: no script in 'notes': 'coordsh test FOLDER' runs the .coord files in it (not in its subfolders), in the order of their names"
            ),
            (
                ["a.coord", "design.json5"], 66,
                "unreadableFile: cannot test 'design.json5' as a script: it is an app definition; 'coordsh test --app-file design.json5 SCRIPT...' tests scripts in its app"
            ),
            (
                ["--app-file", "broken.json5", "a.coord"], 65,
                "invalidDefinition: cannot load the app in 'broken.json5': 4 problems, the first: broken.json5:1:1: error: missing 'coordinators': an array of coordinators"
            ),
        ]
        for (arguments, status, error) in refusals {
            let passed = try CoordshProcess.run(["test", "--junit", "r.xml", "a.coord"], in: dir)
            #expect(passed.status == 0)
            #expect(try junitCases(report) == "1 0\na.coord a.coord - -\n")
            let refused = try CoordshProcess.run(["test", "--junit", "r.xml"] + arguments, in: dir)
            #expect(refused.status == status, "\(refused.stderr)")
            #expect(refused.stdout == "")
            let lint = try CoordshProcess.bash("xmllint --noout '\(report.path)'")
            #expect(lint.status == 0, "\(lint.stderr)")
            let errors = try junitErrors(report)
            #expect(errors == "1 0 1\ncoordsh test \(error)\n", "\(errors)")
            // The error's text is what stderr said.
            #expect(try junitErrorText(report) == refused.stderr)
        }
        // A file that is not a report coordsh wrote is refused first (status 64), and kept.
        try "mine\n".write(to: dir.appendingPathComponent("mine.txt"), atomically: true, encoding: .utf8)
        let kept = try CoordshProcess.run(["test", "--junit", "mine.txt", "a.coord", "nope.coord"], in: dir)
        #expect(kept.status == 64)
        #expect(try String(contentsOf: dir.appendingPathComponent("mine.txt"), encoding: .utf8) == "mine\n")
        let missing = try CoordshProcess.run(["test", "--junit", "./new.coord", "a.coord", "new.coord"], in: dir)
        #expect(missing.status == 66)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("new.coord").path))
    }

    /// The JUnit XML's totals (tests, failures, errors), then a line per testcase in error: its
    /// name, and its error's type and message.
    private func junitErrors(_ xml: URL) throws -> String {
        let read = try CoordshProcess.bash(
            """
            python3 -c '
            import sys, xml.etree.ElementTree as tree
            root = tree.parse(sys.argv[1]).getroot()
            suites = root.findall("testsuite")
            assert len(suites) == 1 and root.get("errors") == suites[0].get("errors")
            suite = suites[0]
            print(suite.get("tests"), suite.get("failures"), suite.get("errors"))
            for case in suite.findall("testcase"):
                error = case.find("error")
                if error is not None: print(case.get("name"), error.get("type") + ": " + error.get("message"))
            ' '\(xml.path)'
            """)
        #expect(read.stderr == "")
        return read.stdout
    }

    /// The text of the first `error` element in the JUnit XML.
    private func junitErrorText(_ xml: URL) throws -> String {
        let read = try CoordshProcess.bash(
            """
            python3 -c '
            import sys, xml.etree.ElementTree as tree
            sys.stdout.write(tree.parse(sys.argv[1]).getroot().find("testsuite/testcase/error").text)
            ' '\(xml.path)'
            """)
        #expect(read.stderr == "")
        return read.stdout
    }

    /// A script given twice (`a.coord ./a.coord`), or by name and by its folder, runs once, where
    /// it was first given, as `pytest a.py a.py` does: the JUnit report had two testcases of one
    /// name, and the totals counted it twice.
    @Test func aScriptGivenTwiceRunsOnce() throws {
        let dir = try folder([
            "a.coord": "login alice\n", "tests/b.coord": "signup\n", "tests/c.coord": "push signup\n",
        ])
        let result = try CoordshProcess.run(
            [
                "test", "--junit", "r.xml", "a.coord", "tests/c.coord", "./a.coord", "tests", "././tests/b.coord",
                "tests/",
            ], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            withoutTimes(result.stdout)
                == "ok   a.coord (T)\nok   tests/c.coord (T)\nok   tests/b.coord (T)\n3 passed, 0 failed\n")
        #expect(
            try junitCases(dir.appendingPathComponent("r.xml"))
                == "3 0\na.coord a.coord - -\ntests/c.coord tests/c.coord - -\ntests/b.coord tests/b.coord - -\n")
    }

    @Test func checkReportsThePlantedFaultsAndExitsOne() throws {
        let planted = Repository.root + "/Tests/DesignCheckTests/Samples/planted.json5"
        let result = try CoordshProcess.run(["check", "--app-file", planted])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines[0] == "check: the planted app, breadth first from its start (welcome), by every command it accepts")
        // The searches back from the traps take time too: their states count in the rate.
        #expect(
            lines[1].hasPrefix(
                "explored: 4 states, 140 transitions, 2 commands deep, and 4 more searching back from traps, in "))
        #expect(
            Array(lines.dropFirst(2)) == [
                "  every reachable state was explored",
                "screens: 4 of 5 reached, each by a shortest path",
                "  welcome  (the start)",
                "  info     look",
                "  secret   unreachable: nothing shows it (no event, link or intent can)",
                "  hall     enter alice",
                "  room     enter alice; walk",
                "events never accepted: wave",
                "traps: 2 screens from which welcome can no longer be reached",
                "  hall: 1 state found; the closest by: enter alice (no way back at all)",
                "  room: 1 state found; the closest by: enter alice; walk (no way back at all)",
                "broken rules: none",
                "findings: 1 screen unreachable, 1 event never accepted, 2 traps",
                "",
            ])
        let json = try CoordshProcess.run(["check", "--json", "--app-file", planted])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == false && object["findings"] as? Int == 4)
        #expect(object["eventsNeverAccepted"] as? [String] == ["wave"])
        #expect(object["trapSearchStates"] as? Int == 4)
    }

    /// A bound that stops the exploration leaves events untried, as it leaves screens unreached:
    /// they are "not accepted within the bounds", not "never accepted" (memo's `write` is only two
    /// commands away, on newMemo, which depth 2 reaches but does not explore).
    @Test func eventsABoundLeftUntriedAreNotCalledNeverAccepted() throws {
        let result = try CoordshProcess.run(["check", "--depth", "2"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  preview         not reached within the bounds"))
        #expect(lines.contains("events not accepted within the bounds: write, preview, save, cancel"), "\(lines)")
        // Those emitted only on screens the bound reached but did not explore are never tried:
        // the report says how deep would try them (save's screen, preview, is not reached at all).
        #expect(
            lines.contains(
                "  never tried: write, preview and cancel are emitted only on newMemo, first reached at the depth "
                    + "bound (2 commands deep) and not explored; --depth 3 tries them"), "\(lines)")
        #expect(lines.last == "findings: 1 screen not reached, 4 events not accepted")
    }

    /// A real SIGINT during `coordsh check`: status 130, and a report (human, then JSON) that
    /// says it was interrupted and never that nothing was found (it said "traps: none", "no
    /// findings" and `"ok":true`). The signal is sent once the handler is in place (SIGINT's bit
    /// in SigCgt, /proc/PID/status, once the process is coordsh and no longer bash's fork of
    /// itself, whose SigCgt has bash's handler), never after a fixed wait; memo 12 commands deep
    /// takes far longer to explore than that. (Ctrl-C while confirming traps: CheckReportTests.)
    @Test(.timeLimit(.minutes(2)))
    func sigintDuringACheckEndsItWith130AndAReportThatSaysSo() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            for json in "" --json; do
                env --default-signal "$COORDSH" check --depth 12 $json >"$dir/out" 2>"$dir/err" & pid=$!
                for _ in $(seq 1000); do
                    # Until coordsh has been exec'd, the process is bash's fork, which has bash's
                    # own SIGINT handler: a signal then kills coordsh before its handler exists.
                    caught=
                    [ "/proc/$pid/exe" -ef "$COORDSH" ] &&
                        caught=$(awk '/^SigCgt/ {print $2}' "/proc/$pid/status" 2>/dev/null)
                    [ -n "$caught" ] && (( 0x$caught & 2 )) && break
                    sleep 0.01
                done
                kill -INT "$pid"; wait "$pid"; echo "status $?"
                cat "$dir/out" "$dir/err"
            done
            """#)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "status 130" }.count == 2, "\(result.stdout)")
        #expect(lines.contains("  interrupted while exploring: the states found last were not explored"))
        #expect(lines.contains("traps: not looked for (interrupted while exploring)"))
        #expect(lines.contains { $0.hasPrefix("interrupted while exploring: the check did not finish; ") })
        #expect(!result.stdout.contains("no findings") && !result.stdout.contains("traps: none"))
        let json = try #require(lines.first { $0.hasPrefix("{") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == false)
        #expect(object["end"] as? String == "interrupted")
        #expect(object["interrupted"] as? String == "exploring")
    }

    @Test(arguments: ["memo", "steps", "mvc", "movies"])
    func theBuiltInAppsCheckCleanAtTheDefaultBounds(app: String) throws {
        let result = try CoordshProcess.run(["check", "--app", app, "--depth", app == "memo" ? "5" : "4"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("\nno findings\n"))
    }

    /// One command deep is "1 command", not "1 commands".
    @Test func pathsSaysHowDeepInWords() throws {
        let result = try CoordshProcess.run(["paths", "--depth", "1"])
        #expect(result.stderr.hasSuffix("; explored 1 command deep (--depth)\n"), "\(result.stderr)")
    }

    /// A screen nothing shows is unreachable whatever the bounds, and said apart from one the
    /// bounds left out, which a deeper `--depth` may reach.
    @Test func pathsTellsUnreachableScreensFromOnesTheBoundsLeftOut() throws {
        let dir = try folder([
            "u.json5": """
            { name: "u", coordinators: [{ name: "app", stack: "home" }],
              routes: [{ name: "home", owner: "app" }, { name: "detail", owner: "app", argument: "integer" },
                { name: "orphan", owner: "app", pushable: false }, { name: "trap", owner: "app", pushable: false }],
              events: [{ name: "tap", argument: "integer", from: ["home"], do: [{ push: "detail", argument: "$arg" }] },
                { name: "fall", from: ["detail"], do: [{ replace: "trap" }] }] }

            """
        ])
        let result = try CoordshProcess.run(["paths", "--app-file", "u.json5", "--depth", "1"], in: dir)
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "coverage: 2 of 4 screens; unreachable, as nothing shows it: orphan; not reached within the bounds "
                + "(a deeper --depth may reach it): trap; explored 1 command deep (--depth)\n", "\(result.stderr)")
    }

    @Test func pathsWritesScriptsThatTestPasses() throws {
        let dir = try folder([:])
        let written = try CoordshProcess.run(["paths", "--depth", "5", "--out", "suite"], in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(
            written.stdout
                == "wrote 10 scripts to suite\ncoverage: 10 of 10 screens; explored 5 commands deep (--depth)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("suite").path)
        #expect(names.count == 10)
        let run = try CoordshProcess.bash("cd '\(dir.path)' && \"$COORDSH\" test suite/*.coord")
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n10 passed, 0 failed\n"))
        let transitions = try CoordshProcess.run(
            ["paths", "--cover", "transitions", "--depth", "2", "--out", "suite"], in: dir)
        #expect(transitions.status == 0, "an earlier run's scripts are replaced: \(transitions.stderr)")
        let again = try CoordshProcess.bash("cd '\(dir.path)' && \"$COORDSH\" test suite/*.coord")
        #expect(again.status == 0 && !again.stdout.contains("screen-"), "the screen scripts are gone")
    }

    /// A run into a folder an earlier run wrote says which of its scripts it removed, the first
    /// five by name (a user who ran `--cover transitions` then the default cover lost 245 files
    /// with no word), and every script says, below its first line, that a run rewrites it.
    @Test func pathsSaysWhatItRemovedAndThatItsScriptsAreRewritten() throws {
        let dir = try folder([:])
        let suite = dir.appendingPathComponent("suite")
        let screens = ["paths", "--depth", "5", "--out", "suite"]
        let coverage = "coverage: 10 of 10 screens; explored 5 commands deep (--depth)\n"
        #expect(try CoordshProcess.run(screens, in: dir).stdout == "wrote 10 scripts to suite\n" + coverage)
        let screenScripts = try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted()
        let transitions = try CoordshProcess.run(
            ["paths", "--cover", "transitions", "--depth", "2", "--out", "suite"], in: dir)
        let transitionScripts = try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted()
        func named(_ files: [String]) -> String {
            files.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + " and \(files.count - 5) more"
        }
        #expect(
            transitions.stdout.hasPrefix(
                "wrote \(transitionScripts.count) scripts to suite, removed 10 an earlier run wrote (\(named(screenScripts)))\n"
            ),
            "\(transitions.stdout)")
        let back = try CoordshProcess.run(screens, in: dir)
        #expect(
            back.stdout
                == "wrote 10 scripts to suite, removed \(transitionScripts.count) an earlier run wrote (\(named(transitionScripts)))\n"
                + coverage)
        let same = try CoordshProcess.run(screens, in: dir)
        #expect(same.stdout == "wrote 10 scripts to suite\n" + coverage, "nothing removed, nothing said")
        let script = try String(contentsOf: suite.appendingPathComponent("screen-home.coord"), encoding: .utf8)
        #expect(
            script.split(separator: "\n").prefix(2) == [
                "# generated by coordsh paths",
                "# each 'coordsh paths --out' run rewrites or removes this file, so edits are lost; delete the line above to keep it as yours",
            ], "\(script)")
    }

    /// The scripts `paths --out DIR` writes name the definition from their own folder
    /// (`:app load ../design/shop.json5`), so the suite passes run from the folder it was made
    /// in, from inside its own folder, and from any other by its absolute path, as CI runs it.
    @Test func aPathsSuiteRunsFromAnyFolder() throws {
        let shop = try String(contentsOfFile: Repository.exampleApps + "/shop.json5", encoding: .utf8)
        let dir = try folder(["design/shop.json5": shop])
        let written = try CoordshProcess.run(
            ["paths", "--app-file", "design/shop.json5", "--depth", "2", "--out", "tests"], in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        let script = try String(contentsOf: dir.appendingPathComponent("tests/screen-catalog.coord"), encoding: .utf8)
        #expect(script.split(separator: "\n").contains(":app load ../design/shop.json5"), "\(script)")
        let tests = dir.appendingPathComponent("tests").path
        for run in [
            "cd '\(dir.path)' && \"$COORDSH\" test tests/*.coord", "cd '\(tests)' && \"$COORDSH\" test *.coord",
            "cd / && \"$COORDSH\" test '\(tests)'/*.coord",
        ] {
            let result = try CoordshProcess.bash(run)
            #expect(
                result.status == 0 && result.stdout.hasSuffix(" passed, 0 failed\n"),
                "\(run): \(result.stdout)\(result.stderr)")
        }
        // An absolute --out: the definition's path is made relative to it too.
        let absolute = try CoordshProcess.run(
            ["paths", "--app-file", "design/shop.json5", "--depth", "1", "--out", dir.path + "/suite"], in: dir)
        #expect(absolute.status == 0, "\(absolute.stderr)")
        let other = try String(contentsOf: dir.appendingPathComponent("suite/screen-catalog.coord"), encoding: .utf8)
        #expect(other.split(separator: "\n").contains(":app load ../design/shop.json5"), "\(other)")
    }

    /// A recording names the definition and the state it starts from from its own folder
    /// (`:app load ../design/shop.json5`, `:load login.start.json`), so `coordsh test` passes it
    /// from the folder it was made in, from inside its folder, and from any other.
    @Test func aRecordingRunsFromAnyFolder() throws {
        let shop = try String(contentsOfFile: Repository.exampleApps + "/shop.json5", encoding: .utf8)
        let dir = try folder(["design/shop.json5": shop, "tests/README": "recordings\n"])
        let recorded = try CoordshProcess.run(
            [
                "--app-file", "design/shop.json5", "-c", "tab cart", "-c", ":record tests/login.coord", "-c",
                "tab profile",
            ],
            in: dir)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let script = try String(contentsOf: dir.appendingPathComponent("tests/login.coord"), encoding: .utf8)
        let lines = script.split(separator: "\n")
        #expect(
            lines.contains(":app load ../design/shop.json5") && lines.contains(":load login.start.json"), "\(script)")
        let tests = dir.appendingPathComponent("tests").path
        for run in [
            "cd '\(dir.path)' && \"$COORDSH\" test tests/login.coord",
            "cd '\(tests)' && \"$COORDSH\" test login.coord", "cd / && \"$COORDSH\" test '\(tests)/login.coord'",
        ] {
            let result = try CoordshProcess.bash(run)
            #expect(
                result.status == 0 && result.stdout.hasSuffix("1 passed, 0 failed\n"),
                "\(run): \(result.stdout)\(result.stderr)")
        }
    }

    /// A new folder that cannot be made says why; it said "it is not a folder" of a folder
    /// that did not exist.
    @Test func pathsSaysWhyItCannotMakeTheFolder() throws {
        let dir = try folder([:])
        let result = try CoordshProcess.run(["paths", "--app", "mvc", "--out", "/proc/coordsh-paths"], in: dir)
        #expect(result.status == 64)
        #expect(
            result.stderr == "error: cannot make the folder '/proc/coordsh-paths': No such file or directory\n",
            "\(result.stderr)")
    }

    /// `--force` replaces only scripts an earlier run wrote: a recording named like a script it
    /// writes (`screen-first.coord`, first line `# recorded by coordsh`) was replaced. Every such
    /// file is listed, and nothing is written.
    @Test func pathsForceNeverReplacesAFileItDidNotWrite() throws {
        let recording = "# recorded by coordsh (:record); replay it with: coordsh test screen-first.coord\n:app mvc\n"
        let dir = try folder(["suite/screen-first.coord": recording, "suite/screen-second.coord": "# mine\n"])
        let refused = try CoordshProcess.run(["paths", "--app", "mvc", "--out", "suite", "--force"], in: dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "error: the folder 'suite' holds files 'coordsh paths' did not write where it would write its scripts "
                + "('screen-first.coord', 'screen-second.coord'); --force replaces only the scripts an earlier run "
                + "wrote (their first line is '# generated by coordsh paths'): move those files, or give another "
                + "folder; nothing was written\n", "\(refused.stderr)")
        let suite = dir.appendingPathComponent("suite")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() == [
                "screen-first.coord", "screen-second.coord",
            ])
        #expect(
            try String(contentsOf: suite.appendingPathComponent("screen-first.coord"), encoding: .utf8) == recording)
        #expect(
            try String(contentsOf: suite.appendingPathComponent("screen-second.coord"), encoding: .utf8) == "# mine\n")
    }

    /// A folder it will not write into is status 64, said as every file coordsh cannot read or
    /// write is, and as `coordsh export` says it of its folder: `error: ...`, with no usage line,
    /// since the command was called right (it was `Error: The folder ...` then `Usage:`).
    @Test func pathsRefusesAFolderHoldingOtherFilesUnlessForced() throws {
        let dir = try folder(["suite/notes.txt": "mine\n"])
        let refused = try CoordshProcess.run(["paths", "--app", "mvc", "--out", "suite"], in: dir)
        #expect(refused.status == 64)
        #expect(
            refused.stderr
                == "error: the folder 'suite' holds files 'coordsh paths' did not write ('notes.txt'); give an empty or new folder, or --force to write there anyway\n",
            "\(refused.stderr)")
        let forced = try CoordshProcess.run(["paths", "--app", "mvc", "--out", "suite", "--force"], in: dir)
        #expect(forced.status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("suite").path)
        #expect(names.sorted() == ["notes.txt", "screen-first.coord", "screen-second.coord"])
        #expect(try String(contentsOf: dir.appendingPathComponent("suite/notes.txt"), encoding: .utf8) == "mine\n")
    }
}
