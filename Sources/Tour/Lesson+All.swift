import CoordinatorKit

extension StateReport {
    /// Whether the memo app's feature flow holds a draft with some text.
    fileprivate var hasDraft: Bool {
        if case .string(let draft)? = extra("draft") { !draft.isEmpty } else { false }
    }

    /// Whether the memo app's feature flow runs (its draft is shown on every tab while it does).
    fileprivate var isWritingAMemo: Bool {
        if case .string? = extra("draft") { true } else { false }
    }

    /// The memo app's kept link, if any.
    fileprivate var keptLink: String? {
        if case .string(let link)? = extra("pendingLink") { link } else { nil }
    }

    /// Whether the memo app's home tab shows only its root.
    fileprivate var homeIsAtItsRoot: Bool {
        (navigation.stack(forTab: "home")?.count ?? 1) == 1
    }
}

extension String {
    /// Whether this link opens alice's memo, detail(1), in the memo app.
    fileprivate var opensAlicesMemo: Bool { hasSuffix("/detail/1") }
}

extension Lesson {
    /// The tour, in order: one lesson per idea of the pattern, each building on the ones before.
    public static let all: [Lesson] = [
        stackAndRoot, routesAndFactory, eventsAndDelegates, coordinatorTree, childCoordinators, tabs, modals,
        deepLinks, undoAndSave,
    ]

    /// The lesson numbered `number`, from 1.
    public static func numbered(_ number: Int) -> Lesson? {
        all.indices.contains(number - 1) ? all[number - 1] : nil
    }

    static let stackAndRoot = Lesson(
        id: "stack-and-root", title: "A stack and its root", app: "steps",
        idea: """
            A navigation stack is a list of screens. The bottom one is the root: the screen the \
            flow started with. 'push' puts a screen on top, 'pop' takes the top one off, 'popto' \
            goes back to a screen further down, and 'root' goes back to the root. In the steps app \
            every screen has a 'next' button; the screen only reports it, and the coordinator \
            pushes the following view.
            """,
        goal: "Go four screens deep, come back to view3 in one command, then try to pop the root itself.",
        steps: [
            Step(
                "put view5 on top, four screens above the root",
                hint: "Type 'next' four times: each screen reports 'next', and the coordinator pushes the next view.",
                hintHere: Self.nextsStillNeeded
            ) { $0.after.screen.description == "view5" && $0.after.stack.count >= 5 },
            Step(
                "go back from view5 to view3 with one command",
                hint: "'popto view3' pops to the topmost view3; 'pop 2' counts the screens instead.",
                detour: Lesson.Detour {
                    $0.screen.description == "view5"
                        ? nil
                        : "The top screen is not view5 now: 'next' until it is, then go back to view3 in one command."
                }
            ) { $0.before.screen.description == "view5" && $0.after.screen.description == "view3" },
            Step(
                "try to pop the root itself",
                hint: "'root' goes back to the root (it always succeeds), then 'pop'. Or ask for too many: 'pop 9'."
            ) { $0.failed(with: .atRoot) },
        ],
        debrief: """
            A stack always keeps its root: a navigation controller with nothing to show makes no \
            sense, so coordsh refused the pop and left every stack exactly as it was. 'popto' \
            stops at the topmost matching screen (push view3 twice and it stops at the upper \
            one); 'root' is a pop to the root and succeeds even there. The screens never chose \
            where to go: they only reported 'next', and one coordinator, written once for any \
            list of steps (PathCoordinator<Step>), decided.
            """)

    /// Lesson 1's first hint from where the learner is: how many more 'next's reach view5
    /// while the stack is the steps so far (root, view2, ... viewN); `nil` (the full hint) from
    /// the root or another stack.
    @Sendable static func nextsStillNeeded(_ place: Whereabouts) -> String? {
        let report = place.report
        let depth = report.stack.count
        guard depth > 1, depth < 5, report.screen.description == "view\(depth)" else { return nil }
        let times = ["once", "twice", "three times"][4 - depth]
        return "Type 'next' \(times) more: each screen reports 'next', and the coordinator pushes the next view."
    }

