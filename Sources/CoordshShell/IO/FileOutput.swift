import CoordinatorKit
import Glibc

/// A buffered writer to a file descriptor. A closed pipe (EPIPE) marks it closed instead of
/// killing the process, so `coordsh script | head -1` ends quietly (with status 141, SPEC 1).
public final class FileOutput: TextOutput {
    private let descriptor: Int32
    /// What is not written yet. A writer in this module may append to it in place (`Reporter`,
    /// a script's state after every command), then call `flushIfFull()`.
    var buffer: TextBuffer
    private let capacity: Int
    public private(set) var isClosed = false
    /// Why writing stopped (`errno`): EPIPE when the reader went away, EBADF for a closed
    /// descriptor, ENOSPC for a full disk.
    public private(set) var failure: Int32?

    /// Whether the output was closed by its reader (a pipe whose reader is gone, or a stream
    /// closed before coordsh started), rather than failing.
    public var wasClosedByReader: Bool {
        failure == EPIPE || failure == EBADF
    }

    /// Whether the stream was closed before coordsh started (`>&-`): the first output fails.
    private let closedFromStart: Bool

    /// A writer to `descriptor`; `closed` when the stream was closed before coordsh started
    /// (its descriptor then holds /dev/null): it fails at the first output, as a closed stream
    /// would, so a run without stdout still runs up to its first output.
    public init(descriptor: Int32, capacity: Int = 1 << 16, closed: Bool = false) {
        self.descriptor = descriptor
        self.capacity = capacity
        closedFromStart = closed
        buffer = TextBuffer(capacity: capacity)
    }

    deinit { flush() }

    public func write(_ text: String) {
        guard !isClosed else { return }
        buffer.write(text)
        if buffer.count >= capacity { flushWholeChunks() }
    }

    public func write(utf8 bytes: [UInt8]) {
        guard !isClosed else { return }
        bytes.withUnsafeBufferPointer { buffer.append($0) }
        if buffer.count >= capacity { flushWholeChunks() }
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard !isClosed else { return }
        buffer.append(bytes)
        if buffer.count >= capacity { flushWholeChunks() }
    }

    /// Lets `body` write straight into the buffer: the human output of a command goes there
    /// without a text of its own to copy (a script writes one after every command).
    public func write(in body: (inout TextBuffer) -> Void) {
        guard !isClosed else { return }
        body(&buffer)
        if buffer.count >= capacity { flushWholeChunks() }
    }

    /// Writes what is buffered once the buffer is full: after a writer appended to `buffer`.
    func flushIfFull() {
        if buffer.count >= capacity { flushWholeChunks() }
    }

    /// Writes what is buffered, all of it: before a read that would wait, and at the end.
    public func flush() {
        write(upTo: buffer.count)
    }

    /// Writes the buffer's whole chunks of `capacity` bytes and keeps the rest for the next
    /// write: a pipe holds 64 KiB, so a write of 64 KiB plus a few bytes (the command that
    /// filled the buffer) made the writer wait for the reader and then write the few bytes
    /// alone, two switches between the processes where one does.
    private func flushWholeChunks() {
        write(upTo: buffer.count - buffer.count % capacity)
    }

    /// Writes the first `count` bytes of the buffer and takes them out of it.
    private func write(upTo count: Int) {
        guard count > 0, !isClosed else { return }
        guard !closedFromStart else {
            failure = EBADF
            isClosed = true
            return
        }
        var written = 0
        buffer.withBytes { bytes in
            guard let start = bytes.baseAddress else { return }
            while written < count {
                let result = Glibc.write(descriptor, start + written, count - written)
                if result > 0 {
                    written += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    // EPIPE (reader gone), EBADF (stream closed) or a full disk: stop writing.
                    failure = result < 0 ? errno : EIO
                    isClosed = true
                    return
                }
            }
        }
        buffer.removeFirst(count)
    }
}
