import CoordinatorKit

extension MemoApp {
    /// The state as the shell shows it. Besides the SPEC keys, the JSON state has `memos` (the
    /// signed-in user's: their count and the newest few), `memo` (the one a detail screen shows,
    /// or null), `draft` (the feature flow's, or null), `pendingLink` (or null).
    public func report() -> StateReport {
        let user = signedInUser
        let memos = user.map(coordinator.store.memos(of:)) ?? SharedLog()
        // The navigation is read once: each read copies it out of the running flow.
        let navigation = coordinator.navigation
        let screen = navigation.visibleScreen
        let list = user == nil ? .noList("memos") : memoListExtra(memos, on: screen)
        return StateReport(
            catalog: catalog, user: user, navigation: navigation,
            coordinators: coordinator.activePath,
            extras: [
                list,
                shownMemoExtra(memos, on: screen),
                draftExtra(),
                pendingLinkExtra(),
            ])
    }

    /// `report()` without its extras, made from the same parts: the memos and their list, the
    /// shown memo, the draft and the kept link were most of the cost of the rules `coordsh
    /// check` applies to every new state, which read none of them.
    public func reportWithoutExtras() -> StateReport {
        StateReport(
            catalog: catalog, user: signedInUser, navigation: coordinator.navigation,
            coordinators: coordinator.activePath)
    }

    /// The lines of `report()`, written straight from the state: a script prints them after
    /// every command, and the report's extras cost more to make than the lines to write.
    public func writeState(_ lines: StateLines, to text: inout TextBuffer) {
        let screen = coordinator.withNavigation { navigation in
            lines.writeNavigation(navigation, to: &text)
            return navigation.visibleScreen
        }
        let user = signedInUser
        lines.writeUser(user, to: &text)
        if let user, screen.name == Route.memoList.name {
            let memos = coordinator.store.memos(of: user)
            lines.beginLine("memos:", to: &text)
            lines.writeSummary(
                of: StateReport.ListedItems(count: memos.count, isOnScreen: true, source: MemoList(memos: memos)),
                to: &text)
            lines.endLine(&text)
        }
        if screen.name == Route.detailName, let id = screen.argument?.integer {
            let memos = user.map(coordinator.store.memos(of:)) ?? SharedLog()
            lines.beginLine("memo:", to: &text)
            ShownMemo(id: id, memos: memos).writeSummary(to: &text)
            lines.endLine(&text)
        }
        if let draft = feature?.draft {
            lines.beginLine("draft:", to: &text)
            Draft(text: draft).writeSummary(to: &text)
            lines.endLine(&text)
        }
        if let link = coordinator.pendingLink {
            lines.beginLine("pendingLink:", to: &text)
            text += Self.pendingLinkSummary(link)
            lines.endLine(&text)
        }
    }

    /// The JSON object of `report()`, written straight from the state, keys in order (`app`,
    /// `coordinators`, `draft`, `memo`, `memos`, `modals`, `pendingLink`, `screen`, `stack`,
    /// `tab`, `tabs`, `user`): `--json` prints it after every command.
    public func writeJSONState(_ state: StateJSON, to json: inout JSONWriter) {
        guard state.writesEveryKey else { return state.write(report(), to: &json) }
        // What reads the navigation is asked before it is lent (`AppCoordinator.withNavigation`).
        let coordinators = coordinator.activePath
        let user = signedInUser
        let memos = user.map(coordinator.store.memos(of:))
        let draft = feature?.draft
        let link = coordinator.pendingLink
        coordinator.withNavigation { navigation in
            let screen = navigation.visibleScreen
            state.writeStart(app: catalog.name, coordinators: coordinators, to: &json)
            json.fixedKey("draft")
            if let draft { json.string(draft) } else { json.null() }
            json.fixedKey("memo")
            if screen.name == Route.detailName, let id = screen.argument?.integer {
                ShownMemo(id: id, memos: memos ?? SharedLog()).writeJSON(to: &json)
            } else {
                json.null()
            }
            if let memos {
                // Each memo as the list's item (`Memo.listed`) is written: `{"id":3,"text":"milk"}`.
                state.writeList("memos", count: memos.count, store: memos.store, to: &json) { limit, json in
                    memos.forEachNewest(limit) { memo in
                        json.beginObject()
                        json.fixedKey("id")
                        json.integer(memo.id)
                        json.fixedKey("text")
                        json.string(memo.text)
                        json.endObject()
                    }
                }
            } else {
                state.writeList("memos", nil, to: &json)
            }
            state.writeModals(navigation, to: &json)
            json.fixedKey("pendingLink")
            if let link { json.string("\(link)") } else { json.null() }
            state.writeNavigation(navigation, to: &json)
            state.writeUser(user, to: &json)
            json.endObject()
        }
    }

