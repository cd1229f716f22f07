import CoordinatorKit

/// The text of `:tree`: the live coordinator tree, each coordinator under the one that holds it,
/// with the stacks it owns, its screens on other stacks, and the objects it holds.
///
///     app: AppCoordinator, runs one flow at a time
///     ├── store: MemoStore (held strongly), 1 memo of 1 user
///     └── main: MainCoordinator (held strongly by app), signed in as alice
///         ├── tab home (selected): home > newMemo
///         └── feature: FeatureCoordinator (held strongly by main), draft ""
enum TreeText {
    static func render(_ root: any Coordinator) -> String {
        var lines: [String] = []
        let node = self.node(root, heldBy: nil)
        lines.append(node.line)
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
            lines.append(prefix + (last ? "└── " : "├── ") + node.line)
            append(node.children, prefix: prefix + (last ? "    " : "│   "), to: &lines)
        }
    }

    private static func node(_ coordinator: any Coordinator, heldBy parent: String?) -> Node {
        let entry = coordinator.treeEntry
        let held = parent.map { " (held strongly by \($0))" } ?? ""
        let line = "\(coordinator.name): \(entry.type)\(held)" + facts(entry.facts)
        var children = entry.navigation.map(navigationNodes) ?? []
        if let screens = entry.screens { children.append(Node(line: "screens: \(screens)", children: [])) }
        children += entry.holds.map(node)
        children += coordinator.children.map { node($0, heldBy: coordinator.name) }
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

    private static func facts(_ facts: [String]) -> String {
        facts.isEmpty ? "" : ", " + facts.joined(separator: ", ")
    }
}
