import Foundation
import XCTest

/// What `action-lint --fix` writes for a text: the file in a scratch folder of its own, fixed
/// by the built binary, read back. The quick fixes must give exactly this.
enum FixRun {
    static func fixed(_ text: String, name: String = "View.swift", unsafe: Bool = false) throws -> String {
        let folder = try ScratchFolder()
        let file = folder.url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let process = Process()
        process.executableURL = try BuiltServer.located()
        process.arguments = ["--fix", "--quiet", "--no-config"] + (unsafe ? ["--unsafe-fixes"] : []) + [name]
        process.currentDirectoryURL = folder.url
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertNotEqual(process.terminationStatus, 2, "action-lint --fix failed on \(name)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}

/// What `action-lint extract FILE:LINE:COLUMN --fix` writes for a text: the extraction an
/// editor's `refactor.extract` action must give.
enum ExtractRun {
    /// `line` and `column` 1-based, as the command takes them.
    static func extracted(_ text: String, line: Int, column: Int, style: String = "method", name: String = "View.swift") throws -> String {
        let folder = try ScratchFolder()
        let file = folder.url.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        let process = Process()
        process.executableURL = try BuiltServer.located()
        process.arguments = ["extract", "\(name):\(line):\(column)", "--fix-style", style, "--fix"]
        process.currentDirectoryURL = folder.url
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "action-lint extract failed on \(name):\(line):\(column)")
        return try String(contentsOf: file, encoding: .utf8)
    }
}

/// What `action-lint --reporter json` reports for a file: the diagnostics must say the same.
enum JSONReport {
    static func findings(_ file: URL) throws -> [[String: Any]] {
        let output = Pipe()
        let process = Process()
        process.executableURL = try BuiltServer.located()
        process.arguments = ["--no-config", "--reporter", "json", file.path]
        process.environment = [:]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(report["findings"] as? [[String: Any]])
    }
}

/// A temporary folder, removed when the value goes away.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a file (creating its folders); returns its URL.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The `file://` URI of a file in the folder, as editors write it.
    func uri(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).absoluteString }
}
