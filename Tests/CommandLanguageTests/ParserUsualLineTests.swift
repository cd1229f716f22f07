import CoordinatorKit
import TestSupport
import Testing

@testable import CommandLanguage

/// The parser reads the usual line (an intent or an event, plain words, exact names, valid
/// arguments) straight from its bytes, and every other line the general way. The general way is
/// the language's definition: wherever the usual reading gives a command, it must be the very
/// command the general way gives, for every app's names; and the lines a session is made of must
/// take the usual reading (else it is dead code).
@Suite struct ParserUsualLineTests {
    /// Every app's tables: the built-in apps' and the example definitions'.
    static let catalogs: [AppCatalog] = TestApps.catalogs + TestApps.definitions.map(\.catalog)

    @Test(arguments: catalogs.map(\.name))
    func theUsualReadingAgreesWithTheGeneralOne(app: String) throws {
        let catalog = try #require(Self.catalogs.first { $0.name == app })
        let parser = Parser(catalog: catalog)
        var usual = 0
        for line in Self.lines(for: catalog) {
            var words: [Token] = []
            let general = Result { () throws(ParseError) in try parser.parseGenerally(line, words: &words) }
            guard let command = parser.parseUsual(line) else { continue }
            usual += 1
            #expect(general == .success(command), "\(line.debugDescription): \(command) read the usual way")
        }
        #expect(usual >= 20, "only \(usual) lines read the usual way")
    }

    /// The lines of the benchmark's memo session are all usual ones.
    @Test func aSessionsLinesAreReadTheUsualWay() throws {
        let parser = Parser(catalog: try #require(TestApps.catalog("memo")))
        for line in [
            "login alice", "push detail 93", "pop", "tab memos", "root", "new", "preview", "save", "cancel",
            "popto detail", "push about", "pop 99", "dismiss", "dismiss all", "present about", "logout",
            #"write "memo 1""#, #"write "é ☕" "#, #"write """#, ##"write "#1 # no comment""##,
        ] {
            #expect(parser.parseUsual(line) != nil, "\(line)")
        }
        // Written or spelled otherwise: the general way, which knows what to report or fold.
        for line in [
            #"write "a \"quoted\" word""#, #"write "open"#, #"write a"b c"d"#, #"write "a"b"#, #"write "a" b"#,
            #"write "a" # comment"#, #""write" a"#, "PUSH detail 3",
            "push Detail 3", "# a comment", "push detail 3 # the third",
            ":state", "  ", "", "open memo://memos/3", "dismiss ALL", "help", "quit", "push detial 3", "pop 0",
            "push detail 3 4", "push detail", String(repeating: "x", count: 65_000),
            "push " + String(repeating: "x", count: 65_000),
        ] {
            #expect(parser.parseUsual(line) == nil, "\(line)")
        }
    }

    /// Each intent and event with right and wrong names, cases, argument counts and values,
    /// comments, quotes and odd white space: the usual reading must agree wherever it answers.
    static func lines(for catalog: AppCatalog) -> [String] {
        let routes = catalog.routes.map(\.name.rawValue)
        let heads =
            [
                "push", "replace", "present", "navigate", "popto", "pop", "root", "back", "dismiss", "open", "Push",
                "POP",
            ]
            + catalog.events.map(\.name) + catalog.events.map { $0.name.uppercased() } + ["help", "quit", "nosuch"]
        let firsts = routes + routes.map { $0.uppercased() } + ["all", "ALL", "nosuch", "3", "", "alice"]
        let seconds = ["", "1", "42", "0", "-1", "2147483647", "2147483648", "x", "alice", "home", "all", "a.b", "é"]
        var lines: [String] = []
        for head in heads {
            lines.append(head)
            for first in firsts {
                for second in seconds {
                    lines.append([head, first, second].filter { !$0.isEmpty }.joined(separator: " "))
                }
            }
            for quoted in [
                #""a b""#, #""""#, ##""# x""##, #""a\"b""#, #""a"b"#, #"a"b c"d"#, #""open"#, #""a" "b""#,
                #""a"  "#, #""é ☕""#, #""\\""#, #"" lead""#,
            ] {
                lines.append("\(head) \(quoted)")
                for first in firsts.prefix(4) { lines.append("\(head) \(first) \(quoted)") }
            }
            for first in firsts.prefix(3) {
                lines.append("\t\(head)  \(first) 7 ")
                lines.append("\(head) \(first) 7 8")
                lines.append("\(head) \(first) # comment")
                lines.append("\(head) \"\(first)\"")
                lines.append(":\(head) \(first)")
            }
        }
        return lines
    }
}
