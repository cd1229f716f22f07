import CoordinatorKit

/// The memo app's whole state as a value: which flow runs with its navigation, the feature
/// flow's draft, every user's memos and a kept deep link. Equal snapshots mean equal apps.
///
/// Stored flat, its fields side by side (`flow` is made from them when asked): undo takes one
/// before every command and lets go of the one that falls out of its ring, and an enum with a
/// payload per case was copied and destroyed through generic value witnesses.
public struct MemoSnapshot: Hashable, Sendable {
    enum Flow: Hashable, Sendable, Codable {
        case login(navigation: Navigation)
        case main(user: String, navigation: Navigation, feature: FeatureState?)
    }

    struct FeatureState: Hashable, Sendable, Codable {
        let draft: String
    }

    /// The signed-in user; `nil` while the login flow runs.
    private let user: String?
    /// The running flow's navigation.
    private let navigation: Navigation
    /// The feature flow's draft, while it runs (main only).
    private let feature: FeatureState?
    let memosByUser: [String: SharedLog<Memo>]
    let pendingLink: MemoLink?

    init(flow: Flow, memosByUser: [String: SharedLog<Memo>], pendingLink: MemoLink?) {
        switch flow {
        case .login(let navigation):
            self.init(
                user: nil, navigation: navigation, feature: nil, memosByUser: memosByUser, pendingLink: pendingLink)
        case .main(let user, let navigation, let feature):
            self.init(
                user: user, navigation: navigation, feature: feature, memosByUser: memosByUser, pendingLink: pendingLink
            )
        }
    }

    fileprivate init(
        user: String?, navigation: Navigation, feature: FeatureState?, memosByUser: [String: SharedLog<Memo>],
        pendingLink: MemoLink?
    ) {
        self.user = user
        self.navigation = navigation
        self.feature = feature
        self.memosByUser = memosByUser
        self.pendingLink = pendingLink
    }

    /// Which flow runs, with its navigation.
    var flow: Flow {
        guard let user else { return .login(navigation: navigation) }
        return .main(user: user, navigation: navigation, feature: feature)
    }
}

// MARK: - Hashable

extension MemoSnapshot {
    /// Hashes the snapshot's `Fingerprint` (`==` stays field by field): `coordsh check` hashes
    /// every state a successful command reaches, and SipHash over each field, each route's name
    /// and each user's memos cost about 2,700 instructions a state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            Self.fingerprint(
                navigation: navigation, user: user, draft: feature?.draft, memosByUser: memosByUser,
                pendingLink: pendingLink))
    }

    /// The fingerprint of a state with these fields: the snapshot's, and the live app's
    /// (`MemoApp.stateHashValue()`), which must agree.
    static func fingerprint(
        navigation: borrowing Navigation, user: String?, draft: String?, memosByUser: [String: SharedLog<Memo>],
        pendingLink: MemoLink?
    ) -> UInt64 {
        var fingerprint = Fingerprint()
        navigation.addFingerprint(to: &fingerprint)
        fingerprint.add(user ?? "")
        fingerprint.add(user == nil ? 0 : 1)
        if let draft { fingerprint.add(draft) } else { fingerprint.add(0) }
        // Each user with the number of their memos, summed: a dictionary has no order.
        var memos: UInt64 = 0
        for (user, log) in memosByUser {
            var entry = Fingerprint()
            entry.add(user)
            entry.add(log.count)
            memos &+= entry.value
        }
        fingerprint.add(memos)
        switch pendingLink {
        case nil: fingerprint.add(0)
        case .newMemo: fingerprint.add(1)
        case .tab(let tab, let path):
            fingerprint.add(2 + tab.position)
            // By index: `for route in path` copies each route out (its name retained, its
            // argument copied) to read it.
            for index in path.indices { path[index].addFingerprint(to: &fingerprint) }
        }
        return fingerprint.value
    }

    /// Whether `app` is in this state: `MemoApp.snapshot() == self`, compared where the state
    /// lies, without copying it out (`coordsh check` asks after every failed command).
    func isState(of app: AppCoordinator) -> Bool {
        guard app.keeps(pendingLink) else { return false }
        switch app.flow {
        case .login(let login):
            guard user == nil, login.lendNavigation({ $0 == navigation }) else { return false }
        case .main(let main):
            guard user == main.user, feature?.draft == main.feature?.draft,
                main.lendNavigation({ $0 == navigation })
            else { return false }
        }
        return app.store.holds(memosByUser)
    }
}

