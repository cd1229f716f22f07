import CoordinatorKit
import Testing

private final class Node: Coordinator {
    let name: String
    let children: [any Coordinator]

    init(_ name: String, _ children: [any Coordinator] = []) {
        self.name = name
        self.children = children
    }
}

@Suite struct CoordinatorTests {
    @Test func subtreeListsParentsBeforeChildren() {
        let root = Node("app", [Node("main", [Node("feature")]), Node("help")])
        #expect(root.subtreeNames == ["app", "main", "feature", "help"])
        #expect(root.subtree.count == 4)
    }

    @Test func subtreeOfALeafIsItself() {
        #expect(Node("login").subtreeNames == ["login"])
    }
}
