import Foundation
import TestSupport
import Testing

/// The exit statuses and error layouts of SPEC section 1, through the real binary.
@Suite("Exit statuses")
struct ExitStatusTests {
    private static let usage =
        "Usage: coordsh [<options>] [<script> ...]\n  See 'coordsh --help' for more information.\n"

    @Test(arguments: [
        ("login alice\npush detail 42\n", Int32(0)),
        ("pop\n", 1),
        (":expect screen home\n", 1),
        ("pop\n:expect error atRoot\n", 0),
        ("pop\n:expect error notFound\n", 1),
        ("# only comments\n\n", 0),
        ("", 0),
    ])
    func scriptsExitZeroOnlyWhenEveryCommandSucceeded(script: String, status: Int32) throws {
        #expect(try CoordshProcess.run([], stdin: script).status == status)
    }

    @Test(arguments: [
        (["--bogus"], "Error: Unknown option '--bogus'\n"),
        // An option of a subcommand given without it: which subcommands take it.
        (["--depth", "3"], "Error: Unknown option '--depth'; 'coordsh check' and 'coordsh paths' take it\n"),
        (["--junit=r.xml"], "Error: Unknown option '--junit'; 'coordsh test' takes it\n"),
        (["--app"], "Error: Missing value for '--app <name>'\n"),
        (["-c"], "Error: Missing value for '-c <command>'\n"),
        (
            ["--app", "notes"],
            "Error: The value 'notes' is invalid for '--app <name>'. Please provide one of \(TestApps.quotedNames). "
                + "An app of your own runs from its definition's file: '--app-file <file>'.\n"
        ),
        (
            ["--color=blue"],
            "Error: The value 'blue' is invalid for '--color <when>'. Please provide one of 'auto', 'always' and 'never'.\n"
        ),
    ])
    func aBadCommandLineIsAUsageError(arguments: [String], firstLine: String) throws {
        let result = try CoordshProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == firstLine + Self.usage)
    }

    @Test func helpAndVersionGoToStdout() throws {
        let help = try CoordshProcess.run(["--help"])
        #expect(help.status == 0 && help.stderr == "")
        #expect(help.stdout.hasPrefix("OVERVIEW: coordsh, the Coordinator-pattern shell."))
        #expect(help.stdout.contains("\n  --tour "))
        for line in help.stdout.split(separator: "\n") {
            #expect(line.count <= 80, "wider than 80 columns: \(line)")
        }
        #expect(help.stdout.contains("\nUSAGE: coordsh [<options>] [<script> ...]\n"))
        #expect(help.stdout.contains("\n  -h, --help              Show help information.\n"))
        // SPEC 1's exit statuses, each of them (65: an invalid --app-file).
        let statuses = help.stdout.split(separator: "Exit status:").last?.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
        for status in [
            "0 when", "1 when", "64 for", "65 for an invalid app definition", "66 for", "130 when", "141 when",
        ] {
            #expect(statuses?.contains(status) == true, "--help's exit statuses lack '\(status)'")
        }
        let version = try CoordshProcess.run(["--version"])
        #expect(version.status == 0 && version.stdout == "coordsh 0.1.0\n" && version.stderr == "")
    }

    @Test func aMissingScriptIsStatus66AndRunsNothing() throws {
        let result = try CoordshProcess.run(["-c", "signup", "no-such-file.coord"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "error: cannot read 'no-such-file.coord': No such file or directory\n")
    }

    /// A script whose name is not UTF-8 cannot be opened (the arguments arrive as UTF-8
    /// strings): the error says why and what to do, not "No such file or directory" of a file
    /// that `cat` reads (a CI engineer's finding).
    @Test func aScriptNamedInAnotherEncodingSaysSo() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            name="caf$(printf '\xe9').coord"; echo signup >"$name"
            "$COORDSH" "$name"; echo "status $?"
            """#)
        #expect(result.stdout == "status 66\n")
        #expect(
            result.stderr
                == "error: cannot read 'caf\u{FFFD}.coord': the name given is not UTF-8 (U+FFFD shows the bytes that are not), and coordsh opens files by UTF-8 names only; rename the file\n"
        )
    }

    @Test func aDirectoryAsAScriptIsStatus66() throws {
        let result = try CoordshProcess.run([NSTemporaryDirectory()])
        #expect(result.status == 66)
        #expect(result.stderr == "error: cannot read '\(NSTemporaryDirectory())': it is a directory\n")
    }

    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their mode"))
    func anUnreadableScriptIsStatus66() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordsh-unreadable-\(UUID().uuidString)")
        try "signup\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        let result = try CoordshProcess.run([url.path])
        #expect(result.status == 66)
        #expect(result.stderr == "error: cannot read '\(url.path)': Permission denied\n")
    }

    @Test func bailStopsAtTheFirstFailureThatIsNotExpected() throws {
        let result = try CoordshProcess.run(["--bail", "--echo"], stdin: "pop\n:expect error\npop 2\nsignup\n")
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "> pop\n<stdin>:1: failed as expected: cannot pop 1 screen: nothing is above login, the root screen\n\n> :expect error\n\n> pop 2\n"
        )
        #expect(
            result.stderr
                == "<stdin>:3: error: cannot pop 2 screens: nothing is above login, the root screen\ncoordsh: 1 command failed, at <stdin>:3: 'pop 2'; --bail stopped the run there\n"
        )
    }

    @Test func commandsRunBeforeScriptsAndErrorsNameTheirPlace() throws {
        let result = try CoordshProcess.run(["-c", "signup", "-c", "pop 4", "--quiet", "-"], stdin: "pop\npop\n")
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                -c:2: error: cannot pop 4 screens: only 1 screen is above login, the root screen
                <stdin>:2: error: cannot pop 1 screen: nothing is above login, the root screen
                coordsh: 2 commands failed, the first at -c:2: 'pop 4'

                """)
        #expect(result.stdout == "stack: login\nscreen: login\nuser: none\n")
    }

    @Test func badLinesAreErrorsOfTheirLineAndTheRunGoesOn() throws {
        var input = Data("signup\n".utf8)
        input += Data([0x70, 0x6F, 0xFF, 0x70, 0x0A])  // invalid UTF-8
        input += Data("po\0p\n".utf8)
        input += Data(repeating: UInt8(ascii: "x"), count: 1 << 20) + Data("\n".utf8)
        input += Data("pop\n:expect screen login\n".utf8)
        let result = try CoordshProcess.run(["--quiet"], stdinData: input)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                <stdin>:2: error: invalid UTF-8 at byte 3; coordsh reads UTF-8 text
                <stdin>:3: error: NUL byte at byte 3; a command line is text without NUL bytes
                <stdin>:4: error: line too long: 1048576 bytes; a line holds at most 65536 bytes (64 KiB)
                coordsh: 3 commands failed, the first at <stdin>:2: 'po\u{FFFD}p'

                """)
        #expect(result.stdout == "stack: login\nscreen: login\nuser: none\n")
    }

    @Test func aClosedStdoutEndsTheRunQuietly() throws {
        let result = try CoordshProcess.bash(
            #"for i in $(seq 20000); do echo signup; echo pop; done | "$COORDSH" | head -1; echo "status ${PIPESTATUS[1]}""#
        )
        #expect(result.stdout == "stack: login > signup\nstatus 141\n")
        #expect(result.stderr == "")
    }

    /// SIGINT while a script waits for more lines on stdin (a pipe kept open): coordsh stops
    /// with status 130 and prints the final state. It is sent once coordsh has reported the
    /// error of the second line and is blocked reading stdin again (/proc/PID/syscall: read(2)
    /// on fd 0), looked at every 10 ms for at most 10 s. (A SIGINT that comes between two
    /// reads, while a command runs, is only seen at the next read's end: on a pipe that stays
    /// open, coordsh then waits on.)
    @Test(.timeLimit(.minutes(1)))
    func sigintStopsAScriptWithStatus130() throws {
        let result = try CoordshProcess.bash(
            #"""
            case "$(uname -m)" in x86_64) read_call=0 ;; aarch64) read_call=63 ;; *) read_call= ;; esac
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            mkfifo "$dir/in" "$dir/err"
            "$COORDSH" --quiet <"$dir/in" 2>"$dir/err" & pid=$!
            exec 3>"$dir/in" 4<"$dir/err"
            printf 'signup\npop 5\n' >&3
            IFS= read -r -t 10 line <&4; echo "$line"
            for _ in $(seq 1000); do
                read -r call fd _ <"/proc/$pid/syscall"
                if [ -z "$read_call" ] || [ "$call $fd" = "$read_call 0x0" ]; then break; fi
                sleep 0.01
            done
            kill -INT "$pid"; wait "$pid"; echo "status $?"
            """#)
        #expect(
            result.stdout == """
                <stdin>:2: error: cannot pop 5 screens: only 1 screen is above login, the root screen
                stack: login > signup
                screen: signup
                user: none
                status 130

                """)
    }

    /// The acceptance check of the foundation issue.
    @Test func fourCommandsPrintFourJSONObjectsWithTheSpecKeys() throws {
        let result = try CoordshProcess.run(["--json"], stdin: "login alice\npush detail 42\npop\nroot\n")
        #expect(result.status == 0 && result.stderr == "")
        let objects = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 4)
        for (index, object) in objects.enumerated() {
            #expect(object["line"] as? Int == index + 1)
            #expect(object["ok"] as? Bool == true)
            let state = try #require(object["state"] as? [String: Any])
            for key in ["app", "user", "tab", "stack", "modals", "screen", "coordinators"] {
                #expect(state.keys.contains(key), "missing \(key)")
            }
        }
        let second = try #require(objects.dropFirst().first?["state"] as? [String: Any])
        #expect(second["stack"] as? [String] == ["home", "detail(42)"])
        #expect(second["screen"] as? String == "detail(42)")
        #expect(second["coordinators"] as? [String] == ["app", "main"])
        #expect(second["user"] as? String == "alice")
    }

    /// SPEC 5: with `--json`, stdout holds the objects and nothing else, also when `-i` reads the
    /// prompt's lines from a pipe: the prompt goes to stderr there, and the end adds no empty line.
    @Test func theJSONPromptOfAPipeLeavesStdoutToTheObjects() throws {
        let result = try CoordshProcess.run(["--json", "-i", "--app", "steps", "-c", "next"], stdin: "next\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines.last == "", "\(result.stdout)")
        for line in lines.dropLast() {
            #expect(line.hasPrefix("{\"file\":"), "not a JSON object: \(line)")
        }
        #expect(result.stderr == "steps view2> steps view3> \n")
    }
}
