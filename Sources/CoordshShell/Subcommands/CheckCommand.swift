import CoordinatorKit
import DesignCheck

/// `coordsh check`: explores every state the app can reach, breadth first, and reports what it
/// found (human, or one JSON object with `--json`). Exit 0 when nothing was found, 1 otherwise,
/// 130 when Ctrl-C stopped it (the report of what was explored is printed still).
struct CheckCommand {
    let options: SubcommandOptions

    func run(out: FileOutput, err: FileOutput) -> Int32 {
        let choice: AppChoice
        switch AppChoice.make(options, err: err) {
        case .success(let made): choice = made
        case .failure(let status): return status.status
        }
        Interrupts.install()
        let started = Clock.now
        let explorer = Explorer(bounds: options.bounds, shouldStop: { _ in Interrupts.stopRequested })
        let exploration = explorer.explore(choice.kind)
        let report = CheckReport(exploration, seconds: Clock.now - started)
        out.write(options.json ? report.json : report.text)
        out.flush()
        if exploration.end == .interrupted {
            return Interrupts.termination.map(Coordsh.Status.terminated(by:)) ?? Coordsh.Status.interrupted
        }
        return report.findings > 0 ? Coordsh.Status.failure : Coordsh.Status.success
    }
}
