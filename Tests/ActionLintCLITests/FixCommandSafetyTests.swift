import ActionLintCore
import ActionLintTestSupport
import Foundation
import XCTest
@testable import ActionLintCLI

final class FixCommandSafetyTests: XCTestCase {
    let expectedCall = "Button(\"Mute\", action: mute)"

    func testFixWritesTheFileAndExitsZeroWhenNothingIsLeft() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("VolumeView.swift", bytes: Array(ViewSource.duplicated.utf8))
        let result = folder.runInProcess(["--fix", "VolumeView.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        let text = String(decoding: try folder.bytes("VolumeView.swift"), as: UTF8.self)
        XCTAssertTrue(text.contains(expectedCall), text)
        XCTAssertTrue(result.stderr.contains("fixed 1 finding in 1 file"), result.stderr)
    }

    func testStrictFixWithNothingLeftExitsZero() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("VolumeView.swift", bytes: Array(ViewSource.duplicated.utf8))
        XCTAssertEqual(folder.runInProcess(["--fix", "--strict", "VolumeView.swift"]).code, 0)
    }

    /// A finding without a fix is left; with `--strict` it fails the run after fixing.
    func testStrictFixWithAnUnfixableFindingLeftExitsOne() throws {
        let folder = try TemporaryFolder(self)
        let code = """
        import SwiftUI

        struct PriceView: View {
            @ObservedObject var model: PriceModel

            var body: some View {
                Text(model.label)
                    .onReceive(model.ticker) { price in
                        model.apply(price)
                        model.updates += 1
                    }
                    .onReceive(model.backupTicker) { price in
                        model.apply(price)
                        model.updates += 1
                    }
            }
        }

        """
        try folder.write("PriceView.swift", bytes: Array(code.utf8))
        let result = folder.runInProcess(["--fix", "--strict", "PriceView.swift"])
        XCTAssertEqual(result.code, 1, result.stderr)
        // --strict: the warning fails the run, so it is shown as an error.
        XCTAssertTrue(result.stdout.contains("error[duplicate-action-closure]"), result.stdout)
        XCTAssertEqual(try folder.bytes("PriceView.swift"), Array(code.utf8))
        XCTAssertEqual(folder.runInProcess(["--fix", "PriceView.swift"]).code, 0, "a warning alone does not fail the run")
    }

    func testCRLFAndByteOrderMarkAreKept() throws {
        let folder = try TemporaryFolder(self)
        let original = ViewSource.crlfWithBOM
        try folder.write("VolumeView.swift", bytes: original)
        XCTAssertEqual(folder.runInProcess(["--fix", "VolumeView.swift"]).code, 0)
        let fixed = try folder.bytes("VolumeView.swift")
        XCTAssertEqual(Array(fixed.prefix(3)), [0xEF, 0xBB, 0xBF])
        // Every line break, inserted ones included, is CRLF.
        for (index, byte) in fixed.enumerated() where byte == UInt8(ascii: "\n") {
            XCTAssertEqual(fixed[index - 1], UInt8(ascii: "\r"), "bare LF at byte \(index)")
        }
        let lfFixed = LintHarnessCLI.fixed(ViewSource.duplicated)
        let expected = [0xEF, 0xBB, 0xBF] + Array(lfFixed.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        XCTAssertEqual(String(decoding: fixed, as: UTF8.self), String(decoding: expected, as: UTF8.self))
    }

    func testBytesOutsideTheEditedRangesAreKept() throws {
        let folder = try TemporaryFolder(self)
        // Odd spacing, a trailing-space line and a comment that must survive untouched.
        let original = ViewSource.duplicated
            .replacingOccurrences(of: "import SwiftUI\n", with: "import SwiftUI   \n// ünïcødé comment\t\n")
        try folder.write("VolumeView.swift", bytes: Array(original.utf8))
        XCTAssertEqual(folder.runInProcess(["--fix", "VolumeView.swift"]).code, 0)
        let fixed = try folder.bytes("VolumeView.swift")
        let edits = LintHarnessCLI.edits(of: original)
        XCTAssertFalse(edits.isEmpty)
        // Outside the edits the bytes are the same: compare the gaps between edits.
        let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var originalCursor = 0
        var fixedCursor = 0
        for edit in sorted {
            let gap = edit.range.lowerBound - originalCursor
            XCTAssertEqual(Array(fixed[fixedCursor..<(fixedCursor + gap)]), Array(Array(original.utf8)[originalCursor..<edit.range.lowerBound]))
            fixedCursor += gap + edit.replacement.utf8.count
            originalCursor = edit.range.upperBound
        }
        XCTAssertEqual(Array(fixed[fixedCursor...]), Array(Array(original.utf8)[originalCursor...]))
    }

    func testReadOnlyFileIsReportedAndUntouched() throws {
        let folder = try TemporaryFolder(self)
        let original = Array(ViewSource.duplicated.utf8)
        try folder.write("VolumeView.swift", bytes: original, mode: 0o444)
        let result = folder.runInProcess(["--fix", "VolumeView.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("VolumeView.swift: file is read-only; not modified"), result.stderr)
        XCTAssertEqual(try folder.bytes("VolumeView.swift"), original)
        XCTAssertEqual(try folder.mode("VolumeView.swift"), 0o444)
        // Nothing was fixed, and the finding is still reported.
        XCTAssertTrue(result.stderr.contains("fixed 0 findings in 0 files"), result.stderr)
        XCTAssertTrue(result.stdout.contains("VolumeView.swift:14:31: warning[duplicate-action-closure]"), result.stdout)
    }

    /// Fixing through a symbolic link changes the file it points to and keeps the link.
    func testSymbolicLinkIsFollowedNotReplaced() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder.path + "/Shared", withIntermediateDirectories: true)
        try folder.write("Shared/VolumeView.swift", bytes: Array(ViewSource.duplicated.utf8))
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked.swift", withDestinationPath: "Shared/VolumeView.swift")
        XCTAssertEqual(folder.runInProcess(["--fix", "Linked.swift"]).code, 0)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Linked.swift")
        XCTAssertEqual(destination, "Shared/VolumeView.swift")
        let text = String(decoding: try folder.bytes("Shared/VolumeView.swift"), as: UTF8.self)
        XCTAssertTrue(text.contains(expectedCall), text)
    }

    func testFileChangedBetweenReadAndWriteIsKept() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("VolumeView.swift", bytes: Array(ViewSource.duplicated.utf8))
        let edited = Array((ViewSource.duplicated + "// edited meanwhile\n").utf8)
        AtomicFileWriter.testHookBeforeCommit = { path in
            try? Data(edited).write(to: URL(fileURLWithPath: path))
        }
        defer { AtomicFileWriter.testHookBeforeCommit = nil }
        let result = folder.runInProcess(["--fix", "VolumeView.swift"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("VolumeView.swift: file changed since it was read; not modified"), result.stderr)
        XCTAssertEqual(try folder.bytes("VolumeView.swift"), edited)
        XCTAssertTrue(result.stderr.contains("fixed 0 findings in 0 files"), result.stderr)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".action-lint-") }
        XCTAssertEqual(leftovers, [], "temporary file left behind")
    }

    func testPermissionsAreKept() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("VolumeView.swift", bytes: Array(ViewSource.duplicated.utf8), mode: 0o640)
        XCTAssertEqual(folder.runInProcess(["--fix", "VolumeView.swift"]).code, 0)
        XCTAssertEqual(try folder.mode("VolumeView.swift"), 0o640)
        XCTAssertNotEqual(try folder.bytes("VolumeView.swift"), Array(ViewSource.duplicated.utf8))
    }
}
