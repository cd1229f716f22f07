import Glibc

/// Command lines from one place: a script file, stdin, or the `-c` commands. It can look ahead
/// at the lines to come (`Lookahead`): those it reads ahead it hands out later, in order.
final class ScriptSource: Lookahead {
    /// The name in error messages: the path, `<stdin>` or `-c`.
    let name: String
    /// A constant, read through `?.` where a line is read: the compiler then lends it to the call
    /// instead of retaining and releasing it around every line (`if let` binds a copy).
    private let input: LineInput?
    private var commands: [String]
    /// Lines read ahead by `peek`, not handed out yet, first first.
    private var readAhead: [RawLine] = []

    /// Lines read from an open file descriptor.
    init(name: String, input: LineInput) {
        self.name = name
        self.input = input
        commands = []
    }

    /// Command lines given on the command line: `-c` (or `--tour`) is their place's name.
    init(commands: [String], name: String = "-c") {
        self.name = name
        input = nil
        self.commands = commands.reversed()
    }

    /// The next line, or `nil` at the end (or when an interrupt stopped the read).
    func next() -> RawLine? {
        if !readAhead.isEmpty { return readAhead.removeFirst() }
        if input != nil { return input?.next() }
        guard let command = commands.popLast() else { return nil }
        return Self.check(command)
    }

    func peek(_ offset: Int) -> Peek {
        while readAhead.count <= offset {
            if let input {
                guard input.nextLineIsReady() else { return .unknown }
                guard let line = input.next() else { return input.wasInterrupted ? .unknown : .end }
                readAhead.append(line)
            } else {
                guard let command = commands.popLast() else { return .end }
                readAhead.append(Self.check(command))
            }
        }
        return .line(readAhead[offset])
    }

    /// Whether reading stopped because of SIGINT.
    var wasInterrupted: Bool { input?.wasInterrupted ?? false }

    /// Why reading failed, if it did: the C library's description.
    var readError: String? {
        readErrorNumber.map { String(cString: strerror($0)) }
    }

    /// Why reading failed, if it did: the `errno` of the failed read.
    var readErrorNumber: Int32? { input?.readError }

    /// A `-c` command or an argument is already a string; it gets the same limits as a line.
    static func check(_ command: String) -> RawLine {
        let bytes = command.utf8.count
        if bytes > LineInput.maxLineBytes {
            return .tooLong(bytes: bytes, start: String(command.prefix(64)))
        }
        if let nul = command.utf8.firstIndex(of: 0) {
            let column = command.utf8.distance(from: command.utf8.startIndex, to: nul) + 1
            return .problem(.nulByte(column: column), preview: String(command.prefix(64)))
        }
        return .text(LineText(command))
    }
}
