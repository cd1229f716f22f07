import CoordinatorKit

/// Why a subcommand ran nothing although its command line was accepted: a file it cannot read
/// (status 66) or an app definition with problems (65). Said on stderr; `coordsh test --junit`
/// also writes it as the report, so that a CI job never shows the last run's results for it.
struct RunRefusal: Error, Equatable {
    enum Reason: String {
        /// A script, a folder of scripts or the `--app-file` that cannot be read as one.
        case unreadableFile
        /// An `--app-file` with problems.
        case invalidDefinition
    }

    let reason: Reason
    /// What is wrong, as an `error:` line says it; an invalid definition's problems follow its
    /// first line, a line each.
    let message: String
    /// The whole text for stderr.
    let report: String

    /// A file that cannot be read, said `error: MESSAGE`.
    init(unreadable message: String) {
        self.init(reason: .unreadableFile, message: message, report: "error: \(message)\n")
    }

    init(reason: Reason, message: String, report: String) {
        self.reason = reason
        self.message = message
        self.report = report
    }

    var status: Int32 {
        switch reason {
        case .unreadableFile: Coordsh.Status.unreadableScript
        case .invalidDefinition: Coordsh.Status.invalidDefinition
        }
    }

    /// The message on one line, as a failing script's is put (the first of a definition's
    /// problems after it).
    var oneLineMessage: String { CommandFailure(.badArgument, message).oneLineMessage }
}
