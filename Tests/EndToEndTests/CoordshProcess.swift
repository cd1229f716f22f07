import Foundation
import Testing

/// Runs the built `coordsh` binary, for tests of what a user sees: output, errors, exit status.
struct CoordshProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary under test: `COORDSH_BINARY`, or `coordsh` beside the test bundle.
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["COORDSH_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bundleFolder.appendingPathComponent("coordsh")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/coordsh")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs coordsh with `arguments` and `stdin`, in `directory`; stdout and stderr apart.
    static func run(_ arguments: [String], stdin: String = "", in directory: URL? = nil) throws -> Result {
        try run(arguments, stdinData: Data(stdin.utf8), in: directory)
    }

    static func run(_ arguments: [String], stdinData: Data, in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let writing = Background {
            try? input.fileHandleForWriting.write(contentsOf: stdinData)
            try? input.fileHandleForWriting.close()
            return Data()
        }
        let errorData = Background { errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        _ = writing.value
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Runs coordsh with stdout and stderr into one pipe, as a terminal user would see them.
    static func runMerged(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Runs a bash command line with `$COORDSH` set to the binary.
    static func bash(_ script: String) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["COORDSH": binary.path]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = Background { errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self))
    }
}

/// Work on another thread whose result is waited for: reading one pipe while another is read.
final class Background: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Data) {
        Thread {
            self.result = work()
            self.done.signal()
        }.start()
    }

    /// Waits for the work to finish.
    var value: Data {
        done.wait()
        done.signal()
        return result
    }
}
