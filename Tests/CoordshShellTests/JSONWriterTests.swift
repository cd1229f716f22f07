import FoundationEssentials
import TestSupport
import Testing

@testable import CoordinatorKit
@testable import CoordshShell

/// `--json` is written by `JSONWriter`, straight into bytes (issue 16); Foundation's encoder,
/// which wrote it before, is the oracle: the same bytes for every value, every line.
@Suite("JSON writer")
struct JSONWriterTests {
    private let foundation = FoundationJSON()

    /// Every character class a string can hold: quotes, backslashes, each C0 control, DEL, C1,
    /// the line and paragraph separators, slashes, non-ASCII text, and the bytes around them.
    @Test func stringsAreEscapedAsFoundationEscapesThem() throws {
        var texts = [
            "", "plain", #"say "hi""#, #"back\slash"#, "a/b", "zoë café ☕ 🧑‍💻", "\u{2027}\u{202A}", "\u{A0}\u{C2}",
        ]
        texts += (0..<0x20).map { "x\(Character(Unicode.Scalar($0)!))y" }
        texts += [0x7F, 0x80, 0x85, 0x9B, 0x9F, 0x2028, 0x2029].map { "[\(Character(Unicode.Scalar($0)!))]" }
        for text in texts {
            #expect(
                written { $0.string(text) } == (try foundation.string(for: [text])).dropFirst().dropLast(),
                "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        0, 7, -7, 9, 10, 42, 99, 100, -100, 101, 999, 1000, 12345, 1_000_000, Int.max, Int.min, Int.min + 1,
    ])
    func integersAreDecimal(number: Int) throws {
        #expect(written { $0.integer(number) } == String(number))
    }

