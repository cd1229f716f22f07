import CoordinatorKit

/// The items of a defined app's collections, by collection and owner: one list of entries, kept
/// in order of collection then owner, so that equal contents are equal lists. A definition has a
/// collection or two and a session a user or a few, so a lookup compares a few names.
///
/// What `DefinedState.collections` shows as a dictionary of dictionaries: an `add` to that
/// copied both dictionaries (the undo history's states share them) and hashed both names, and
/// the state it replaced freed both later; here it copies one short list.
struct CollectionLogs: Hashable, Sendable {
    /// One owner's items of one collection. An `owner` of `nil` stands for a collection with no
    /// owner at all (`["memos": [:]]` in the dictionary), which only a saved state can have.
    struct Entry: Hashable, Sendable {
        let collection: String
        let owner: String?
        var items: SharedLog<CollectionItem>
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// The same contents as `dictionary`.
    init(_ dictionary: [String: [String: SharedLog<CollectionItem>]]) {
        for (collection, owners) in dictionary {
            if owners.isEmpty { entries.append(Entry(collection: collection, owner: nil, items: SharedLog())) }
            for (owner, items) in owners { entries.append(Entry(collection: collection, owner: owner, items: items)) }
        }
        entries.sort { Self.precedes($0.collection, $0.owner, $1.collection, $1.owner) }
    }

    /// The contents as a dictionary of each collection's items by owner.
    var dictionary: [String: [String: SharedLog<CollectionItem>]] {
        var dictionary: [String: [String: SharedLog<CollectionItem>]] = [:]
        for entry in entries {
            if let owner = entry.owner {
                dictionary[entry.collection, default: [:]][owner] = entry.items
            } else {
                dictionary[entry.collection] = [:]
            }
        }
        return dictionary
    }

    /// The items `owner` has in `collection`, if any were ever stored or emptied.
    func items(of collection: String, ownedBy owner: String) -> SharedLog<CollectionItem>? {
        for entry in entries where entry.owner == owner && entry.collection == collection { return entry.items }
        return nil
    }

    /// Appends `value` as the next item of `owner` in `collection` (ids count from 1), and
    /// returns that item.
    mutating func append(_ value: DataValue, to collection: String, ownedBy owner: String) -> CollectionItem {
        let index = entryIndex(of: collection, ownedBy: owner)
        let item = CollectionItem(id: entries[index].items.count + 1, value: value)
        entries[index].items.append(item)
        return item
    }

    /// Leaves `owner` no items in `collection`.
    mutating func empty(_ collection: String, ownedBy owner: String) {
        entries[entryIndex(of: collection, ownedBy: owner)].items = SharedLog()
    }

    /// What the items take (see `DefinedModel.capacityBytes`).
    var storedBytes: Int {
        entries.reduce(0) { total, entry in entry.items.reduce(total) { $0 + $1.value.storedBytes } }
    }

    /// The position of the entry of `owner` in `collection`, made (in order) if there is none.
    private mutating func entryIndex(of collection: String, ownedBy owner: String) -> Int {
        if let index = entries.firstIndex(where: { $0.owner == owner && $0.collection == collection }) {
            return index
        }
        // A collection with no owner at all gets its first one.
        entries.removeAll { $0.owner == nil && $0.collection == collection }
        let index =
            entries.firstIndex { Self.precedes(collection, owner, $0.collection, $0.owner) } ?? entries.count
        entries.insert(Entry(collection: collection, owner: owner, items: SharedLog()), at: index)
        return index
    }

    /// Whether the entry of (`collection`, `owner`) comes before that of (`otherCollection`,
    /// `otherOwner`): by collection, then by owner (`nil` first).
    private static func precedes(
        _ collection: String, _ owner: String?, _ otherCollection: String, _ otherOwner: String?
    ) -> Bool {
        if collection != otherCollection { return collection < otherCollection }
        switch (owner, otherOwner) {
        case (nil, .some): return true
        case (let owner?, let other?): return owner < other
        default: return false
        }
    }
}
