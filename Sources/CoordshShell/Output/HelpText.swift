import CommandLanguage
import CoordinatorKit

/// The text of `:help` and `:help COMMAND`, built from the command reference and the app's
/// tables, so it always matches what the parser accepts.
struct HelpText {
    let catalog: AppCatalog
    let report: StateReport

    func text(for topic: String?) -> String {
        guard let topic else { return overview() }
        if let info = CommandReference.info(named: topic) ?? CommandReference.info(named: ":" + topic) {
            return details(of: info)
        }
        if let event = catalog.event(named: topic) {
            return details(of: event)
        }
        return overview()
    }

    // MARK: - The command list

    private func overview() -> String {
        var lines = ["Navigation intents (they act on the active stack):"]
        lines += CommandReference.navigation.map { row($0.usage, $0.summary) }
        lines.append("")
        lines.append(
            "Events of the \(catalog.name) app (the visible screen is \(report.screen); * marks the ones it emits):")
        lines += catalog.events.map { event in
            let mark = emitsHere(event) ? "* " : "  "
            return row(mark + event.usage, "\(event.summary) [from \(sourceDescription(event.source))]")
        }
        lines.append("")
        lines.append("Shell commands:")
        lines += CommandReference.shell.map { info in
            let aliases = info.aliases.isEmpty ? "" : " (also \(info.aliases.joined(separator: ", ")))"
            return row(info.usage, info.summary + aliases)
        }
        lines.append("")
        lines.append("Type ':help COMMAND' for what a command does, an example and when it fails.")
        return lines.joined(separator: "\n")
    }

    private func row(_ usage: String, _ summary: String) -> String {
        let padded = usage.count < 22 ? usage + String(repeating: " ", count: 22 - usage.count) : usage + "  "
        return "  " + padded + summary
    }

    private func emitsHere(_ event: EventSpec) -> Bool {
        switch event.source {
        case .screens(let names): names.contains(report.screen.name)
        case .flow(let flow):
            catalog.spec(of: report.screen).map { catalog.coordinator($0.owner, isWithin: flow) } ?? false
        }
    }

    private func sourceDescription(_ source: EventSpec.Source) -> String {
        switch source {
        case .screens(let names): names.map(\.rawValue).joined(separator: ", ")
        case .flow(let flow): "any \(flow) screen"
        }
    }

    // MARK: - One command

    private func details(of info: CommandInfo) -> String {
        var lines = ["\(info.usage): \(info.summary)", "  \(info.explanation)"]
        if !info.aliases.isEmpty { lines.append("  Also: \(info.aliases.joined(separator: ", "))") }
        if ["push", "present", "replace", "popto"].contains(info.name) {
            lines.append("  Routes of the \(catalog.name) app: \(routeList())")
        }
        if info.name == "open" {
            lines.append("  Links of the \(catalog.name) app: \(catalog.linkExamples.joined(separator: ", "))")
        }
        lines.append("  Example: \(info.example)")
        lines.append("  Fails when: \(info.failures)")
        return lines.joined(separator: "\n")
    }

    private func details(of event: EventSpec) -> String {
        let owners = Set(screenOwners(event.source)).sorted().joined(separator: ", ")
        return [
            "\(event.usage): \(event.summary)",
            "  An app event: the \(sourceDescription(event.source)) screen reports it, and the \(owners) coordinator decides what happens.",
            "  Example: \(example(of: event))",
            "  Fails when: the visible screen does not emit it (it is \(report.screen) now)"
                + (event.argument.map { ", or the \($0.label) is not \($0.expectation)" } ?? ""),
        ].joined(separator: "\n")
    }

    private func screenOwners(_ source: EventSpec.Source) -> [String] {
        switch source {
        case .screens(let names): names.compactMap { catalog.route(named: $0.rawValue)?.owner }
        case .flow(let flow): [flow]
        }
    }

    private func routeList() -> String {
        catalog.routes.map { route in
            switch route.placement {
            case .pushable: "\(route.usage) (\(route.owner))"
            case .root, .tabRoot, .flowOnly: "\(route.usage) (\(route.owner), not pushable)"
            }
        }.joined(separator: ", ")
    }

    private func example(of event: EventSpec) -> String {
        guard let argument = event.argument else { return event.name }
        switch argument.kind {
        case .integer: return "\(event.name) 42"
        case .text: return "\(event.name) \"Buy milk\""
        case .userName: return "\(event.name) alice"
        case .choice(let choices): return "\(event.name) \(choices.last ?? "")"
        }
    }
}
