import FoundationEssentials
import TestSupport

@testable import CoordshShell

/// The files a random session finds for `:load`: good saves of every app, and hostile ones:
/// empty, garbage bytes, deep nesting, wrong shapes, and good saves with bytes and values
/// changed at random (from the seed, so a seed reproduces them). And for `:app load`: the
/// example definitions, and hostile ones made from them the same way.
enum HostileFiles {
    static let mutants = 12

    static let names =
        ["empty.json", "garbage.json", "deep.json", "array.json", "nulls.json", "bom.json", "huge-text.json"]
        + TestApps.names.map { "good-\($0).json" } + (0..<mutants).map { "mutant-\($0).json" }

    /// Definition files for `:app load`: each example, and mutants of them.
    static let definitionNames =
        TestApps.definitionFiles + (0..<mutants).map { "mutant-\($0).json5" } + ["empty.json5", "deep.json5"]

    /// Sessions to save, one per app: states with modals, tabs, a running flow, a kept link.
    static let goodStates = [
        "memo": ["login bob", "new", "write \"a \\\"b\\\" ☕\"", "preview", "save", "new", "write x", "present about"],
        "steps": ["next", "next", "present view4", "next"],
        "mvc": ["use modal", "action"],
        "movies": ["tap 42", "back", "tap 7", "present detail 101", "push detail 2001"],
    ]

    static func make(seed: UInt64) -> MemoryFiles {
        var random = SplitMix64(seed: seed ^ 0xF11E5)
        let files = MemoryFiles()
        var good: [Data] = []
        for name in TestApps.names {
            guard let app = TestApps.start(name) else { continue }
            let session = Session(app: app, files: files)
            for line in goodStates[name] ?? [] { _ = session.run(line) }
            _ = session.run(":save good-\(name).json")
            good.append(files.files["good-\(name).json"] ?? Data())
        }
        var definitions: [Data] = []
        for file in TestApps.definitionFiles {
            let data = FileManager.default.contents(atPath: Repository.exampleApps + "/" + file) ?? Data()
            files.files[file] = data
            definitions.append(data)
        }
        for index in 0..<mutants where !definitions.isEmpty {
            files.files["mutant-\(index).json5"] = mutate(random.pick(definitions), &random)
        }
        files.files["empty.json5"] = Data()
        files.files["deep.json5"] = Data(("{ a: " + String(repeating: "[", count: 10_000)).utf8)
        files.files["empty.json"] = Data()
        files.files["garbage.json"] = Data(
            (0..<random.number(in: 1...4096)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        files.files["deep.json"] = Data(
            (String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)).utf8)
        files.files["array.json"] = Data("[1,2]".utf8)
        files.files["nulls.json"] = Data(#"{"format":null,"version":null,"app":null,"state":null}"#.utf8)
        files.files["bom.json"] = Data([0xEF, 0xBB, 0xBF]) + good[0]
        let memo = String(decoding: good[0], as: UTF8.self)
        files.files["huge-text.json"] = Data(
            memo.replacing("\"text\" : \"", with: "\"text\" : \"" + String(repeating: "✓", count: 20_000)).utf8)
        for index in 0..<mutants {
            files.files["mutant-\(index).json"] = mutate(random.pick(good), &random)
        }
        return files
    }

    /// A good save with one to three changes: a byte flipped, a range cut or doubled, a number
    /// or a string replaced by another value.
    static func mutate(_ data: Data, _ random: inout SplitMix64) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<random.number(in: 1...3) where !bytes.isEmpty {
            let at = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.removeSubrange(at..<min(bytes.count, at + random.number(in: 1...40)))
            case 2: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + random.number(in: 1...40))], at: at)
            case 3: replaceToken(in: &bytes, from: at, quoted: false, random: &random)
            default: replaceToken(in: &bytes, from: at, quoted: true, random: &random)
            }
        }
        return Data(bytes)
    }

    private static let values = [
        "0", "-1", "2147483648", "1e3", "99999999999999999999", "null", "true", "[]", "{}", "\"\"", "3",
    ]
    private static let strings = [
        "home", "detail(0)", "detail(-1)", "detail(99)", "newMemo", "preview", "login", "root", "view5", "second",
        "first", "pushCoordinator", "memos", "carol", "", "detail(\\\"x\\\")", "memo://new", "memo://inbox", "é",
    ]

    /// Replaces the number (or the quoted string) at or after `start` by another value.
    private static func replaceToken(in bytes: inout [UInt8], from start: Int, quoted: Bool, random: inout SplitMix64) {
        if quoted {
            guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "\"")),
                let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
            else { return }
            bytes.replaceSubrange((open + 1)..<close, with: Array(random.pick(strings).utf8))
        } else {
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            guard let first = bytes[start...].firstIndex(where: isDigit) else { return }
            let end = bytes[first...].firstIndex { !isDigit($0) } ?? bytes.count
            bytes.replaceSubrange(first..<end, with: Array(random.pick(values).utf8))
        }
    }
}