    /// The bytes the writer copies without looking at each (eight at a time) never include one
    /// that needs an escape or may start one: tried with each such byte at each place of
    /// strings of 1 to 40 bytes, among plain ones.
    @Test func bytesCopiedEightAtATimeNeedNoEscape() {
        let attention: [UInt8] = Array(0..<0x20) + [0x22, 0x5C] + Array(0x7F...0xFF)
        let isPlain = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }
        // Printable ASCII other than `"` and `\`, a different byte at each place.
        let plainBytes: [UInt8] = (0x20..<0x7F).filter { $0 != 0x22 && $0 != 0x5C }
        var wrong: [String] = []
        for length in 1...40 {
            for place in 0..<length {
                for byte in attention {
                    var bytes: [UInt8] = (0..<length).map { plainBytes[($0 * 7) % plainBytes.count] }
                    bytes[place] = byte
                    let prefix = bytes.withUnsafeBufferPointer { JSONWriter.plainPrefix(of: $0) }
                    if !bytes[..<prefix].allSatisfy(isPlain) || prefix % 8 != 0 || prefix > place {
                        wrong.append("\(bytes): \(prefix)")
                    }
                }
            }
            let plain = (0..<length).map { _ in UInt8(ascii: "a") }
            let prefix = plain.withUnsafeBufferPointer { JSONWriter.plainPrefix(of: $0) }
            if prefix != length / 8 * 8 { wrong.append("plain \(length): \(prefix)") }
        }
        let failures = wrong.count
        #expect(failures == 0, "the first: \(wrong.prefix(3))")
    }

    /// A string is copied whole, without looking at its bytes one by one, only when none needs
    /// an escape or may start one: tried with each such byte at each place of strings of 1 to
    /// 40 bytes (the last word read overlapping the one before, or made of the bytes of a
    /// string shorter than a word), among plain ones.
    @Test func stringsCopiedWholeNeedNoEscape() {
        let attention: [UInt8] = Array(0..<0x20) + [0x22, 0x5C] + Array(0x7F...0xFF)
        let plainBytes: [UInt8] = (0x20..<0x7F).filter { $0 != 0x22 && $0 != 0x5C }
        var wrong: [String] = []
        for length in 0...40 {
            let plain: [UInt8] = (0..<length).map { plainBytes[($0 * 7) % plainBytes.count] }
            if !plain.withUnsafeBufferPointer(JSONWriter.isPlain) { wrong.append("plain \(plain)") }
            for place in 0..<length {
                for byte in attention {
                    var bytes = plain
                    bytes[place] = byte
                    if bytes.withUnsafeBufferPointer(JSONWriter.isPlain) { wrong.append("\(bytes)") }
                }
            }
        }
        let failures = wrong.count
        #expect(failures == 0, "the first: \(wrong.prefix(3))")
    }

    /// The bytes looked at one by one, in all 256: exactly the controls, `"`, `\`, DEL and the
    /// two lead bytes of escaped characters (C1 controls, U+2028, U+2029) may start an escape.
    @Test func exactlyTheBytesThatMayStartAnEscapeAreLookedAt() {
        let starters: Set<UInt8> = Set(0..<0x20).union([0x22, 0x5C, 0x7F, 0xC2, 0xE2])
        let wrong = (UInt8.min...UInt8.max).filter { JSONWriter.mayStartEscape($0) != starters.contains($0) }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    /// A writer grows as it is written to, from any capacity, and keeps what it holds as it
    /// grows; `removeAll()` starts the next line on the same storage.
    @Test func aWriterGrowsPastItsCapacityAndStartsAgainEmpty() throws {
        let texts = (0..<300).map { "memo \($0) " + String(repeating: "é\u{9B}\"", count: $0 % 7) }
        var json = JSONWriter(capacity: 16)
        json.array(of: texts)
        #expect(String(decoding: json.bytes, as: UTF8.self) == (try foundation.string(for: texts)))
        json.removeAll()
        json.beginObject()
        json.key("ok")
        json.bool(true)
        json.endObject()
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"ok":true}"#)
    }

    /// A route is written as its description would be, escaped: names, integer arguments, and
    /// text arguments as Swift literals whose quotes, backslashes and controls JSON escapes again.
    @Test(arguments: [
        Route("home"), Route("detail", .integer(42)), Route("detail", .integer(-7)), Route("detail", .integer(0)),
        Route("profile", .text("alice")), Route("note", .text("say \"hi\"\n\\ \u{1B}[2J \u{9B} zoë")),
    ])
    func aRouteIsItsDescriptionAsAString(route: Route) throws {
        #expect(
            written { $0.string(route) } == (try foundation.string(for: [route.description])).dropFirst().dropLast())
    }

    /// A stack is listed root first, whatever its depth (deep ones go through an array).
    @Test(arguments: [1, 2, 64, 65, 300])
    func aStackIsAnArrayOfItsRoutesRootFirst(depth: Int) throws {
        let routes = [Route("home")] + (1..<depth).map { Route("detail", .integer($0)) }
        let stack = try #require(Stack(routes))
        #expect(written { $0.array(of: stack) } == (try foundation.string(for: routes.map(\.description))))
    }

    /// Object keys come in UTF-8 byte order, as `.sortedKeys` orders them (not case-insensitive,
    /// not numeric): `10` before `9`, `Z` before `_x` before `a`.
    @Test func objectKeysComeInFoundationsOrder() throws {
        let keys = [
            "b", "B", "a10", "a9", "A", "_x", "Z", "memoList", "memos", "memo", "é", "e", "a-b", "aB", "10", "9",
        ]
        let members = keys.enumerated().map { ($1, JSONValue.array([.integer($0), .null, .bool(true)])) }
        let value = JSONValue.object(JSONObject(Dictionary(uniqueKeysWithValues: members)))
        #expect(written { $0.value(value) } == (try foundation.string(for: value)))
    }

    /// A literal's keys are sorted as it is made, whatever order it is written in; a key given
    /// twice keeps its first value.
    @Test func anObjectLiteralKeepsItsKeysInOrder() throws {
        let memo: JSONObject = ["text": .string("milk"), "id": .integer(3), "Z": .null, "id": .integer(4)]
        #expect(memo.members.map(\.key) == ["Z", "id", "text"])
        #expect(memo["id"] == .integer(3) && memo["none"] == nil)
        #expect(written { $0.value(.object(memo)) } == #"{"Z":null,"id":3,"text":"milk"}"#)
    }

    /// A list's item is written as the object it stands for would be, `id` and its key in key
    /// order whichever comes first, with Foundation's bytes.
    @Test(arguments: ["text", "movie", "album", "ID", "Item", "id_x", "é", "i"])
    func aListItemIsTheObjectItStandsFor(key: String) throws {
        let item = StateReport.ListedItems.Item(id: 12, key: key, value: .object(["title": .string("Alien \"79\"")]))
        #expect(written { $0.item(item) } == written { $0.value(item.json) })
        #expect(written { $0.item(item) } == (try foundation.string(for: item.json)))
    }

    /// The order of the keys kept from line to line is the one worked out afresh, as the keys
    /// change from app to app and back (keys before, among and after the SPEC keys, or none).
    @Test func keyOrdersKeptFromLineToLineAreTheFreshOnes() {
        let keySets = [
            ["memos", "memo", "draft", "pendingLink"], ["memos", "memo", "draft", "pendingLink"], [],
            ["zebra", "abc", "tabz", "coordinatorsX"], ["memos", "memo", "draft"], ["path"], ["Z", "_", "é"],
            ["memos", "memo", "draft", "pendingLink"],
        ]
        let tabSets = [
            ["home", "memos", "settings"], ["b", "a"], [], ["home", "memos", "settings"], ["é", "e", "E"],
        ]
        let orders = JSONKeyOrders()
        for keys in keySets + keySets.reversed() {
            let extras = keys.map { StateReport.Extra($0, .null) }
            #expect(orders.plan(for: extras) == StateJSON.plan(for: extras), "\(keys)")
        }
        for names in tabSets + tabSets.reversed() {
            #expect(orders.tabOrder(for: names) == StateJSON.keyOrder(of: names) { $0 }, "\(names)")
        }
        let memoPlan = StateJSON.plan(for: keySets[0].map { StateReport.Extra($0, .null) })
        let keys = memoPlan.map { key in
            switch key {
            case .fixed(let index): StateJSON.fixedKeys[index]
            case .extra(let index): keySets[0][index]
            }
        }
        #expect(
            keys == [
                "app", "coordinators", "draft", "memo", "memos", "modals", "pendingLink", "screen", "stack", "tab",
                "tabs", "user",
            ])
    }

    /// Whole lines, as `--json` prints them, for random sessions of every app and example
    /// definition with trace on: failures (some excused), outputs, notes, traces, `:state`.
    @Test(arguments: TestApps.names + TestApps.definitions.map(\.name))
    func linesAreTheBytesFoundationWrites(app: String) throws {
        let kind = try #require(TestApps.kind(app))
        let session = Session(
            app: kind.start(), trace: true, files: MemoryFiles(), registry: TestApps.registry(for: kind))
        var lines = RandomLines(seed: 16, home: app)
        var checked = 0
        for number in 1...1_000 {
            let line = lines.next(session.app.catalog, session.report)
            guard let result = session.run(line) else { continue }
            let place = Place(source: "s", line: number)
            for expected in [false, true] {
                // The state as the app writes it itself (the memo app does), held to Foundation's
                // encoding of its report.
                let object = Reporter.jsonLine(
                    result, input: line, place: place, expected: expected,
                    state: JSONState(app: session.app, showingAll: result.display == .wholeState))
                let oracle = try foundation.string(for: object)
                #expect(written { object.write(to: &$0) } == oracle, "line \(number): \(line.debugDescription)")
            }
            let final = JSONFinal(ok: result.succeeded, state: JSONState(report: session.report))
            #expect(written { final.write(to: &$0) } == (try foundation.string(for: final)))
            checked += 1
        }
        #expect(checked > 600)
    }
}
