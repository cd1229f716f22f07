/// The tab bar of a state around its selected tab's stack, as JSON: `,"tab":"T","tabs":{"a":[...],"T":`
/// before the selected stack, `,"c":[...]}` after it. Kept for the very same tab names and
/// stacks of the tabs (the storage of their arrays, kept: an array kept is copied before it
/// changes) with the same tab selected. The selected tab's stack is not kept here (`Navigation`
/// holds it apart, and it changes on nearly every command): it is written where it goes.
final class KeptTabs {
    private var names: [String] = []
    private var stacks: [Stack] = []
    private var selected = -1
    /// The order of `names` as keys (`StateJSON.keyOrder`), `nil` when they are in order, and
    /// each name as a key, `"name":`.
    private var order: [Int]?
    private var keys: [[UInt8]] = []
    private(set) var before = JSONWriter(capacity: 128)
    private(set) var after = JSONWriter(capacity: 128)

    /// Whether these are the tabs of `navigation`.
    func holds(_ navigation: borrowing Navigation) -> Bool {
        selected == navigation.selectedIndex && Self.sameStorage(stacks, navigation.tabStacks)
            && Self.sameStorage(names, navigation.tabNames)
    }

    /// Writes the tab bar of `navigation` around its selected stack, the other tabs' stacks as
    /// `fragments` keeps them.
    func keep(_ navigation: borrowing Navigation, fragments: JSONFragments) {
        if !Self.sameStorage(names, navigation.tabNames) {
            names = navigation.tabNames
            order = StateJSON.keyOrder(of: names) { $0 }
            keys = names.map { name in
                var key = JSONWriter(capacity: name.utf8.count + 8)
                key.key(name)
                return key.bytes
            }
        }
        stacks = navigation.tabStacks
        selected = navigation.selectedIndex
        // Each after a value: the stack's, then the selected stack's.
        before.removeAll()
        before.needsComma = true
        after.removeAll()
        after.needsComma = true
        before.fixedKey("tab")
        // The selected tab's name as a string: its key without the colon.
        keys[selected].withUnsafeBufferPointer {
            before.value(writtenBefore: UnsafeBufferPointer(rebasing: $0.dropLast()))
        }
        before.fixedKey("tabs")
        before.beginObject()
        var isAfter = false
        for position in names.indices {
            let tab = order?[position] ?? position
            if tab == selected {
                before.key(writtenBefore: keys[tab])
                isAfter = true
            } else if isAfter {
                after.key(writtenBefore: keys[tab])
                fragments.write(navigation.stack(at: tab), slot: tab, to: &after)
            } else {
                before.key(writtenBefore: keys[tab])
                fragments.write(navigation.stack(at: tab), slot: tab, to: &before)
            }
        }
        after.endObject()
    }

    private static func sameStorage<Element>(_ left: [Element], _ right: [Element]) -> Bool {
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress && left.count == right.count
            }
        }
    }
}

extension JSONFragments {
    /// Writes `"screen"`, `"stack"`, `"tab"` and `"tabs"` of `navigation`, as `StateJSON`'s pieces
    /// write them one by one: the selected stack is kept in its tab's slot, the screen (its top,
    /// when no modal is up) copied from it, and the tab bar around it from `tabs`.
    func writeNavigation(_ navigation: borrowing Navigation, to json: inout JSONWriter) {
        let kept = keptStack(navigation.selectedStack, slot: navigation.selectedIndex)
        json.fixedKey("screen")
        if !navigation.hasTopModal {
            let top = kept.topRange
            kept.bytes.withBytes { json.value(writtenBefore: UnsafeBufferPointer(rebasing: $0[top])) }
        } else {
            json.string(navigation.visibleScreen)
        }
        json.fixedKey("stack")
        kept.bytes.withBytes { json.value(writtenBefore: $0) }
        guard !navigation.tabNames.isEmpty else {
            json.fixedKey("tab")
            json.null()
            json.fixedKey("tabs")
            return json.null()
        }
        if !tabs.holds(navigation) { tabs.keep(navigation, fragments: self) }
        tabs.before.withBytes { json.raw($0) }
        kept.bytes.withBytes { json.value(writtenBefore: $0) }
        tabs.after.withBytes { json.raw($0) }
        json.needsComma = true
    }
}
