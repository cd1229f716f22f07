import CommandLanguage
import CoordinatorKit

extension Session {
    /// Checks an `:expect` line. Returns whether it excused the previous command's failure.
    func check(_ expectation: Expectation) throws(ShellError) -> Bool {
        let report = self.report
        switch expectation {
        case .screen(let route):
            try expect("screen", route.description, report.screen.description)
        case .stack(let routes):
            try expect("stack", routes.pathDescription, report.stack.pathDescription)
        case .tab(let tab):
            try expect("tab", tab ?? "none", report.tab ?? "none")
        case .user(let user):
            try expect("user", user ?? "none", report.user ?? "none")
        case .modals(let count):
            try expect("modals", String(count), String(report.modals.count))
        case .coordinators(let names):
            try expect("coordinators", names.joined(separator: " > "), report.coordinators.joined(separator: " > "))
        case .error(let code):
            return try checkPreviousFailed(with: code)
        }
        return false
    }

    private func expect(_ what: String, _ expected: String, _ actual: String) throws(ShellError) {
        guard expected == actual else {
            throw .expectationFailed(what: what, expected: expected, actual: actual)
        }
    }

    private func checkPreviousFailed(with code: ErrorCode?) throws(ShellError) -> Bool {
        let expected = code.map { "the previous command to fail with \($0.rawValue)" } ?? "the previous command to fail"
        switch previous {
        case .failed(let failure) where code == nil || code == failure.code:
            return true
        case .failed(let failure):
            throw .expectationFailed(
                what: "", expected: expected, actual: "\(failure.code.rawValue): \(failure.message)")
        case .succeeded:
            throw .expectationFailed(what: "", expected: expected, actual: "it succeeded")
        case .nothing:
            throw .expectationFailed(what: "", expected: expected, actual: "no command before it")
        }
    }
}
