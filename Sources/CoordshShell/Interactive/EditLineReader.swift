import CEditLine
import Glibc

/// Reads lines at the prompt with libedit: emacs keys, history on Up/Down (saved after every
/// command), Tab completion, `~/.editrc`. Used only when stdin and stdout are terminals.
///
/// Tab and Ctrl-D behave as in bash and psql: a Tab that cannot complete further beeps, and a
/// second Tab lists the candidates (asking first when there are more than `askAbove`); Ctrl-D
/// on an empty line leaves without echoing `^D`, and elsewhere deletes the character under
/// the cursor.
///
/// libedit calls back into Swift through C function pointers that cannot capture anything;
/// they find this reader through `EL_CLIENTDATA`.
final class EditLineReader: LineReader {
    /// Builds the completer for the current state, each time Tab is pressed.
    typealias CompleterSource = () -> Completer

    private let editLine: OpaquePointer
    private let libeditHistory: OpaquePointer
    private var promptBuffer: UnsafeMutablePointer<CChar>?
    private let color: Bool
    private let completer: CompleterSource
    private let recorder: HistoryRecorder
    /// Where Tab last beeped over several candidates: a second Tab there lists them.
    private var ambiguousTab: LinePosition?
    /// Whether Ctrl-C stopped a completion, which then ended the read as if at end of file.
    private var completionWasInterrupted = false

    /// The character that brackets escape sequences in the prompt (EL_PROMPT_ESC).
    static let promptMarker: Character = "\u{1}"
    /// More candidates than this are listed only if the user says so, as readline asks.
    static let askAbove = 100
    /// The most candidates listed at once.
    static let listedAtMost = 1_000

    /// The text of the line and the cursor's offset in it.
    private struct LinePosition: Equatable {
        let line: String
        let cursor: Int
    }

    init?(recorder: HistoryRecorder, color: Bool, completer: @escaping CompleterSource) {
        EditLineReader.prepareLocale()
        guard let editLine = el_init("coordsh", coordsh_stdin(), coordsh_stdout(), coordsh_stderr()) else { return nil }
        guard let libeditHistory = history_init() else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.libeditHistory = libeditHistory
        self.color = color
        self.completer = completer
        self.recorder = recorder

        coordsh_history_set_size(libeditHistory, Int32(CommandHistory.defaultCapacity))
        coordsh_history_set_unique(libeditHistory, 1)
        for entry in recorder.history.entries { coordsh_history_enter(libeditHistory, entry) }

        coordsh_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        coordsh_el_set_editor(editLine, "emacs")
        coordsh_el_set_signal(editLine, 1)
        coordsh_el_set_history(editLine, libeditHistory)
        coordsh_el_set_prompt(editLine, editLinePrompt, CChar(UInt8(ascii: "\u{1}")))
        coordsh_el_add_function(editLine, "coordsh-complete", "Complete the word at the cursor", editLineComplete)
        coordsh_el_bind(editLine, "^I", "coordsh-complete")
        coordsh_el_add_function(
            editLine, "coordsh-end-or-delete", "Leave on an empty line, else delete the character under the cursor",
            editLineEndOrDelete)
        coordsh_el_bind(editLine, "^D", "coordsh-end-or-delete")
        el_source(editLine, nil)  // ~/.editrc (or $EDITRC), if there is one
    }

    deinit {
        el_end(editLine)
        history_end(libeditHistory)
        free(promptBuffer)
    }

    func readLine(prompt: String) -> LineRead {
        setPrompt(prompt)
        ambiguousTab = nil
        var count: Int32 = 0
        var read = Interrupts.atPrompt { el_gets(editLine, &count) }
        // Signals other than SIGINT and SIGTERM (a stop and `fg`, a resize) also interrupt the read: go on.
        while read == nil, count < 0, errno == EINTR, !Interrupts.stopRequested {
            read = Interrupts.atPrompt { el_gets(editLine, &count) }
        }
        guard let line = read else {
            if Interrupts.termination != nil { return .end }
            if completionWasInterrupted || (count < 0 && errno == EINTR) {
                // Ctrl-C: the typed line is dropped; show that, and start the next prompt below it.
                completionWasInterrupted = false
                Interrupts.clear()
                fputs("^C\n", coordsh_stdout())
                fflush(coordsh_stdout())
                return .interrupted
            }
            return .end
        }
        var bytes = Array(
            UnsafeBufferPointer(start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: Int(count)))
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        let raw = RawLine(checking: bytes[...])
        if case .text(let text) = raw, recorder.record(text) { coordsh_history_enter(libeditHistory, text) }
        return .line(raw)
    }

    // MARK: - Callbacks

    private func setPrompt(_ prompt: String) {
        let text = color ? promptWithColor(prompt) : prompt
        free(promptBuffer)
        promptBuffer = strdup(text)
    }

    /// Colours the `APP SCREEN> ` prompt, keeping libedit's escape markers around the codes.
    private func promptWithColor(_ prompt: String) -> String {
        let parts = prompt.dropLast(2).split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return prompt }
        return Prompt(app: String(parts[0]), screen: String(parts[1])).forEditLine(
            color: true, marker: Self.promptMarker)
    }

    fileprivate var currentPrompt: UnsafeMutablePointer<CChar>? { promptBuffer }

    /// Runs Tab: completes the word before the cursor, or beeps; a second Tab lists the candidates.
    fileprivate func complete() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let before = Self.text(from: info.buffer, to: info.cursor)
        let here = LinePosition(
            line: before + Self.text(from: info.cursor, to: info.lastchar), cursor: before.utf8.count)
        let action = completer().complete(before)
        if Interrupts.requested { return stopCompleting() }  // Ctrl-C while a large folder was read
        switch action {
        case .insert(let text):
            ambiguousTab = nil
            el_insertstr(editLine, text)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            guard ambiguousTab == here else {
                ambiguousTab = here
                return UInt8(CC_REFRESH_BEEP)
            }
            return list(candidates)
        case .none:
            ambiguousTab = nil
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
        completionWasInterrupted = true
        return UInt8(CC_EOF)
    }

    /// Runs Ctrl-D: on an empty line, leaves (without libedit's `^D`); elsewhere deletes the
    /// character under the cursor, if there is one.
    fileprivate func endOrDelete() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        if info.buffer == info.lastchar { return UInt8(CC_EOF) }
        if info.cursor == info.lastchar { return UInt8(CC_NORM) }
        el_cursor(editLine, 1)
        el_deletestr(editLine, 1)
        return UInt8(CC_REFRESH)
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

    /// libedit reads multibyte input only in a UTF-8 locale: use the user's, or C.UTF-8.
    private static func prepareLocale() {
        setlocale(LC_CTYPE, "")
        if coordsh_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
    }
}

// C callbacks: no captures; the reader comes from EL_CLIENTDATA.

private func reader(of editLine: OpaquePointer?) -> EditLineReader? {
    guard let editLine, let data = coordsh_el_client_data(editLine) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
}

private func editLinePrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    reader(of: editLine)?.currentPrompt
}

private func editLineComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    reader(of: editLine)?.complete() ?? UInt8(CC_ERROR)
}

private func editLineEndOrDelete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    reader(of: editLine)?.endOrDelete() ?? UInt8(CC_ERROR)
}
