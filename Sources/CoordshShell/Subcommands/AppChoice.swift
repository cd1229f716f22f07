import CoordinatorKit

/// The app a subcommand runs: `--app NAME` (default memo) or `--app-file FILE`, read once and
/// shared by every session it starts.
struct AppChoice {
    let kind: AppKind
    /// The built-in apps, and the definition if one was read.
    let registry: AppRegistry

    /// Reads the app the options name. An unreadable file is reported and gives status 66; an
    /// invalid definition gives 65, with every problem.
    static func make(_ options: SubcommandOptions, err: FileOutput) -> Result<AppChoice, ExitStatus> {
        make(options).mapError { refusal in
            err.write(refusal.report)
            return ExitStatus(refusal.status)
        }
    }

    /// Reads the app the options name, or says why it cannot: an unreadable file, or an invalid
    /// definition with every problem.
    static func make(_ options: SubcommandOptions) -> Result<AppChoice, RunRefusal> {
        guard let file = options.appFile else {
            let kind = AppRegistry.builtIn(named: options.app ?? "memo") ?? AppRegistry.builtIns[0]
            return .success(AppChoice(kind: kind, registry: AppRegistry()))
        }
        do {
            let kind = try AppLoader(files: LocalFiles()).kind(from: file)
            var registry = AppRegistry()
            registry.add(kind)
            return .success(AppChoice(kind: kind, registry: registry))
        } catch .invalidDefinition(let errors) {
            return .failure(
                RunRefusal(
                    reason: .invalidDefinition, message: ShellError.invalidDefinition(errors).message,
                    report: errors.report + "\n"))
        } catch {
            return .failure(RunRefusal(unreadable: error.message))
        }
    }
}

/// An exit status as an error, for `Result`.
struct ExitStatus: Error, Equatable {
    let status: Int32

    init(_ status: Int32) {
        self.status = status
    }
}
