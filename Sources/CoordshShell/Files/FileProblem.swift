import Glibc

/// Why a file cannot be read or written: every file problem's wording, in one place. Messages
/// put it after the path: `cannot write 's.json': it is read-only (mode 0444); ...`.
public enum FileProblem: Error, Equatable, Sendable {
    /// What the C library said (`errno`).
    case system(Int32)
    /// A folder where a file is expected.
    case directory
    /// Not a regular file where one is expected: reading a FIFO would block, a device never ends.
    case notRegular(FileKind)
    /// Not a regular file where one would be replaced.
    case notReplaceable(FileKind)
    /// Larger than what coordsh reads.
    case tooLarge(limit: Int)
    /// No write permission for anyone, as `ls` shows it.
    case readOnly(permissions: mode_t)
    /// A file with more than one name: replacing it would leave the other names with the old text.
    case hardLinks(Int)
    /// Ctrl-C or SIGTERM stopped the read or the write; nothing was changed.
    case interrupted
    /// The contents would be larger than what coordsh can read back.
    case wouldBeTooLarge(bytes: Int, limit: Int)
    /// A file that exists and is not one coordsh wrote of this kind, which a command that
    /// writes only its own files does not replace: (the kind, `OwnFileKind.described`; what the
    /// file is instead, if its contents tell: `an app definition`).
    case notOurs(String, found: String?)
    /// A name given on the command line that is not UTF-8: its bytes were read as U+FFFD, and
    /// no file has the name that makes.
    case nameNotUTF8
    /// The folder a new file would be made in does not exist.
    case missingFolder(String)
    /// A name that ends in '/', where a file is written: it names a folder, whether or not one is
    /// there (for a missing one, "make it first" led only to "it is a directory").
    case folderName
    /// No such file, where a file of a near name is (`shop.json5` for `shop.json`): that name.
    case notFound(similar: String)

    /// The problem for the current `errno`.
    static var fromErrno: FileProblem { .system(errno) }

    /// The problem in words, without the path.
    public var reason: String {
        switch self {
        case .system(let code):
            String(cString: strerror(code))
        case .directory:
            "it is a directory"
        case .notRegular(let kind):
            "it is \(kind.described), not a regular file"
        case .notReplaceable(let kind):
            "it is \(kind.described), not a regular file; coordsh replaces only regular files"
        case .folderName:
            "a name that ends in '/' names a folder; give a file's name after the '/'"
        case .missingFolder(let folder):
            "the folder '\(folder)' does not exist; make it first, or choose another name"
        case .notFound(let similar):
            "\(String(cString: strerror(ENOENT))); did you mean '\(similar)'?"
        case .nameNotUTF8:
            "the name given is not UTF-8 (U+FFFD shows the bytes that are not), and coordsh opens files by UTF-8 names only; rename the file"
        case .tooLarge(let limit):
            "it is larger than \(limit) bytes"
        case .readOnly(let permissions):
            "it is read-only (mode \(String(permissions, radix: 8).leftPadded(to: 4))); coordsh does not replace a "
                + "read-only file: make it writable (chmod u+w) or choose another name"
        case .hardLinks(let count):
            "it has \(count) names (hard links), which replacing it would separate; remove the other names or "
                + "choose another name"
        case .interrupted:
            "interrupted; nothing was changed"
        case .wouldBeTooLarge(let bytes, let limit):
            "the session is \(bytes) bytes as JSON, more than the \(limit) bytes that ':load' reads; nothing was written"
        case .notOurs(let kind, let found):
            "\(found.map { "it is \($0)," } ?? "it exists and is") not \(kind), and coordsh replaces no other file: "
                + "choose another name, or remove the file first"
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
