import CoordinatorKit
import Glibc

/// Reads lines from a file descriptor in large blocks, checking each one (SPEC 6): a line
/// longer than 64 KiB is skipped without being kept in memory, and lines that are not UTF-8
/// or hold a NUL byte are reported as problems. `\r\n` line ends are accepted, and a UTF-8
/// byte-order mark at the very start is skipped (editors on Windows write one; it is invisible).
public final class LineInput {
    /// The longest line accepted, in bytes, without its line break.
    public static let maxLineBytes = 65_536

    private let descriptor: Int32
    /// Whether the input is a regular file, where a read never waits for another program.
    private let isRegularFile: Bool
    /// Whether the descriptor is this reader's, closed with it (a script file), or borrowed (stdin).
    private let closesDescriptor: Bool
    /// The bytes read and not yet returned are `block[start..<end]`. Memory of its own, not an
    /// array: an array property is retained and released around each use in a method (about 30
    /// instructions a line, measured).
    private let block: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// Whether nothing has been returned yet: only the first line may start with a byte-order mark.
    private var atStart = true
    /// Set when a read fails for a reason other than end of file or an interruption.
    public private(set) var readError: Int32?
    /// The error the read after the bytes of `init(bytes:thenError:)` fails with.
    private let errorAtEnd: Int32?
    /// Whether the last `next()` returned `nil` because a signal interrupted the read and
    /// `shouldStop` said to stop. Reading again goes on where it stopped.
    public private(set) var wasInterrupted = false
    /// Asked after an interrupted read: `true` stops reading (SIGINT during a script).
    private let shouldStop: () -> Bool
    /// Waits until the descriptor has input, or a signal asks to stop (`false`): so a signal
    /// just before a blocking read is not missed.
    private let waitForInput: (Int32) -> Bool
    /// Called before a read that would wait for another program (a pipe or a terminal with
    /// nothing to read yet): the output is flushed there, so that a program that drives coordsh
    /// line by line sees each answer before it sends the next line, and only there.
    private let beforeWaiting: () -> Void

    /// Lines read from `descriptor`; `closesDescriptor` closes it when the reader goes.
    public init(
        descriptor: Int32, blockSize: Int = 1 << 16, closesDescriptor: Bool = false,
        shouldStop: @escaping () -> Bool = { false }, waitForInput: @escaping (Int32) -> Bool = { _ in true },
        beforeWaiting: @escaping () -> Void = {}
    ) {
        self.descriptor = descriptor
        errorAtEnd = nil
        var status = stat()
        isRegularFile = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        self.closesDescriptor = closesDescriptor
        block = .allocate(capacity: Swift.max(blockSize, Self.maxLineBytes + 2))
        block.initialize(repeating: 0)
        self.shouldStop = shouldStop
        self.waitForInput = waitForInput
        self.beforeWaiting = beforeWaiting
    }

    /// The lines of `bytes`, held in memory (a script in `MemoryFiles`); with `thenError`, a
    /// read that fails after them with that `errno` (as a disk can, midway through a file).
    public init(bytes: [UInt8], thenError: Int32? = nil) {
        errorAtEnd = thenError
        descriptor = -1
        isRegularFile = true
        closesDescriptor = false
        block = .allocate(capacity: bytes.count)
        _ = block.initialize(fromContentsOf: bytes)
        end = bytes.count
        atEnd = true
        shouldStop = { false }
        waitForInput = { _ in true }
        beforeWaiting = {}
    }

    deinit {
        if closesDescriptor { close(descriptor) }
        block.deallocate()
    }

    /// The next line, or `nil` at the end of input.
    public func next() -> RawLine? {
        wasInterrupted = false
        // The usual line lies whole in the block: it is taken at once (the general way below
        // keeps a long line's preview, an optional that cost its destroy on every line).
        if !atStart, let newline = firstNewline() {
            let line = start..<newline
            start = newline + 1
            return check(line)
        }
        return nextAfterReading()
    }

    /// `next()` when the line is not whole in the block: the first, or one to read more of.
    private func nextAfterReading() -> RawLine? {
        if atStart {
            skipByteOrderMark()
            if wasInterrupted { return nil }
        }
        var long: (bytes: Int, preview: [UInt8])?
        while true {
            if let newline = firstNewline() {
                let line = start..<newline
                start = newline + 1
                if let long { return tooLong(long.bytes + line.count, preview: long.preview) }
                return check(line)
            }
            if end - start > Self.maxLineBytes {
                // Keep a preview, drop the rest: memory stays bounded whatever the line length.
                let preview = long?.preview ?? Array(block[start..<start + 64])
                long = ((long?.bytes ?? 0) + (end - start), preview)
                start = end
                // A line that never ends (a device such as /dev/zero) must not keep Ctrl-C waiting.
                if !atEnd, shouldStop() {
                    wasInterrupted = true
                    return nil
                }
            }
            guard fill() else {
                guard !wasInterrupted, start < end || long != nil else { return nil }
                let line = start..<end
                start = end
                if let long { return tooLong(long.bytes + line.count, preview: long.preview) }
                return check(line)
            }
        }
    }

