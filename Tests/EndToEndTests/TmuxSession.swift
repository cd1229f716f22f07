import Foundation
import Testing

/// A command running in a tmux pane of a tmux server of its own (its own socket, so nothing
/// else's sessions are touched), read with `capture-pane` and typed into with `send-keys`.
/// Waiting is for a condition on the screen, with a deadline, never for a fixed time.
final class TmuxSession {
    private let socket = "coordsh-test-\(UUID().uuidString.prefix(8))"
    private let configuration: URL

    /// Starts `command` (a shell command line) in a pane of `columns` x `rows`; the pane stays
    /// after the command ends, so that what it printed last can be read.
    init(_ command: String, columns: Int = 80, rows: Int = 24) throws {
        configuration = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).conf")
        try Data("set -g remain-on-exit on\nset -g status off\n".utf8).write(to: configuration)
        // The server this starts would keep a pipe for its output open: its output goes nowhere.
        try tmux(["new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", command], capture: false)
    }

    deinit {
        // kill-server alone left the server running here (tmux 3.3a); ending the session ends it.
        _ = try? tmux(["kill-session", "-t", "t"], capture: false)
        _ = try? tmux(["kill-server"], capture: false)
        try? FileManager.default.removeItem(at: configuration)
    }

    /// The pane's text now, one line per row.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", "t"])
    }

    /// Waits until `condition` holds for the screen, polling it until `timeout` has passed;
    /// returns the screen. Records an issue with the screen if it never does.
    @discardableResult
    func wait(
        for what: String, timeout: Duration = .seconds(15), sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (String) -> Bool
    ) throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var text = try screen()
        while !condition(text) {
            guard clock.now < deadline else {
                Issue.record("timed out waiting for \(what); the screen:\n\(text)", sourceLocation: sourceLocation)
                return text
            }
            Thread.sleep(forTimeInterval: 0.02)  // the poll interval, not a synchronisation
            text = try screen()
        }
        return text
    }

    /// Waits until `text` is on the screen.
    @discardableResult
    func wait(for text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try wait(for: "'\(text)'", sourceLocation: sourceLocation) { $0.contains(text) }
    }

    /// Types `text` literally, then Enter when `enter` is set.
    func type(_ text: String, enter: Bool = true) throws {
        if !text.isEmpty { try tmux(["send-keys", "-t", "t", "-l", text]) }
        if enter { try tmux(["send-keys", "-t", "t", "Enter"]) }
    }

    /// Sends tmux key names (`q`, `C-d`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", "t"] + keys)
    }

    /// Runs tmux on this session's server and returns what it printed. Spawned directly, not
    /// through Foundation's `Process`, whose wait for the client never ended once the client had
    /// started the server (a daemon). The output goes through a file: the server may keep a
    /// client's pipe open.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capture ? output.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words = ["/usr/bin/tmux", "-L", socket, "-f", configuration.path] + arguments
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return capture ? (try? String(contentsOf: output, encoding: .utf8)) ?? "" : ""
    }

    /// Whether tmux is installed (scripts/setup installs it for the tests).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") }
}
