import DesignCheck

extension Subcommand {
    /// The text of `coordsh SUBCOMMAND --help`, in swift-argument-parser's layout, at most 80
    /// columns wide.
    var help: String {
        """
        OVERVIEW: \(overview)

        USAGE: \(usageLine)

        \(arguments)OPTIONS:
          --app <name>            The built-in app: \(AppRegistry().names.joined(separator: ", ")).
                                  (default: memo)
          --app-file <file>       The app defined in this file (JSON5).
        \(options)  -h, --help              Show help information.

        \(exitStatus)

        """
    }

    private var overview: String {
        switch self {
        case .test:
            """
            Run scripts as tests, each in a fresh session: a line per
              script (ok or FAIL, the time, the first failing line), then
              'N passed, M failed'. A script chooses its app with ':app NAME' or
              ':app load FILE' as a command. A script that runs no command fails
              (it would check nothing), and so does a ':quit' with commands
              after it (they would never run).
            """
        case .check:
            """
            Explore every state the app can reach from its start, breadth
              first, by every command it accepts; report each screen with the
              shortest path to it, events never accepted, traps, and broken
              rules, each with the shortest path to it.
            """
        case .paths:
            """
            Write test scripts that cover every screen (or every transition
              between screens) by shortest paths, with :expect lines after every
              step; run them with 'coordsh test DIR'.
            """
        }
    }

    private var arguments: String {
        guard self == .test else { return "" }
        return """
            ARGUMENTS:
              <script>                The scripts to run, each once; a folder runs
                                      the .coord files in it, by name. A script named
                                      like a subcommand runs as './test' or '-- test'.


            """
    }

    private var options: String {
        let bounds = """
              --depth <n>             Explore at most N commands deep, 1 to \(ExplorationBounds.maxDepth).
                                      (default: \(ExplorationBounds.defaultDepth))
              --states <n>            Keep at most N states, 1 to \(ExplorationBounds.maxStates).
                                      (default: \(ExplorationBounds.defaultStates))

            """
        switch self {
        case .test:
            return """
                  --junit <file>          Also write the results as JUnit XML, for CI.
                  --json                  One JSON object per script, then the totals.

                """
        case .check:
            return bounds + "  --json                  The report as one JSON object.\n"
        case .paths:
            return bounds + """
                  --cover <what>          screens or transitions. (default: screens)
                  --out <folder>          Write one script per path there (made if
                                          missing; refused if it holds other files),
                                          instead of printing them.
                  --force                 Write into a folder that holds other files,
                                          replacing scripts an earlier run wrote.

                """
        }
    }

    private var exitStatus: String {
        let common = """
            64 for a bad command line, 65 for an invalid app definition,
              66 for a file that cannot be read, 130 when Ctrl-C stopped it.
            """
        switch self {
        case .test:
            return "  Exit status: 0 when every script passed, 1 when one failed,\n  \(common)"
        case .check:
            return "  Exit status: 0 when nothing was found, 1 when something was,\n  \(common)"
        case .paths:
            return "  Exit status: 0 when the scripts were written, 1 when one could not be,\n  \(common)"
        }
    }
}
