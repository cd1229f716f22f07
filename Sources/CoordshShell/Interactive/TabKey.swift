import CEditLine
import Glibc

/// What Tab does at the prompt, as in bash and psql: it completes the word before the cursor
/// as far as the candidates agree; when it cannot go further it beeps, and a second Tab at the
/// same place lists the candidates, once (asking first when there are more than `askAbove`,
/// and showing at most `listedAtMost`). File names are shown with their control characters
/// escaped. Ctrl-C while a huge folder is read or while it asks cancels the line.
final class TabKey {
    /// More candidates than this are listed only if the user says so, as readline asks.
    static let askAbove = 100
    /// The most candidates listed at once.
    static let listedAtMost = 1_000

    /// Builds the completer for the current state, each time Tab is pressed.
    private let completer: EditLineReader.CompleterSource
    /// Where Tab last beeped over several candidates: a second Tab there lists them.
    private var ambiguous: LinePosition?
    /// Whether Ctrl-C stopped a completion, which then ended the read as if at end of file.
    private var wasInterrupted = false

    /// The text of the line and the cursor's offset in it.
    private struct LinePosition: Equatable {
        let line: String
        let cursor: Int
    }

    init(completer: @escaping EditLineReader.CompleterSource) {
        self.completer = completer
    }

    /// A new line begins: a Tab there is a first Tab.
    func startLine() {
        ambiguous = nil
    }

    /// Whether Ctrl-C stopped a completion since the last call (the read then ended as if at
    /// end of file, and is a cancelled line).
    func takeInterruption() -> Bool {
        defer { wasInterrupted = false }
        return wasInterrupted
    }

    /// Runs Tab: completes the word before the cursor, or beeps; a second Tab lists the candidates.
    func press(on editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let before = Self.text(from: info.buffer, to: info.cursor)
        let here = LinePosition(
            line: before + Self.text(from: info.cursor, to: info.lastchar), cursor: before.utf8.count)
        let action = completer().complete(before)
        if Interrupts.requested { return stopCompleting() }  // Ctrl-C while a large folder was read
        switch action {
        case .insert(let text):
            ambiguous = nil
            el_insertstr(editLine, text)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            guard ambiguous == here else {
                ambiguous = here
                return UInt8(CC_REFRESH_BEEP)
            }
            return list(candidates)
        case .none:
            ambiguous = nil
            return UInt8(CC_REFRESH_BEEP)
        }
    }

    /// Lists `candidates` under the line, after asking if there are many; the line is redrawn.
    private func list(_ candidates: [String]) -> UInt8 {
        if candidates.count > Self.askAbove {
            write("\nDisplay all \(candidates.count) possibilities? (y or n) ")
            switch readAnswer() {
            case true?: break
            case false?:
                write("\n")
                return UInt8(CC_REDISPLAY)
            case nil:
                return stopCompleting()
            }
        }
        let shown = candidates.prefix(Self.listedAtMost).map(TerminalText.escaped)
        var listing = "\n" + Self.columns(Array(shown), width: Self.terminalWidth()) + "\n"
        if candidates.count > shown.count {
            listing += "(\(candidates.count - shown.count) more not shown: type more of the name)\n"
        }
        write(listing)
        return UInt8(CC_REDISPLAY)
    }

    /// Reads y or n (or space, Delete): `nil` when Ctrl-C interrupts.
    private func readAnswer() -> Bool? {
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(0, &byte, 1)
            if count < 0, errno == EINTR {
                if Interrupts.requested { return nil }
                continue
            }
            guard count == 1 else { return false }
            switch byte {
            case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: " "): return true
            case UInt8(ascii: "n"), UInt8(ascii: "N"), 0x7F, 0x07: return false
            default: fputs("\u{7}", coordsh_stdout())  // not an answer: beep, as readline does
            }
            fflush(coordsh_stdout())
        }
    }

    /// Ends the read as if at end of file, which `readLine` then reports as Ctrl-C: libedit has
    /// put the terminal back to normal on SIGINT, so the line cannot go on being edited.
    private func stopCompleting() -> UInt8 {
        wasInterrupted = true
        return UInt8(CC_EOF)
    }

    private func write(_ text: String) {
        fputs(text, coordsh_stdout())
        fflush(coordsh_stdout())
    }

    private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>) -> String {
        String(
            decoding: UnsafeBufferPointer(
                start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: end - start),
            as: UTF8.self)
    }

    /// Candidates laid out in columns, like a shell lists them.
    static func columns(_ words: [String], width: Int) -> String {
        let cell = (words.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / cell)
        var rows: [String] = []
        for start in stride(from: 0, to: words.count, by: perRow) {
            let row = words[start..<min(start + perRow, words.count)]
            let padded = row.dropLast().map { $0 + String(repeating: " ", count: cell - $0.count) }
            rows.append(padded.joined() + (row.last ?? ""))
        }
        return rows.joined(separator: "\n")
    }

    private static func terminalWidth() -> Int {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
