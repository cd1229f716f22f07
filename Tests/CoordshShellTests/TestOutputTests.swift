import CoordinatorKit
import FoundationEssentials
import Testing

@testable import CoordshShell

/// What `coordsh test` prints and the JUnit XML it writes.
@Suite("Test output")
struct TestOutputTests {
    private let failure = FailedLine(
        place: Place(source: "t/a <b>.coord", line: 7),
        failure: CommandFailure(.expectationFailed, "expected screen home, got login & \"x\"\u{1}\nsecond line"))

    private var summary: TestSummary {
        TestSummary(
            results: [
                TestResult(file: "ok.coord", seconds: 0.0042, failure: nil),
                TestResult(file: "t/a <b>.coord", seconds: 0.012, failure: failure),
            ], seconds: 0.02)
    }

    @Test func aLinePerScriptThenTheTotals() {
        #expect(TestOutput.line(summary.results[0]) == "ok   ok.coord (4.2 ms)\n")
        #expect(
            TestOutput.line(summary.results[1])
                == "FAIL t/a <b>.coord (12 ms): t/a <b>.coord:7: expected screen home, got login & \"x\"\u{1}: second line\n"
        )
        #expect(TestOutput.line(summary) == "1 passed, 1 failed\n")
    }

    /// A failure whose message lists problems on more lines (a definition that `:app load` refuses)
    /// shows the first of them on the script's line, in JSON and JUnit's `message` too: it read
    /// "cannot load the app in 'bad.json5': 1 problem", and not which.
    @Test(arguments: [
        (
            "cannot load the app in 'bad.json5': 1 problem\nbad.json5:16:36: error: routes[1].owner: unknown coordinator 'ap'. Did you mean 'app'?",
            "cannot load the app in 'bad.json5': 1 problem: bad.json5:16:36: error: routes[1].owner: unknown coordinator 'ap'. Did you mean 'app'?"
        ),
        (
            "cannot load the app in 'bad.json5': 2 problems\nbad.json5:3:9: error: name: missing\nbad.json5:4:1: error: x",
            "cannot load the app in 'bad.json5': 2 problems, the first: bad.json5:3:9: error: name: missing"
        ),
    ])
    func aFailureOfSeveralLinesShowsTheFirstProblem(message: String, shown: String) {
        let result = TestResult(
            file: "t.coord", seconds: 0.001,
            failure: FailedLine(
                place: Place(source: "t.coord", line: 1), failure: CommandFailure(.badArgument, message)))
        #expect(TestOutput.line(result) == "FAIL t.coord (1.0 ms): t.coord:1: \(shown)\n")
        #expect(TestOutput.json(result).contains(#""line":1,"message":"\#(shown)"}"#), "\(TestOutput.json(result))")
        #expect(
            JUnitReport(summary: TestSummary(results: [result], seconds: 0)).text.contains(
                "<failure message=\"t.coord:1: \(shown.replacingOccurrences(of: "'", with: "&apos;"))\""))
    }

    /// A failure's message is one line in JSON too, as README promises, the same line as in the
    /// text (it kept the message's line breaks, which a CI script printing `message` broke on).
    @Test func jsonHasTheFileOfEveryScriptAndFailure() {
        #expect(TestOutput.json(summary.results[0]) == #"{"file":"ok.coord","ok":true,"seconds":0.0042}"# + "\n")
        #expect(
            TestOutput.json(summary.results[1])
                == #"{"failure":{"code":"expectationFailed","file":"t/a <b>.coord","line":7,"message":"expected screen home, got login & \"x\"\u0001: second line"},"file":"t/a <b>.coord","ok":false,"seconds":0.012}"#
                + "\n")
        #expect(TestOutput.json(summary) == #"{"failed":1,"passed":1,"seconds":0.02}"# + "\n")
    }

    /// What could act on a terminal is escaped in the JSON (C0 by the encoder; DEL, C1, U+2028
    /// and U+2029 after it), and the line reads back as the same text.
    @Test func jsonEscapesWhatCouldActOnATerminal() throws {
        let message = "a\u{1B}[2Jb\u{7F}c\u{9B}31md\u{2028}e\u{2029}f é"
        let result = TestResult(
            file: "x.coord", seconds: 0,
            failure: FailedLine(place: Place(source: "x.coord", line: 1), failure: CommandFailure(.io, message)))
        let line = TestOutput.json(result)
        #expect(line.contains(#""message":"a\u001b[2Jb\u007fc\u009b31md\u2028e\u2029f é""#), "\(line)")
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        #expect(line.split(separator: "\n").count == 1)
        struct Line: Decodable {
            struct Failure: Decodable { let message: String }
            let failure: Failure
        }
        #expect(try JSONDecoder().decode(Line.self, from: Data(line.utf8)).failure.message == message)
    }

    @Test func junitEscapesMarkupAndDropsWhatXMLCannotHold() {
        #expect(
            JUnitReport(summary: summary).text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="coordsh test" tests="2" failures="1" errors="0" time="0.020">
                  <testsuite name="coordsh test" tests="2" failures="1" errors="0" skipped="0" time="0.020">
                    <testcase classname="coordsh" name="ok.coord" file="ok.coord" time="0.004"/>
                    <testcase classname="coordsh" name="t/a &lt;b&gt;.coord" file="t/a &lt;b&gt;.coord" line="7" time="0.012">
                      <failure message="t/a &lt;b&gt;.coord:7: expected screen home, got login &amp; &quot;x&quot;\u{FFFD}: second line" type="expectationFailed">t/a &lt;b&gt;.coord:7: error: expected screen home, got login &amp; &quot;x&quot;\u{FFFD}
                second line</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    /// A failing script's testcase has the file and line of its failure (as CI reporters that
    /// annotate a line read them); a failure in a file the script sources is placed there.
    @Test func aFailingTestcaseHasTheFileAndLineOfItsFailure() {
        let sourced = FailedLine(
            place: Place(source: "t/helper.coord", line: 3), failure: CommandFailure(.atRoot, "cannot pop"))
        let text = JUnitReport(
            summary: TestSummary(results: [TestResult(file: "t/s.coord", seconds: 0, failure: sourced)], seconds: 0)
        ).text
        #expect(text.contains(#"<testcase classname="coordsh" name="t/s.coord" file="t/helper.coord" line="3" "#))
    }

    @Test(arguments: [
        (0.00042, "0.4 ms"), (0.0123, "12 ms"), (0.9994, "999 ms"), (3.254, "3.25 s"), (125.0, "125.00 s"),
    ])
    func timesReadAsPeopleReadThem(seconds: Double, text: String) {
        #expect(Elapsed.text(seconds) == text)
    }

    @Test(arguments: [(0, "0 states"), (1, "1 state"), (12345, "12,345 states"), (1_000_000, "1,000,000 states")])
    func countsAreGroupedByThousands(count: Int, text: String) {
        #expect(Count.text(count, "state") == text)
    }

    /// Files are named as messages quote a text: a newline in a name does not break the line.
    @Test func namesAreQuotedAsMessagesQuoteThem() {
        #expect(Count.quoted(["a.coord", "it's.coord"]) == "'a.coord', 'it's.coord'")
        #expect(Count.quoted(["new\nline.coord"]) == "'new\\u{a}line.coord'")
        #expect(Count.quoted(["a", "b", "c"], most: 2) == "'a', 'b' and 1 more")
        #expect(
            OutputFileError.folderNotEmpty("suite", files: ["a.txt", "b.txt", "c.txt", "d\ne.txt"]).report
                == "error: the folder 'suite' holds files 'coordsh paths' did not write ('a.txt', 'b.txt', 'c.txt' and 1 more); give an empty or new folder, or --force to write there anyway\n"
        )
    }
}
