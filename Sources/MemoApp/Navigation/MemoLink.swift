import CoordinatorKit

/// A memo-app deep link, read once from its URL and handed to the main coordinator.
///
/// `memo://memos/detail/3` selects tab memos and builds `memoList > detail(3)`;
/// `memo://new` starts a new memo on the home tab.
enum MemoLink: Hashable, Sendable, CustomStringConvertible {
    /// Select `tab` and rebuild its stack as its root followed by `path`.
    case tab(MemoTab, path: [Route])
    /// Select home, reset its stack and start the feature flow.
    case newMemo

    /// The link `url` names; `url` is borrowed (taken, it was copied for the call: `coordsh
    /// check` opens links in every state it explores).
    init(_ url: borrowing DeepLinkURL) throws(DeepLinkError) {
        let catalog = MemoApp.catalog
        guard url.scheme == catalog.linkScheme else {
            throw .wrongScheme(url.text, expected: catalog.linkScheme)
        }
        guard let first = url.segments.first else { throw .empty(url.text) }
        if Self.isNew(first) {
            if url.segments.count > 1 {
                throw .unexpectedSegment(url.text, segment: url.segments[1], expected: "allowed after 'new'")
            }
            self = .newMemo
            return
        }
        guard let tab = MemoTab(named: first) else {
            throw .unexpectedSegment(
                url.text, segment: first, expected: Self.firstSegments.expected,
                suggestion: Suggestion.nearest(to: first, in: Self.firstSegments.names))
        }
        let path = try catalog.routes(fromLinkSegments: url.segments.dropFirst(), of: url)
        for route in path where !Self.pushableFromTabs.contains(where: { $0.name == route.name }) {
            throw .unexpectedSegment(url.text, segment: route.name.rawValue, expected: Self.pushableExpected)
        }
        guard path.count < Navigation.maxDepth else { throw .tooDeep(url.text) }
        self = .tab(tab, path: path)
    }

    /// Whether a first segment is `new`, ignoring case. Lowercased only when it has three bytes:
    /// no other character lowercases to `n`, `e` or `w`, so no longer word can be `new`
    /// (`check` opens a link to every tab from every state it explores).
    private static func isNew(_ segment: String) -> Bool {
        segment == "new" || (segment.utf8.count == 3 && segment.lowercased() == "new")
    }

    /// The routes a link may push on a tab's stack, found once (`coordsh check` opens links
    /// from every state it explores).
    private static let pushableFromTabs = MemoApp.catalog.pushableRoutes(onStackOf: MainCoordinator.coordinatorName)

    // What a refused segment is told, written once: `check` tries wrong links in every state.
    private static let pushableExpected =
        "a screen a tab can push: \(pushableFromTabs.map(\.name.rawValue).joinedAsList(conjunction: "or"))"
    private static let firstSegments: (names: [String], expected: String) = {
        let names = MemoTab.allCases.map(\.rawValue) + ["new"]
        return (names, "a tab or 'new': \(names.joinedAsList(conjunction: "or"))")
    }()

    /// The link in canonical spelling.
    var description: String {
        switch self {
        case .newMemo:
            return "memo://new"
        case .tab(let tab, let path):
            // Appended in place: `check` writes a kept link into every state report it compares,
            // and segments joined from arrays cost it 4% of its time.
            var text = "memo://" + tab.rawValue
            for route in path {
                text += "/" + route.name.rawValue
                if let argument = route.argument { text += "/\(argument)" }
            }
            return text
        }
    }
}

// MARK: - Codable

extension MemoLink: Codable {
    /// Saved as the link: `"memo://memos/detail/3"`.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            self = try MemoLink(DeepLinkURL(text))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
    }
}
