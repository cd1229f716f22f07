import CommandLanguage
import CoordinatorKit

extension Session {
    /// What became of the previous command, for `:expect error`.
    enum Previous: Equatable {
        case nothing
        /// Its number in `:history`: `:expect error` names the line when it expected a failure
        /// (a number, not the text: this is kept for every command, and a String costs more).
        case succeeded(line: Int)
        /// `byExpectation`: the line was an `:expect`, whose failure a bare `:expect error` does
        /// not excuse (a script's checks could be silenced so).
        case failed(CommandFailure, byExpectation: Bool)
    }

    /// Checks an `:expect` line. Returns whether it excused the previous command's failure.
    /// A failure says, as one sentence, what was expected and what is the case instead.
    func check(_ expectation: Expectation) throws(ShellError) -> Bool {
        let report = self.report
        switch expectation {
        case .screen(let route):
            try expect(route == report.screen, "screen \(route)", "the visible screen is \(report.screen)")
        case .stack(let routes):
            var actual = "it is \(report.stack.pathDescription)"
            // Expected to end on the modal's screen: the stack of a modal was meant.
            if let top = report.modals.last, routes.last != nil, routes.last == top.last {
                let count = report.modals.count
                actual +=
                    ", under \(count == 1 ? "1 modal" : "\(count) modals"): ':expect stack' checks the stack under the modals, ':expect modal \(count) \(top.pathDescription)' the top modal's"
            }
            try expect(routes == report.stack, "the stack \(routes.pathDescription)", actual)
        case .tab(let tab):
            try expect(
                tab == report.tab, tab.map { "tab \($0) to be selected" } ?? "no tab bar",
                report.tab.map { tab == nil ? "tab \($0) is selected" : "tab \($0) is" } ?? "there is no tab bar")
        case .user(let user):
            try expect(
                user == report.user, "\(user ?? "nobody") to be signed in",
                report.user.map { "\($0) is" } ?? "nobody is")
        case .modals(let count):
            let actual = report.modals.count
            try expect(
                count == actual, count == 0 ? "no modal" : count == 1 ? "1 modal" : "\(count) modals",
                actual == 0 ? "none is up" : actual == 1 ? "1 is up" : "\(actual) are up")
        case .modal(let number, let routes):
            let modals = report.modals
            let expected = "modal \(number)'s stack \(routes.pathDescription)"
            guard number <= modals.count else {
                throw .expectationFailed(
                    expected: expected,
                    actual: modals.isEmpty
                        ? "no modal is up" : modals.count == 1 ? "only 1 is up" : "only \(modals.count) are up")
            }
            try expect(routes == modals[number - 1], expected, "it is \(modals[number - 1].pathDescription)")
        case .coordinators(let names):
            try expect(
                names == report.coordinators, "the coordinators \(names.joined(separator: " > "))",
                "the active path is \(report.coordinators.joined(separator: " > "))")
        case .error(let code):
            return try checkPreviousFailed(with: code)
        case .data(let key, let value, let named, let quoted):
            let data = report.shownData
            let keys = data.map(\.key)
            guard
                let extra = data.first(where: { $0.key == key })
                    ?? data.first(where: { $0.key.lowercased() == key.lowercased() })
            else {
                let candidates = named ? keys : Parser.ExpectationWord.allCases.map(\.rawValue) + keys
                throw .unknownExpectation(
                    key, suggestion: Suggestion.nearest(to: key, in: candidates), afterData: named, keys: keys)
            }
            guard let value else {
                throw .missingExpectedValue(named ? ":expect data \(extra.key)" : ":expect \(extra.key)")
            }
            try check(extra, holds: value, quoted: quoted)
        }
        return false
    }

    /// `:expect KEY VALUE` of the app's data: a list by its count, a value as it is written
    /// (`none` for none, a text without its quotes), texts quoted in the message.
    /// A value in quotes (`quoted`) is a text: `"none"` never holds for no value, and `none` or
    /// `null` alone never holds for a text.
    private func check(_ extra: StateReport.Extra, holds value: String, quoted: Bool) throws(ShellError) {
        let key = extra.key
        let actual = extra.expectedValue
        if let count = extra.listCount {
            guard let expected = Parser.count(from: value) else {
                throw .expectationFailed(
                    expected: "\(key) \(value)",
                    actual: "\(key) is a list, checked by its count (':expect \(key) \(count)'): it holds \(count)")
            }
            try expect(
                expected == count, "\(key) to hold \(expected) \(expected == 1 ? "item" : "items")",
                "it holds \(actual)")
            return
        }
        let isText = extra.holdsText
        let saysNoValue = !quoted && ["none", "null"].contains(value.lowercased())
        // No value is `none`, or `null` as a variable's line shows it.
        let holds =
            if quoted && extra.hasNoValue || isText && saysNoValue {
                false
            } else {
                value == actual || (!isText && value.lowercased() == actual.lowercased())
                    || (actual == "none" && !isText && value.lowercased() == "null")
            }
        try expect(
            holds, "\(key) \(isText && !saysNoValue || quoted || value.isEmpty ? value.quoted : value)",
            "it is \(isText ? actual.quoted : actual)")
    }

    private func expect(_ holds: Bool, _ expected: String, _ actual: @autoclosure () -> String) throws(ShellError) {
        guard holds else { throw .expectationFailed(expected: expected, actual: actual()) }
    }

    private func checkPreviousFailed(with code: ErrorCode?) throws(ShellError) -> Bool {
        let expected = code.map { "the previous command to fail with \($0.rawValue)" } ?? "the previous command to fail"
        switch previous {
        case .failed(let failure, byExpectation: true) where code == nil:
            throw .expectationFailed(
                expected: expected,
                actual:
                    "it is an ':expect' that failed, which only ':expect error \(failure.code.rawValue)' excuses (a failed check is not silenced by chance)"
            )
        case .failed(let failure, _) where code == nil || code == failure.code:
            return true
        case .failed(let failure, _):
            throw .expectationFailed(
                expected: expected, actual: "it failed with \(failure.code.rawValue): \(failure.message)")
        case .succeeded(let line):
            // Named: the line before may be a shell command (another `:expect`) the writer of
            // the script did not count as the previous command.
            guard let input = lines.entries.last(where: { $0.number == line })?.input.text else {
                throw .expectationFailed(expected: expected, actual: "it succeeded")
            }
            let note =
                input.hasPrefix(":") ? " (':expect error' checks the line just before it, a shell command too)" : ""
            throw .expectationFailed(expected: expected, actual: "\(input.quoted) succeeded\(note)")
        case .nothing:
            throw .expectationFailed(expected: expected, actual: "no command came before it")
        }
    }
}
