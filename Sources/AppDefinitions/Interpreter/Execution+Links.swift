import CoordinatorKit

// MARK: - Deep links

extension Execution {
    /// Opens a deep link: reads it with the definition's patterns, then runs the pattern's
    /// effects. Behind a sign-in gate that keeps links, a link opened signed out is checked and
    /// kept, and opens right after the next sign-in.
    func open(_ url: DeepLinkURL) throws {
        let match = try LinkMatcher(model: model).match(url)
        parameters = match.parameters
        linkRoutes = match.routes
        isLink = true
        command = .link(match.canonical)
        if let gate = model.gate, gate.keepsLinks, state.user == nil {
            try checkKeptRoutes(match)
            trace.record(
                .handled(model.root.name, "signed out: keeps \(match.canonical) until the next \(model.signInWord)"))
            state.pending = .link(match.canonical)
            notes.append("signed out: \(match.canonical) will open right after the next \(model.signInWord)")
            return
        }
        let owner = navigationOwner
        deciding = owner
        trace.record(.passed(model.root.name, to: owner, "\(owner) owns the stacks the link names"))
        do {
            try run(match.link.handler, for: "open \(url.text)")
        } catch var failure as EffectFailure {
            if case DefinedAppError.flowNotRunning(let flow) = failure.failure {
                // Said about the link, with the way to start the flow, as an event of the flow says it.
                throw DeepLinkError.flowNotRunning(
                    url.text, flow: flow, startedBy: catalog.coordinator(named: flow)?.startedBy)
            }
            failure.command = .link(
                match.link.pattern.description, at: model.definition.links.firstIndex(of: match.link))
            throw failure
        }
    }

    /// A link kept while signed out runs under the signed-in flow: its routes must be ones that
    /// flow can push, checked now, so that a bad link is refused when it is typed.
    private func checkKeptRoutes(_ match: LinkMatcher.Match) throws {
        guard let owner = model.gate?.signedIn else { return }
        let pushable = catalog.pushableRoutes(onStackOf: owner)
        for route in match.routes where !pushable.contains(where: { $0.name == route.name }) {
            throw DeepLinkError.unexpectedSegment(
                match.canonical, segment: route.name.rawValue,
                expected: "a screen \(owner) can push: \(pushable.map(\.name.rawValue).joinedAsList(conjunction: "or"))"
            )
        }
        guard match.routes.count < Navigation.maxDepth else { throw DeepLinkError.tooDeep(match.canonical) }
        for route in match.routes { try checkShowable(route, replacing: nil) }
    }
}