// MARK: - Restoring in place

extension MemoSnapshot {
    /// `flow` put in this state where it stands, when it is the flow this state runs (main for
    /// the same user); `nil`, changing nothing, when a flow has to be made anew.
    func restoring(_ flow: AppCoordinator.Flow) -> AppCoordinator.Flow? {
        switch flow {
        case .login(let login) where user == nil: login.restore(navigation)
        case .main(let main) where main.user == user: main.restore(navigation, draft: feature?.draft)
        default: return nil
        }
        return flow
    }
}

extension MemoApp {
    /// Puts the app in `snapshot`'s state in place: the same store with the snapshot's memos,
    /// the running flow's coordinator (and its feature flow, for the same draft) kept when the
    /// snapshot runs that flow, else a new one. As `MemoApp(restoring:)` would make it, without
    /// making and then freeing five objects: `coordsh check` restores after every command that
    /// succeeds.
    public func restore(to snapshot: MemoSnapshot) -> Bool {
        coordinator.store.restore(snapshot.memosByUser)
        let flow =
            snapshot.restoring(coordinator.flow) ?? Self.flow(of: snapshot, store: coordinator.store, trace: trace)
        coordinator.restore(flow, pendingLink: snapshot.pendingLink)
        return true
    }
}

// MARK: - Codable

extension MemoSnapshot: Codable {
    private enum CodingKeys: String, CodingKey { case flow, memosByUser, pendingLink }

    /// Saved as `{"flow": {"main": {...}}, "memosByUser": {...}, "pendingLink": ...}`, the flow
    /// as its case (`:save` files written before the fields were stored flat read the same).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            flow: try container.decode(Flow.self, forKey: .flow),
            memosByUser: try container.decode([String: SharedLog<Memo>].self, forKey: .memosByUser),
            pendingLink: try container.decodeIfPresent(MemoLink.self, forKey: .pendingLink))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(flow, forKey: .flow)
        try container.encode(memosByUser, forKey: .memosByUser)
        try container.encodeIfPresent(pendingLink, forKey: .pendingLink)
    }
}

extension MemoApp {
    public func saved(changedBy command: String, reusing spare: inout (any SavedAppState)?) -> any SavedAppState {
        SavedApp<MemoApp>.keep(snapshot(), changedBy: command, reusing: &spare)
    }

    public func isInState(_ snapshot: MemoSnapshot) -> Bool {
        snapshot.isState(of: coordinator)
    }

    /// The state's `Fingerprint`, its fields read where they lie: what the snapshot's
    /// `hash(into:)` hashes.
    public func stateHashValue() -> Int {
        let memos = coordinator.store.memosByUser
        let fingerprint =
            switch coordinator.flow {
            case .login(let login):
                login.lendNavigation { navigation in
                    MemoSnapshot.fingerprint(
                        navigation: navigation, user: nil, draft: nil, memosByUser: memos,
                        pendingLink: coordinator.pendingLink)
                }
            case .main(let main):
                main.lendNavigation { navigation in
                    MemoSnapshot.fingerprint(
                        navigation: navigation, user: main.user, draft: main.feature?.draft, memosByUser: memos,
                        pendingLink: coordinator.pendingLink)
                }
            }
        return Int(truncatingIfNeeded: fingerprint)
    }

    public func snapshot() -> MemoSnapshot {
        switch coordinator.flow {
        case .login(let login):
            MemoSnapshot(
                user: nil, navigation: login.navigation, feature: nil, memosByUser: coordinator.store.memosByUser,
                pendingLink: coordinator.pendingLink)
        case .main(let main):
            MemoSnapshot(
                user: main.user, navigation: main.navigation,
                feature: main.feature.map { MemoSnapshot.FeatureState(draft: $0.draft) },
                memosByUser: coordinator.store.memosByUser, pendingLink: coordinator.pendingLink)
        }
    }
}