    static let routesAndFactory = Lesson(
        id: "routes-and-factory", title: "Routes with arguments and the view factory", app: "movies",
        idea: """
            A route is a screen's identity: a name and, for some, an argument. Output writes it \
            like a Swift enum case, detail(42); you type it as a name and an argument: 'push \
            detail 42'. The movies coordinator has one function, build(page:), that turns a route \
            into a screen with its view model; screens never make each other. The home list \
            reports 'tap ID', and the coordinator decides to push detail(ID).
            """,
        goal: "Open a movie from the list, see a badly typed argument refused, then open another movie.",
        steps: [
            Step(
                "open movie 42 from the list",
                hint:
                    "'tap 42': the list reports the tap, the coordinator pushes detail(42). The catalogue is 7, 12, 42, 101 and 2001.",
                detour: Lesson.Detour(remembering: { observation, _ in
                    observation.after.screen.description == "detail(42)" && !observation.sent("tap")
                        ? "detail(42) is up, but pushed by hand: in this step the list reports the tap and the coordinator pushes it ('pop', then 'tap 42')."
                        : nil
                })
            ) { $0.sent("tap") && $0.after.screen.description == "detail(42)" },
            Step(
                "give a route or an event an argument of the wrong type",
                hint:
                    "'push detail abc' or 'tap abc': an ID is an integer, and the app's tables say so before any coordinator sees it."
            ) { $0.failed(with: .badArgument) },
            Step(
                "open another movie and watch the 'viewModel:' line",
                hint: "'pop', then 'tap 7' (or 'push detail 7'): a new MovieDetailsViewModel is made for it."
            ) { $0.after.screen.name == "detail" && $0.after.screen.description != "detail(42)" },
        ],
        debrief: """
            Routes are values: detail(42) equals detail(42), so stacks can be compared, saved and \
            rebuilt from a link. Because one function builds every screen, the view-model policy \
            lives in one place: home shares one view model, and every detail page gets a new one \
            (the counter after MovieDetailsViewModel). A badly typed argument never reaches a \
            coordinator: the route table says what each route takes.
            """)

    static let eventsAndDelegates = Lesson(
        id: "events-and-delegates", title: "Screens report events, coordinators decide", app: "mvc",
        idea: """
            A view controller should not know what comes after it. The first controller reports \
            'action' to its delegate, through the FirstControllerDelegate protocol, and the \
            coordinator behind that protocol decides: the push coordinator pushes the second \
            controller, the modal coordinator presents it. 'use push' and 'use modal' swap the \
            coordinator and start again at the first screen; the controllers stay the same \
            objects. Type ':trace on' to watch each call.
            """,
        goal: "Press the button under the push coordinator, swap in the modal coordinator, and press it again.",
        steps: [
            Step(
                "press the first controller's button ('action') under the push coordinator",
                hint: "Type 'action'. ':trace on' first shows the controller calling its delegate.",
                detour: Lesson.Detour {
                    $0.runs("modalCoordinator")
                        ? "The modal coordinator runs now, and this step presses the button under the push coordinator: 'use push' brings it back, at the first screen."
                        : nil
                }
            ) { $0.sent("action") && $0.after.stack.count == 2 && $0.after.modals.isEmpty },
            Step(
                "swap in the modal coordinator",
                hint: "'use modal' works from any screen: it replaces pushCoordinator and starts again at first."
            ) { $0.after.runs("modalCoordinator") && !$0.before.runs("modalCoordinator") },
            Step(
                "press the same button ('action') again",
                hint: "Type 'action': the same controller reports the same event."
            ) { $0.sent("action") && $0.after.runs("modalCoordinator") && $0.after.modals.count == 1 },
        ],
        debrief: """
            The event did not change; the coordinator did, so the navigation did. Controllers \
            report what happened, the coordinator behind their delegate decides where to go, and \
            swapping it changed no controller: ':tree' shows the new coordinator injected into \
            the same Controllers, and the second controller 'made lazily, reused', not made again.
            """)

    /// Lesson 4's advice after a sign-out: sign in again as `name`.
    private static func signInAgain(_ name: String) -> String {
        "Nobody is signed in now, so there is no main flow to leave: sign in again ('login \(name)'), then try to go back."
    }

