/// The intents and shell commands that every app has, with their help. App events come from
/// each app's `AppCatalog`.
public enum CommandReference {
    public static let navigation: [CommandInfo] = [
        CommandInfo(
            "push", usage: "push ROUTE [ARG]", summary: "push a screen on the active stack",
            explanation: """
                The coordinator that owns the active stack checks that ROUTE is one of its own \
                screens and may be pushed by hand, then pushes it.
                """,
            example: .route("push"),
            failures: """
                the route is unknown, belongs to another flow or only its coordinator shows it, its \
                argument is wrong, or the stack is 10,000 screens deep
                """,
            group: .navigation, completion: .pushableRoutes),
        CommandInfo(
            "pop", usage: "pop [N]", summary: "pop N screens (default 1) off the active stack",
            explanation: """
                Pops screens as a back button would. A child coordinator whose screens are all \
                popped is released.
                """,
            example: .pop, failures: "fewer than N screens are above the root (atRoot)", group: .navigation),
        CommandInfo(
            "root", usage: "root", summary: "pop the active stack to its root",
            explanation: "Pops everything above the root; child coordinators left without screens are released.",
            example: "root", failures: "never; at the root it does nothing", group: .navigation),
        CommandInfo(
            "popto", usage: "popto ROUTE [ARG]", summary: "pop to the topmost screen of ROUTE (with ARG: that one)",
            explanation: "Searches the active stack from the top and pops everything above the first match.",
            example: .routeName("popto"), failures: "no screen on the active stack matches (notFound)",
            group: .navigation, completion: .routesOnStack),
        CommandInfo(
            "navigate", usage: "navigate ROUTE [ARG]",
            summary: "go to a screen: pop back to it if it is on the active stack, else push it",
            explanation: """
                "Single top", as Jetpack's launchSingleTop, Decompose's pushNew or React Navigation's \
                navigate: if the active stack holds that exact screen (with ARG: that value), it pops \
                to the topmost one, releasing child coordinators left without screens; otherwise the \
                coordinator that owns the stack pushes it, as for push.
                """,
            example: .route("navigate"),
            failures: "it has to push and push would fail: the route cannot go on this stack, or the stack is full",
            group: .navigation, completion: .navigableRoutes),
        CommandInfo(
            "replace", usage: "replace ROUTE [ARG]", summary: "replace the top screen",
            explanation: "Swaps the top screen for another, as setViewControllers would; the root stays.",
            example: .replacement,
            failures: "the top is the root (atRoot), or the route cannot go here, as for push",
            group: .navigation, completion: .pushableRoutes),
        CommandInfo(
            "present", usage: "present ROUTE [ARG]", summary: "present a screen modally, in a new stack",
            explanation: """
                Puts a new stack over everything, with ROUTE at its root. Intents then act on that \
                stack until it is dismissed.
                """,
            example: .otherRoute("present"), failures: "as for push", group: .navigation, completion: .pushableRoutes),
        CommandInfo(
            "dismiss", usage: "dismiss [all]", summary: "dismiss the top modal with its stack; all: every modal",
            explanation: """
                Removes the top modal stack; the stack under it becomes active again. 'dismiss all' \
                removes every modal at once (FlowStacks' dismissAll), back to the base stack.
                """,
            example: .dismissal, failures: "no modal is up (notAllowed)", group: .navigation,
            completion: .words(["all"])),
        CommandInfo(
            "back", usage: "back", summary: "what a back button does: pop, else dismiss",
            explanation: "Pops when the active stack has more than its root, else dismisses the top modal.",
            example: .back, failures: "only the root is left and no modal is up (notAllowed)", group: .navigation),
        CommandInfo(
            "open", usage: "open URL", summary: "deep link: rebuild the navigation from a URL",
            explanation: """
                The app reads the URL once into its own link type and hands it to the coordinator \
                that owns the screens it names, which rebuilds the navigation to show them: the \
                built-in apps dismiss every modal and rebuild the stack; a definition's link does \
                what its 'do' says.
                """,
            example: .link("open"),
            failures: "the URL does not parse, belongs to another app, or names no route", group: .navigation,
            completion: .links),
    ]

