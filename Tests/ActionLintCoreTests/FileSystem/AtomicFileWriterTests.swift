import Foundation
import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

/// The writer's refusals leave the original bytes in place and no temporary file behind, and
/// temporary files left by a killed run are cleaned up by the next write into their folder.
final class AtomicFileWriterTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder(self)
    }

    override func tearDown() {
        AtomicFileWriter.testHookBeforeCommit = nil
    }

    private func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".action-lint-tmp.") }
    }

    func testReplacesTheContentsAndLeavesNoTemporaryFile() throws {
        let path = try folder.write("A.swift", "old\n")
        try AtomicFileWriter.write(Array("new\n".utf8), to: path, expectedOriginal: Array("old\n".utf8))
        XCTAssertEqual(bytes(path), Array("new\n".utf8))
        XCTAssertEqual(try leftovers(), [])
    }

    /// The file is changed after it was read and before the rename: the writer must notice and
    /// keep the other writer's bytes.
    func testFileChangedBeforeTheRenameIsKept() throws {
        let path = try folder.write("A.swift", "old\n")
        AtomicFileWriter.testHookBeforeCommit = { target in try? Data("someone else\n".utf8).write(to: URL(fileURLWithPath: target)) }
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path, expectedOriginal: Array("old\n".utf8))) { error in
            XCTAssertEqual("\(error)", "file changed since it was read; not modified")
        }
        XCTAssertEqual(bytes(path), Array("someone else\n".utf8))
        XCTAssertEqual(try leftovers(), [])
    }

    /// A file removed while the fix was computed is not brought back.
    func testFileRemovedBeforeTheRenameIsNotRecreated() throws {
        let path = try folder.write("A.swift", "old\n")
        AtomicFileWriter.testHookBeforeCommit = { target in try? FileManager.default.removeItem(atPath: target) }
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path, expectedOriginal: Array("old\n".utf8)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(try leftovers(), [])
    }

    func testFileRemovedBeforeTheWriteIsNotRecreated() throws {
        let path = folder.path + "/Gone.swift"
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path, expectedOriginal: Array("old\n".utf8))) { error in
            XCTAssertEqual("\(error)", "file was removed since it was read; not recreated")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testReadOnlyFolderIsRefused() throws {
        let path = try folder.write("Locked/A.swift", "old\n")
        let locked = folder.path + "/Locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        XCTAssertThrowsError(try AtomicFileWriter.write(Array("new\n".utf8), to: path)) { error in
            XCTAssertEqual("\(error)", "folder is read-only; not modified")
        }
        XCTAssertEqual(bytes(path), Array("old\n".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), ["A.swift"])
    }

    /// Writing through a symbolic link replaces the file it points to and keeps the link.
    func testWritingThroughALinkKeepsTheLink() throws {
        let target = try folder.write("Real.swift", "old\n")
        try folder.link("Link.swift", to: "Real.swift")
        try AtomicFileWriter.write(Array("new\n".utf8), to: folder.path + "/Link.swift", expectedOriginal: Array("old\n".utf8))
        XCTAssertEqual(bytes(target), Array("new\n".utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift"), "Real.swift")
    }

    /// A leftover of a process that no longer exists goes; one of a live process, and files
    /// that only look similar (the baseline, the configuration), stay.
    func testStaleTemporaryFilesOfDeadProcessesAreRemoved() throws {
        let dead = try deadProcessID()
        try folder.write(".action-lint-tmp.\(dead).Ab12Cd", "partial")
        try folder.write(".action-lint-tmp.1.Ab12Cd", "pid 1 is alive")
        try folder.write(".action-lint-baseline.json", "{}")
        try folder.write(".action-lint.json", "{}")
        try folder.write(".action-lint-tmp.\(dead).toolong", "not our pattern")
        let path = try folder.write("A.swift", "old\n")
        try AtomicFileWriter.write(Array("new\n".utf8), to: path)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names, [".action-lint-baseline.json", ".action-lint-tmp.1.Ab12Cd", ".action-lint-tmp.\(dead).toolong",
                               ".action-lint.json", "A.swift"])
    }

    func testTemporaryNamesAreRecognised() {
        XCTAssertEqual(StaleTemporaryFiles.creator(of: ".action-lint-tmp.42.a1B2c3"), 42)
        XCTAssertNil(StaleTemporaryFiles.creator(of: ".action-lint-tmp.42.a1B2"))
        XCTAssertNil(StaleTemporaryFiles.creator(of: ".action-lint-tmp.x.a1B2c3"))
        XCTAssertNil(StaleTemporaryFiles.creator(of: ".action-lint-tmp.0.a1B2c3"))
        XCTAssertNil(StaleTemporaryFiles.creator(of: ".action-lint-baseline.json"))
    }

    /// The id of a child that has exited and been reaped: no process has it (until reused).
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
