import CoordinatorKit

extension Handler {
    /// Whether it fails, if it fails, before it changes anything: in every branch, only checks
    /// (`refuse`) come before its one effect that may change the state, and that effect makes
    /// its own checks before it changes anything (`Effect.failsBeforeChanging`). Conditions
    /// only read. Such an event needs no copy of the state to fall back on.
    var failsBeforeChanging: Bool {
        for branch in branches {
            let effects = branch.effects
            for index in effects.indices {
                let holds = index == effects.count - 1 ? effects[index].failsBeforeChanging : effects[index].isCheck
                if !holds { return false }
            }
        }
        return true
    }

    /// Whether no effect of any branch takes a screen off a stack or stops a coordinator (or
    /// starts one in place of another): then no flow can be left without a screen, or without
    /// its parent, by it.
    var keepsScreens: Bool {
        branches.allSatisfy { branch in branch.effects.allSatisfy(\.keepsScreens) }
    }

    /// Every effect of every branch, nested ones included.
    var allEffects: [Effect] {
        var all: [Effect] = []
        for branch in branches {
            for effect in branch.effects {
                all.append(effect)
                if case .signInFirst(let inner) = effect { all += inner }
            }
        }
        return all
    }
}

extension Effect {
    /// Whether it only checks (`refuse`), changing nothing.
    var isCheck: Bool {
        if case .refuse = self { true } else { false }
    }

    /// Whether it takes no screen off a stack and stops no coordinator: it only shows a screen
    /// (`start` shows its flow's first), sets data, or checks. (`selectTab` of the selected tab
    /// pops it; `use`, `signIn` and `signOut` replace coordinators; `signInFirst` runs effects.)
    var keepsScreens: Bool {
        switch self {
        case .push, .present, .start, .set, .clear, .add, .refuse, .dropPending: true
        case .pop, .popTo, .root, .replace, .dismiss, .dismissAll, .selectTab, .reset, .end, .use, .signIn, .signOut,
            .signInFirst:
            false
        }
    }

    /// Whether it fails, if it fails, before it changes the state: its checks come first, and a
    /// `Navigation` change either succeeds or changes nothing. `start` first lets go of flows
    /// left without a screen, which only an earlier effect can leave (a state the app holds has
    /// none); `reset` dismisses the modals before it may fail, and `signInFirst` runs effects.
    var failsBeforeChanging: Bool {
        switch self {
        case .push, .present, .pop, .popTo, .root, .replace, .dismiss, .dismissAll, .selectTab, .start, .end, .use,
            .signIn, .signOut, .dropPending, .set, .clear, .add, .refuse:
            true
        case .reset, .signInFirst:
            false
        }
    }
}
