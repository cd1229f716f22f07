import FoundationEssentials

/// The results of `coordsh test` as JUnit XML, the format CI systems read (GitHub Actions
/// reporters, GitLab, Jenkins): one `testcase` per script, with a `failure` that gives the
/// first failing line's place, code and message; or, for a run refused before any script ran,
/// one `testcase` in `error`.
struct JUnitReport {
    let summary: TestSummary

    /// How a report coordsh wrote begins, after the XML declaration: `--junit` replaces only
    /// files that do.
    static let mark = #"<testsuites name="coordsh test""#

    var data: Data { Data(text.utf8) }

    var text: String {
        let time = Elapsed.decimal(summary.seconds, places: 3)
        let tests = summary.results.count + summary.notRun.count
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(Self.mark) tests="\(tests)" failures="\(summary.failed)" errors="0" time="\(time)">
              <testsuite name="coordsh test" tests="\(tests)" failures="\(summary.failed)" errors="0" skipped="\(summary.notRun.count)" time="\(time)">

            """
        for result in summary.results {
            let time = "time=\"\(Elapsed.decimal(result.seconds, places: 3))\""
            let name = "classname=\"coordsh\" name=\(Self.attribute(result.file))"
            guard let failure = result.failure else {
                xml += "    <testcase \(name) file=\(Self.attribute(result.file)) \(time)/>\n"
                continue
            }
            // Where the failure is, as reporters that annotate a line read it: the script's file
            // and line, or the sourced file's.
            let file = failure.place.source ?? result.file
            let line = failure.place.line > 0 ? " line=\"\(failure.place.line)\"" : ""
            let attributes = "\(name) file=\(Self.attribute(file))\(line) \(time)"
            let place = TestOutput.place(failure)
            xml += "    <testcase \(attributes)>\n"
            xml += "      <failure message=\(Self.attribute(place + failure.failure.oneLineMessage))"
            xml += " type=\(Self.attribute(failure.failure.code.rawValue))>"
            xml += Self.escaped(place + "error: " + failure.failure.message) + "</failure>\n"
            xml += "    </testcase>\n"
        }
        // The scripts a signal kept from running: skipped, so that the report holds every one.
        for file in summary.notRun {
            xml +=
                "    <testcase classname=\"coordsh\" name=\(Self.attribute(file)) file=\(Self.attribute(file)) time=\"0.000\">\n"
            xml += "      <skipped message=\"not run: the run was interrupted\"/>\n"
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }

    /// The report of a run refused before any script ran (a script that cannot be read, a
    /// definition with problems): one testcase in `error`, whose `type` says why
    /// (`unreadableFile`, `invalidDefinition`) and whose text is what stderr said, so that a CI
    /// job shows the run red, never the last run's results.
    static func refused(_ refusal: RunRefusal) -> Data {
        let counts = #"tests="1" failures="0" errors="1""#
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(mark) \(counts) time="0.000">
              <testsuite name="coordsh test" \(counts) skipped="0" time="0.000">
                <testcase classname="coordsh" name="coordsh test" time="0.000">
                  <error message=\(attribute(refusal.oneLineMessage)) type=\(attribute(refusal.reason.rawValue))>\(escaped(refusal.report))</error>
                </testcase>
              </testsuite>
            </testsuites>

            """
        return Data(text.utf8)
    }

    /// A quoted attribute value.
    static func attribute(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text made safe for XML 1.0: markup characters as entities, and characters XML cannot
    /// hold at all (most control characters) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
