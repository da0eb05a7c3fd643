import ActionLintTestSupport
import Foundation
import XCTest

/// `--fix` when writing cannot or must not happen: each failure is one line naming the file, the
/// file keeps its original bytes (and its finding is still reported), the other files are
/// fixed, and the run exits 2.
final class FixFailureModeTests: FolderTestCase {
    private var seed: [UInt8] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        seed = Array(try Data(contentsOf: BuiltTool.seedFixture))
    }

    private func bytes(_ relativePath: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: folder.url.appendingPathComponent(relativePath).path) ?? Data())
    }

    private func setMode(_ mode: Int, _ relativePath: String) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: folder.url.appendingPathComponent(relativePath).path)
    }

    /// `Fixable.swift` is a second copy of the seed that every test expects to be fixed.
    private func assertOtherFileFixed(file: StaticString = #filePath, line: UInt = #line) {
        let fixed = String(decoding: bytes("Fixable.swift"), as: UTF8.self)
        XCTAssertTrue(fixed.contains("func addItem()"), fixed, file: file, line: line)
    }

    func testReadOnlyFileIsKept() throws {
        try folder.copySeed(to: "AddItemView.swift")
        try folder.copySeed(to: "Fixable.swift")
        try setMode(0o444, "AddItemView.swift")
        let run = try folder.runner().run(["--fix", "-r", "xcode"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: AddItemView.swift: file is read-only; not modified",
                                         "action-lint: fixed 1 finding in 1 file"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"), "the unfixed finding is still reported")
        XCTAssertEqual(bytes("AddItemView.swift"), seed)
        XCTAssertEqual(try attributes("AddItemView.swift").mode, 0o444)
        assertOtherFileFixed()
    }

    func testReadOnlyFolderIsKept() throws {
        try folder.copySeed(to: "Locked/AddItemView.swift")
        try folder.copySeed(to: "Fixable.swift")
        try setMode(0o555, "Locked")
        let run = try folder.runner().run(["--fix", "-r", "xcode"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderrLines, ["action-lint: Locked/AddItemView.swift: folder is read-only; not modified",
                                         "action-lint: fixed 1 finding in 1 file"])
        XCTAssertEqual(bytes("Locked/AddItemView.swift"), seed)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Locked").path),
                       ["AddItemView.swift"], "no temporary file is left")
        assertOtherFileFixed()
    }

    /// A full disk, simulated with a file-size limit: the write of the temporary file fails with
    /// EFBIG (the entry point ignores SIGXFSZ, which would otherwise kill the process) and the
    /// original stays. The seed is padded so the limit falls inside the fixed text while the
    /// report and the error lines still fit.
    func testWriteErrorKeepsTheOriginal() throws {
        let padded = seed + Array(("// " + String(repeating: "x", count: 3000) + "\n").utf8)
        try folder.write("AddItemView.swift", bytes: padded)
        let script = "ulimit -f 2 && exec \"$0\" \"$@\""
        let run = try folder.runner().run(executable: "/bin/sh", ["-c", script, try BuiltTool.located().path, "--fix", "-r", "xcode"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderrLines, ["action-lint: AddItemView.swift: cannot write: file too large",
                                         "action-lint: fixed 0 findings in 0 files"])
        XCTAssertEqual(run.relativeStdout, SeedFinding.xcode("AddItemView.swift"))
        XCTAssertEqual(bytes("AddItemView.swift"), padded)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["AddItemView.swift"])
    }

    /// Mode bits (set-group-id included) and, when the tests can change it, the owner survive the
    /// rename of the temporary file.
    func testModeAndOwnerAreKept() throws {
        try folder.copySeed(to: "AddItemView.swift")
        try setMode(0o2640, "AddItemView.swift")
        let path = folder.url.appendingPathComponent("AddItemView.swift").path
        let canChown = geteuid() == 0
        if canChown { XCTAssertEqual(chown(path, 4242, 4343), 0) }
        let run = try folder.runner().run(["--fix", "-q"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNotEqual(bytes("AddItemView.swift"), seed)
        let after = try attributes("AddItemView.swift")
        XCTAssertEqual(after.mode, 0o2640)
        if canChown {
            XCTAssertEqual(after.owner, 4242)
            XCTAssertEqual(after.group, 4343)
        }
    }

    /// Bad paths named or found during `--fix` are one line each; the good file is still fixed.
    func testBadPathsDoNotStopTheFixes() throws {
        try folder.copySeed(to: "Fixable.swift")
        try folder.write("Looks.swift/Inner.swift", "struct Inner {}\n")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let run = try folder.runner().run(["--fix", "-r", "xcode", "Looks.swift", "Missing.swift", "Loop.swift", "Fixable.swift"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(Set(run.stderrLines), [
            "action-lint: Looks.swift: is a directory, expected a Swift file",
            "action-lint: Missing.swift: no such file or directory",
            "action-lint: Loop.swift: symbolic link loop",
            "action-lint: fixed 1 finding in 1 file",
        ])
        XCTAssertEqual(run.relativeStdout, "")
        assertOtherFileFixed()
    }

    private func attributes(_ relativePath: String) throws -> (mode: Int, owner: Int, group: Int) {
        let values = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent(relativePath).path)
        return ((values[.posixPermissions] as? Int) ?? -1, (values[.ownerAccountID] as? Int) ?? -1, (values[.groupOwnerAccountID] as? Int) ?? -1)
    }
}
