import ActionLintTestSupport
import Foundation
import XCTest
@testable import ActionLintCLI

/// `action-lint-build-step`, the per-file command of the build-tool plugin: diagnostics with
/// absolute paths, a stamp only when nothing fails the build, and the configuration files
/// `action-lint` would use for the file, nested ones included.
final class BuildToolStepTests: FolderTestCase {
    private var stamp: String { folder.url.appendingPathComponent("work/AddItemView.0123.lint.swift").path }
    private var seed: String { folder.url.appendingPathComponent("App/AddItemView.swift").path }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "App/AddItemView.swift")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("work"), withIntermediateDirectories: true)
    }

    private func step(_ arguments: [String]) -> (code: Int32, stdout: String, stderr: String) {
        let out = OutputSink(), err = OutputSink()
        let code = BuildToolStep.run(arguments: arguments, io: CommandIO(stdout: out, stderr: err, workingFolder: folder.path))
        out.flush()
        err.flush()
        return (code, out.capturedText, err.capturedText)
    }

    func testWarningsPrintWithTheAbsolutePathAndTheStampIsWritten() throws {
        // Relative arguments are taken from the working folder, as the build system passes them.
        let run = step(["--output", "work/AddItemView.0123.lint.swift", "App/AddItemView.swift"])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, SeedFinding.xcode(seed))
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), BuildToolStep.stampText)
        // The stamp is compiled with the target: it must be Swift that declares nothing.
        XCTAssertTrue(BuildToolStep.stampText.split(separator: "\n").allSatisfy { $0.hasPrefix("// ") })
    }

    /// The binary plugins run `action-lint build-step`, the same step in the one bundled binary.
    func testTheActionLintSubcommandIsTheSameStep() throws {
        let out = OutputSink(), err = OutputSink()
        let io = CommandIO(stdout: out, stderr: err, workingFolder: folder.path)
        let code = CommandLineTool.run(arguments: ["build-step", "--output", stamp, seed], io: io)
        out.flush()
        err.flush()
        XCTAssertEqual(code, 0, err.capturedText)
        XCTAssertEqual(out.capturedText, SeedFinding.xcode(seed))
        XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), BuildToolStep.stampText)
    }

    func testFindingsThatFailTheBuildLeaveNoStamp() throws {
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        let run = step(["--output", stamp, seed])
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.stdout.hasPrefix("\(seed):19:27: error: "), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp), "the next build must lint the file again")
    }

    func testAnExcludedFileIsQuietAndStamped() throws {
        try folder.write(".action-lint.json", #"{"exclude": ["App/"]}"#)
        let run = step(["--output", stamp, seed])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp))
    }

    func testABadConfigurationFailsTheStepInOneLine() throws {
        let config = try folder.write(".action-lint.json", #"{"exclude": "App/"}"#)
        let run = step(["--output", stamp, seed])
        XCTAssertEqual(run.code, 2)
        XCTAssertEqual(run.stdout, "")
        // As a compiler writes an error, so that the build lists it as an issue (issue 48, item 8).
        XCTAssertEqual(run.stderr, "\(config): error: exclude: expected an array of strings, found \"App/\"\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
    }

    /// A nested configuration refines the one above it, as for `action-lint`: the rule the
    /// folder above makes an error is off in the source's folder.
    func testTheNearestConfigurationsApplyNestedOnesToo() throws {
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        try folder.write("App/.action-lint.json", #"{"rules": {"duplicate-action-closure": {"enabled": false}}}"#)
        let run = step(["--output", stamp, seed])
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp))
    }

    func testMissingSourceOrArgumentsFailInOneLine() throws {
        let gone = folder.url.appendingPathComponent("App/Gone.swift").path
        let missing = step(["--output", stamp, gone])
        XCTAssertEqual(missing.code, 2)
        XCTAssertEqual(missing.stderr, "\(gone): error: no such file or directory\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: stamp))
        for arguments in [[seed], ["--output", stamp], ["--output", stamp, seed, seed], ["--output"], ["--output", stamp, "--config", seed]] {
            let run = step(arguments)
            XCTAssertEqual(run.code, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, "error: action-lint: \(BuildToolStep.usage)\n")
        }
    }
}
