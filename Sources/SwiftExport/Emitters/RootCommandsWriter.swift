import AppDefinitions

/// The root coordinator's commands: `perform`, `send`, `open` (and `select` for a tab bar), each
/// run on a copy of the state that is kept only when every step succeeded; then the coordinators
/// are brought in line with the state. A command kept until sign-in runs right after it.
struct RootCommandsWriter {
    let model: ExportModel
    let emitter: CoordinatorEmitter

    private var names: ExportNames { model.names }

    func write(_ root: CoordinatorDefinition, to writer: inout SwiftWriter) {
        let type = names.coordinatorType(root.name)
        let hasChildren = !emitter.held(by: root).isEmpty
        let scheme = model.definition.scheme
        writer.line("// MARK: - Commands")
        writer.line()
        writer.block("extension \(type)") { writer in
            writer.lines(
                """
                /// Applies a navigation intent to the active stack: `push`, `pop`, `back`, ...
                public func perform(_ intent: Intent) throws(NavigationError) {
                    try run { state throws(NavigationError) in try state.perform(intent) }
                }

                /// Hands an event the visible screen reports to the coordinator that owns that screen.
                public func send(_ event: Event) throws(NavigationError) {
                    try run { state throws(NavigationError) in try deliver(event, in: &state) }
                }

                /// Opens a deep link, such as `\(model.catalog.linkExamples.first ?? scheme + "://...")`.
                public func open(_ url: String) throws(NavigationError) {
                    try run { state throws(NavigationError) in try open(url, in: &state) }
                }
                """)
            if model.hasTabs {
                writer.line()
                writer.lines(
                    """
                    /// What a tab bar does when the user taps a tab: selects it; tapping the selected tab pops
                    /// it to its root.
                    public func select(_ tab: Tab) throws(NavigationError) {
                        try run { state throws(NavigationError) in try state.selectTab(tab) }
                    }
                    """)
            }
            writer.line()
            writer.doc(
                "Runs a command on a copy of the state and keeps the copy only when every step succeeded; then "
                    + "brings the coordinators in line with it.")
            writer.block(
                "private func run(_ command: (inout AppState) throws(NavigationError) -> Void) throws(NavigationError)"
            ) { writer in
                writer.line("var draft = state")
                writer.line("draft.started = []")
                if model.hasPending { writer.line("let wasSignedOut = draft.user == nil") }
                writer.line("try command(&draft)")
                if model.hasFlows { writer.line("draft.releaseFlowsWithoutScreens()") }
                if model.hasPending {
                    writer.block("if wasSignedOut, draft.user != nil, let kept = draft.pending") { writer in
                        writer.line("runKept(kept, in: &draft)")
                    }
                }
                writer.line("state = draft")
                if hasChildren { writer.line("sync(with: draft)") }
            }
            writer.line()
            writer.lines(
                """
                /// Checks that the visible screen reports `event`, then hands it to the coordinator that owns
                /// that screen; each reports what it does not decide to the one that holds it.
                private func deliver(_ event: Event, in state: inout AppState) throws(NavigationError) {
                    let screen = state.visibleScreen
                    guard event.isReported(by: screen.name) else { throw .eventNotHere(event: event.name, visible: screen) }
                    try coordinator(owning: screen.name.owner).handle(event, in: &state)
                }

                /// The running coordinator `owner`, or the nearest running one above it.
                private func coordinator(owning owner: CoordinatorName) -> any Coordinating {
                    var current: CoordinatorName? = owner
                    while let name = current {
                        if let found = Self.find(name, in: self) { return found }
                        current = name.parent
                    }
                    return self
                }

                private static func find(_ name: CoordinatorName, in node: any Coordinating) -> (any Coordinating)? {
                    if node.name == name { return node }
                    for child in node.children {
                        if let found = find(name, in: child) { return found }
                    }
                    return nil
                }
                """)
            writer.line()
            writeOpen(to: &writer)
            if model.hasPending {
                writer.line()
                writeRunKept(to: &writer)
            }
        }
    }

