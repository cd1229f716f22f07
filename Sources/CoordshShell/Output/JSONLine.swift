import CoordinatorKit

/// The object printed for each command line in `--json` mode (SPEC 5):
/// `{"error":{...},"file":"a.coord","input":"pop 9","line":4,"ok":false,"state":STATE}`, keys
/// sorted. `file` is where the line came from: the script's path, `<stdin>`, `-c`, or `<prompt>`
/// for a line typed at the prompt. A failure that the next command's `:expect error` excuses has
/// `"expected":true` in its error object.
struct JSONLine {
    struct ErrorObject {
        let code: String
        /// `true` when the next command's `:expect error` excuses this failure; left out otherwise.
        let expected: Bool?
        let message: String
    }

    let file: String
    let line: Int
    let input: String
    let ok: Bool
    let error: ErrorObject?
    let output: String?
    let trace: [JSONTraceEvent]?
    var state: JSONState

    /// Writes the object, keys in order.
    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let error {
            json.fixedKey("error")
            json.beginObject()
            json.fixedKey("code")
            json.string(error.code)
            if let expected = error.expected {
                json.fixedKey("expected")
                json.bool(expected)
            }
            json.fixedKey("message")
            json.string(error.message)
            json.endObject()
        }
        Self.writeFields(file: file, line: line, input: input, ok: ok, to: &json)
        if let output {
            json.fixedKey("output")
            json.string(output)
        }
        json.fixedKey("state")
        state.write(to: &json)
        if let trace {
            json.fixedKey("trace")
            json.beginArray()
            for event in trace { event.write(to: &json) }
            json.endArray()
        }
        json.endObject()
    }
}

extension JSONLine {
    /// The keys every line has before its output and state: `file`, `input`, `line`, `ok`.
    static func writeFields(file: String, line: Int, input: String, ok: Bool, to json: inout JSONWriter) {
        json.fixedKey("file")
        json.string(file)
        json.fixedKey("input")
        json.string(input)
        json.fixedKey("line")
        json.integer(line)
        json.fixedKey("ok")
        json.bool(ok)
    }

    /// The line of a command that succeeded and shows the state with nothing else to say, as
    /// `write(to:)` writes it, from its pieces: nearly every line of a script is one, and making
    /// the line first (its strings, its state's options) cost about 900 instructions a line.
    /// `start` keeps the line's start, up to its input, for the file.
    static func writeState(
        file: String, line: Int, input: LineText, of app: any CoordinatedApp, as options: StateJSON,
        start: inout JSONLineStart, to json: inout JSONWriter
    ) {
        start.write(file: file, to: &json)
        input.withUTF8 { json.escapedText(utf8: $0) }
        json.raw("\",\"line\":")
        json.integer(line)
        json.raw(",\"ok\":true,\"state\":")
        app.writeJSONState(options, to: &json)
        json.endObject()
    }
}

/// The start of a line, `{"file":"FILE","input":"` (the input's opening quote included), kept for
/// the file it was written for: the same on every line of a script, and escaping the file's name
/// again on each cost more than copying it.
struct JSONLineStart {
    private var file: String?
    private var bytes: [UInt8] = []

    mutating func write(file: String, to json: inout JSONWriter) {
        if file != self.file {
            var start = JSONWriter()
            start.beginObject()
            start.fixedKey("file")
            start.string(file)
            start.fixedKey("input")
            bytes = start.bytes + [UInt8(ascii: "\"")]
            self.file = file
        }
        bytes.withUnsafeBufferPointer { json.raw($0) }
    }
}

/// One step of a trace: `{"coordinator":"main","detail":"...","kind":"passed","text":"...","to":"feature"}`.
struct JSONTraceEvent {
    let kind: String
    let coordinator: String?
    let to: String?
    let detail: String
    /// The step as the human output writes it.
    let text: String

    init(_ event: TraceEvent) {
        kind = event.kind.rawValue
        coordinator = event.coordinator
        to = event.target
        detail = event.detail
        text = event.description
    }

    func write(to json: inout JSONWriter) {
        json.beginObject()
        if let coordinator {
            json.fixedKey("coordinator")
            json.string(coordinator)
        }
        json.fixedKey("detail")
        json.string(detail)
        json.fixedKey("kind")
        json.string(kind)
        json.fixedKey("text")
        json.string(text)
        if let to {
            json.fixedKey("to")
            json.string(to)
        }
        json.endObject()
    }
}

/// The final object of `--json --quiet`: `{"final":true,"ok":true,"state":STATE}`.
struct JSONFinal {
    let ok: Bool
    let state: JSONState

    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.fixedKey("final")
        json.bool(true)
        json.fixedKey("ok")
        json.bool(ok)
        json.fixedKey("state")
        state.write(to: &json)
        json.endObject()
    }
}

/// STATE: the state after a line, as `StateJSON` writes it: from the app's report, or by the app
/// itself (`CoordinatedApp.writeJSONState`), which a line's state after every command of a long
/// script is.
struct JSONState {
    private enum Source {
        case report(StateReport)
        case app(any CoordinatedApp)
    }

    private let source: Source
    /// How it is written: which keys, whole lists or pages, what is kept from line to line.
    var options: StateJSON

    init(report: StateReport, showingAll: Bool = false) {
        source = .report(report)
        options = StateJSON(showingAll: showingAll)
    }

    /// The state of `app` as it is now, written by the app when it is written.
    init(app: any CoordinatedApp, showingAll: Bool = false) {
        source = .app(app)
        options = StateJSON(showingAll: showingAll)
    }

    /// The report of the state.
    var report: StateReport {
        switch source {
        case .report(let report): report
        case .app(let app): app.report()
        }
    }

    var showingAll: Bool { options.showingAll }

    func write(to json: inout JSONWriter) {
        switch source {
        case .report(let report): options.write(report, to: &json)
        case .app(let app): app.writeJSONState(options, to: &json)
        }
    }
}
