// MARK: - A catalogue's line

extension StateReport {
    /// The human line of a screen that lists a catalogue (movies' home, a definition's screen
    /// that `lists` one): its first page of items (`pageSize`), each by its id and its title
    /// when it has one, as memo's list shows its memos, then how many more there are and the
    /// command that opens one:
    ///
    ///     StateReport.catalogueLine([(7, "Seven Samurai"), (12, "Spirited Away")], opener: "tap ID")
    ///     // 7 "Seven Samurai", 12 "Spirited Away" ('tap ID' opens one)
    public static func catalogueLine(_ items: [(id: Int, title: String?)], opener: String?) -> String {
        let page = items.prefix(pageSize).map { item in
            "\(item.id)" + (item.title.map { " " + $0.swiftLiteral } ?? "")
        }
        let more = items.count - page.count
        let notes = (more > 0 ? ["and \(more) more"] : []) + (opener.map { ["'\($0)' opens one"] } ?? [])
        return page.joined(separator: ", ") + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
    }
}
