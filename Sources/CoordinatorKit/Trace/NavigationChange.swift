/// What changed between two navigations of the same flow, in words: `pushed detail(42) on tab
/// home`, `popped preview, newMemo from tab home`, `selected tab memos`, `presented about`.
/// Navigations of different flows (another root or other tabs) have no changes to describe: a
/// new flow shows up as started and released coordinators instead.
enum NavigationChange {
    static func between(_ before: Navigation, _ after: Navigation) -> [String] {
        guard before.tabNames == after.tabNames, before.stacks.map(\.root) == after.stacks.map(\.root) else {
            return []
        }
        var changes: [String] = []
        for (index, (old, new)) in zip(before.stacks, after.stacks).enumerated() where old != new {
            let place = after.tabNames.isEmpty ? "the stack" : "tab \(after.tabNames[index])"
            changes.append(describe(from: old.routes, to: new.routes, on: place))
        }
        if before.selectedIndex != after.selectedIndex, let tab = after.selectedTab {
            changes.append("selected tab \(tab)")
        }
        let kept = zip(before.modals, after.modals).prefix { $0.root == $1.root }.count
        for (offset, old) in before.modals.dropFirst(kept).enumerated().reversed() {
            changes.append("dismissed modal \(kept + offset + 1) (\(old.routes.pathDescription))")
        }
        for (index, (old, new)) in zip(before.modals, after.modals).prefix(kept).enumerated() where old != new {
            changes.append(describe(from: old.routes, to: new.routes, on: "modal \(index + 1)"))
        }
        for (offset, new) in after.modals.dropFirst(kept).enumerated() {
            changes.append("presented \(new.routes.pathDescription) (modal \(kept + offset + 1))")
        }
        return changes
    }

    private static func describe(from old: [Route], to new: [Route], on place: String) -> String {
        let common = zip(old, new).prefix { $0 == $1 }.count
        let popped = old.dropFirst(common).reversed().map(\.description)
        let pushed = new.dropFirst(common).map(\.description)
        switch (popped.isEmpty, pushed.isEmpty) {
        case (true, false): return "pushed \(pushed.joined(separator: ", ")) on \(place)"
        case (false, true): return "popped \(popped.joined(separator: ", ")) from \(place)"
        default: return "\(place): popped \(popped.joined(separator: ", ")), pushed \(pushed.joined(separator: ", "))"
        }
    }
}
