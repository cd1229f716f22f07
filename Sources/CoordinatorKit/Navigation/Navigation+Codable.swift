// MARK: - Codable

/// In a saved session: `{"stack": [...], "modals": [...]}`, or with a tab bar
/// `{"tabs": [{"name": "home", "stack": [...]}, ...], "selectedTab": "home", "modals": [...]}`.
/// Reading checks the shape: at least one tab, distinct tab names, a selected tab that exists,
/// stacks with their roots, and no more than `maxDepth` screens from a base root to the top modal.
extension Navigation: Codable {
    private enum Keys: String, CodingKey {
        case stack, tabs, selectedTab, modals
    }

    private struct Tab: Codable {
        let name: String
        let stack: Stack
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        if tabNames.isEmpty {
            try container.encode(baseStack, forKey: .stack)
        } else {
            try container.encode(zip(tabNames, stacks).map { Tab(name: $0, stack: $1) }, forKey: .tabs)
            try container.encode(selectedTab, forKey: .selectedTab)
        }
        try container.encode(modals, forKey: .modals)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let modals = try container.decodeIfPresent([Stack].self, forKey: .modals) ?? []
        if container.contains(.tabs) {
            let tabs = try container.decode([Tab].self, forKey: .tabs)
            let selected = try container.decode(String.self, forKey: .selectedTab)
            func corrupted(_ key: Keys, _ problem: String) -> DecodingError {
                .dataCorrupted(.init(codingPath: container.codingPath + [key], debugDescription: problem))
            }
            guard !tabs.isEmpty else { throw corrupted(.tabs, "a tab bar has at least one tab") }
            guard Set(tabs.map(\.name)).count == tabs.count else {
                throw corrupted(.tabs, "two tabs have the same name")
            }
            guard tabs.contains(where: { $0.name == selected }) else {
                throw corrupted(.selectedTab, "\(selected.quoted) is not one of the tabs")
            }
            self.init(tabs: tabs.map { ($0.name, $0.stack) }, selected: selected, modals: modals)
        } else {
            self.init(stack: try container.decode(Stack.self, forKey: .stack), modals: modals)
        }
        let deepest = stacks.map(\.count).max() ?? 0
        guard deepest <= Self.maxDepth, depth <= Self.maxDepth else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "more than \(Self.maxDepth) screens from a base root to the top modal"))
        }
    }
}