    private func writeOpen(to writer: inout SwiftWriter) {
        writer.doc("Reads a link with the design's patterns and runs the matching pattern's effects.")
        writer.block("private func open(_ url: String, in state: inout AppState) throws(NavigationError)") { writer in
            guard model.hasLinks else {
                writer.line("_ = try DeepLinkURL(url)")
                writer.line("throw .badLink(url, reason: \"the app has no deep links\")")
                return
            }
            writer.line("do {")
            writer.indented { writer in
                writer.line("let link = try DeepLink(url)")
                if let gate = model.gate, gate.keepsLinks, let signedIn = gate.signedIn {
                    writer.block("if state.user == nil") { writer in
                        writer.comment("Signed out: the link is checked now and opens right after the next sign-in.")
                        writer.line("try checkKept(link, in: state)")
                        writer.line("state.keepUntilSignIn(.link(link.url))")
                        writer.line("return")
                    }
                    _ = signedIn
                }
                writer.line("try handle(link, in: &state)")
            }
            writer.line("} catch .noSuchItem(let route, let ids) {")
            writer.indented { writer in
                writer.comment("An id the catalogue does not have: not found, as in a command.")
                writer.line("let known = ids.map(String.init).joined(separator: \", \")")
                writer.line("throw .unknownIDInLink(url, reason: \"\\(route) is not one of the ids \\(known)\")")
            }
            writer.line("} catch .badArgument(let owner, let given, let expected) {")
            writer.indented { writer in
                writer.comment("In a link, a bad argument is a bad link, as in coordsh.")
                writer.line("let error = NavigationError.badArgument(owner: owner, given: given, expected: expected)")
                writer.line("throw .badLink(url, reason: error.description)")
            }
            writer.line("}")
        }
        guard let gate = model.gate, gate.keepsLinks, let signedIn = gate.signedIn, model.hasLinks else { return }
        writer.line()
        writer.doc(
            "A link kept while signed out opens under \(signedIn): what it pushes must be screens \(signedIn) pushes, "
                + "checked now, so that a bad link is refused when it is opened.")
        writer.block("private func checkKept(_ link: DeepLink, in state: AppState) throws(NavigationError)") { writer in
            writer.block(
                "for route in link.routes where !route.name.isPushableByHand || route.name.owner != .\(names.coordinator(signedIn))"
            ) { writer in
                writer.line(
                    "throw .badLink(link.url, reason: \"\\(route.name.rawValue) is not a screen \(signedIn) can push\")"
                )
            }
            writer.line("guard link.routes.count < Navigation.maxDepth else { throw .linkTooDeep(link.url) }")
            writer.line("for route in link.routes { try state.checkShowable(route, replacing: nil) }")
        }
    }

    private func writeRunKept(to writer: inout SwiftWriter) {
        writer.doc(
            "After a sign-in, the command kept until then runs. If it cannot run now, it is dropped, and the "
                + "sign-in stands.")
        writer.block("private func runKept(_ command: PendingCommand, in state: inout AppState)") { writer in
            writer.line("state.dropPending()")
            writer.line("var attempt = state")
            writer.line("do {")
            writer.indented { writer in
                writer.block("switch command") { writer in
                    if model.keepsLinks { writer.line("case .link(let url): try open(url, in: &attempt)") }
                    if model.keepsEvents {
                        writer.line("case .event(let event):")
                        writer.indented { writer in
                            if !emitter.held(by: model.root).isEmpty {
                                writer.comment("The coordinators the sign-in started decide it: make them now.")
                                writer.line("sync(with: attempt)")
                            }
                            writer.line("try deliver(event, in: &attempt)")
                        }
                    }
                }
                if model.hasFlows { writer.line("attempt.releaseFlowsWithoutScreens()") }
                writer.line("state = attempt")
            }
            writer.line("} catch {")
            writer.indented { $0.comment("It could not run in this state: it is dropped.") }
            writer.line("}")
        }
    }
}
