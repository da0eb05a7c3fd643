import ActionLintTestSupport
import Foundation
import XCTest

/// Exit statuses of the built binary, and that one bad path never stops the others from being
/// linted and reported.
final class ExitStatusTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "AddItemView.swift")
    }

    private func run(_ arguments: [String]) throws -> ToolRun {
        try folder.runner().run(arguments)
    }

    func testWarningsExitZeroByDefault() throws {
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
        XCTAssertEqual(run.stderr, "")
    }

    func testStrictMakesWarningsFail() throws {
        XCTAssertEqual(try run(["--strict", "-r", "xcode"]).status, 1)
    }

    func testNoFindingsExitZeroEvenWhenStrict() throws {
        try folder.write("AddItemView.swift", "struct Plain {}\n")
        let run = try run(["--strict"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.relativeStdout, "No findings (1 file linted).\n")
    }

    func testSeverityErrorInConfigurationFails() throws {
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.relativeStdout.hasPrefix("AddItemView.swift:19:27: error: "), run.relativeStdout)
    }

    /// Writing a baseline accepts every finding, so even `error` findings exit 0.
    func testWriteBaselineExitsZeroEvenForErrors() throws {
        try folder.write(".action-lint.json", #"{"rules": {"duplicate-action-closure": {"severity": "error"}}}"#)
        let run = try run(["--write-baseline", "baseline.json", "--quiet"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(folder.exists("baseline.json"))
    }

    func testQuietDropsTheSummaryOnly() throws {
        let run = try run(["--quiet"])
        XCTAssertTrue(run.relativeStdout.hasPrefix("AddItemView.swift:19:27: warning[duplicate-action-closure]"), run.relativeStdout)
        XCTAssertTrue(run.relativeStdout.hasSuffix("help: \(SeedFinding.fixTitle)\n\n"), "blocks end with a blank line: " + run.relativeStdout)
        try folder.write("AddItemView.swift", "struct Plain {}\n")
        XCTAssertEqual(try self.run(["-q"]).relativeStdout, "")
    }

    func testUnknownFlagIsOneLineAndExitTwo() throws {
        let run = try run(["--frobnicate"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.relativeStdout, "")
        XCTAssertEqual(run.stderrLines, ["action-lint: unknown option '--frobnicate' (see `action-lint --help`)"])
    }

    func testMissingPathExitsTwoButTheOtherFilesAreReported() throws {
        let run = try run(["-r", "xcode", "Missing.swift", "AddItemView.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Missing.swift: no such file or directory"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
    }

    /// Bug fixed: with `--diff` (or `--fix`) a missing path was reported but the exit status
    /// came from the fixing alone (1 here), hiding the bad path from CI.
    func testMissingPathWithDiffStillExitsTwo() throws {
        let run = try run(["--diff", "Missing.swift", "AddItemView.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Missing.swift: no such file or directory"])
        XCTAssertTrue(run.relativeStdout.hasPrefix("--- a/AddItemView.swift"), run.relativeStdout)
        XCTAssertEqual(try self.run(["--diff", "AddItemView.swift"]).status, 1)
    }

    func testFolderNamedLikeASwiftFileIsOneLineAndExitTwo() throws {
        try folder.write("Looks.swift/Inner.swift", "struct Inner {}\n")
        let run = try run(["-r", "xcode", "Looks.swift", "AddItemView.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Looks.swift: is a directory, expected a Swift file"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
    }

    func testSymbolicLinkLoopIsOneLinePerLinkAndExitTwo() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Loop.swift: symbolic link loop"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
    }

    /// A link to a containing folder is not an error: it is skipped, and the tree is linted once.
    func testLinkToContainingFolderIsSearchedOnce() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Up").path, withDestinationPath: ".")
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
    }

    /// Bug fixed: with `A/toB -> ../B` and `B/toA -> ../A`, B's file was shown as
    /// `A/toB/AddItemView.swift` because the link sorted first; folders reached through links are
    /// now searched after the real ones, so each file keeps its real path (and baseline key).
    func testFileReachableThroughALinkIsShownByItsRealPath() throws {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("AddItemView.swift"))
        try folder.copySeed(to: "B/AddItemView.swift")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("A"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("A/toB").path, withDestinationPath: "../B")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("B/toA").path, withDestinationPath: "../A")
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("B/AddItemView.swift"))
        // Named through the link, the link's path is what the user asked for.
        XCTAssertEqual(try self.run(["-r", "xcode", "A/toB"]).relativeStdout, SeedFinding.xcode("A/toB/AddItemView.swift"))
    }

    func testDanglingLinkIsOneLineAndExitTwo() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Gone.swift: symbolic link to a missing file"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
    }

    /// Root reads any file, so the expectation depends on who runs the tests; both are checked.
    func testUnreadableFile() throws {
        let locked = try folder.write("Locked.swift", "struct Locked {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
        if geteuid() == 0 {
            XCTAssertEqual(run.status, 0, run.stderr)
        } else {
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderrLines, ["action-lint: Locked.swift: permission denied"])
        }
    }

    /// Binary data (NUL bytes) and text that is not UTF-8 are not Swift: each is one line naming
    /// the file and exit 2, with no summary; the real file next to them is still reported.
    func testBinaryAndInvalidUTF8FilesAreErrors() throws {
        var noise: [UInt8] = [0xFF, 0xFE, 0x00, 0x01, 0x80, 0xC3]
        noise += Array("struct V: View { var body: some View { Button(\"A\") { \u{0} } } }".utf8) + [0xE2, 0x82]
        try folder.write("Binary.swift", bytes: noise)
        try folder.write("Latin1.swift", bytes: Array("// caf".utf8) + [0xE9] + Array("\nstruct A {}\n".utf8))
        let run = try run(["-r", "xcode"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderrLines, [
            "action-lint: Binary.swift: binary file (NUL byte at line 1)",
            "action-lint: Latin1.swift: not UTF-8 text (invalid byte 0xE9 at line 1)",
        ])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
        let human = try self.run([])
        XCTAssertFalse(human.stdout.contains("files linted"), "no summary when an input failed: \(human.stdout)")
        XCTAssertTrue(human.stdout.contains("warning[duplicate-action-closure]"), human.stdout)
    }
}
