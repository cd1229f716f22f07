import CoordinatorKit

/// The text of `:tree`: the live coordinator tree, each coordinator under the one that holds it,
/// with the stacks it owns, its screens on other stacks, and the objects it holds.
///
///     app: AppCoordinator, runs one flow at a time
///     ├── store: MemoStore (held strongly), 1 memo of 1 user
///     └── main: MainCoordinator (held strongly by app), signed in as alice
///         ├── tab home (selected): home > newMemo
///         └── feature: FeatureCoordinator (held strongly by main), draft ""
///
/// A line wider than `width` columns goes on under its node, after a comma, indented by four.
enum TreeText {
    static let width = 80

    /// `classes` names coordinators by another class than their own (a defined app's, by the
    /// classes `coordsh export swift` writes for them).
    static func render(_ root: any Coordinator, classes: [String: String] = [:]) -> String {
        var lines: [String] = []
        let node = self.node(root, heldBy: nil, classes: classes)
        lines += wrap(node.line, first: "", rest: node.children.isEmpty ? "    " : "│   ")
        append(node.children, prefix: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    /// One line of the tree and the lines under it.
    private struct Node {
        let line: String
        let children: [Node]
    }

    private static func append(_ nodes: [Node], prefix: String, to lines: inout [String]) {
        for (index, node) in nodes.enumerated() {
            let last = index == nodes.count - 1
            let under = prefix + (last ? "    " : "│   ")
            lines += wrap(
                node.line, first: prefix + (last ? "└── " : "├── "),
                rest: under + (node.children.isEmpty ? "    " : "│   "))
            append(node.children, prefix: under, to: &lines)
        }
    }

    private static func node(_ coordinator: any Coordinator, heldBy parent: String?, classes: [String: String]) -> Node
    {
        let entry = coordinator.treeEntry
        let type = (classes[coordinator.name] ?? entry.type) + (entry.kind.map { " (\($0))" } ?? "")
        let held = parent.map { " (held strongly by \($0))" } ?? ""
        let line = "\(coordinator.name): \(type)\(held)" + facts(entry.facts)
        var children = entry.navigation.map(navigationNodes) ?? []
        if let screens = entry.screens { children.append(Node(line: "screens: \(screens)", children: [])) }
        children += entry.holds.map(node)
        children += coordinator.children.map { node($0, heldBy: coordinator.name, classes: classes) }
        return Node(line: line, children: children)
    }

    private static func node(_ object: HeldObject) -> Node {
        let line =
            "\(object.name): \(object.type) (held \(object.strong ? "strongly" : "weakly"))" + facts(object.facts)
        return Node(line: line, children: object.holds.map(node))
    }

    private static func navigationNodes(_ navigation: Navigation) -> [Node] {
        var nodes: [Node]
        if navigation.tabNames.isEmpty {
            nodes = [Node(line: "stack: \(navigation.baseStack.routes.pathDescription)", children: [])]
        } else {
            nodes = zip(navigation.tabNames, navigation.stacks).map { name, stack in
                let selected = name == navigation.selectedTab ? " (selected)" : ""
                return Node(line: "tab \(name)\(selected): \(stack.routes.pathDescription)", children: [])
            }
        }
        nodes += navigation.modals.enumerated().map { index, modal in
            Node(line: "modal \(index + 1): \(modal.routes.pathDescription)", children: [])
        }
        return nodes
    }

    /// `text` after `first`, in lines of at most `width` columns, broken after commas; the lines
    /// after the first start with `rest`. A part too long for any line is left whole.
    private static func wrap(_ text: String, first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var lineIsEmpty = true
        let parts = text.components(separatedBy: ", ")
        for (index, part) in parts.enumerated() {
            let piece = index == 0 ? part : ", " + part
            // Room for the comma that ends the line if the next part does not fit.
            let comma = index == parts.count - 1 ? 0 : 1
            if !lineIsEmpty, line.count + piece.count + comma > width {
                lines.append(line + ",")
                line = rest + part
            } else {
                line += piece
            }
            lineIsEmpty = false
        }
        return lines + [line]
    }

    private static func facts(_ facts: [String]) -> String {
        facts.isEmpty ? "" : ", " + facts.joined(separator: ", ")
    }
}
