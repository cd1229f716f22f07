import CoordinatorKit

/// Where the decoding of a definition writes the problems it finds and goes on, so that every
/// problem of a file is reported at once, not only the first. Each reader hands it to the readers
/// of its members (`DefinitionReadable.read`).
final class ProblemLog: Sendable {
    private let problems = Locked<[DefinitionProblem]>([])
    private let misspelt = Locked<Set<String>>([])
    private let skipped = Locked(SkippedElements())
    /// The keys of the file's objects by path, as `JSON5Scanner.check` listed them.
    private let objectKeys: [String: [String]]

    /// - Parameter objectKeys: the keys of the objects by path, where they are known; asking the
    ///   decoder for an object's keys costs far more.
    init(objectKeys: [String: [String]] = [:]) {
        self.objectKeys = objectKeys
    }

    /// The keys of the object at `path`, in the order written; `nil` when they are not known.
    func keys(ofObjectAt path: String) -> [String]? {
        objectKeys[path]
    }

    /// Whether the value at `path` is known to be an object (whose keys are known): then trying
    /// to decode it as a text or a number, which costs a thrown error, can be skipped.
    func isObject(at path: String) -> Bool {
        objectKeys[path] != nil
    }

    func add(_ problem: DefinitionProblem) {
        problems.withLock { $0.append(problem) }
    }

    func add(at path: String, _ message: String, isAboutKey: Bool = false) {
        add(DefinitionProblem(at: path, message, isAboutKey: isAboutKey))
    }

    var all: [DefinitionProblem] {
        problems.withLock { $0 }
    }

    /// Notes that the member at `path` is missing because an unknown key of its object looks like
    /// a misspelling of it (`rotes` for `routes`): that problem is the one to report, not the
    /// names the member would have given.
    func noteMisspelt(_ path: String) {
        _ = misspelt.withLock { $0.insert(path) }
    }

    /// The paths of the members `noteMisspelt` was told of.
    var misspeltMembers: Set<String> {
        misspelt.withLock { $0 }
    }

    /// Notes that the list at `path` kept only the elements at `indexes` (in the file): the
    /// others could not be read (their problems are logged).
    func note(kept indexes: [Int], ofListAt path: String) {
        skipped.withLock { $0.note(kept: indexes, ofListAt: path) }
    }

    /// The lists that left elements out, and where the elements kept are in the file.
    var skippedElements: SkippedElements {
        skipped.withLock { $0 }
    }

    /// The log of the definition being decoded, for its first reader (`Read`), which gets only a
    /// decoder. A task-local value rather than the decoder's `userInfo`: filling that dictionary
    /// costs about 260K instructions at start-up (its type is made at run time).
    @TaskLocal static var current: ProblemLog?

    /// The log of a decoder that reads a definition (`AppDefinitionReader` sets it).
    static func of(_ decoder: any Decoder) throws -> ProblemLog {
        guard let log = current else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "a definition is read by AppDefinitionReader"))
        }
        return log
    }
}
