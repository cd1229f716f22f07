import Glibc

/// What a path names, from its `stat` mode. coordsh reads and replaces regular files; scripts
/// may also come from pipes, terminals and devices; everything else is refused by its kind.
public enum FileKind: Equatable, Sendable {
    case regular
    case directory
    case fifo
    case characterDevice
    case blockDevice
    case socket
    case symbolicLink
    case unknown

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .unknown
        }
    }

    /// The kind as a message names it, with its article: "a FIFO (named pipe)".
    var described: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "a special file"
        }
    }
}
