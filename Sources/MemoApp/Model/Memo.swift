/// A saved memo. Ids count 1, 2, 3, ... for each user.
struct Memo: Hashable, Sendable, Codable {
    let id: Int
    let text: String
}
