import CoordinatorKit

// MARK: - How an event travels

extension DefinedApp {
    /// How an event travels, for the trace: from the root down to the owner of the screen that
    /// reported it (each coordinator on the way is passed it as running that owner), then, where
    /// that is not the coordinator that decides, up from each flow that does not decide it to its
    /// parent (as the memo app's feature flow hands `tab` to main).
    func recordPath(of event: String, screen: Route, in execution: Execution) {
        let owner = model.routes[screen.name.rawValue]?.owner
        var chain: [String] = []
        var current = owner
        while let name = current, name != model.root.name {
            chain.insert(name, at: 0)
            current = model.coordinators[name]?.parent
        }
        chain = chain.filter { execution.running.contains($0) }
        var from = model.root.name
        for name in chain {
            // A coordinator on the way to the owner is passed the event because it runs the owner;
            // the screen is the owner's, never that coordinator's.
            let reason =
                if let owner, owner != name {
                    "\(screen) is one of \(owner)'s screens, and \(owner) runs under \(name)"
                } else {
                    "\(screen) is one of \(name)'s screens"
                }
            trace.record(.passed(from, to: name, reason))
            from = name
        }
        let decider = execution.decider
        for (child, parent) in zip(chain.reversed(), chain.reversed().dropFirst() + [model.root.name]) {
            guard child != decider else { break }
            trace.record(.passed(child, to: parent, "'\(event)' is not one of \(child)'s events"))
        }
    }
}
