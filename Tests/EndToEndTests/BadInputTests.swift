import Foundation
import Testing

/// The bad-input table of SPEC 6, through the real binary: every input gets its error and exit
/// status, never a crash or a hang, and memory stays bounded. (Invalid UTF-8, NUL bytes and a
/// 1 MiB line on stdin, a missing, unreadable or directory script, `| head -1` and SIGINT on
/// stdin are in `ExitStatusTests`.)
@Suite("Bad input through the binary")
struct BadInputTests {
    /// Set by scripts/sanitize: under a sanitizer the binary is tens of times slower and holds
    /// freed memory in quarantine, so the time and memory bounds of the largest input do not
    /// apply there.
    static let underSanitizer = ProcessInfo.processInfo.environment["COORDSH_SANITIZER"] != nil

    // MARK: - Lines

    /// In JSON mode a bad line is an object of its own, with its code and a readable preview.
    @Test func badLinesInJSONModeAreObjectsWithTheirCode() throws {
        var input = Data("signup\r\n".utf8)
        input += Data([0x70, 0x6F, 0xFF, 0x70, 0x0A])
        input += Data("po\0p\n".utf8)
        input += Data(repeating: UInt8(ascii: "x"), count: 70_000) + Data("\n".utf8)
        input += Data("pop\n".utf8)
        let result = try CoordshProcess.run(["--json"], stdinData: input)
        #expect(result.status == 1 && result.stderr == "")
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let codes = objects.map { ($0["error"] as? [String: Any])?["code"] as? String ?? "ok" }
        #expect(codes == ["ok", "syntax", "syntax", "limit", "ok"])
        #expect(
            objects.map { $0["input"] as? String } == [
                "signup", "po\u{FFFD}p", "po\u{0}p", String(repeating: "x", count: 64) + "…", "pop",
            ])
        #expect(objects.allSatisfy { ($0["state"] as? [String: Any])?["screen"] != nil })
    }

    /// 100 MiB of garbage (random bytes, refused words, lines over 64 KiB) runs to its last line
    /// with one error per line, in a few megabytes; the file is deleted afterwards.
    @Test(.timeLimit(.minutes(3)), .disabled(if: underSanitizer, "bounds of time and memory"))
    func aHundredMebibytesOfGarbageRunToTheEndInBoundedMemory() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            part="$dir/part"; file="$dir/garbage.coord"
            for i in $(seq 1 50); do
                head -c 1000000 /dev/urandom | tr '\n' '\377' | fold -b -w 1500; echo
                for j in $(seq 1 200); do printf 'pusj detial "open \\q ☕ %s\tpop -1 #x\n' "$j"; done
                head -c 100000 /dev/zero | tr '\0' 'y'; echo
            done >"$part"
            : >"$file"
            while [ "$(stat -c %s "$file")" -lt 104857600 ]; do cat "$part" >>"$file"; done
            printf 'pop\n' >>"$file"
            lines=$(wc -l <"$file")
            "$COORDSH" --quiet "$file" >"$dir/out" 2>"$dir/err" & pid=$!
            peak=0
            while kill -0 "$pid" 2>/dev/null; do
                hwm=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
                if [ -n "$hwm" ] && [ "$hwm" -gt "$peak" ]; then peak=$hwm; fi
                sleep 0.05
            done
            wait "$pid"; status=$?
            echo "status $status"
            # The last line of stderr is the summary (coordsh: N commands failed, ...).
            grep -v '^coordsh: [0-9]* commands failed, the first at ' "$dir/err" >"$dir/errors"
            echo "errors $(wc -l <"$dir/errors") of $lines lines"
            echo "other $(grep -cv "^$file:[0-9]*: error: " "$dir/errors")"
            tail -1 "$dir/errors" | sed "s|^$file|FILE|"
            cat "$dir/out"
            echo "peak $peak"
            """#)
        var lines = result.stdout.split(separator: "\n").map(String.init)
        let peak = Int(lines.removeLast().dropFirst("peak ".count)) ?? .max
        let counts = lines[1].split(separator: " ")
        #expect(lines.count == 7, "\(result.stdout)\(result.stderr)")
        #expect(lines.first == "status 1")
        #expect(counts.count == 5 && counts[1] == counts[3], "every line has its error: \(lines[1])")
        #expect(lines[2] == "other 0")
        #expect(
            lines[3].hasPrefix("FILE:")
                && lines[3].hasSuffix(": error: cannot pop 1 screen: nothing is above login, the root screen"))
        #expect(lines.suffix(3) == ["stack: login", "screen: login", "user: none"])
        #expect(peak < 64 * 1024, "peak resident memory \(peak) kB")
    }

    /// Lines of one unknown 65,000-byte word each are each an error of their own, which quotes the
    /// word's first 200 characters and its size. (They once took a quarter of a second each, in a
    /// quadratic "Did you mean": `scripts/bench` measures them.)
    @Test func longUnknownWordsAreErrorsOfTheirLine() throws {
        let word = String(repeating: "x", count: 65_000)
        let script = String(repeating: word + "\n", count: 100) + String(repeating: "push " + word + "\n", count: 100)
        let result = try CoordshProcess.run(["--quiet"], stdin: script)
        #expect(result.status == 1)
        var errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.popLast()?.hasPrefix("coordsh: 200 commands failed, the first at <stdin>:1: 'xxx") == true)
        #expect(errors.count == 200)
        let shown = String(repeating: "x", count: 200) + "…' (65000 bytes)"
        #expect(
            errors.first == "<stdin>:1: error: unknown command '" + shown + "; type 'help' for the list of commands")
        #expect(
            errors.last == "<stdin>:200: error: unknown route '" + shown
                + "; the memo app's routes are login, signup, forgotPassword, home, memoList, settings, detail, about, "
                + "newMemo and preview")
    }

    @Test func aBinaryFileAsAScriptIsAnErrorPerLine() throws {
        let path = CoordshProcess.binary.path
        let result = try CoordshProcess.run(["--quiet", path])
        #expect(result.status == 1)
        #expect(result.stdout == "stack: login\nscreen: login\nuser: none\n")
        var errors = result.stderr.split(separator: "\n")
        #expect(errors.popLast()?.hasPrefix("coordsh: ") == true)
        #expect(errors.count > 1_000)
        #expect(errors.allSatisfy { $0.hasPrefix("\(path):") && $0.contains(": error: ") })
    }

    @Test func anEmptyScriptSucceedsAndPrintsNothing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-empty-\(UUID().uuidString)")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CoordshProcess.run([url.path])
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
    }

    // MARK: - Closed streams and signals

    @Test func aClosedStdinIsAReadError() throws {
        let result = try CoordshProcess.bash(#""$COORDSH" <&-; echo "status $?""#)
        #expect(result.stdout == "status 1\n")
        #expect(result.stderr == "error: cannot read '<stdin>': Bad file descriptor\n")
    }

    /// A folder given as stdin: a read error that names stdin (no "after line 0": none was read).
    @Test func aFolderAsStdinIsAReadError() throws {
        let result = try CoordshProcess.bash(#""$COORDSH" - < /tmp; echo "status $?""#)
        #expect(result.stdout == "status 1\n")
        #expect(result.stderr == "error: cannot read '<stdin>': Is a directory\n")
    }

    /// Without stdout the run ends when it first writes there (output is buffered: when the
    /// buffer fills, before an error, at the end), with status 141 as for a tool that SIGPIPE
    /// ended (SPEC 1): the script did not run to its end. Errors before it still show; the error
    /// whose flush found stdout closed does not.
    @Test(arguments: [
        ("-c signup -c pop -c pop", "status 141\n", ""),
        (
            "-c pop -c signup -c signup", "status 141\n",
            "-c:1: error: cannot pop 1 screen: nothing is above login, the root screen\n"
        ),
        ("--json -c pop -c signup", "status 141\n", ""),
    ])
    func aClosedStdoutEndsTheRunQuietly(arguments: String, stdout: String, stderr: String) throws {
        let result = try CoordshProcess.bash(#""$COORDSH" "# + arguments + #" >&-; echo "status $?" >&2"#)
        #expect(result.stdout == "")
        #expect(result.stderr == stderr + stdout)
    }

    /// A stdout closed from the start fails at the first output, not before: a `--quiet` run
    /// prints nothing until its end, so all its commands run (and `:save` saves).
    @Test func aClosedStdoutStillRunsUpToTheFirstOutput() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            "$COORDSH" --quiet -c signup -c ':save s.json' >&-; echo "status $?"
            grep -c '"signup"' s.json
            """#)
        #expect(result.stdout == "status 141\n1\n")
        #expect(result.stderr == "")
    }

    /// `| head -1`: the reader goes away mid-run; `pipefail` must read a failure (141), where
    /// the full run exits 0 or 1. (It exited 0 and CI read success.)
    @Test func aPipeClosedByItsReaderIsStatus141() throws {
        let result = try CoordshProcess.bash(
            #"""
            set -o pipefail
            for i in $(seq 20000); do echo signup; echo pop; done | "$COORDSH" | head -1; echo "status $?"
            """#)
        #expect(result.stdout == "stack: login > signup\nstatus 141\n")
        #expect(result.stderr == "")
    }

    /// A stdout that fails for another reason (a full disk) is an error with its reason, and a
    /// failed run. (A full device is made with mknod in a scratch folder: never /dev itself.)
    @Test(.enabled(if: geteuid() == 0, "mknod needs root"))
    func aFailingStdoutIsAnError() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            mknod "$dir/full" c 1 7
            "$COORDSH" -c signup >"$dir/full"; echo "status $?"
            """#)
        #expect(result.stdout == "status 1\n")
        #expect(result.stderr == "coordsh: error: cannot write to stdout: No space left on device\n")
    }

    @Test func aClosedStderrLosesOnlyTheMessages() throws {
        let result = try CoordshProcess.bash(
            #""$COORDSH" --quiet -c signup -c 'pop 5' -c forgot 2>&-; echo "status $?""#)
        #expect(result.stdout == "stack: login > signup\nscreen: signup\nuser: none\nstatus 1\n")
    }

    /// A script file, not a pipe: the read is never interrupted, the run loop sees the signal
    /// and stops there. Something only a handler does shows it: the final state of `--quiet`
    /// is printed at the line where the run stopped (the default action of either signal ends
    /// the process with the same status and prints nothing). The signal is sent once the run is
    /// under way (its first line's error is out), never after a fixed wait.
    @Test(arguments: [("INT", "status 130"), ("TERM", "status 143"), ("HUP", "status 129")])
    func aSignalStopsAScriptFileAtOnce(signal: String, status: String) throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            { echo pop; yes $'signup\npop' | head -n 4000000; } >"$dir/long.coord"
            # (A background job of a script may start with signals ignored: restore the default.)
            env --default-signal "$COORDSH" --quiet "$dir/long.coord" 2>"$dir/err" >"$dir/out" & pid=$!
            for i in $(seq 1000); do [ -s "$dir/err" ] && break; sleep 0.01; done
            kill -\#(signal) "$pid"; wait "$pid"; echo "status $?"
            cat "$dir/out" "$dir/err"
            """#)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == status)
        #expect(lines.count == 6, "\(result.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("stack: login") == true, "the final state: \(result.stdout)")
        #expect(lines.dropFirst(2).first?.hasPrefix("screen: ") == true)
        #expect(lines.dropFirst(3).first == "user: none")
        #expect(
            lines.dropFirst(4).first?.hasSuffix(
                "/long.coord:1: error: cannot pop 1 screen: nothing is above login, the root screen") == true)
    }

    /// A signal while coordsh waits for the next line of a pipe stops it at once, even when it
    /// comes just as the previous output is out: reads wait on the signal too, so one that
    /// arrives before the read begins is not left for the next input to notice.
    @Test(arguments: [("INT", "status 130"), ("TERM", "status 143")])
    func aSignalWhileWaitingForInputStopsAtOnce(signal: String, status: String) throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            mkfifo in
            env --default-signal "$COORDSH" <in > >(cat >out) 2>&1 & pid=$!
            exec 3>in; echo signup >&3
            for i in $(seq 1000); do grep -q 'screen: signup' out && break; sleep 0.01; done
            kill -\#(signal) "$pid"
            for i in $(seq 1000); do kill -0 "$pid" 2>/dev/null || break; sleep 0.01; done
            if kill -0 "$pid" 2>/dev/null; then echo hung; exec 3>&-; fi
            wait "$pid"; echo "status $?"
            """#)
        #expect(result.stdout == status + "\n")
    }

    // MARK: - Files the session reads

    /// Every hostile file is an error that names it and the problem, and the state is kept. A
    /// FIFO without a writer once blocked `:load` for ever; another JSON file's `version` once
    /// made "version: expected an integer" instead of "not a coordsh session file".
    @Test(.timeLimit(.minutes(1)))
    func loadingHostileFilesIsAnErrorAndKeepsTheState() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            head -c 17000000 /dev/zero >big.json
            printf '%.0s[' $(seq 1 1000) >deep.json
            printf '{"format":"coordsh session","version":1,"app":"steps","state":{"navigation":{"stack":["root"%s]}}}' \
                "$(printf ',"view2"%.0s' $(seq 1 10000))" >tall.json
            mkdir folder
            mkfifo fifo
            printf '{"name":"coordsh","version":"0.1.0","private":true}' >package.json
            printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000\003\000>\000' >binary.json
            "$COORDSH" -c signup -c ':load fifo' -c ':load big.json' -c ':load folder' -c ':load missing.json' \
                -c ':load binary.json' -c ':load deep.json' -c ':load tall.json' -c ':load package.json' \
                -c ':expect stack login > signup'
            echo "status $?"
            """#)
        #expect(result.stdout == "stack: login > signup\nscreen: signup\nuser: none\nstatus 1\n")
        #expect(
            result.stderr == """
                -c:2: error: cannot read 'fifo': it is a FIFO (named pipe), not a regular file
                -c:3: error: cannot read 'big.json': it is larger than 16777216 bytes
                -c:4: error: cannot read 'folder': it is a directory
                -c:5: error: cannot read 'missing.json': No such file or directory
                -c:6: error: cannot load 'binary.json': not valid JSON: at 1:1: unexpected U+007F (a control character); a value is an object, an array, a string, a number, true, false or null
                -c:7: error: cannot load 'deep.json': nesting deeper than 64 levels at byte 65; a saved session is much flatter
                -c:8: error: cannot load 'tall.json': state.navigation: more than 10000 screens from a base root to the top modal
                -c:9: error: cannot load 'package.json': format: this is not a coordsh session file (format 'coordsh session' expected)
                coordsh: 8 commands failed, the first at -c:2: ':load fifo'

                """)
    }

    /// A file that sources itself, or two that source each other: the 33rd file is refused,
    /// the lines before it ran.
    @Test(arguments: [
        (
            [("a.coord", ":source a.coord")],
            "a.coord:1: error: cannot source 'a.coord': sourced files nest more than 32 deep (does a file source itself?)\n"
                + "coordsh: 1 command failed, at a.coord:1: ':source a.coord'",
            "stack: login\nscreen: login\nuser: none\n"
        ),
        (
            [("a.coord", "signup\n:source b.coord"), ("b.coord", "pop\n:source a.coord")],
            "a.coord:2: error: cannot source 'b.coord': sourced files nest more than 32 deep (does a file source itself?)\n"
                + "coordsh: 1 command failed, at a.coord:2: ':source b.coord'",
            "stack: login > signup\nscreen: signup\nuser: none\n"
        ),
    ])
    func sourceLoopsStopAtThirtyTwoFiles(files: [(String, String)], error: String, state: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try (text + "\n").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try CoordshProcess.run(["--quiet", "a.coord"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == error + "\n")
        #expect(result.stdout == state)
    }

    // MARK: - Limits

    @Test func tenThousandScreensAndNotOneMore() throws {
        let script =
            "login alice\n" + String(repeating: "push about\n", count: 9_999)
            + "push about\n:expect error limit\npresent about\n:expect error limit\n:expect screen about\n"
            + "pop 9999\n:expect stack home\n"
        let result = try CoordshProcess.run(["--quiet"], stdin: script)
        #expect(result.status == 0)
        #expect(result.stdout == "stack: home\nscreen: home\ntabs: [home] memos settings\nuser: alice\n")
        // Each refusal is excused by the `:expect error limit` after it, so nothing is an error.
        #expect(result.stderr == "")
    }

    /// A no-break space (pasted from a web page) or a zero-width space looks like nothing or a
    /// space; the error shows it, so that the quote does not read like a valid command.
    @Test func anInvisibleCharacterIsShownInTheError() throws {
        let result = try CoordshProcess.run(
            ["--app", "steps"], stdin: "push\u{A0}view2\npush view\u{200B}2\n:app \"st\u{2009}eps\"\n")
        #expect(result.status == 1)
        #expect(
            result.stderr.split(separator: "\n").prefix(3) == [
                "<stdin>:1: error: unknown command 'push\\u{a0}view2'; type 'help' for the list of commands",
                "<stdin>:2: error: unknown route 'view\\u{200b}2'. Did you mean 'view2'?",
                "<stdin>:3: error: unknown app 'st\\u{2009}eps'. Did you mean 'steps'?",
            ], "\(result.stderr)")
    }

    /// SPEC 6: `:undo` keeps the last 1,000 states. Past them, the refusal says that the limit
    /// is the reason, not that no command changed the state.
    @Test func undoingPastTheKeptStatesNamesTheLimit() throws {
        let script = String(repeating: "push view2\n", count: 1_001) + ":undo 1000\n:undo\n"
        let result = try CoordshProcess.run(["--app", "steps", "--quiet"], stdin: script)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "<stdin>:1003: error: nothing more to undo: coordsh keeps the last 1000 states, and all of them are undone\n"
            ), "\(result.stderr)")
    }

    @Test func tenThousandModalsAndNotOneMore() throws {
        let script =
            "login alice\n" + String(repeating: "present about\n", count: 9_999)
            + ":expect modals 9999\npresent about\n:expect error limit\npush about\n:expect error limit\n"
            + "back\n:expect modals 9998\npush about\n:expect modals 9998\n"
        let result = try CoordshProcess.run(["--quiet"], stdin: script)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("modal ") }.count == 9_998)
    }

    @Test func integersAtAndBeyondTheLimits() throws {
        let result = try CoordshProcess.run(
            ["--json", "--app", "memo"],
            stdin: """
                login alice
                push detail 2147483647
                push detail 2147483648
                push detail -2147483648
                pop 2147483647
                pop 2147483648
                :undo 2147483647
                :redo 99999999999999999999
                :expect modals 2147483648
                open memo://home/detail/2147483648
                open memo://home/detail/2147483647
                popto detail 2147483647

                """)
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let outcomes = objects.map { object in
            ((object["error"] as? [String: Any])?["code"] as? String ?? "ok")
                + " " + ((object["error"] as? [String: Any])?["message"] as? String ?? "")
        }
        #expect(
            outcomes == [
                "ok ", "ok ",
                "badArgument 'detail' takes a memo id, an integer from 1 to 2147483647; got '2147483648'",
                "badArgument 'detail' takes a memo id, an integer from 1 to 2147483647; got '-2147483648'",
                "atRoot cannot pop 2147483647 screens: only 1 screen is above home, the root screen",
                "badArgument 'pop' takes a count, an integer from 1 to 2147483647; got '2147483648'",
                "notAllowed cannot undo 2147483647 commands: only 2 can be (coordsh keeps the last 1000 states)",
                "badArgument ':redo' takes a count, an integer from 1 to 2147483647; got '99999999999999999999'",
                "badArgument ':expect modals' takes a count, an integer from 0 to 2147483647; got '2147483648'",
                "badArgument cannot open 'memo://home/detail/2147483648': 'detail' takes a memo id, an integer from 1 to 2147483647; got '2147483648'",
                "ok ", "ok ",
            ])
        #expect(result.status == 1)
    }
}
