import CommandLanguage
import CoordinatorKit

/// The text of `:help`: a one-screen overview, the topics it points to (`help intents`,
/// `help events`, `help shell`, `help definition`) and one command's help
/// (`HelpText+Details.swift`). It is built from the command reference and the app's tables, so
/// it always matches what the parser accepts; the definition format (`HelpText+Definition.swift`)
/// is held to the reader's lists by a test.
struct HelpText {
    let catalog: AppCatalog
    let report: StateReport
    /// Where the user is, so that examples work there: the navigation, undo, the tour.
    let situation: ExampleSituation
    /// Why an example's commands fail from here, tried on a copy of the app; `nil` when they
    /// work (or cannot be tried).
    var tryExample: ([String]) -> String? = { _ in nil }
    /// The commands that take the app from here to where an event's example succeeds, as
    /// typed, the example last; or that it works here, or why no short way was found.
    var wayThere: (EventSpec, String) -> ExampleWay = { _, _ in .notNeeded }

    func text(for topic: String?) -> String {
        guard let topic else { return overview() }
        if let info = CommandReference.info(named: topic) { return details(of: info) }
        if let event = catalog.event(named: topic) { return details(of: event) }
        if let info = CommandReference.info(named: ":" + topic) { return details(of: info) }
        switch HelpTopic(named: topic) {
        case .intents?: return intents()
        case .events?: return events()
        case .shell?: return shellCommands()
        case .definition?: return Self.definitionFormat
        case nil: break
        }
        if let designTopic = DesignTopic.named(topic) {
            return (["\(designTopic.name): \(designTopic.summary)"] + designTopic.paragraphs.map { paragraph($0) })
                .joined(separator: "\n")
        }
        return overview()
    }

    // MARK: - The overview

    /// What fits one screen: every intent and shell command by name, the events the visible
    /// screen reports, and where to read more.
    private func overview() -> String {
        let screen = report.screen
        let emitted = catalog.events(emittedOn: screen).map(\.usage)
        var lines = [paragraph("The \(catalog.name) app: \(catalog.summary).", indent: 0)]
        lines.append(
            paragraph(
                "Screens report events; coordinators decide where the user goes. The visible screen is \(screen).",
                indent: 0))
        lines.append("")
        lines.append("Intents, on the active stack ('help intents'):")
        lines.append(paragraph(CommandReference.navigation.map(\.usage).joined(separator: ", ")))
        let all = catalog.events.count
        if emitted.isEmpty {
            let pointer = all == 1 ? "the app's one event" : "all \(all)"
            lines.append("Events: \(screen) reports none now ('help events' for \(pointer)).")
        } else {
            // Every event of the app, here: help says what each does; else how many more there are.
            let pointer = emitted.count == all ? "what each does" : "all \(all) of the app"
            lines.append("Events \(screen) reports now ('help events' for \(pointer)):")
            lines.append(paragraph(emitted.joined(separator: ", ")))
        }
        lines.append("Shell commands ('help shell'):")
        lines.append(paragraph(CommandReference.shell.map(\.name).joined(separator: " ")))
        // The subcommands that test a design have topics of their own, which nothing else names.
        lines.append(
            paragraph(
                "Testing a design, from the system shell: "
                    + DesignTopic.all.map { "help \($0.name)" }.joinedAsList() + ".", indent: 0))
        lines.append(
            "Your own app, as a file for --app-file: 'help \(HelpTopic.definition.rawValue)' shows the format.")
        lines.append("")
        lines.append(
            paragraph(
                "'help COMMAND' explains one command, with an example: help push, help :undo"
                    + (catalog.events.first.map { ", help \($0.name)" } ?? "") + ".", indent: 0))
        lines.append("New to coordinators? ':tour' teaches the pattern, one checked lesson at a time.")
        return lines.joined(separator: "\n")
    }

    // MARK: - Topics

    private func intents() -> String {
        var lines = ["Navigation intents (they act on the active stack):"]
        lines += CommandReference.navigation.map { row($0.usage, $0.summary) }
        lines.append("")
        lines.append(
            paragraph("The active stack is the top modal's, else the selected tab's, else the only one.", indent: 0))
        lines.append("Type 'help COMMAND' for what an intent does, an example and when it fails.")
        return lines.joined(separator: "\n")
    }

    private func events() -> String {
        var lines = [
            paragraph(
                "Events of the \(catalog.name) app, reported by screens; * marks those the visible screen (\(report.screen)) reports:",
                indent: 0)
        ]
        lines += catalog.events.map { event in
            let mark = catalog.emits(event, on: report.screen) ? "* " : "  "
            return row(mark + event.usage, "\(event.summary) (from \(sourceDescription(event.source)))", indent: 0)
        }
        if catalog.events.isEmpty { lines.append("  (none)") }
        lines.append("")
        lines.append("Type 'help EVENT' for who reports it and which coordinator decides.")
        return lines.joined(separator: "\n")
    }

    private func shellCommands() -> String {
        var lines = ["Shell commands:"]
        lines += CommandReference.shell.map { info in
            let aliases = info.aliases.isEmpty ? "" : " (also \(info.aliases.joined(separator: ", ")))"
            return row(info.usage, info.summary + aliases)
        }
        lines.append("")
        lines.append("Subcommands, run from the system shell (':help check' says more):")
        lines += DesignTopic.all.map { row($0.name, $0.summary) }
        lines.append("")
        lines.append("Type ':help COMMAND' for what a command does, an example and when it fails.")
        return lines.joined(separator: "\n")
    }

    // MARK: - Layout

    /// A usage and its summary in two columns; the summary wraps under itself.
    func row(_ usage: String, _ summary: String, indent: Int = 2) -> String {
        let column = 24
        let lead = String(repeating: " ", count: indent) + usage
        let wrapped = Self.wrap(summary, width: Self.width - column)
        guard lead.count <= column - 2 else {
            return ([lead] + wrapped.map { String(repeating: " ", count: column) + $0 }).joined(separator: "\n")
        }
        let first = lead + String(repeating: " ", count: column - lead.count) + (wrapped.first ?? "")
        return ([first] + wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }).joined(
            separator: "\n")
    }

    /// A paragraph indented by `indent` spaces and wrapped to the help's width.
    func paragraph(_ text: String, indent: Int = 2) -> String {
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

    func sourceDescription(_ source: EventSpec.Source) -> String {
        switch source {
        case .screens(let names): names.map(\.rawValue).joinedAsList(conjunction: "or")
        case .flow(let flow): "any \(flow) screen"
        }
    }
}
