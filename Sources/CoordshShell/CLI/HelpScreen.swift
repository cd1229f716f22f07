/// The text of `coordsh --help`, in swift-argument-parser's layout.
enum HelpScreen {
    static let usageLine = "coordsh [<options>] [<script> ...]"

    static var text: String {
        """
        OVERVIEW: coordsh, the Coordinator-pattern shell. Type navigation commands
        (push detail 42, pop, login alice) and watch a tree of coordinators decide
        where the app goes. New to the pattern? Start with --tour.

        USAGE: \(usageLine)

        ARGUMENTS:
          <script>                Script files to run in order; '-' reads stdin. Without
                                  scripts, a terminal gets the interactive prompt and
                                  anything else on stdin runs as a script.

        SUBCOMMANDS (first, before any option):
          test                    Run scripts as tests, each in a fresh session
                                  (JUnit XML for CI with --junit).
          check                   Explore every state the app can reach; report
                                  unreachable screens, traps and broken rules.
          paths                   Write test scripts that reach every screen.
          export swift            Write a Swift package of the app's coordinators,
                                  with tests that replay coordsh's scripts.
          See 'coordsh <subcommand> --help'.

        OPTIONS:
          --app <name>            The built-in app to run: \(AppRegistry().names.joined(separator: ", ")).
                                  (default: memo)
          --app-file <file>       Run the app defined in this file (JSON5; see the
                                  README's "Model your own app").
          -c <command>            Run this command before any script, then exit;
                                  repeatable.
          -i                      Enter the interactive session after the scripts.
          --json                  Print one JSON object per command line (JSON Lines).
          --echo                  Print each command, prefixed '> ', before its output.
          --quiet                 Print only errors, and the final state once at the
                                  end.
          --bail                  Stop at the first failure.
          --trace                 Start with trace on: after each intent and event, how
                                  it travelled through the coordinator tree.
          --tour                  Start with the guided tour: lessons on the coordinator
                                  pattern, each with a goal coordsh checks (':tour').
          --color <when>          Colour: auto, always or never. auto colours a terminal
                                  unless NO_COLOR is set or TERM is dumb. (default:
                                  auto)
          --history <file>        The interactive history file. (default:
                                  $COORDSH_HISTORY, else ~/.coordsh_history; an empty
                                  path or /dev/null turns history off)
          --no-history            Keep no history file.
          --version               Show the version.
          -h, --help              Show help information.

          Exit status: 0 when every command succeeded, 1 when a command or an :expect
          failed, 64 for a bad command line, 65 for an invalid app definition, 66 for
          a script or definition that cannot be read, 130 when Ctrl-C stopped a script
          (143 SIGTERM, 129 SIGHUP), 141 when stdout was closed by its reader (| head).

        """
    }
}