    private var signedInUser: String? {
        if case .main(let main) = coordinator.flow { main.user } else { nil }
    }

    private var feature: FeatureCoordinator? {
        if case .main(let main) = coordinator.flow { main.feature } else { nil }
    }

    /// The signed-in user's memos: their count and the newest few (the memo list screen shows
    /// them; `:state` shows all).
    private func memoListExtra(_ memos: SharedLog<Memo>, on screen: Route) -> StateReport.Extra {
        .init(
            "memos",
            list: .init(
                count: memos.count, isOnScreen: screen.name == Route.memoList.name,
                source: MemoList(memos: memos)))
    }

    /// On a detail screen, the memo it shows: `{"id": 3, "text": "milk"}` (`"text": null` for a
    /// memo that does not exist, which the screen shows as such); null on other screens.
    private func shownMemoExtra(_ memos: SharedLog<Memo>, on screen: Route) -> StateReport.Extra {
        guard screen.name == Route.detailName, let id = screen.argument?.integer else {
            return .init("memo", .null)
        }
        return .init("memo", ShownMemo(id: id, memos: memos))
    }

    private func draftExtra() -> StateReport.Extra {
        .init("draft", Draft(text: feature?.draft))
    }

    private func pendingLinkExtra() -> StateReport.Extra {
        guard let link = coordinator.pendingLink else { return .init("pendingLink", .null) }
        return .init("pendingLink", PendingLink(link: link))
    }

    fileprivate static func pendingLinkSummary(_ link: MemoLink) -> String {
        "\(link) (opens right after the next login)"
    }
}

/// A user's memos as a list's items: `3 "milk", 2 "eggs"`.
private struct MemoList: ListSource {
    let memos: SharedLog<Memo>

    func items(_ limit: Int) -> [StateReport.ListedItems.Item] {
        memos.newest(limit).map(\.listed)
    }

    func forEachItem(_ limit: Int, _ body: (StateReport.ListedItems.Item) -> Void) {
        memos.forEachNewest(limit) { body($0.listed) }
    }

    func describe(_ limit: Int, to text: inout TextBuffer) {
        memos.writeNewest(limit, to: &text, id: \.id) { memo, text in memo.text.writeSwiftLiteral(to: &text) }
    }

    var store: AnyObject? { memos.store }
}

/// The memo a detail screen shows, by its id among the user's memos (which need not have it).
private struct ShownMemo: ExtraContent {
    let id: Int
    let memos: SharedLog<Memo>

    var value: JSONValue? {
        .object(
            JSONObject(inKeyOrder: [
                .init("id", .integer(id)), .init("text", memos.memo(id: id).map { .string($0.text) } ?? .null),
            ]))
    }

    /// `value`, written as it is: `{"id": 3, "text": "milk"}`.
    func writeJSON(to json: inout JSONWriter) {
        json.beginObject()
        json.fixedKey("id")
        json.integer(id)
        json.fixedKey("text")
        if let memo = memos.memo(id: id) { json.string(memo.text) } else { json.null() }
        json.endObject()
    }

    var hasSummary: Bool { true }

    func writeSummary(to text: inout TextBuffer) {
        text.write(id)
        text += " "
        if let memo = memos.memo(id: id) { memo.text.writeSwiftLiteral(to: &text) } else { text += "(no such memo)" }
    }
}

/// The feature flow's draft: a Swift literal for people, a string in JSON; null and no line
/// while the flow does not run.
private struct Draft: ExtraContent {
    let text: String?

    var value: JSONValue? { text.map(JSONValue.string) ?? .null }

    var hasSummary: Bool { text != nil }

    func writeSummary(to text: inout TextBuffer) {
        self.text?.writeSwiftLiteral(to: &text)
    }
}

/// The link kept until the next login, as its text: made only when shown (`coordsh check` asks
/// for the report of every new state, and reads only its app, screen and coordinators).
private struct PendingLink: ExtraContent {
    let link: MemoLink

    var value: JSONValue? { .string("\(link)") }

    var hasSummary: Bool { true }

    func writeSummary(to text: inout TextBuffer) {
        text += MemoApp.pendingLinkSummary(link)
    }
}
