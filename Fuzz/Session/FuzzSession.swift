import CoordinatorKit
import CoordshShell
import FoundationEssentials
import Glibc

// libFuzzer target for whole sessions: bytes -> lines -> session. The input is read by
// `LineInput`, as a script is (long lines, invalid UTF-8 and NUL bytes become line problems),
// and every line runs in a session of the app chosen by the first byte, with files in memory.
// A line `%%` ends the script: the bytes after it are the file `f.json`, for `:load f.json`.
// Besides crashes and hangs, a broken rule of SPEC 3 aborts: a failed line must leave the
// state exactly as it was, and every stack must keep its root.
// Built only with COORDSH_FUZZ=1 (see Package.swift and scripts/fuzz).

/// A file that `LineInput` reads the script from: in /dev/shm (memory), deleted at once.
private let scriptDescriptor: Int32 = {
    var template = Array("/dev/shm/coordsh-fuzz-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    if descriptor >= 0 { unlink(template) }
    return descriptor
}()

private let separator: [UInt8] = Array("\n%%\n".utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0, scriptDescriptor >= 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let apps = AppRegistry.builtIns
    let app = apps[Int(bytes[0]) % apps.count]
    var script = bytes.dropFirst()
    let files = MemoryFiles()
    if let at = script.firstRange(of: separator) {
        files.files["f.json"] = Data(script[at.upperBound...])
        script = script[..<at.lowerBound]
    }
    ftruncate(scriptDescriptor, 0)
    _ = script.withContiguousStorageIfAvailable { pwrite(scriptDescriptor, $0.baseAddress, $0.count, 0) }
    lseek(scriptDescriptor, 0, SEEK_SET)

    let session = Session(app: app.start(), files: files)
    let input = LineInput(descriptor: scriptDescriptor, blockSize: 1 << 16)
    while let raw = input.next() {
        let before = session.app.anySnapshot
        let result: LineResult?
        switch raw {
        case .text(let line): result = session.run(line)
        case .problem(let problem, let preview): result = session.fail(problem, input: preview)
        }
        let report = session.report
        if result?.succeeded == false, session.app.anySnapshot != before {
            fatalError("a failed line changed the state: \(result?.failure?.message ?? "")")
        }
        if report.stack.isEmpty || report.modals.contains(where: \.isEmpty) {
            fatalError("a stack lost its root")
        }
    }
    return 0
}
