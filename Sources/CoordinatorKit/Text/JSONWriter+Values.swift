/// How `JSONWriter` writes values made of `JSONValue`s: an app's extras written from its report,
/// and the items of its lists.
extension JSONWriter {
    /// Any `JSONValue`, its objects' keys in the order they hold them (`JSONObject.keyOrder`).
    public mutating func value(_ json: JSONValue) {
        switch json {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let number): integer(number)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let object):
            beginObject()
            for member in object.members {
                key(member.key)
                self.value(member.value)
            }
            endObject()
        }
    }

    /// A list's item, `{"id": ID, KEY: VALUE}`, its keys in the order of `JSONObject`'s, as
    /// `value(item.json)` writes it, without making that object. `keyFirst`: whether KEY comes
    /// before `"id"` in that order (`JSONObject.keyOrder`), the same for every item of a list.
    public mutating func item(_ item: StateReport.ListedItems.Item, keyFirst: Bool) {
        beginObject()
        if keyFirst {
            key(item.key)
            value(item.value)
        }
        fixedKey("id")
        integer(item.id)
        if !keyFirst {
            key(item.key)
            value(item.value)
        }
        endObject()
    }

    /// The same, working out where the item's key goes.
    public mutating func item(_ item: StateReport.ListedItems.Item) {
        self.item(item, keyFirst: JSONObject.keyOrder(item.key, "id"))
    }
}
