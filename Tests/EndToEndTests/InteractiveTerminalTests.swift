import Foundation
import Testing

/// The interactive prompt in a real pseudo-terminal (Terminal/*.py).
@Suite("Interactive session in a terminal")
struct InteractiveTerminalTests {
    /// Banner and prompt, Tab completion, a state printed, Up recalling the previous line, Ctrl-C
    /// cancelling it, an error that leaves the session going, Ctrl-D leaving with status 0, and
    /// the history file written with mode 0600.
    @Test func aTypedSessionBehavesAsAUserExpects() throws {
        try expectOK(running: "pty_session.py")
    }

    /// `--tour`, a lesson solved at the prompt with a hint, its progress remembered beside the
    /// history file, and shown as finished in the next session.
    @Test func aLessonFinishedAtThePromptIsRememberedInTheNextSession() throws {
        try expectOK(running: "tour_session.py")
    }

    /// `:record` at the prompt: the prompt says so, Tab completes the file, Ctrl-D writes it and
    /// `coordsh test` replays it clean.
    @Test func aSessionRecordedAtThePromptReplaysClean() throws {
        try expectOK(running: "record_session.py")
    }

    private func expectOK(running script: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Terminal/" + script).path
        let result = try CoordshProcess.bash("python3 '\(path)' \"$COORDSH\"")
        #expect(result.stdout == "ok\n", "\(result.stdout)\(result.stderr)")
        #expect(result.status == 0)
    }
}
