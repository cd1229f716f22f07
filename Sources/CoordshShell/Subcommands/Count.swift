import CoordinatorKit

/// Counts as text: `1 state`, `12,345 states`.
enum Count {
    static func text(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `12345` as `12,345`.
    static func grouped(_ count: Int) -> String {
        let digits = String(count)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// Names quoted, at most `most` of them, then how many more: `'a.coord', 'b.coord' and 3 more`.
    /// Each as messages quote a text (`String.quoted`): a file's name may hold a newline.
    static func quoted(_ names: [String], most: Int = 10) -> String {
        names.prefix(most).map(\.quoted).joined(separator: ", ")
            + (names.count > most ? " and \(grouped(names.count - most)) more" : "")
    }
}