    static let coordinatorTree = Lesson(
        id: "coordinator-tree", title: "A tree of coordinators", app: "memo",
        idea: """
            An app coordinator runs one child flow at a time. In the memo app, AppCoordinator \
            runs LoginCoordinator while nobody is signed in, and MainCoordinator after. When the \
            login flow ends it says so to its parent (signed in, as whom), and the parent \
            replaces it with the main flow; the login screens go with it.
            """,
        goal: "Sign in, try to pop back to the login screen, then look at the coordinator tree.",
        steps: [
            Step(
                "sign in ('login NAME')",
                hint: "'login alice' (any name). With ':trace on' you see login released and main started."
            ) { $0.before.user == nil && $0.after.user != nil },
            Step(
                "try to pop back to the login screen (signing out does not count)",
                hint: "'pop' on home: home is the root of its tab, and the login screen is on no stack any more.",
                detour: Lesson.Detour(remembering: { observation, previous in
                    guard observation.after.user == nil else { return nil }
                    // The name the learner signed in with, as long as the advice stands.
                    guard let name = observation.before.user else {
                        return previous ?? Self.signInAgain("alice")
                    }
                    return Self.signInAgain(name)
                })
            ) { $0.after.user != nil && $0.intent != nil && !$0.succeeded },
            Step(
                "look at the coordinator tree",
                hint: "':tree' draws every live coordinator and what it holds."
            ) { $0.shellCommand == .tree && $0.after.runs("main") },
        ],
        debrief: """
            The login flow was never under the main flow: it was the app coordinator's other \
            child, and it is gone with its stack, so there is nothing to pop back to, which is \
            what an app wants after signing in. 'logout' asks AppCoordinator for a new login flow \
            instead. The tree shows AppCoordinator holding MainCoordinator strongly, and \
            MainCoordinator holding one stack per tab.
            """)

    static let childCoordinators = Lesson(
        id: "child-coordinators", title: "Child coordinators and their release", app: "memo",
        setup: ["login alice"],
        idea: """
            'new' on home starts a child: a FeatureCoordinator that owns the newMemo and preview \
            screens. MainCoordinator holds it strongly while any of its screens is on a stack, \
            and lets it go as soon as none is, however that happens: save, cancel, a pop of \
            newMemo, re-selecting the home tab. A child that outlives its screens is a leak; one \
            released too early is a crash. Type ':trace on' to see it started and released.
            """,
        goal: "Start the feature flow, end it without saving, and check with ':tree' that its coordinator is gone.",
        steps: [
            Step("start the feature flow ('new')", hint: "'new' on home; ':tree' then shows feature under main.") {
                $0.after.runs("feature") && !$0.before.runs("feature")
            },
            Step(
                "end it without saving",
                hint: "'cancel', a 'pop' from newMemo, 'root' or 'tab home' all end it; 'save' would keep a memo.",
                detour: Lesson.Detour {
                    $0.isWritingAMemo
                        ? nil
                        : "The feature flow is not running now: start it again with 'new' on home, then end it without saving."
                }
            ) { $0.released("feature") && !$0.sent("save") },
            Step(
                "check with ':tree' that the feature coordinator is gone",
                hint: "':tree' lists the live coordinators: feature should not be among them."
            ) { $0.shellCommand == .tree && !$0.after.runs("feature") },
        ],
        debrief: """
            However the flow ended, MainCoordinator let go of its child in the same command \
            (with ':trace on' the trace says 'released feature'), and nothing else held it. In \
            the article this app comes from, nobody held the child, so it vanished at once; here \
            the parent holds it exactly as long as it has a screen, and the child reports how it \
            ended as a return value, cancelled or saved, so there is no closure to leak.
            """)

