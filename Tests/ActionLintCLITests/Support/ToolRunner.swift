import ActionLintTestSupport
import Foundation

/// Runs the built `action-lint` in a folder with a controlled environment. stdout and stderr go
/// to files rather than pipes, so a chatty run can never block on a full pipe.
struct ToolRunner {
    var folder: URL
    /// Only these variables are passed: a test run inside GitHub Actions must not switch the
    /// default reporter, and a developer's NO_COLOR must not change the output.
    var environment: [String: String] = [:]

    func run(_ arguments: [String], stdin: String? = nil) throws -> ToolRun {
        try run(executable: try BuiltTool.located().path, arguments, stdin: stdin)
    }

    /// Runs another program the same way (git, sh for the README's recipes).
    func run(executable: String, _ arguments: [String], stdin: String? = nil) throws -> ToolRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
        for url in [outURL, errURL] { try Data().write(to: url) }
        try Data((stdin ?? "").utf8).write(to: inURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = try FileHandle(forReadingFrom: inURL)
        defer { try? out.close(); try? err.close(); try? input.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        process.waitUntilExit()
        return ToolRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8),
            workingFolder: folder.path
        )
    }
}