    /// Whether `next()` can return without waiting for a writer: always for a regular file; for a
    /// pipe or a terminal, when a whole line is buffered, the input has ended, or the rest of a
    /// line can be read now.
    public func nextLineIsReady() -> Bool {
        if isRegularFile { return true }
        while true {
            if atEnd || firstNewline() != nil { return true }
            // A line longer than the block: `next()` skips it, and may wait doing so.
            if end - start > Self.maxLineBytes { return false }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) == 1 else { return false }
            guard fill() else { return !wasInterrupted }
        }
    }

    /// Skips a UTF-8 byte-order mark (EF BB BF) at the start of the input, reading as many bytes
    /// as it takes to know.
    private func skipByteOrderMark() {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        while end - start < mark.count, block[start..<end].elementsEqual(mark.prefix(end - start)), fill() {}
        guard !wasInterrupted else { return }
        atStart = false
        if block[start..<end].starts(with: mark) { start += mark.count }
    }

    // The byte searches use memchr: the generic `firstIndex(of:)` is as fast in a release build,
    // but in a debug build (the tests, the sanitizers) it allocated for every byte of a line.
    private func firstNewline() -> Int? {
        Self.find(UInt8(ascii: "\n"), in: UnsafeBufferPointer(rebasing: block[start..<end])).map { start + $0 }
    }

    /// The offset of the first NUL byte in `buffer`.
    static func firstNUL(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        find(0, in: buffer)
    }

    /// Whether every byte of `buffer` is ASCII.
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        !buffer.contains { $0 >= 0x80 }
    }

    /// Whether every byte of `buffer` is ASCII and none is NUL: the usual line, whose text is
    /// then its bytes as they are. Eight bytes at a time (`anyWord`, whose last word overlaps the
    /// one before: a byte at a time, the last bytes of a short line cost about six instructions
    /// each): a byte of 0x80 or more has its top bit set, and a zero byte is one whose top bit
    /// `(word - 0x01...) & ~word` sets.
    static func isPlainASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        !anyWord(of: buffer) { !isPlainASCII(word: $0) }
    }

    /// Whether no byte of `word` is 0x80 or more, and none is zero.
    @inline(__always)
    private static func isPlainASCII(word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        return (word | ((word &- ones) & ~word)) & tops == 0
    }

    private static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = buffer.baseAddress, let found = memchr(base, Int32(byte), buffer.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// Reads more bytes after the unread ones; `false` at the end of input.
    private func fill() -> Bool {
        guard !atEnd else {
            if let errorAtEnd { readError = errorAtEnd }
            return false
        }
        if start > 0 {
            if let base = block.baseAddress { memmove(base, base + start, end - start) }
            end -= start
            start = 0
        }
        while true {
            if !isRegularFile, !hasInputNow { beforeWaiting() }
            if !waitForInput(descriptor), shouldStop() {
                wasInterrupted = true
                return false
            }
            let count = Glibc.read(descriptor, block.baseAddress.map { $0 + end }, block.count - end)
            if count > 0 {
                end += count
                return true
            }
            if count < 0, errno == EINTR {
                if shouldStop() {
                    wasInterrupted = true
                    return false
                }
                continue
            }
            if count < 0 { readError = errno }
            atEnd = true
            return false
        }
    }

    /// Whether a read would return at once: input, its end, or an error is there.
    private var hasInputNow: Bool {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, 0) != 0
    }

    private func check(_ range: Range<Int>) -> RawLine {
        RawLine(checking: UnsafeBufferPointer(rebasing: block[range]))
    }

    private func tooLong(_ bytes: Int, preview: [UInt8]) -> RawLine {
        .tooLong(bytes: bytes, start: Self.preview(preview[...]))
    }

    /// The first 64 bytes, with anything that is not UTF-8 shown as U+FFFD. A NUL stays a NUL
    /// (U+0000): `--json` writes it `\u0000` and a terminal `\u{0}`, as any control character,
    /// so that a line with a NUL and one with a backslash and a zero stay apart.
    static func preview(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.prefix(64), as: UTF8.self)
    }
}
