import CommandLanguage
import CoordinatorKit

/// The text of `:help` and `:help COMMAND`, built from the command reference and the app's
/// tables, so it always matches what the parser accepts.
struct HelpText {
    let catalog: AppCatalog
    let report: StateReport

    func text(for topic: String?) -> String {
        guard let topic else { return overview() }
        if let info = CommandReference.info(named: topic) { return details(of: info) }
        if let event = catalog.event(named: topic) { return details(of: event) }
        if let info = CommandReference.info(named: ":" + topic) { return details(of: info) }
        return overview()
    }

    // MARK: - The command list

    private func overview() -> String {
        var lines = ["Navigation intents (they act on the active stack):"]
        lines += CommandReference.navigation.map { row($0.usage, $0.summary) }
        lines.append("")
        lines.append(
            paragraph(
                "Events of the \(catalog.name) app, reported by screens; * marks those the visible screen (\(report.screen)) reports:",
                indent: 0))
        lines += catalog.events.map { event in
            let mark = catalog.emits(event, on: report.screen) ? "* " : "  "
            return row(mark + event.usage, "\(event.summary) (from \(sourceDescription(event.source)))")
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

    /// A usage and its summary in two columns; the summary wraps under itself.
    private func row(_ usage: String, _ summary: String) -> String {
        let column = 24
        let lead = "  " + usage
        let wrapped = Self.wrap(summary, width: Self.width - column)
        guard lead.count <= column - 2 else {
            return ([lead] + wrapped.map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
        }
        let first = lead + String(repeating: " ", count: column - lead.count) + (wrapped.first ?? "")
        return ([first] + wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(
            separator: "\n")
    }

    /// A paragraph indented by `indent` spaces and wrapped to the help's width.
    private func paragraph(_ text: String, indent: Int = 2) -> String {
        let pad = String(repeating: " ", count: indent)
        return Self.wrap(text, width: Self.width - indent).map { pad + $0 }.joined(separator: "\n")
    }

    /// Help lines stay within 80 columns, the narrowest terminal most people use.
    static let width = 80

    /// Splits `text` into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    private func sourceDescription(_ source: EventSpec.Source) -> String {
        switch source {
        case .screens(let names): names.map(\.rawValue).joinedAsList(conjunction: "or")
        case .flow(let flow): "any \(flow) screen"
        }
    }

    // MARK: - One command

    private func details(of info: CommandInfo) -> String {
        var lines = ["\(info.usage): \(info.summary)", paragraph(info.explanation)]
        if !info.aliases.isEmpty { lines.append(paragraph("Also: \(info.aliases.joined(separator: ", "))")) }
        if ["push", "present", "replace", "popto", "navigate"].contains(info.name) {
            lines.append(paragraph(routeList()))
        }
        if info.name == "open" {
            lines.append(paragraph("Links of the \(catalog.name) app: \(catalog.linkExamples.joined(separator: ", "))"))
        }
        lines.append(paragraph("Example: \(info.example)"))
        lines.append(paragraph("Fails when: \(info.failures)"))
        return lines.joined(separator: "\n")
    }

    private func details(of event: EventSpec) -> String {
        let owners = Set(screenOwners(event.source)).sorted().joined(separator: ", ")
        return [
            "\(event.usage): \(event.summary)",
            paragraph(
                "An app event: \(reporter(event.source)) reports it, and the \(owners) coordinator decides what happens."
            ),
            paragraph("Example: \(example(of: event))"),
            paragraph(
                "Fails when: the visible screen does not emit it (it is \(report.screen) now)"
                    + (event.argument.map { ", or \($0.placeholder) is not \($0.expectation)" } ?? "")),
        ].joined(separator: "\n")
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
