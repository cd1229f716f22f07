import CoordinatorKit

// MARK: - JSON form

extension Reporter {
    /// One line of the JSON form (SPEC 6): its state straight from the app for the usual line.
    func reportJSON(_ result: LineResult, input: LineText, place: Place, expected: Bool, app: any CoordinatedApp) {
        guard !settings.quiet || (!result.succeeded && !expected) else { return }
        if result.display == .state, result.hasOnlyDisplay, settings.keptStateKeys == nil {
            json.removeAll()
            JSONLine.writeState(
                file: place.source ?? Place.promptName, line: place.line, input: input, of: app, as: stateOptions,
                start: &lineStart, to: &json)
            return writeJSONLine()
        }
        var line = Self.jsonLine(
            result, input: input.text, place: place, expected: expected,
            state: JSONState(app: app, showingAll: result.display == .wholeState))
        line.state.options.keyOrders = keyOrders
        line.state.options.fragments = fragments
        if let kept = settings.keptStateKeys {
            line.state.options.keptKeys = kept
            droppedStateKeys.formUnion(StateJSON.fixedKeys.filter { !kept.contains($0) })
            for extra in line.state.report.extras where !kept.contains(extra.key) && extra.value != nil {
                droppedStateKeys.insert(extra.key)
            }
        }
        json.removeAll()
        line.write(to: &json)
        writeJSONLine()
    }

    /// The JSON object of one line: its output is the text it shows, then its notes and what the
    /// tour says, a line each; its error's message is on one line (`CommandFailure.oneLineMessage`).
    /// `state` is consumed: moved into the line, not copied (a copy of its app and options cost
    /// about 300 instructions a line).
    static func jsonLine(
        _ result: LineResult, input: String, place: Place, expected: Bool, state: consuming JSONState
    ) -> JSONLine {
        var output: String?
        if case .text(let text) = result.display { output = text }
        if case .narration(let text) = result.display { output = text }
        let extra = result.notes + (result.tour.map { [$0] } ?? [])
        if !extra.isEmpty {
            output = ((output.map { [$0] } ?? []) + extra).joined(separator: "\n")
        }
        return JSONLine(
            file: place.source ?? Place.promptName, line: place.line, input: input, ok: result.succeeded,
            error: result.failure.map {
                JSONLine.ErrorObject(
                    code: $0.code.rawValue, expected: expected ? true : nil, message: $0.oneLineMessage)
            },
            output: output, trace: result.trace.map { $0.map(JSONTraceEvent.init) },
            state: state)
    }

    /// Writes the line `json` holds, and a newline.
    func writeJSONLine() {
        json.raw("\n")
        json.withBytes { out.write(bytes: $0) }
    }
}
