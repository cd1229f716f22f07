import CEditLine
import Glibc

/// Reads lines at the prompt with libedit: emacs keys, history on Up/Down (saved after every
/// command), Tab completion, `~/.editrc`. Used only when stdin and stdout are terminals.
///
/// Tab and Ctrl-D behave as in bash and psql (`TabKey`; Ctrl-D on an empty line leaves without
/// echoing `^D`, and elsewhere deletes the character under the cursor).
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
    private let tab: TabKey
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
        tab = TabKey(completer: completer)
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
        tab.startLine()
        var count: Int32 = 0
        var read = Interrupts.atPrompt { el_gets(editLine, &count) }
        // Signals other than SIGINT and SIGTERM (a stop and `fg`, a resize) also interrupt the read: go on.
        while read == nil, count < 0, errno == EINTR, !Interrupts.stopRequested {
            read = Interrupts.atPrompt { el_gets(editLine, &count) }
        }
        guard let line = read else {
            if Interrupts.termination != nil { return .end }
            if tab.takeInterruption() || (count < 0 && errno == EINTR) {
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
        if case .text(let line) = raw, let kept = recorder.record(line.text) {
            coordsh_history_enter(libeditHistory, kept)
        }
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

    /// Runs Tab.
    fileprivate func complete() -> UInt8 {
        tab.press(on: editLine)
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
