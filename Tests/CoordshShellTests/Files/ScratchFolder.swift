import FoundationEssentials
import Glibc

@testable import CoordshShell

/// A fresh folder under /tmp for one test, removed with everything in it when the test is done.
/// Device nodes are made here with mknod (as root), never in the machine's /dev.
final class ScratchFolder {
    let path: String

    init() {
        var template = Array("/tmp/coordsh-files-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp/coordsh-files-failed"
    }

    deinit {
        remove(path)
    }

    /// The path of `name` in the folder.
    func callAsFunction(_ name: String) -> String {
        path + "/" + name
    }

    /// Writes `text` to `name`.
    func write(_ text: String, to name: String, mode: mode_t = 0o644) {
        let descriptor = open(self(name), O_WRONLY | O_CREAT | O_TRUNC, mode)
        _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    /// The text of `name`, read with the C library (not through what is tested), or `nil` if
    /// it cannot be read.
    func text(of name: String) -> String? {
        let descriptor = open(self(name), O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    /// The names in the folder, sorted, hidden ones too.
    var names: [String] {
        (FolderListing.entries(of: path) ?? []).map(\.name).sorted()
    }

    /// `lstat` of `name`.
    func status(_ name: String) -> stat? {
        var status = stat()
        return lstat(self(name), &status) == 0 ? status : nil
    }

    /// Makes a character device node `name` (as root only: mknod needs it).
    func makeDevice(_ name: String, major: UInt32, minor: UInt32) -> Bool {
        let device = dev_t((major << 8) | minor)  // Linux's encoding, for numbers below 256
        return mknod(self(name), S_IFCHR | 0o666, device) == 0
    }

    /// Makes a FIFO `name`.
    func makeFIFO(_ name: String) -> Bool {
        mkfifo(self(name), 0o644) == 0
    }

    private func remove(_ path: String) {
        for entry in FolderListing.entries(of: path) ?? [] {
            let child = path + "/" + entry.name
            var status = stat()
            if lstat(child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                remove(child)
            } else {
                unlink(child)
            }
        }
        rmdir(path)
    }
}
