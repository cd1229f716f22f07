/// Which lessons the learner has finished, by id, and the small text file that remembers them
/// between sessions: a header line, then one lesson id per line.
///
///     coordsh tour progress
///     stack-and-root
///     routes-and-factory
public struct TourProgress: Equatable, Sendable {
    static let header = "coordsh tour progress"

    public private(set) var finished: Set<String> = []

    public init(finished: Set<String> = []) {
        self.finished = finished
    }

    /// Reads a progress file. Lines that are not a known lesson id are skipped, so a file from a
    /// later version with more lessons still loads; a file without the header is not progress.
    public init?(fileText text: String, knownIDs: Set<String> = Set(Lesson.all.map(\.id))) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == Self.header else { return nil }
        lines.removeFirst()
        finished = Set(lines.filter(knownIDs.contains))
    }

    public func isFinished(_ lesson: Lesson) -> Bool {
        finished.contains(lesson.id)
    }

    public mutating func markFinished(_ lesson: Lesson) {
        finished.insert(lesson.id)
    }

    /// Adds what `other` has finished (progress from the file, and from this session).
    public mutating func merge(_ other: TourProgress) {
        finished.formUnion(other.finished)
    }

    /// The file's text, lessons in tour order.
    public var fileText: String {
        let ids = Lesson.all.map(\.id).filter(finished.contains)
        return ([Self.header] + ids).joined(separator: "\n") + "\n"
    }

    /// The first lesson not finished, after `number` when given; `nil` when all are.
    public func nextLesson(after number: Int? = nil) -> Int? {
        let start = number ?? 0
        let order = Array(Lesson.all.indices.dropFirst(start)) + Array(Lesson.all.indices.prefix(start))
        return order.first { !isFinished(Lesson.all[$0]) }.map { $0 + 1 }
    }
}
