import Foundation
import XCTest
import ActionLintTestSupport
@testable import ActionLintCLI

final class DiffCommandTests: XCTestCase {
    func testDiffWritesNothingAndExitsOne() throws {
        let folder = try TemporaryFolder(self)
        let original = Array(ViewSource.duplicated.utf8)
        try folder.write("VolumeView.swift", bytes: original)
        let result = folder.runInProcess(["--diff", "VolumeView.swift"])
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("--- a/VolumeView.swift\n+++ b/VolumeView.swift\n@@ "), result.stdout)
        XCTAssertEqual(try folder.bytes("VolumeView.swift"), original)
    }

    func testDiffOfACleanFileIsEmptyAndExitsZero() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("LabelView.swift", bytes: Array(ViewSource.clean.utf8))
        let result = folder.runInProcess(["--diff", "LabelView.swift"])
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    /// `patch` applied to a copy turns it into exactly what `--fix` writes.
    func testDiffAppliedWithPatchEqualsTheFix() throws {
        for (name, bytes) in [("VolumeView.swift", Array(ViewSource.duplicated.utf8)), ("Windows.swift", ViewSource.crlfWithBOM)] {
            let folder = try TemporaryFolder(self)
            try folder.write(name, bytes: bytes)
            try folder.write("copy.swift", bytes: bytes)
            let diff = folder.runInProcess(["--diff", name]).stdout
            XCTAssertEqual(folder.runInProcess(["--fix", name]).code, 0)
            let patchFile = try folder.write("fix.patch", bytes: Array(diff.utf8))
            let (status, output) = try runPatch(folder: folder.path, target: "copy.swift", patchFile: patchFile)
            XCTAssertEqual(status, 0, "patch failed for \(name): \(output)\n\(diff)")
            XCTAssertEqual(try folder.bytes("copy.swift"), try folder.bytes(name), "\(name): patched copy differs from --fix")
        }
    }

    /// A path with spaces: each `---`/`+++` name ends with a tab, as GNU diff writes it, so that
    /// `patch -p1` finds the file from the headers alone (issue 50, §6).
    func testAPathWithSpacesIsPatchedFromTheHeadersAlone() throws {
        let folder = try TemporaryFolder(self)
        let name = "My Views/Volume View.swift"
        try folder.write(name, bytes: Array(ViewSource.duplicated.utf8))
        let diff = try folder.runner().run(["--diff", name])
        XCTAssertEqual(diff.status, 1, diff.stderr)
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/\(name)\t\n+++ b/\(name)\t\n@@ "), diff.stdout)
        let patchFile = try folder.write("fix.patch", bytes: Array(diff.stdout.utf8))
        let (status, output) = try ExternalTool.run("/usr/bin/env", ["patch", "-p1", "--silent", "--forward", "-i", patchFile], in: folder.path)
        XCTAssertEqual(status, 0, output)
        let patched = try folder.read(name)
        try folder.write(name, bytes: Array(ViewSource.duplicated.utf8))
        XCTAssertEqual(try folder.runner().run(["--fix", name]).status, 0)
        XCTAssertEqual(patched, try folder.read(name), "patch -p1 writes what --fix writes")
        XCTAssertNotEqual(patched, ViewSource.duplicated)
    }

    func runPatch(folder: String, target: String, patchFile: String) throws -> (Int32, String) {
        // --binary: CRLF files must be patched byte for byte.
        try ExternalTool.run("/usr/bin/env", ["patch", "--binary", "--silent", "--forward", "-i", patchFile, target], in: folder)
    }
}
