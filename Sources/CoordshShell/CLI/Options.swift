/// The command-line flags (SPEC 1).
struct Options: Equatable {
    enum Color: String, CaseIterable {
        case auto, always, never
    }

    var app = "memo"
    /// `--app-file FILE`: an app definition to run instead of a built-in app.
    var appFile: String?
    var json = false
    var echo = false
    var quiet = false
    var bail = false
    /// `--trace`: start with trace on.
    var trace = false
    /// `--tour`: start with the tour's list of lessons.
    var tour = false
    var color = Color.auto
    /// `-c` commands, in order.
    var commands: [String] = []
    /// Script paths, in order; `-` is stdin.
    var scripts: [String] = []
    /// How many of `scripts` came before `--` (all of them without one): a path after it is a
    /// script's even when it is named like a subcommand.
    var scriptsBeforeDashes = Int.max
    /// `-i`: the interactive session after the scripts.
    var interactiveAfterScripts = false
    /// `--history FILE` or `--no-history`.
    var history = HistoryOption.default
}

/// What the command line asks for.
enum Invocation: Equatable {
    case run(Options)
    case help
    case version
}