    public static let shell: [CommandInfo] = [
        CommandInfo(
            ":help", aliases: ["help"], usage: ":help [TOPIC|COMMAND]",
            summary: "an overview; a topic (intents, events, shell); or one command's help",
            explanation: """
                Without an argument, a one-screen overview: the intents, the events the visible screen \
                reports, the shell commands, and the topics. 'help intents', 'help events' and \
                'help shell' list each with what it does; 'help COMMAND' explains one command. At \
                the prompt, help longer than the terminal goes through $PAGER (less -FRX by default).
                """,
            example: ":help intents", failures: "TOPIC is not a topic, and COMMAND not a command", group: .shell,
            completion: .commands),
        CommandInfo(
            ":state", usage: ":state", summary: "print the current state",
            explanation: "Prints the stack, the visible screen, the tabs, the modals and the user.",
            example: ":state", failures: "never", group: .shell),
        CommandInfo(
            ":expect", usage: ":expect WHAT VALUE", summary: "assert something about the state (for scripts)",
            explanation: """
                Forms: screen ROUTE; stack R1 > R2 > ...; tab NAME; user NAME (none when signed \
                out); modals N; modal N R1 > R2 > ... (the stack of modal N, 1 for the lowest, as \
                output shows it); coordinators app > main > ...; error [CODE] (the previous command \
                failed, with that code: that failure then does not count towards the exit status; \
                a failed :expect is excused only with its code); \
                KEY VALUE, for a key of the app's data the state shows (sum 50, draft "milk", \
                memos 3: a list by its count, an item by its id, none for no value), also written \
                data KEY VALUE. Routes are written as in output: detail(42).
                """,
            example: .stack(":expect"),
            failures: "the assertion does not hold (expectationFailed), showing expected and actual values",
            group: .shell, completion: .expectations),
        CommandInfo(
            ":tree", usage: ":tree", summary: "the live coordinator tree",
            explanation: """
                Shows each running coordinator under the one that holds it, with the stacks it owns, \
                its screens on other stacks, and the objects it holds, strongly or weakly. A \
                coordinator that has been released is no longer in it.
                """,
            example: ":tree", failures: "never", group: .shell),
        CommandInfo(
            ":trace", usage: ":trace on|off", summary: "show how each command travels through the tree",
            explanation: """
                With trace on, every intent and event is followed by its path: which coordinator \
                received it, which handed it on and why, which handled it, how the stacks changed, \
                and which coordinators started or were released. --trace starts with it on.
                """,
            example: ":trace on", failures: "the argument is not on or off", group: .shell, completion: .onOff),
        CommandInfo(
            ":routes", usage: ":routes", summary: "the app's routes: argument, owner, where pushable, events",
            explanation: "Lists the route table the coordinators run on, with the events each screen emits.",
            example: ":routes", failures: "never", group: .shell),
        CommandInfo(
            ":graph", usage: ":graph [dot|mermaid]", summary: "the app's navigation graph (default dot)",
            explanation: """
                Draws the tables the app runs on: coordinators as clusters named by what they are, \
                screens as nodes (roots with a double border), events and pushes as edges drawn by \
                how they move (presented dashed, back dotted), a legend, the visible screen \
                highlighted. Pipe it to Graphviz: coordsh -c ':graph' | dot -Tsvg > graph.svg.
                """,
            example: ":graph mermaid", failures: "the notation is not dot or mermaid", group: .shell,
            completion: .graphFormats),
        CommandInfo(
            ":undo", usage: ":undo [N]", summary: "step the whole state back N commands (default 1)",
            explanation: """
                Restores the state before the last N commands that changed it: navigation, \
                coordinators (made again, with the same state and children) and data. The last \
                1000 states are kept.
                """,
            example: .undo, failures: "fewer than N commands can be undone", group: .shell),
        CommandInfo(
            ":redo", usage: ":redo [N]", summary: "step forward again after :undo",
            explanation: "Replays the states undone; any other command that changes the state drops them.",
            example: .redo, failures: "fewer than N commands can be redone", group: .shell),
        CommandInfo(
            ":history", usage: ":history", summary: "the commands of this session, numbered",
            explanation: "Lists the last 1000 command lines with their numbers; failed ones are marked.",
            example: ":history", failures: "never", group: .shell),
        CommandInfo(
            ":reset", usage: ":reset", summary: "start the app afresh (undoable)",
            explanation: "Replaces the whole coordinator tree and its data with a new one; :undo brings it back.",
            example: ":reset", failures: "never", group: .shell),
        CommandInfo(
            ":save", usage: ":save FILE", summary: "save the whole session state as JSON",
            explanation: """
                Writes the app, its coordinator tree, stacks, modals, tabs, data and kept deep link \
                as versioned, pretty-printed JSON, through a temporary file and a rename.
                """,
            example: ":save session.json", failures: "FILE is a directory or cannot be written", group: .shell,
            completion: .files),
        CommandInfo(
            ":load", usage: ":load FILE", summary: "load a saved session state (undoable)",
            explanation: """
                Reads a file written by :save, checks all of it (version, app, every route, stacks \
                consistent with the coordinator tree) and restores it; on any problem it says what \
                and where, and keeps the current state.
                """,
            example: ":load session.json", failures: "FILE cannot be read, or is not a valid saved session",
            group: .shell, completion: .files),
        CommandInfo(
            ":source", usage: ":source FILE", summary: "run a script file here",
            explanation: """
                Runs FILE's lines in this session; errors say FILE:LINE. A sourced file may source \
                others, up to 32 deep.
                """,
            example: ":source examples/steps.coord", failures: "FILE cannot be read, or the nesting is deeper than 32",
            group: .shell, completion: .files),
        CommandInfo(
            ":record", usage: ":record FILE | :record off", summary: "record the commands typed as a test script",
            explanation: """
                Writes the commands typed from now on into FILE, each followed by the :expect lines \
                that pin what it did (screen, stack, tab, modals, user, and the app's data it \
                changed; :expect error CODE after a failure), so that 'coordsh test FILE' replays \
                the exploration as a regression test. Away from the app's start, the state it \
                starts in is saved beside it (FILE.start.json) and loaded first; recorded again \
                from the start, the state the recording it replaces started from is removed. FILE \
                is written at the start, after each command typed at the prompt, and at ':record \
                off' or the session's end, all at once; it replaces only a recording (and its own \
                saved state, never a session of yours). Typos and failed :expect \
                lines are left out as comments; :undo reaches only the commands recorded. Commands \
                that only show something (:help, :state, :tree, ...) are left out. ':record' alone \
                says whether a recording runs.
                """,
            example: ":record tests/login.coord",
            failures: "a recording already runs (or, for off, none does); FILE cannot be written",
            group: .shell, completion: .files),
        CommandInfo(
            ":apps", usage: ":apps", summary: "list the apps: the built-in ones and loaded definitions",
            explanation: """
                The built-in apps are written in the coordinator style of their articles; loaded \
                definitions follow. The running one is marked.
                """,
            example: ":apps", failures: "never", group: .shell),
        CommandInfo(
            ":app", usage: ":app NAME | :app load FILE", summary: "switch to another app, or load one's definition",
            explanation: """
                Replaces the running app and its whole coordinator tree with a new one (undoable). \
                ':app load FILE' reads an app definition (JSON5, see the README's "Model your own \
                app"), checks all of it, adds it to ':apps' and starts it.
                """,
            example: ":app load examples/apps/shop.json5",
            failures:
                "NAME is not an app; FILE cannot be read or is not a valid definition (every problem is listed with its line)",
            group: .shell, completion: .apps),
        CommandInfo(
            ":echo", usage: ":echo TEXT", summary: "print TEXT (narration in scripts)",
            explanation: "Prints its words, joined by single spaces; quote text to keep its spacing or a '#'.",
            example: ":echo Now the feature flow starts.", failures: "never", group: .shell),
        CommandInfo(
            ":tour", usage: ":tour [N|next|off]", summary: "the guided tour: lessons with checked goals",
            explanation: """
                Lists the lessons, one per idea of the coordinator pattern, with those you finished \
                marked. ':tour N' starts lesson N on a fresh app: it explains the idea, sets a goal \
                and checks your commands against it; ':hint' helps, ':tour next' goes on, ':tour off' \
                leaves. ':undo' takes back the steps the commands it undoes did, ':redo' does them again.
                """,
            example: ":tour 1", failures: "there is no lesson N", group: .shell, completion: .tour),
        CommandInfo(
            ":hint", usage: ":hint", summary: "a hint for the tour's current step",
            explanation: "Says which commands do the step of the running lesson that is still to do.",
            example: .hint, failures: "no lesson is running", group: .shell),
        CommandInfo(
            ":quit", aliases: [":q", "quit", "exit"], usage: ":quit", summary: "leave",
            explanation: "Ends the session; in a script, stops it.", example: ":quit", failures: "never",
            group: .shell),
    ]

    public static let all: [CommandInfo] = navigation + shell

    private static let byName: [String: CommandInfo] = Dictionary(
        all.flatMap { info in ([info.name] + info.aliases).map { ($0, info) } }, uniquingKeysWith: { first, _ in first }
    )

    /// The command named `name` or one of its aliases, ignoring case.
    public static func info(named name: String) -> CommandInfo? {
        byName[name] ?? byName[name.lowercased()]
    }
}
