import Glibc

/// An exclusive advisory lock (`flock`) on a folder, held while a file in it is read, merged and
/// replaced, so that two coordsh sessions never write the same history at once. A folder that
/// cannot be locked (not readable, or a file system without locks) is used without one.
enum FolderLock {
    static func holding<Result>(_ folder: String, _ body: () -> Result) -> Result {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }  // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        return body()
    }
}
