import Foundation
import TestSupport
import Testing

/// What a learner sees, through the real binary: Graphviz accepts every app's graph, and the
/// JSON trace tells when the feature coordinator is released.
@Suite("Teaching views through the binary")
struct TeachingViewTests {
    @Test(arguments: TestApps.names)
    func graphvizAcceptsTheGraphOfEveryApp(app: String) throws {
        let result = try CoordshProcess.bash(#""$COORDSH" --app "# + app + #" -c ':graph dot' | dot -Tsvg > /dev/null"#)
        #expect(result.status == 0, "dot rejected the \(app) graph: \(result.stderr)")
        #expect(result.stderr == "", "dot warned about the \(app) graph: \(result.stderr)")
    }

    @Test func theJSONTraceShowsTheFeatureCoordinatorReleasedBySave() throws {
        let result = try CoordshProcess.run(
            ["--json", "--trace"], stdin: "login alice\nnew\nwrite x\npreview\nsave\n:state\n")
        #expect(result.status == 0)
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.count == 6)
        let traces = try objects.map { try #require($0["trace"] as? [[String: Any]]) }
        let released = { (trace: [[String: Any]]) in
            trace.filter { $0["kind"] as? String == "released" }.compactMap { $0["coordinator"] as? String }
        }
        let started = { (trace: [[String: Any]]) in
            trace.filter { $0["kind"] as? String == "started" }.compactMap { $0["coordinator"] as? String }
        }
        #expect(released(traces[0]) == ["login"] && started(traces[0]) == ["main"])
        #expect(started(traces[1]) == ["feature"])
        #expect(released(traces[4]) == ["feature"], "save ends the feature flow")
        #expect(traces[4].contains { $0["kind"] as? String == "passed" && $0["to"] as? String == "feature" })
        #expect(traces[5].isEmpty, "a shell command has an empty trace")
    }

    @Test func withoutTraceTheJSONHasNoTraceKey() throws {
        let result = try CoordshProcess.run(["--json"], stdin: "login alice\n")
        #expect(!result.stdout.contains("\"trace\""))
    }
}
