import Foundation
import Testing

/// At the prompt, output longer than the terminal goes through `$PAGER` (`less -FRX` when
/// `PAGER` is unset), as in psql; output that fits, scripts, pipes and `--json` are never paged.
/// In a real terminal (tmux), waiting for what the screen shows.
@Suite("Paging long output", .enabled(if: TmuxSession.isAvailable))
struct PagerTerminalTests {
    private let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordsh-pager-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// The command line that starts coordsh in a clean environment, with `PAGER` if given.
    private func coordsh(_ arguments: String = "", pager: String?) -> String {
        let pagerSetting = pager.map { "PAGER=" + shellQuoted($0) } ?? ""
        return "env -i HOME=\(folder.path) TERM=xterm LANG=C.UTF-8 PATH=/usr/bin:/bin \(pagerSetting) "
            + "\(shellQuoted(CoordshProcess.binary.path)) --no-history \(arguments)"
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A pager that keeps what it was given in a file and says it ran.
    private var recordingPager: String { "cat > \(folder.path)/paged; echo PAGER-RAN" }
    private var paged: URL { folder.appendingPathComponent("paged") }

    @Test func longOutputGoesThroughThePagerAndShortOutputDoesNot() throws {
        let session = try TmuxSession(coordsh(pager: recordingPager), rows: 24)
        try session.wait(for: "memo login>")
        try session.type("help")
        try session.wait(for: "New to coordinators? ':tour'")
        try session.wait(for: "help prompt again") { $0.components(separatedBy: "memo login>").count == 3 }
        #expect(!FileManager.default.fileExists(atPath: paged.path), "help fits 24 rows: it must not be paged")

        try session.type(":graph")
        try session.wait(for: "PAGER-RAN")
        let text = try String(contentsOf: paged, encoding: .utf8)
        #expect(text.hasPrefix("digraph \"memo\" {\n"))
        #expect(text.hasSuffix("}\n"))
        try session.wait(for: "the prompt after the pager") { $0.components(separatedBy: "memo login>").count == 4 }
    }

    @Test func withoutPAGERLessShowsItAndQuitsOnQ() throws {
        let session = try TmuxSession(coordsh(pager: nil), rows: 20)
        try session.wait(for: "memo login>")
        try session.type(":graph")
        // less -FRX shows the first screen and waits, its prompt ':' on the last row.
        let screen = try session.wait(for: "less's first screen") { screen in
            screen.contains("digraph \"memo\" {")
                && screen.split(separator: "\n", omittingEmptySubsequences: false).contains(":")
        }
        #expect(!screen.contains("any_main -> s_about"), "the whole graph was printed, not paged")
        try session.press("q")
        // less leaves the page on the screen (-X); the prompt comes back under it.
        try session.wait(for: "the prompt after less") { screen in
            screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) } == "memo login>"
        }
    }

    @Test func aScriptOnATerminalIsNotPaged() throws {
        let session = try TmuxSession(coordsh("-c ':graph'; echo EXIT-$?", pager: recordingPager), rows: 10)
        try session.wait(for: "EXIT-0")
        #expect(!FileManager.default.fileExists(atPath: paged.path))
    }

    @Test func pipesAndJSONAreNotPaged() throws {
        let result = try CoordshProcess.bash(
            "PAGER=\(shellQuoted(recordingPager)) \"$COORDSH\" -c ':graph' | head -1; "
                + "printf ':graph\\n' | PAGER=\(shellQuoted(recordingPager)) \"$COORDSH\" --json | head -c 8")
        #expect(result.stdout == "digraph \"memo\" {\n{\"file\":")
        #expect(!FileManager.default.fileExists(atPath: paged.path))
    }
}
