import CoordinatorKit

extension MemoApp {
    /// The state as the shell shows it. Besides the SPEC keys, the JSON state has `memos` (the
    /// signed-in user's), `draft` (the feature flow's, or null), `pendingLink` (or null).
    public func report() -> StateReport {
        let user = signedInUser
        let memos = user.map(coordinator.store.memos(of:)) ?? SharedLog()
        return StateReport(
            catalog: catalog, user: user, navigation: coordinator.navigation,
            coordinators: coordinator.activePath,
            extras: [
                memoListExtra(memos),
                shownMemoExtra(memos),
                draftExtra(),
                pendingLinkExtra(),
            ])
    }

    private var signedInUser: String? {
        if case .main(let main) = coordinator.flow { main.user } else { nil }
    }

    private var feature: FeatureCoordinator? {
        if case .main(let main) = coordinator.flow { main.feature } else { nil }
    }

    /// The JSON has every memo of the signed-in user; the memo list screen shows the newest few.
    private func memoListExtra(_ memos: SharedLog<Memo>) -> StateReport.Extra {
        var summary: String?
        if coordinator.navigation.visibleScreen == .memoList {
            summary = memos.isEmpty ? "none yet" : Self.newestMemos(memos)
        }
        return .init("memos", summary: summary) {
            .array(memos.map { .object(["id": .integer($0.id), "text": .string($0.text)]) })
        }
    }

    /// How many memos the memo list screen shows, newest first.
    static let newestMemosShown = 5

    /// `3 "milk", 2 "eggs", 1 "tea"`, then how many older ones are left out.
    private static func newestMemos(_ memos: SharedLog<Memo>) -> String {
        var text = TextBuffer()
        let newest = memos.suffix(newestMemosShown).reversed()
        for (index, memo) in newest.enumerated() {
            if index > 0 { text += ", " }
            text += String(memo.id)
            text += " "
            memo.text.writeSwiftLiteral(to: &text)
        }
        let older = memos.count - newest.count
        if older > 0 { text += " (and \(older) older)" }
        return text.string
    }

    /// On a detail screen, the memo it shows (human output only; JSON has `memos`).
    private func shownMemoExtra(_ memos: SharedLog<Memo>) -> StateReport.Extra {
        let screen = coordinator.navigation.visibleScreen
        guard screen.name == Route.detail(id: 1).name, let id = screen.argument?.integer else {
            return .init("memo", nil)
        }
        let text = memos.memo(id: id)?.text.swiftLiteral ?? "(no such memo)"
        return .init("memo", nil, summary: "\(id) \(text)")
    }

    private func draftExtra() -> StateReport.Extra {
        guard let feature else { return .init("draft", .null) }
        return .init("draft", .string(feature.draft), summary: feature.draft.swiftLiteral)
    }

    private func pendingLinkExtra() -> StateReport.Extra {
        guard let link = coordinator.pendingLink else { return .init("pendingLink", .null) }
        return .init("pendingLink", .string("\(link)"), summary: "\(link) (opens right after the next login)")
    }
}
