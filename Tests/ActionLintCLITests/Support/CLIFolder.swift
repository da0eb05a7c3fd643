import Foundation
import XCTest
@testable import ActionLintCLI

/// A temporary working folder for in-process runs of the command, deleted when the test ends.
final class CLIFolder {
    let path: String

    init(_ testCase: XCTestCase) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        path = base + "/action-lint-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let path = self.path
        testCase.addTeardownBlock {
            // A read-only file must not keep the folder from being removed.
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8], mode: Int? = nil) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file) }
        return file
    }

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func mode(_ name: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path + "/" + name)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    /// Runs `action-lint arguments…` in this folder; returns the exit code and both streams.
    func run(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = OutputSink(), err = OutputSink()
        let code = CommandLineTool.run(arguments: ["--no-config", "--no-color"] + arguments,
                                       io: CommandIO(stdout: out, stderr: err, workingFolder: path))
        out.flush()
        err.flush()
        return (code, out.capturedText, err.capturedText)
    }
}
