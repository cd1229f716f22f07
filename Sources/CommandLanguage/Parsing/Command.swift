import CoordinatorKit

/// A parsed command line: what the user asked for, with every name and argument checked
/// against the app's tables.
public enum Command: Hashable, Sendable {
    /// A navigation intent (SPEC 2.1).
    case intent(NavigationIntent)
    /// An app event that the visible screen reports (SPEC 2.2).
    case event(AppEvent)
    /// A command for the shell itself (SPEC 2.3).
    case shell(ShellCommand)
}

/// The shell's own commands, written with a leading `:`.
public enum ShellCommand: Hashable, Sendable {
    /// `:help [TOPIC]`.
    case help(topic: String?)
    /// `:state`.
    case state
    /// `:expect WHAT VALUE`.
    case expect(Expectation)
    /// `:apps`: the built-in apps.
    case apps
    /// `:app NAME`: switch to another app, started afresh.
    case app(String)
    /// `:app load FILE`: read an app definition and run it, started afresh.
    case loadApp(String)
    /// `:echo TEXT`: print the text (narration in scripts).
    case echo(String)
    /// `:tree`: the live coordinator tree.
    case tree
    /// `:trace on|off`: show how each command travels through the tree.
    case trace(Bool)
    /// `:routes`: the app's route table.
    case routes
    /// `:graph [dot|mermaid]`: the app's navigation graph.
    case graph(GraphFormat)
    /// `:undo [N]`: step the whole state back N commands.
    case undo(Int)
    /// `:redo [N]`: step forward again after an undo.
    case redo(Int)
    /// `:history`: the commands of this session, numbered.
    case history
    /// `:reset`: the app afresh.
    case reset
    /// `:save FILE`: the whole session state as JSON.
    case save(String)
    /// `:load FILE`: a saved session state.
    case load(String)
    /// `:source FILE`: run a script here.
    case source(String)
    /// `:tour [N|next|off]`: the guided tour.
    case tour(TourRequest)
    /// `:hint`: a hint for the tour's current step.
    case hint
    /// `:record FILE`, `:record off`, `:record`: record the commands typed as a test script.
    case record(RecordRequest)
    /// `:quit`, `:q`, `quit`, `exit`.
    case quit
}

/// What `:tour` asks for.
public enum TourRequest: Hashable, Sendable {
    /// `:tour`: the list of lessons, with those finished marked.
    case list
    /// `:tour N`: start lesson N (from 1; the session checks that it exists).
    case start(Int)
    /// `:tour next`: start the next lesson not finished.
    case next
    /// `:tour off`: leave the tour.
    case off

    /// The words `:tour` takes with `lessonCount` lessons: `next`, `off`, `1` ... `lessonCount`.
    public static func words(lessonCount: Int) -> [String] {
        ["next", "off"] + (0..<lessonCount).map { String($0 + 1) }
    }
}

/// What `:record` asks for.
public enum RecordRequest: Hashable, Sendable {
    /// `:record`: say whether a recording runs, and where to.
    case status
    /// `:record FILE`: record from now on into FILE.
    case start(String)
    /// `:record off`: stop, and write the file.
    case stop
}

/// What an `:expect` line asserts about the state, or about the previous command.
public enum Expectation: Hashable, Sendable {
    case screen(Route)
    case stack([Route])
    /// A tab name, or `nil` for `none`.
    case tab(String?)
    /// A user name, or `nil` for `none`.
    case user(String?)
    case modals(Int)
    /// The stack of the modal at this position, counted from 1 at the lowest (as output shows
    /// `modal 1: ...`), root first.
    case modal(Int, [Route])
    case coordinators([String])
    /// The previous command failed (with this code, if given).
    case error(ErrorCode?)
    /// A key of the app's data, as the state shows it (a definition's variable or collection,
    /// memo's draft), with the value expected as written: `:expect sum 50`, or with the form's
    /// word, `:expect data sum 50` (`named`). The key, and the value (`nil` when none was
    /// written; `""` for an empty text, `:expect draft ""`), are checked when the line runs: which keys the state has depends on the app and
    /// on its state, not on the parser's tables; a word that is no key may be a misspelt form.
    /// Indirect: the rare form keeps every command as small as it was.
    /// `quoted`: the value is one word in quotes, a text (`"none"` is the text, `none` no value).
    indirect case data(key: String, value: String?, named: Bool, quoted: Bool = false)
}

/// The notations `:graph` writes.
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
    /// Graphviz's DOT language.
    case dot
    /// A Mermaid flowchart.
    case mermaid
}
