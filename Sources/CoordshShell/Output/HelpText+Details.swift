import CommandLanguage
import CoordinatorKit

// MARK: - One command or event

extension HelpText {
    func details(of info: CommandInfo) -> String {
        var lines = ["\(info.usage): \(info.summary)", paragraph(info.explanation)]
        if !info.aliases.isEmpty { lines.append(paragraph("Also: \(info.aliases.joined(separator: ", "))")) }
        if ["push", "present", "replace", "popto", "navigate"].contains(info.name) {
            lines.append(paragraph(routeList()))
        }
        if info.name == "open" {
            lines.append(paragraph("Links of the \(catalog.name) app: \(catalog.linkExamples.joined(separator: ", "))"))
        }
        lines.append(example(info.example.worked(in: catalog, situation: situation)))
        lines.append(paragraph("Fails when: \(info.failures)"))
        return lines.joined(separator: "\n")
    }

    /// The example line, or, when the command needs what the state lacks, the commands that
    /// give it first, one a line (to copy as they are), or when the command works. An example
    /// that fails from here all the same (an app's own rule) says why.
    private func example(_ example: WorkedExample) -> String {
        if let need = example.need, example.setup.isEmpty || tryExample(example.setup) != nil {
            return paragraph("Example (\(need.condition)): \(example.command)")
        }
        if let problem = tryExample(example.commands) {
            return paragraph("Example (it fails here: \(problem)): \(example.command)")
        }
        guard let need = example.need else { return paragraph("Example: \(example.command)") }
        return ([paragraph("Example, from here (\(need.missing)):")] + example.commands.map { "    " + $0 })
            .joined(separator: "\n")
    }

    func details(of event: EventSpec) -> String {
        let decider =
            catalog.decider(of: event) ?? Set(screenOwners(event.source)).sorted().joinedAsList(conjunction: "or")
        return [
            // A definition's event may have no summary: then its usage alone.
            event.summary.isEmpty ? event.usage : "\(event.usage): \(event.summary)",
            paragraph(
                "An app event: \(reporter(event.source)) reports it, and the \(decider) coordinator decides what happens."
            ),
            eventExample(event),
            paragraph(
                "Fails when: the visible screen does not emit it ("
                    + (catalog.emits(event, on: report.screen)
                        ? "\(report.screen), the visible screen now, emits it" : "it is \(report.screen) now") + ")"
                    + (event.argument.map { ", or \($0.placeholder) is not \($0.expectation)" } ?? "")
                    + (event.refusals.isEmpty
                        ? "" : ", or the app refuses it: " + event.refusals.joined(separator: "; or "))),
        ].joined(separator: "\n")
    }

    /// An event's example; where it does not work, the commands that get to where it does,
    /// one a line (to copy as they are), as an intent's example shows them.
    private func eventExample(_ event: EventSpec) -> String {
        let example = example(of: event)
        let reported = catalog.emits(event, on: report.screen)
        // Why it does not work here: the visible screen does not report it, or refuses it.
        let problem = reported ? tryExample([example]) : "\(report.screen) does not report it"
        guard let problem else { return paragraph("Example: \(example)") }
        switch wayThere(event, example) {
        case .commands(let way):
            return ([paragraph("Example, from here (\(problem)):")] + way.map { "    " + $0 }).joined(separator: "\n")
        case .notFound(let end) where !reported:
            // Too far for the search, or out of reach: the example says which, and why it fails here.
            return paragraph("Example (\(problem), and \(ExampleWay.searchPhrase(end))): \(example)")
        case .notFound, .notNeeded:
            return paragraph("Example (it fails here: \(problem)): \(example)")
        }
    }

    /// Who reports an event, as a phrase: `the login or signup screen`, `any main screen`.
    private func reporter(_ source: EventSpec.Source) -> String {
        switch source {
        case .screens: "the \(sourceDescription(source)) screen"
        case .flow: sourceDescription(source)
        }
    }

    private func screenOwners(_ source: EventSpec.Source) -> [String] {
        switch source {
        case .screens(let names): names.compactMap { catalog.route(named: $0.rawValue)?.owner }
        case .flow(let flow): [flow]
        }
    }

    /// The pushable routes by flow, then the ones only their coordinators show.
    private func routeList() -> String {
        let pushable = catalog.coordinators.compactMap { coordinator -> String? in
            let routes = catalog.routes.filter { $0.owner == coordinator.name && $0.placement == .pushable }
            guard !routes.isEmpty else { return nil }
            return routes.map(\.usage).joined(separator: ", ") + " (\(coordinator.name) flow)"
        }
        let others = catalog.routes.filter { $0.placement != .pushable }.map(\.name.rawValue)
        return "Pushable routes of the \(catalog.name) app: \(pushable.joined(separator: "; ")). Not pushable (roots, "
            + "and screens only their coordinator shows): " + others.joined(separator: ", ") + "."
    }

    /// The event with a value its argument accepts: `login alice`, `show 1` (a catalogue's first id).
    private func example(of event: EventSpec) -> String {
        event.argument.map { "\(event.name) \($0.exampleWord)" } ?? event.name
    }
}
