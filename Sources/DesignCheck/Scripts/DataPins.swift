import CommandLanguage
import CoordinatorKit

/// The `:expect KEY VALUE` lines that pin the app's data (a definition's variables,
/// collections and shown items; memo's draft and memos) as it changes: after a command, each key
/// whose value is not the one pinned last (or shown at the start), so that a script checks what
/// a command did to the data without repeating what it did not change. A key the state stops
/// showing is not pinned (`:expect` cannot name it then); when it shows again, it is. A key shown
/// to people only (no JSON value: a catalogue's list and its hint) is never pinned.
/// `:record` writes them after each command's state pins, `coordsh paths` after each step's.
///
///     var data = DataPins(from: app.report())
///     _ = try app.send(AppEvent("write", .text("Buy milk")))
///     data.lines(for: app.report())  // [#":expect draft "Buy milk""#]
public struct DataPins: Sendable {
    /// The value of each key, as pinned last or as the start showed it.
    private var pinned: [String: String]

    /// Starts from `report`'s data, which is not pinned (the script's first lines check the
    /// start's navigation; its data is the app's, or the saved state's).
    public init(from report: StateReport) {
        pinned = Dictionary(
            report.shownData.map { ($0.key, $0.expectedValue) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lines for the keys whose value changed since they were pinned, in the order the
    /// state shows them.
    public mutating func lines(for report: StateReport) -> [String] {
        let shown = report.shownData
        var lines: [String] = []
        // A line shown to people only (a catalogue's list with its hint) is presentation: pinned,
        // a reworded hint would break the script.
        for extra in shown where pinned[extra.key] != extra.expectedValue && extra.value(showingAll: false) != nil {
            lines.append(Self.line(for: extra))
        }
        pinned = Dictionary(shown.map { ($0.key, $0.expectedValue) }, uniquingKeysWith: { first, _ in first })
        return lines
    }

    /// `:expect sum 50`, `:expect draft "Buy milk"`, `:expect draft ""`; a text always in quotes
    /// (`"none"` is the text, `none` no value); a key spelt like one of the forms (a variable
    /// called `screen`) with the form's word: `:expect data screen 3`.
    static func line(for extra: StateReport.Extra) -> String {
        let written = extra.expectedValueAsWritten
        let isForm = Parser.ExpectationWord(rawValue: extra.key.lowercased()) != nil
        return ":expect \(isForm ? "data " : "")\(CommandText.word(extra.key)) \(written)"
    }

}

extension StateReport {
    /// The app's data that the state shows, in JSON or to people (an app may keep a key for
    /// itself that neither shows): what `:expect KEY VALUE` checks and Tab offers after `:expect`.
    public var shownData: [Extra] {
        extras.filter { $0.value(showingAll: false) != nil || $0.hasSummary(showingAll: true) }
    }
}

extension StateReport.Extra {
    /// The value as `:expect KEY VALUE` is written to hold now: a list's count, an item (an
    /// object with an `id`, such as the product shown) its id, `none` for no value, a text as it
    /// is (without quotes), a number or `true`/`false` as JSON writes it; anything else, and a
    /// key only people are shown, as the human output shows it. Tab completes it after
    /// `:expect KEY`.
    public var expectedValue: String {
        if let listCount { return String(listCount) }
        switch value(showingAll: false) {
        case nil: return summary ?? "none"
        case .null?: return "none"
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .bool(let flag)?: return flag ? "true" : "false"
        case .object(let object)?:
            if case .integer(let id)? = object["id"] { return String(id) }
            return summary ?? "none"
        case .array?: return summary ?? "none"
        }
    }

    /// `expectedValue` as an `:expect` line writes it, which Tab offers and recordings pin: a
    /// text always in quotes (`"none"` is the text, `none` no value), anything else as one word.
    public var expectedValueAsWritten: String {
        let value = expectedValue
        return holdsText || value.isEmpty ? CommandText.quoted(value) : CommandText.word(value)
    }

    /// Whether it holds no value: `null`, or nothing shown at all (`:expect KEY none`).
    public var hasNoValue: Bool {
        switch value(showingAll: false) {
        case .null?: true
        case nil: summary == nil
        default: false
        }
    }

    /// The number of items, for a list (one nobody has now, such as memo's while signed out,
    /// holds none).
    public var listCount: Int? {
        if let list { return list.count }
        guard case .object(let object)? = value(showingAll: false), case .integer(let count)? = object["count"],
            object["page"] != nil
        else { return nil }
        return count
    }

    /// Whether the value is a text: written in messages within quotes, compared exactly (a
    /// number, `none` or `true` ignoring case).
    public var holdsText: Bool {
        guard case .string? = value(showingAll: false) else { return false }
        return true
    }
}
