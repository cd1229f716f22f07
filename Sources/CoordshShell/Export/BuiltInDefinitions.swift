// Written by scripts/embed-definitions from examples/apps/*.json5; edit those, then run it again.

/// The built-in apps' definitions (`examples/apps/NAME.json5`), in the binary: `coordsh export swift
/// --app NAME` exports a built-in app from its definition, which the differential tests prove
/// behaves as the Swift app.
enum BuiltInDefinitions {
    /// The definition text of each built-in app, by the app's name.
    static let texts: [String: String] = [
        "memo": memo,
        "steps": steps,
        "mvc": mvc,
        "movies": movies,
    ]

    /// `examples/apps/memo.json5`.
    static let memo = #"""
        // The memo app of seed 004 as a definition: the same navigation as the built-in memo app
        // (`coordsh --app memo`), written as data. Run it with `coordsh --app-file examples/apps/memo.json5`.
        {
          coordsh: 1,
          name: "memo-def",
          summary: "the memo app (seed 004) as a definition: login -> main (tabs) -> feature",
          scheme: "memo",

          // Signed out, the login flow runs; signed in, the main flow. A deep link opened signed out is
          // kept and opens right after the next login.
          users: { signedOut: "login", signedIn: "main", keepLinks: true },

          coordinators: [
            { name: "app", role: "root: runs the login flow or the main flow, and keeps the memos" },
            { name: "login", parent: "app", role: "the signed-out screens: login, sign-up, forgot password", stack: "login" },
            {
              name: "main", parent: "app", role: "the tab bar: home, memos, settings, one stack each",
              tabs: [
                { name: "home", root: "home" },
                { name: "memos", root: "memoList" },
                { name: "settings", root: "settings" },
              ],
            },
            {
              // A child flow: it shows its screens on the stack main lends it, and ends when they leave.
              name: "feature", parent: "main", role: "the new-memo flow: newMemo -> preview -> save",
              start: "newMemo",
              variables: [{ name: "draft", initial: "" }],
            },
          ],

          routes: [
            { name: "login", owner: "login", summary: "the login form" },
            { name: "signup", owner: "login", summary: "the sign-up form" },
            { name: "forgotPassword", owner: "login", summary: "password recovery" },
            { name: "home", owner: "main", summary: "home, with a new-memo button" },
            { name: "memoList", owner: "main", summary: "the signed-in user's memos", lists: "memos" },
            { name: "settings", owner: "main", summary: "settings" },
            {
              name: "detail", owner: "main", summary: "one memo; a missing memo shows as such",
              argument: { type: "item", of: "memos" },
            },
            { name: "about", owner: "main", summary: "about the app" },
            { name: "newMemo", owner: "feature", summary: "the memo editor" },
            { name: "preview", owner: "feature", summary: "the draft before it is saved" },
          ],

          data: {
            collections: [{ name: "memos", item: "memo", perUser: true }],
          },

          events: [
            {
              name: "login", argument: "user", from: ["login", "signup"],
              summary: "sign in as USER: the login flow ends and main starts on tab home",
              do: [{ signIn: "$arg" }],
            },
            { name: "signup", from: ["login"], summary: "show the sign-up form", do: [{ push: "signup" }] },
            { name: "forgot", from: ["login"], summary: "show password recovery", do: [{ push: "forgotPassword" }] },
            {
              name: "logout", from: "main",
              summary: "sign out: main and its children are released and login starts afresh",
              do: ["signOut"],
            },
            {
              name: "tab", argument: "tab", from: "main",
              summary: "select a tab; selecting the selected tab pops it to its root",
              do: [
                { refuse: "'tab' is not available while a modal is up (the visible screen is $screen); 'dismiss' it first", unless: "noModal" },
                { selectTab: "$arg" },
              ],
            },
            {
              name: "new", from: ["home"], summary: "start the feature flow: newMemo on the home stack",
              do: [{ start: "feature" }],
            },
            {
              name: "write", argument: { type: "text", example: "Buy milk" }, from: ["newMemo"], summary: "set the draft",
              do: [{ set: "draft", to: "$arg" }],
            },
            {
              name: "preview", from: ["newMemo"], summary: "show the draft (it must not be empty)",
              do: [
                { refuse: "the draft is empty; 'write TEXT' first", unless: { notEmpty: "draft" } },
                { push: "preview" },
              ],
            },
            {
              name: "save", from: ["preview"], summary: "store the memo; the feature flow ends and the memo list shows",
              do: [{ add: "$draft", to: "memos" }, { end: "feature" }, { selectTab: "memos" }, "root"],
            },
            {
              name: "cancel", from: ["newMemo", "preview"],
              summary: "drop the draft; the feature flow ends and its screens leave the stack",
              do: [{ end: "feature" }],
            },
          ],

          // memo://new starts a memo on home; memo://TAB/ROUTE/ARG/... rebuilds that tab.
          links: [
            { path: "new", do: [{ reset: "home" }, { start: "feature" }] },
            { path: ":tab/*", do: [{ reset: { tab: "$tab", push: "*" } }] },
          ],
        }
        """#

    /// `examples/apps/steps.json5`.
    static let steps = #"""
        // The steps app of seed 000 as a definition: one coordinator over a flat path of screens,
        // root -> view2 -> ... -> view5, and from view5 back to the root. The built-in app
        // (`coordsh --app steps`) writes the same navigation in Swift, with a generic coordinator.
        {
          coordsh: 1,
          name: "steps-def",
          summary: "the steps app (seed 000) as a definition: one coordinator over a flat path",
          scheme: "steps",

          coordinators: [
            {
              name: "coordinator", stack: "root",
              role: "the article's generic Coordinator<Destination>: push, pop, popToView, popToRoot",
            },
          ],

          routes: [
            { name: "root", owner: "coordinator", summary: "the root view" },
            { name: "view2", owner: "coordinator", summary: "view 2" },
            { name: "view3", owner: "coordinator", summary: "view 3" },
            { name: "view4", owner: "coordinator", summary: "view 4" },
            { name: "view5", owner: "coordinator", summary: "view 5" },
          ],

          events: [
            {
              // Each screen's button: the screen reports the tap, the coordinator decides where it leads.
              name: "next", from: "coordinator",
              summary: "the screen's button: push the next view; on view5, pop to the root",
              cases: [
                { when: { screen: "root" }, do: [{ push: "view2" }] },
                { when: { screen: "view2" }, do: [{ push: "view3" }] },
                { when: { screen: "view3" }, do: [{ push: "view4" }] },
                { when: { screen: "view4" }, do: [{ push: "view5" }] },
                { when: { screen: "view5" }, do: ["root"] },
              ],
            },
          ],

          // steps://view2/view3 and steps://root/view2: the screens above the root, in order.
          links: [
            { path: "root/*", do: [{ reset: { push: "*" } }] },
            { path: "*", do: [{ reset: { push: "*" } }] },
          ],
        }
        """#

    /// `examples/apps/mvc.json5`.
    static let mvc = #"""
        // The mvc app of seed 002 as a definition: two controllers report to a coordinator, and two
        // interchangeable coordinators decide differently: push shows second by pushing it, modal by
        // presenting it. The built-in app (`coordsh --app mvc`) writes them as UIKit-style classes.
        {
          coordsh: 1,
          name: "mvc-def",
          summary: "the mvc app (seed 002) as a definition: swappable coordinators decide",
          scheme: "mvc",

          coordinators: [
            {
              name: "app", stack: "first",
              role: "the AppDelegate: holds the running coordinator strongly and the controllers",
              // One of these runs at a time; 'use push' and 'use modal' swap them.
              variants: {
                key: "coordinator",
                choices: [
                  { name: "push", coordinator: "pushCoordinator" },
                  { name: "modal", coordinator: "modalCoordinator" },
                ],
              },
            },
            { name: "pushCoordinator", parent: "app", role: "the article's coordinator: action pushes second" },
            { name: "modalCoordinator", parent: "app", role: "the same controllers, but action presents second" },
          ],

          routes: [
            { name: "first", owner: "app", summary: "FirstViewController, with an action button" },
            {
              // One controller, made lazily and reused: it cannot be on screen twice.
              name: "second", owner: "app", single: true,
              summary: "SecondViewController: one instance, made lazily, reused",
              onShow: [{ set: "secondController", to: "made" }],
            },
          ],

          data: {
            variables: [{ name: "secondController", initial: "not made yet" }],
          },

          events: [
            {
              name: "action", from: ["first"],
              summary: "the first controller's button: its coordinator shows second (push or modal)",
              cases: [
                { when: { variant: "push" }, do: [{ push: "second" }] },
                { when: { variant: "modal" }, do: [{ present: "second" }] },
              ],
            },
            {
              name: "use", argument: "variant", from: "app",
              summary: "swap the coordinator and start again at first, with the same controllers",
              do: [{ use: "$arg" }, "reset"],
            },
          ],

          // mvc://first starts again at first; mvc://first/second then shows second the running
          // coordinator's way.
          links: [
            { path: "first", do: ["reset"] },
            {
              path: "first/second",
              cases: [
                { when: { variant: "push" }, do: ["reset", { push: "second" }] },
                { when: { variant: "modal" }, do: ["reset", { present: "second" }] },
              ],
            },
          ],
        }
        """#

    /// `examples/apps/movies.json5`.
    static let movies = #"""
        // The movies app of seed 003 as a definition: a home page listing movies, and a detail page per
        // movie of a fixed catalogue. The built-in app (`coordsh --app movies`) writes it in Swift with a
        // Page enum and a build(page:) factory; the view models it makes are Swift objects, which a
        // definition does not describe.
        {
          coordsh: 1,
          name: "movies-def",
          summary: "the movies app (seed 003) as a definition: a movie list and a detail per movie",
          scheme: "movies",

          coordinators: [
            { name: "coordinator", stack: "home", role: "the article's Coordinator: the navigation path, push(page:)" },
          ],

          routes: [
            { name: "home", owner: "coordinator", summary: "the movie list", lists: "movies" },
            {
              name: "detail", owner: "coordinator", summary: "one movie",
              argument: { type: "item", of: "movies" },
            },
          ],

          data: {
            catalogues: [
              {
                name: "movies", item: "movie",
                items: [
                  { id: 7, title: "Seven Samurai", year: 1954 },
                  { id: 12, title: "Spirited Away", year: 2001 },
                  { id: 42, title: "The Hitchhiker's Guide to the Galaxy", year: 2005 },
                  { id: 101, title: "Arrival", year: 2016 },
                  { id: 2001, title: "2001: A Space Odyssey", year: 1968 },
                ],
              },
            ],
          },

          events: [
            {
              name: "tap", argument: { type: "item", of: "movies" }, from: ["home"],
              summary: "tap a movie in the list: its detail page is pushed",
              do: [{ push: "detail", argument: "$arg" }],
            },
          ],

          links: [
            { path: "home/*", do: [{ reset: { push: "*" } }] },
            { path: "*", do: [{ reset: { push: "*" } }] },
          ],
        }
        """#
}
