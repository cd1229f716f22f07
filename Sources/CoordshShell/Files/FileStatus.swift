import Glibc

/// What `stat` says about a file: the facts that decide whether coordsh may read or replace it.
struct FileStatus {
    let kind: FileKind
    /// The permission bits, with set-user-ID, set-group-ID and sticky.
    let permissions: mode_t
    let size: Int
    let links: Int
    let owner: uid_t
    let group: gid_t
    /// For a device, its major and minor numbers.
    let device: (major: UInt64, minor: UInt64)

    init(_ status: stat) {
        kind = FileKind(mode: status.st_mode)
        permissions = status.st_mode & 0o7777
        size = Int(status.st_size)
        links = Int(status.st_nlink)
        owner = status.st_uid
        group = status.st_gid
        // Linux's encoding of dev_t (glibc's gnu_dev_major and gnu_dev_minor, which Swift cannot see).
        let rdev = UInt64(status.st_rdev)
        device = (((rdev >> 8) & 0xfff) | ((rdev >> 32) & ~0xfff), (rdev & 0xff) | ((rdev >> 12) & ~0xff))
    }

    /// The file at `path`, following symbolic links; `nil` with `errno` set if there is none.
    static func of(_ path: String) -> FileStatus? {
        var status = stat()
        return stat(path, &status) == 0 ? FileStatus(status) : nil
    }

    /// The file `path` names itself, a symbolic link as a link; `nil` with `errno` set.
    static func ofLink(_ path: String) -> FileStatus? {
        var status = stat()
        return lstat(path, &status) == 0 ? FileStatus(status) : nil
    }

    /// The open file `descriptor`.
    static func of(descriptor: Int32) -> FileStatus? {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
    }

    /// Whether this is the null device (character device 1, 3), whatever its path is spelt:
    /// `/dev/null`, `/dev//null`, a link to it, or a node of it made elsewhere.
    var isNullDevice: Bool {
        kind == .characterDevice && device == (1, 3)
    }

    /// Whether nobody may write to the file: no write bit at all. Even root is refused such a
    /// file, as vim refuses it without `!`.
    var isReadOnly: Bool {
        permissions & 0o222 == 0
    }
}
