import CoordinatorKit
import FoundationEssentials

/// Reads an app definition from the bytes of a JSON5 file: Foundation's `JSONDecoder` (with
/// `allowsJSON5`) decodes it, leniently, so that every problem is found; `DefinitionChecker` checks
/// what the names refer to; `JSON5Scanner` gives each problem its line and column. No I/O: the
/// shell reads the file.
///
///     switch AppDefinitionReader.read(bytes, file: "shop.json5", reservedNames: ["memo"]) {
///     case .success(let definition): ...
///     case .failure(let errors): print(errors.report)  // shop.json5:12:7: error: ...
///     }
public enum AppDefinitionReader {
    /// The largest definition file coordsh reads (SPEC 9).
    public static let maxBytes = 1 << 20

    /// The definition in `bytes`, or every problem found in it.
    ///
    /// - Parameters:
    ///   - file: the file's name, for messages.
    ///   - reservedNames: app names a definition may not take (the built-in apps').
    public static func read(_ bytes: [UInt8], file: String, reservedNames: [String] = []) -> Result<
        AppDefinition, DefinitionErrors
    > {
        func fail(_ problems: [DefinitionProblem]) -> Result<AppDefinition, DefinitionErrors> {
            .failure(DefinitionErrors(file: file, problems: problems))
        }
        guard bytes.count <= maxBytes else {
            return fail([
                DefinitionProblem(
                    at: "", "the file has \(bytes.count) bytes; a definition has at most \(maxBytes) (1 MiB)",
                    position: SourcePosition(line: 1, column: 1))
            ])
        }
        // Foundation's JSON5 reader stops the process on some invalid UTF-8 (found by
        // scripts/fuzz): the text is checked first.
        if let offset = bytes.firstInvalidUTF8Offset {
            return fail([
                DefinitionProblem(
                    at: "", "invalid UTF-8 at byte \(offset + 1); a definition is UTF-8 text",
                    position: position(ofByte: offset, in: bytes))
            ])
        }
        // A quick check first; the places of things are mapped only when there are problems to place.
        let checked: CheckedDocument
        do {
            checked = try JSON5Scanner.check(bytes)
        } catch {
            // A script given where a definition goes (its name says so: `--app-file pass.coord`).
            if file.hasSuffix(".coord") {
                let path = file.contains(" ") ? "\"\(file)\"" : file
                return fail([
                    DefinitionProblem(
                        at: "",
                        "this is a coordsh script, not an app definition; 'coordsh \(path)' runs it (':source \(path)' at the prompt); a definition is one JSON5 object, with 'coordinators' and 'routes'",
                        position: SourcePosition(line: 1, column: 1))
                ])
            }
            return fail([DefinitionProblem(at: "", error.message, position: error.position)])
        }
        // A saved session given as a definition is one problem, not a list of keys it lacks.
        if DocumentKind(topLevelKeys: checked.objectKeys[""] ?? []) == .session {
            return fail([
                DefinitionProblem(
                    at: "",
                    "this is a session that ':save' wrote, not an app definition; ':load \(file)' restores it (a definition has 'coordinators' and 'routes')",
                    position: SourcePosition(line: 1, column: 1))
            ])
        }
        // With keys written twice, the decoder's keys (it keeps one of each) are asked for instead.
        let log = ProblemLog(objectKeys: checked.hasDuplicateKeys ? [:] : checked.objectKeys)
        var map: SourceMap?
        if checked.hasDuplicateKeys {
            let scanned = (try? JSON5Scanner.scan(bytes)) ?? SourceMap()
            for duplicate in scanned.duplicateKeys {
                log.add(
                    DefinitionProblem(
                        at: duplicate.path, "the key '\(lastKey(of: duplicate.path))' is given twice in one object",
                        isAboutKey: true, position: duplicate.position))
            }
            map = scanned
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        var definition: AppDefinition?
        do {
            definition = try ProblemLog.$current.withValue(log) {
                try decoder.decode(Read<AppDefinition>.self, from: Data(checked.withoutLineContinuations(bytes))).value
            }
        } catch {
            log.add(at: "", "not valid JSON5: \(error)")
        }
        if let read = definition {
            // What could be read is checked too, so that one pass lists every problem.
            let problems = DefinitionChecker(
                read, reservedNames: reservedNames, unreadPaths: Set(log.all.map(\.path)),
                misspeltMembers: log.misspeltMembers, skipped: log.skippedElements
            ).problems
            if problems.isEmpty, log.all.isEmpty { return .success(read) }
            problems.forEach(log.add)
        }
        let places = map ?? (try? JSON5Scanner.scan(bytes)) ?? SourceMap()
        let placed = log.all.map { problem in
            var problem = problem
            if problem.position == nil {
                problem.position =
                    problem.isAboutKey ? places.keyPosition(of: problem.path) : places.position(of: problem.path)
            }
            return problem
        }
        return fail(
            placed.enumerated().sorted { ($0.element.position!, $0.offset) < ($1.element.position!, $1.offset) }.map(
                \.element))
    }

    /// The digest of a definition: SHA-256 of its canonical JSON (keys sorted), so that comments,
    /// spacing and the order of keys in the file do not change it.
    public static func digest(of definition: AppDefinition) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(definition)) ?? Data(definition.name.utf8)
        return SHA256.hex(of: Array(data))
    }

    /// The digest of what a definition makes of a state: `digest(of:)` with the texts that only
    /// describe it left out (the app's and each route's and event's summary, each coordinator's
    /// role, each argument's label and example), so that a state saved with it (a recording's
    /// start) loads after the design's wording was edited, and not after anything else was.
    public static func stateDigest(of definition: AppDefinition) -> String {
        var plain = definition
        plain.summary = ""
        for index in plain.coordinators.indices { plain.coordinators[index].role = "" }
        for index in plain.routes.indices {
            plain.routes[index].summary = ""
            plain.routes[index].argument?.withoutTexts()
        }
        for index in plain.events.indices {
            plain.events[index].summary = ""
            plain.events[index].argument?.withoutTexts()
        }
        return digest(of: plain)
    }

    /// The line and column of a byte (columns in characters).
    private static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let before = bytes[..<offset]
        let line = before.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = bytes[lineStart..<offset].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourcePosition(line: line, column: column)
    }

    private static func lastKey(of path: String) -> String {
        String(path.split(separator: ".").last ?? Substring(path))
    }
}

extension ArgumentDefinition {
    /// Leaves out the texts that only describe it: its label and example.
    fileprivate mutating func withoutTexts() {
        label = nil
        example = nil
    }
}
