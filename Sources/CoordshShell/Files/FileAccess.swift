import FoundationEssentials

/// How the session reads and writes files (`:save`, `:load`, `:source`, the tour's progress):
/// the real file system, or memory in tests and fuzzing. Errors name the file and the reason.
public protocol FileAccess {
    /// The bytes of a regular file; fails for a missing, unreadable or too large file, a
    /// folder, and anything that is not a regular file (a FIFO would block, a device never ends).
    func read(_ path: String, limit: Int) throws(ShellError) -> Data
    /// Replaces a regular file's contents all at once (a temporary file beside it, then a
    /// rename), so a crash never leaves a partial file. The file keeps its mode and owner; a
    /// symbolic link keeps pointing to it. Devices, FIFOs, sockets, folders, read-only files
    /// and files with several names are refused.
    func writeAtomically(_ data: Data, to path: String) throws(ShellError)
    /// The lines of a script: a regular file, or a pipe, FIFO or terminal; not a folder.
    func lines(of path: String) throws(ShellError) -> LineInput
    /// Whether `path` names a regular file (following symbolic links), for a hint when a
    /// relative path is not found.
    func isRegularFile(_ path: String) -> Bool
}