    /// alice signed in on home, with one memo (1, "Buy milk"), so that `detail 1` shows a real
    /// memo: a lesson should land on something real.
    static let aliceWithAMemo = ["login alice", "new", #"write "Buy milk""#, "preview", "save", "tab home"]

    static let tabs = Lesson(
        id: "tabs", title: "Tabs keep their stacks", app: "memo", setup: aliceWithAMemo,
        idea: """
            MainCoordinator owns a tab bar: home, memos and settings, each with a stack of its \
            own. Switching tabs changes only which stack you see; each keeps what was pushed on \
            it. Re-selecting the tab you are on pops its stack to the root, as a UIKit tab bar \
            does.
            """,
        goal: "Leave a screen on home, visit another tab and come back to it, then re-select home to pop it.",
        steps: [
            Step("push a screen on home", hint: "'push about', or 'push detail 1' (alice's memo).") {
                $0.after.tab == "home" && $0.after.stack.count >= 2
            },
            Step(
                "switch to another tab, then back to home",
                hint: "'tab settings', then 'tab home': home's stack is as you left it.",
                detour: Lesson.Detour {
                    $0.homeIsAtItsRoot
                        ? "Home's stack is at its root now (re-selecting home pops it): push a screen on it again ('push about' on home), then visit another tab and come back."
                        : nil
                }
            ) { $0.before.tab != "home" && $0.after.tab == "home" && $0.after.stack.count >= 2 },
            Step(
                "re-select home to pop it to its root", hint: "'tab home' while home is selected.",
                detour: Lesson.Detour {
                    $0.homeIsAtItsRoot
                        ? "Home's stack is at its root already, so there is nothing to pop: push a screen on it ('push about' on home), then select home again."
                        : nil
                }
            ) {
                $0.sent("tab") && $0.before.tab == "home" && $0.before.stack.count >= 2 && $0.after.tab == "home"
                    && $0.after.stack.count == 1
            },
        ],
        debrief: """
            Each tab's stack is a value MainCoordinator keeps: switching tabs changes only which \
            one is shown, and ':tree' lists all three. Re-selecting a tab pops it to its root, and \
            a child coordinator whose screens were on it would be released in the same command.
            """)

    static let modals = Lesson(
        id: "modals", title: "Modals and back", app: "memo", setup: aliceWithAMemo,
        idea: """
            A modal is a stack of its own, presented over everything: 'present ROUTE' starts \
            one, pushes then go onto it, and 'dismiss' removes the whole modal stack at once. \
            'back' is what a back button does: pop if the active stack has more than its root, \
            else dismiss the top modal.
            """,
        goal: "Present a screen, push another inside the modal, then leave it with 'back' alone.",
        steps: [
            Step("present a screen modally", hint: "'present about'.") {
                $0.after.modals.count > $0.before.modals.count
            },
            Step(
                "push a screen inside the modal",
                hint: "'push detail 1' goes on the modal's stack, not on home's (detail 1 is alice's memo)."
            ) {
                ($0.after.modals.last?.count ?? 0) >= 2
            },
            Step(
                "leave the modal with 'back' only",
                hint: "'back' pops inside the modal while it can, then dismisses it.",
                detour: Lesson.Detour {
                    $0.modals.isEmpty
                        ? "No modal is up now: present one again ('present about'), then leave it with 'back' only."
                        : nil
                }
            ) { $0.intent == .back && !$0.before.modals.isEmpty && $0.after.modals.isEmpty },
        ],
        debrief: """
            While the modal was up, the base stack under it did not move: the 'stack:' line \
            stayed the same, with the modal shown over it. 'back' pops inside the modal while it \
            has more than its root, then dismisses it: what a navigation bar's back button and a \
            sheet's close button do between them.
            """)

    static let deepLinks = Lesson(
        id: "deep-links", title: "Deep links", app: "memo", setup: aliceWithAMemo.dropLast() + ["logout"],
        idea: """
            A deep link rebuilds the whole navigation from a URL: memo://memos/detail/1 means \
            the memos tab with detail(1) on it. The app coordinator reads it, because only it \
            knows which flow runs. A link opened while nobody is signed in is kept, and applied \
            right after the next login. alice has written one memo, "Buy milk", and signed out.
            """,
        goal: "While signed out, open memo://memos/detail/1; sign in as alice and land on her memo; then open a link.",
        steps: [
            Step(
                "open memo://memos/detail/1 while signed out",
                hint: "'open memo://memos/detail/1' on the login screen: coordsh says it will open after login."
            ) { $0.after.user == nil && $0.after.keptLink?.opensAlicesMemo == true },
            Step(
                "sign in as alice and land on her memo", hint: "'login alice'.",
                detour: Lesson.Detour { state in
                    if state.user != nil {
                        "No link is kept now: signing in opened it (a link is kept only while nobody is signed in). 'logout', 'open memo://memos/detail/1' again, then sign in as alice ('login alice')."
                    } else if let link = state.keptLink, !link.opensAlicesMemo {
                        "The link kept now, \(link), is not alice's memo: 'open memo://memos/detail/1' (it replaces the kept one), then sign in as alice ('login alice')."
                    } else if state.keptLink == nil {
                        "No link is kept now: open it again ('open memo://memos/detail/1'), then sign in as alice ('login alice')."
                    } else {
                        nil
                    }
                }
            ) {
                $0.before.user == nil && $0.after.user == "alice" && $0.after.screen.description == "detail(1)"
            },
            Step(
                "open a link while signed in",
                hint: "'open memo://settings/about': it applies at once, selecting the settings tab."
            ) {
                if case .open = $0.intent { $0.succeeded && $0.after.user != nil } else { false }
            },
        ],
        debrief: """
            The login flow never saw the first link: AppCoordinator kept it while \
            LoginCoordinator ran, and handed it to MainCoordinator as soon as that started. \
            Signed in, a link applies at once: it dismisses modals, rebuilds the target tab's \
            stack and selects it, and any child coordinator whose screens it removes is released.
            """)

    /// Lesson 9's hint from where the learner is: how many `:undo`s take back every command
    /// since the `new` that started the feature flow, and which (there may be more than one
    /// `write`, or a `preview` and a `back`).
    @Sendable static func undosBackToNew(_ place: Whereabouts) -> String? {
        guard place.report.runs("feature"),
            let last = place.undoable.firstIndex(where: { Self.firstWord(of: $0) == "new" })
        else { return nil }
        let taken = place.undoable[...last].map { String($0.trimmingComment.drop(while: \.isWhitespace)).quoted }
        let named = taken.count <= 4 ? taken.joinedAsList() : "the last \(taken.count) commands, back to 'new'"
        let command = taken.count == 1 ? "':undo'" : "':undo \(taken.count)'"
        return "\(command) takes back \(named); the feature coordinator goes with 'new'."
    }

    private static func firstWord(of line: String) -> String? {
        line.split(whereSeparator: \.isWhitespace).first?.lowercased()
    }

    /// Lesson 9's way back when a command after the undo dropped what `:redo` could replay: it
    /// stays dropped until an `:undo` gives `:redo` something again.
    @Sendable static func redoDropped(_ observation: Observation, was previous: String?) -> String? {
        if case .undo? = observation.shellCommand, observation.succeeded { return nil }
        if case .redo? = observation.shellCommand { return previous }
        guard previous != nil || (observation.succeeded && observation.before != observation.after) else { return nil }
        return
            "A command after ':undo' dropped what ':redo' could replay: write a memo again on home ('new', then 'write \"TEXT\"'), ':undo 2', then ':redo 2'."
    }

    static let undoAndSave = Lesson(
        id: "undo-and-save", title: "Undo and saved sessions", app: "memo", setup: ["login alice"],
        idea: """
            Navigation is plain values owned by coordinators, so the whole state can be recorded \
            after every command. ':undo' steps back, making the coordinators again with the \
            state and children they had; ':redo' steps forward. ':save FILE' writes the state as \
            JSON, and ':load FILE' restores it exactly.
            """,
        goal: "Start writing a memo, undo to before the feature flow, redo, then save the session.",
        steps: [
            Step(
                "start a memo ('new') and write something ('write \"TEXT\"')",
                hint: "'new', then 'write \"hello\"': the quotes keep the spaces."
            ) { $0.after.runs("feature") && $0.after.hasDraft },
            Step(
                "undo until the feature coordinator is gone", hint: "':undo 2' undoes 'write' and 'new'.",
                hintHere: Self.undosBackToNew
            ) {
                if case .undo = $0.shellCommand { !$0.after.runs("feature") } else { false }
            },
            Step(
                "redo until the draft is back",
                hint: "':redo 2': the feature coordinator is made again, draft and all.",
                detour: Lesson.Detour(remembering: Self.redoDropped)
            ) {
                if case .redo = $0.shellCommand { $0.after.runs("feature") && $0.after.hasDraft } else { false }
            },
            Step("save the session to a file", hint: "':save tour.json'; ':load tour.json' would restore it.") {
                if case .save = $0.shellCommand { $0.succeeded } else { false }
            },
        ],
        debrief: """
            Undo did not run commands backwards: it restored a recorded state, and the app made \
            its coordinators again from it, so the feature coordinator came back with its draft. \
            ':save' wrote the same kind of state as JSON; ':load' checks every route and stack \
            against the app's tables before it restores anything.
            """,
        // Its steps are an undo and a redo: they move the lesson on, not back.
        undoTakesBackSteps: false)
}
