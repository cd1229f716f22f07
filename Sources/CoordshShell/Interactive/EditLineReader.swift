import CEditLine
import Glibc

/// Reads lines at the prompt with libedit: emacs keys, history on Up/Down (saved after every
/// command), Tab completion, `~/.editrc`. Used only when stdin and stdout are terminals.
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

    /// The character that brackets escape sequences in the prompt (EL_PROMPT_ESC).
    static let promptMarker: Character = "\u{1}"

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
        el_source(editLine, nil)  // ~/.editrc (or $EDITRC), if there is one
    }

    deinit {
        el_end(editLine)
        history_end(libeditHistory)
        free(promptBuffer)
    }

    func readLine(prompt: String) -> LineRead {
        setPrompt(prompt)
        var count: Int32 = 0
        var read = el_gets(editLine, &count)
        // Signals other than SIGINT (a stop and `fg`, a resize) also interrupt the read: go on.
        while read == nil, count < 0, errno == EINTR, !Interrupts.requested {
            read = el_gets(editLine, &count)
        }
        guard let line = read else {
            if count < 0, errno == EINTR {
                // Ctrl-C: the typed line is dropped; show that, and start the next prompt below it.
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

    /// Runs Tab: completes the word before the cursor, lists the candidates, or beeps.
    fileprivate func complete() -> UInt8 {
        guard let info = el_line(editLine)?.pointee else { return UInt8(CC_ERROR) }
        let length = info.cursor - info.buffer
        let before = String(
            decoding: UnsafeBufferPointer(
                start: UnsafeRawPointer(info.buffer).assumingMemoryBound(to: UInt8.self), count: length),
            as: UTF8.self)
        switch completer().complete(before) {
        case .insert(let text):
            el_insertstr(editLine, text)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let listing = "\n" + Self.columns(candidates, width: Self.terminalWidth()) + "\n"
            fputs(listing, coordsh_stdout())
            fflush(coordsh_stdout())
            return UInt8(CC_REDISPLAY)
        case .none:
            return UInt8(CC_REFRESH_BEEP)
        }
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
