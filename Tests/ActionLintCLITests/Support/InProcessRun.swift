import ActionLintTestSupport
import Foundation
@testable import ActionLintCLI

/// In-process runs of the command in a temporary folder, for tests that call no binary.
extension TemporaryFolder {
    /// Runs `action-lint arguments…` here, without configuration or colour; returns the exit code
    /// and both streams.
    func runInProcess(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = OutputSink(), err = OutputSink()
        let code = CommandLineTool.run(arguments: ["--no-config", "--no-color"] + arguments,
                                       io: CommandIO(stdout: out, stderr: err, workingFolder: path))
        out.flush()
        err.flush()
        return (code, out.capturedText, err.capturedText)
    }

    /// Writes `bytes` to the file `name`, with the permissions `mode` if given.
    @discardableResult
    func write(_ name: String, bytes: [UInt8], mode: Int?) throws -> String {
        let file = try write(name, bytes: bytes)
        if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file) }
        return file
    }

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func mode(_ name: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path + "/" + name)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }
}
