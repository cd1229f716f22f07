import Foundation

@testable import SwiftExport

/// Type-checks exported packages on Linux, where SwiftUI and UIKit do not exist: the stand-ins of
/// `StandIns/` (each framework's API as far as the glue uses it) are compiled into modules of the
/// frameworks' names, so that `#if canImport(SwiftUI)` holds and the glue is compiled against them.
enum StandInCompiler {
    /// Writes the export's sources to a new folder, compiles the stand-ins beside them, and
    /// type-checks the sources against them in Swift 6 language mode, warnings as errors: the
    /// status and what swiftc printed. The folder is removed afterwards.
    static func typeCheck(_ export: SwiftExporter.Export) throws -> (status: Int32, output: String) {
        let package = temporaryFolder("coordsh-typecheck")
        defer { try? FileManager.default.removeItem(atPath: package) }
        let standIns = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIns")
        for framework in ["SwiftUI", "UIKit"] {
            let result = swiftc([
                "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", framework,
                standIns.appendingPathComponent("\(framework).swift").path,
                "-emit-module-path", package + "/modules/\(framework).swiftmodule",
            ])
            guard result.status == 0 else { return (result.status, "the stand-in of \(framework):\n" + result.output) }
        }
        var sources: [String] = []
        for file in export.files where file.path.hasPrefix("Sources/") && file.path.hasSuffix(".swift") {
            let path = package + "/" + file.path
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
            sources.append(path)
        }
        return swiftc(
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", export.module,
                "-I", package + "/modules",
            ] + sources)
    }

    private static func temporaryFolder(_ prefix: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs swiftc, stdout and stderr together.
    private static func swiftc(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return (-1, "cannot run swiftc: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
