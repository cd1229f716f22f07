import CoordinatorKit

/// A saved memo. Ids count 1, 2, 3, ... for each user.
struct Memo: Hashable, Sendable, Codable {
    let id: Int
    let text: String
}

extension Memo {
    /// As a list's page holds it: `{"id": 3, "text": "milk"}` in JSON.
    var listed: StateReport.ListedItems.Item { .init(id: id, key: "text", value: .string(text)) }
}
