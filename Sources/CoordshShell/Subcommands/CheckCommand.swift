import CoordinatorKit
import DesignCheck

/// `coordsh check`: explores every state the app can reach, breadth first, and reports what it
/// found (human, or one JSON object with `--json`). Exit 0 when nothing was found, 1 otherwise,
/// 130 when Ctrl-C stopped it, while exploring or while confirming traps (143, 129 for SIGTERM,
/// SIGHUP): the report of what was found so far is printed still, and says what was cut short.
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
        let exploration = explorer.exploreSpecialised(choice.kind)
        let report = CheckReport(exploration, seconds: Clock.now - started)
        out.write(options.json ? report.json : report.text)
        out.flush()
        if report.status == Coordsh.Status.interrupted, let signal = Interrupts.termination {
            return Coordsh.Status.terminated(by: signal)
        }
        return report.status
    }
}
