// MARK: - help definition

extension HelpText {
    /// `help definition`: what a newcomer needs to write an app definition, in two screens: every
    /// key, argument type, effect and condition the reader accepts, each in its shape (a test
    /// holds it to the reader's lists, `DefinitionVocabulary`), a small example that loads as it
    /// is, and where the full reference is. `?` marks what may be left out.
    static let definitionFormat = """
        definition: the app definition format, to model your own app's navigation
          A JSON5 file (JSON with comments, unquoted keys, trailing commas). Run it
          with coordsh --app-file FILE, or ':app load FILE' here; explore every
          state it reaches with coordsh check --app-file FILE. Full reference:
          README, "The definition format"; examples: examples/apps/*.json5.

        Top level: { coordsh?: 1, name, summary?, scheme?, users?, coordinators,
          routes, events?, links?, data? }   (? marks a key that may be left out)
          users: {}                  users sign in, and the state has 'user'
            { signedOut: C, signedIn: C, keepLinks?: true }   a sign-in gate
            names: { minLength, maxLength, letters, digits, symbols }   user names
        Coordinators: { name, parent?, role?, startedBy?: TEXT } and what it owns:
          stack: ROUTE               the root: one stack with that root
          tabs: [{ name, root }]     the root: a tab bar, the first tab selected
          start: ROUTE               a child flow of its parent, run by { start: NAME }
          modal: true                with start: shown in a modal of its own
          variants: { key, choices: [{ name, coordinator }] }   one child at a time
          variables: [{ name, initial }]   a flow's own, while it runs
        Routes: { name, owner, argument?, summary?, pushable?: false, single?: true,
          lists?: COLLECTION, onShow?: [{ set: VAR, to: VALUE }] }
        Arguments (of routes and events): "integer", "text", "user", "tab", "variant",
          { type: "choice", values: ["small", "large"] }, { type: "item", of: NAME },
          or any as { type: "text", label?: "title", example?: "Pea soup" }
        Events: { name, from, argument?, summary?, do: [EFFECT, ...] }
          from: ["home"] (those screens) or "main" (any screen of that coordinator)
          cases: [{ when: CONDITION, do: [...] }, ..., { do: [...] }] instead of do
        Links: { path: "memos/detail/:id", query?: ["ref", "src?"], do | cases }
          ':id' binds $id; a last '*' matches routes (open SCHEME://PATH opens one)
        Data: { variables: [{ name, initial }], collections: [{ name, item,
          perUser?, of? }], catalogues: [{ name, item, items: [{ id, ... }] }] }

        Effects (do: [...]) run in turn; if one fails, nothing changes:
          { push: ROUTE, argument?: VALUE }   show a screen; the same shape:
            { present: ROUTE }, { replace: ROUTE }, { popTo: ROUTE }
          "pop", { pop: N }, "root", "dismiss", "dismissAll"   as the intents
          { selectTab: TAB }                   select a tab
          "reset", { reset: TAB }, { reset: { tab?, push: "*" } }   back to a root
          { start: FLOW }, { end: FLOW }       start a child flow, end one
          { use: VARIANT }                     swap the running variant
          { signIn: USER }, "signOut"          sign in, out (a gate swaps its flows)
          { signInFirst: [EFFECT, ...] }       signed out: run these, keep the command
          "dropPending"                        forget the kept command
          { set: VAR, to: VALUE }, { clear: VAR_OR_COLLECTION }
          { add: VALUE, to: COLLECTION }       add an item (ids 1, 2, 3, ...)
          { refuse: "MESSAGE", unless: CONDITION }   fail with MESSAGE (or if: C)
        Conditions: "noModal", "signedIn", "signedOut", { notEmpty: VAR },
          { empty: VAR }, { screen: ROUTE }, { tab: TAB }, { variant: NAME },
          { running: COORDINATOR }, { onStack: ROUTE }, { not: C }, { all: [C, ...] },
          { any: [C, ...] }   (VAR: a variable, or a collection)
        Values: a number or a text; "$arg" the event's argument; "$screen" the
          visible screen's; "$NAME" a variable or a link's parameter; "$user" the
          signed-in user, in a refuse message only; "$$..." a text that starts with $

        Example, notes.json5: in it, try 'show 3' and 'open notes://note/3'
          { name: "notes", coordinators: [{ name: "app", stack: "list" }],
            routes: [{ name: "list", owner: "app" },
              { name: "note", owner: "app", argument: "integer" }],
            events: [{ name: "show", argument: "integer", from: ["list"],
              do: [{ push: "note", argument: "$arg" }] }],
            links: [{ path: "note/:id", do: [{ push: "note", argument: "$id" }] }] }
        """
}
