import CoordinatorKit

extension MemoApp {
    /// The state as the shell shows it. Besides the SPEC keys, the JSON state has `memos` (the
    /// signed-in user's: their count and the newest few), `memo` (the one a detail screen shows,
    /// or null), `draft` (the feature flow's, or null), `pendingLink` (or null).
    public func report() -> StateReport {
        let user = signedInUser
        let memos = user.map(coordinator.store.memos(of:)) ?? SharedLog()
        let list = user == nil ? .noList("memos") : memoListExtra(memos)
        return StateReport(
            catalog: catalog, user: user, navigation: coordinator.navigation,
            coordinators: coordinator.activePath,
            extras: [
                list,
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

    /// The signed-in user's memos: their count and the newest few (the memo list screen shows
    /// them; `:state` shows all).
    private func memoListExtra(_ memos: SharedLog<Memo>) -> StateReport.Extra {
        .init(
            "memos",
            list: .init(
                count: memos.count, isOnScreen: coordinator.navigation.visibleScreen == .memoList,
                items: { limit in memos.newest(limit).map(\.listed) },
                describe: { limit, text in
                    for (index, memo) in memos.newest(limit).enumerated() {
                        if index > 0 { text += ", " }
                        text.write(memo.id)
                        text += " "
                        memo.text.writeSwiftLiteral(to: &text)
                    }
                }))
    }

    /// On a detail screen, the memo it shows: `{"id": 3, "text": "milk"}` (`"text": null` for a
    /// memo that does not exist, which the screen shows as such); null on other screens.
    private func shownMemoExtra(_ memos: SharedLog<Memo>) -> StateReport.Extra {
        let screen = coordinator.navigation.visibleScreen
        guard screen.name == Route.detail(id: 1).name, let id = screen.argument?.integer else {
            return .init("memo", .null)
        }
        let memo = memos.memo(id: id)
        return .init(
            "memo", .object(JSONObject(inKeyOrder: [.init("id", .integer(id)), .init("text", memo.map { .string($0.text) } ?? .null)])),
            summary: "\(id) \(memo?.text.swiftLiteral ?? "(no such memo)")")
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
