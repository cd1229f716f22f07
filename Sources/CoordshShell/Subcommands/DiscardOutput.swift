/// An output that drops what it is given: the scripts of `coordsh test` print nothing.
final class DiscardOutput: TextOutput {
    func write(_ text: String) {}
    func write(utf8 bytes: [UInt8]) {}
    func flush() {}
    var isClosed: Bool { false }
}
