import Foundation
import Testing

/// When stdout is flushed (issue 16, item 2): before every read that would wait for the program
/// writing stdin, so that a program driving coordsh line by line sees each answer before it
/// sends the next line; otherwise only when the 64 KiB buffer fills (a flush per command cost a
/// million `write` calls for a million lines through a pipe).
@Suite("Output flushing")
struct OutputFlushTests {
    /// A driver that sends one line, then waits for its answer before sending the next: each
    /// answer must come while coordsh waits for input (a deadline of 10 s per answer).
    @Test func aProgramDrivingCoordshLineByLineGetsEachAnswerFirst() throws {
        let result = try CoordshProcess.bash(
            #"""
            python3 - "$COORDSH" <<'PY'
            import os, select, subprocess, sys, time
            process = subprocess.Popen([sys.argv[1], "--json"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
            for line in [b"login alice", b"push detail 42", b"pop 9", b"pop"]:
                process.stdin.write(line + b"\n")
                process.stdin.flush()
                deadline = time.time() + 10
                answer = b""
                while not answer.endswith(b"\n"):
                    ready, _, _ = select.select([process.stdout], [], [], max(0, deadline - time.time()))
                    if not ready:
                        print("no answer to", line.decode())
                        sys.exit(1)
                    answer += os.read(process.stdout.fileno(), 65536)
                print(answer.decode().count("\n"), '"ok":true' in answer.decode())
            process.stdin.close()
            print("status", process.wait())
            PY
            """#)
        #expect(result.stdout == "1 True\n1 True\n1 False\n1 True\nstatus 1\n", "\(result.stderr)")
    }

    /// 3,000 commands through a pipe print about 330 KB: a few `write` calls of 64 KiB, not one
    /// per command. (strace counts them; it follows the pipe's reader too, which never writes.)
    @Test func aScriptThroughAPipeWritesInLargeBlocks() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            { echo 'login alice'; for i in $(seq 1500); do echo "push detail $i"; echo pop; done; } >script.coord
            strace -f -e trace=write -o trace.log "$COORDSH" script.coord | wc -c
            grep -c 'write(1,' trace.log
            """#)
        let numbers = result.stdout.split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(numbers.count == 2, "\(result.stdout) \(result.stderr)")
        guard numbers.count == 2 else { return }
        #expect(numbers[0] > 200_000)
        #expect(numbers[1] <= numbers[0] / 65_536 + 2, "\(numbers[1]) writes for \(numbers[0]) bytes")
    }

    /// Errors into a file of their own (or /dev/null) do not flush stdout: nothing could show
    /// the two in one order, and a script's every failure cost a write of stdout. Into the same
    /// file as stdout (`2>&1`), stdout is flushed before each, so that each error follows the
    /// state of the command before it.
    @Test func errorsFlushStdoutOnlyWhereTheTwoMeet() throws {
        let result = try CoordshProcess.bash(
            #"""
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT; cd "$dir"
            { echo 'login alice'; for i in $(seq 1500); do echo "push detail $i"; echo 'pop 9'; echo pop; done; } >script.coord
            for errors in errors.txt /dev/null; do
                strace -f -e trace=write -o trace.log "$COORDSH" script.coord 2>"$errors" | wc -c
                grep -c 'write(1,' trace.log
            done
            wc -l <errors.txt
            "$COORDSH" script.coord 2>&1 | sed -n '10,12p'
            """#)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let numbers = lines.prefix(5).compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        #expect(numbers.count == 5, "\(result.stdout) \(result.stderr)")
        guard numbers.count == 5 else { return }
        for (bytes, writes) in [(numbers[0], numbers[1]), (numbers[2], numbers[3])] {
            #expect(writes <= bytes / 65_536 + 2, "\(writes) writes for \(bytes) bytes")
        }
        // Every error and the summary.
        #expect(numbers[4] == 1501)
        // The state after `push detail 1` ends, then the error of `pop 9` at line 3, in that order.
        #expect(
            Array(lines.dropFirst(5).prefix(3)) == [
                "memo: 1 (no such memo)",
                "script.coord:3: error: cannot pop 9 screens: only 1 screen is above home, the root screen",
                "",
            ], "\(result.stdout)")
    }
}
