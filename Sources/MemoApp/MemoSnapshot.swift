import CoordinatorKit

/// The memo app's whole state as a value: which flow runs with its navigation, the feature
/// flow's draft, every user's memos and a kept deep link. Equal snapshots mean equal apps.
public struct MemoSnapshot: Hashable, Sendable, Codable {
    enum Flow: Hashable, Sendable, Codable {
        case login(navigation: Navigation)
        case main(user: String, navigation: Navigation, feature: FeatureState?)
    }

    struct FeatureState: Hashable, Sendable, Codable {
        let draft: String
    }

    let flow: Flow
    let memosByUser: [String: SharedLog<Memo>]
    let pendingLink: MemoLink?
}

extension MemoApp {
    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedApp<MemoApp>.keep(snapshot(), changedBy: command, reusing: &spare)
    }

    public func snapshot() -> MemoSnapshot {
        let flow: MemoSnapshot.Flow
        switch coordinator.flow {
        case .login(let login):
            flow = .login(navigation: login.navigation)
        case .main(let main):
            flow = .main(
                user: main.user, navigation: main.navigation,
                feature: main.feature.map { MemoSnapshot.FeatureState(draft: $0.draft) })
        }
        return MemoSnapshot(
            flow: flow, memosByUser: coordinator.store.memosByUser, pendingLink: coordinator.pendingLink)
    }
}
