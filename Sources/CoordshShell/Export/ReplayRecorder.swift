import CommandLanguage
import CoordinatorKit
import FoundationEssentials
import SwiftExport

/// Runs a script on the app in coordsh's own session, as `coordsh --json SCRIPT` does, and keeps
/// what it printed: the expected lines of the exported replay tests. It first refuses a script the
/// replay cannot run (it would read or write files, or leave the app).
final class ReplayRecorder {
    let kind: AppKind
    let registry: AppRegistry
    /// The state keys the design describes (for a built-in app); the others coordsh prints (the
    /// Swift app's own objects) are left out of the expectations. `nil`: keep every key.
    let keptKeys: Set<String>?
    /// The keys left out so far.
    private(set) var leftOut: Set<String> = []
    /// The digest of the definition exported (a built-in app's is its definition's in
    /// `examples/apps/`): a script that loads it first replays on the design.
    let designDigest: String?

    init(kind: AppKind, registry: AppRegistry, keptKeys: Set<String>?, designDigest: String? = nil) {
        self.kind = kind
        self.registry = registry
        self.keptKeys = keptKeys
        self.designDigest = designDigest
    }

    /// The shell commands a replay cannot run: they read or write files, or leave the app. The
    /// others change nothing (`:expect`, `:echo`, `:tree`, a misspelt one) or are replayed
    /// (`:undo`, `:redo`, `:reset`); `:app` is accepted with the exported app's name (it starts it
    /// afresh).
    static let unreplayableShellCommands: Set<String> = [":app", ":load", ":save", ":source", ":tour", ":record"]

    /// The script made replayable (a byte-order mark and `\r` line ends taken off), and the JSON
    /// Lines coordsh printed for it. With `checkingExpectations`, a script whose `:expect` fails
    /// (a user's) is refused: its replay would expect what the design did instead. Errors name
    /// the script `file` (a `--script` as given), else `NAME.coord`.
    func record(
        _ text: String, name: String, file: String? = nil, checkingExpectations: Bool = false
    ) throws(ExportError) -> ExportInput.ReplayScript {
        let file = file ?? name + ".coord"
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        // "\r\n" is one Character: lines end at either.
        var lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        if lines.last == "" { lines.removeLast() }
        try namingTheAppByName(&lines, in: file)
        for (index, line) in lines.enumerated() { try check(line, number: index + 1, in: file) }
        let out = StringOutput()
        var settings = Reporter.Settings()
        settings.json = true
        settings.flushEachCommand = false
        settings.keptStateKeys = keptKeys
        let reporter = Reporter(out: out, err: StringOutput(), settings: settings)
        let session = Session(app: kind.start(), files: MemoryFiles(), registry: registry)
        let runner = CommandRunner(session: session, reporter: reporter, bail: false)
        // Named as the replay test is: the JSON Lines say the file.
        _ = ScriptRunner(runner: runner).run([ScriptSource(commands: lines, name: name + ".coord")])
        _ = runner.finish()
        if checkingExpectations, let failed = runner.firstFailedExpectation {
            let index = failed.place.line - 1
            throw .failedExpectation(
                file, line: failed.place.line, command: lines.indices.contains(index) ? lines[index] : "",
                message: failed.failure.message)
        }
        leftOut.formUnion(reporter.droppedStateKeys)
        let jsonLines = out.text
        return ExportInput.ReplayScript(
            name: name, script: lines.map { $0 + "\n" }.joined(), jsonLines: jsonLines)
    }

    /// Scripts of `coordsh paths` and `:record` name their app first with `:app load FILE`, which
    /// starts the design afresh; the replay runs the design, so that line becomes `:app NAME`,
    /// which does the same. Only as the first command (a script cannot change apps later), and
    /// only when FILE holds the design exported (its name or its digest): another design's
    /// script would replay against this one. FILE is read as `coordsh test` reads it: from the
    /// folder coordsh runs in, else from the script's own folder.
    private func namingTheAppByName(_ lines: inout [String], in file: String) throws(ExportError) {
        for index in lines.indices {
            guard let words = try? Lexer.words(in: lines[index]), let first = words.first else { continue }
            guard words.count == 3, first.text.lowercased() == ":app", words[1].text.lowercased() == "load" else {
                return
            }
            func refuse(_ reason: String) -> ExportError {
                .unreplayable(file, line: index + 1, command: lines[index], reason: reason)
            }
            let loaded: AppKind
            do {
                let files = LocalFiles()
                (loaded, _) = try files.read(words[2].text, besideScript: file) { path throws(ShellError) in
                    try AppLoader(files: files).kind(from: path)
                }
            } catch {
                throw refuse(
                    "\(error.message); the replay runs one app, \(kind.name) (':app \(kind.name)' starts it afresh)")
            }
            guard loaded.name == kind.name || (designDigest != nil && loaded.digest == designDigest) else {
                throw refuse(
                    "it loads the app '\(loaded.name)', not \(kind.name), the design exported; the replay runs one app (':app \(kind.name)' starts it afresh)"
                )
            }
            lines[index] = ":app \(kind.name)"
            return
        }
    }

    private func check(_ line: String, number: Int, in file: String) throws(ExportError) {
        func refuse(_ reason: String) -> ExportError {
            .unreplayable(file, line: number, command: line, reason: reason)
        }
        if line.utf8.count > LineInput.maxLineBytes {
            throw refuse("it is longer than \(LineInput.maxLineBytes) bytes")
        }
        if line.utf8.contains(0) { throw refuse("it holds a NUL byte") }
        guard let first = (try? Lexer.words(in: line))?.first?.text, first.hasPrefix(":") else { return }
        let command = CommandReference.info(named: first)?.name ?? first.lowercased()
        if command == ":app" {
            let words = (try? Lexer.words(in: line)) ?? []
            guard words.count == 2, words[1].text.lowercased() == kind.name.lowercased() else {
                throw refuse(
                    "the replay runs one app, \(kind.name); ':app \(kind.name)' (which starts it afresh) is fine")
            }
            return
        }
        if command == ":load" {
            throw refuse(
                "the replay starts the app afresh and cannot load a saved state; a recording that loads one was "
                    + "started mid-session: run ':reset', then ':record' again")
        }
        if Self.unreplayableShellCommands.contains(command) {
            throw refuse("the replay runs one app in memory: no command that reads or writes files or leaves the app")
        }
    }
}
