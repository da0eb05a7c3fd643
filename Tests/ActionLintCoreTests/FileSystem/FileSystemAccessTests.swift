import Foundation
import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

/// `FileSystemAccess.readBytes`: every byte of a file, whatever its size, also when the size
/// `fstat` reports is not the size of the content (a file that grew, or a `/proc` file).
final class FileSystemAccessTests: XCTestCase {
    func testReadsFilesOfEverySizeExactly() throws {
        let folder = try TemporaryFolder(self)
        var generator = SystemRandomNumberGenerator()
        for size in [0, 1, 2, 4095, 4096, 4097, 65_537, 300_001] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let path = folder.path + "/file-\(size).swift"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(try FileSystemAccess.readBytes(path), bytes, "size \(size)")
        }
    }

    #if os(Linux)
    /// `/proc` files report size 0 and still have content: the read must go on to the end.
    func testReadsPastTheSizeFstatReports() throws {
        let bytes = try FileSystemAccess.readBytes("/proc/self/maps")
        XCTAssertGreaterThan(bytes.count, 4096, "more than one chunk past the reported size")
        XCTAssertEqual(bytes.last, UInt8(ascii: "\n"))
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(text.split(separator: "\n").filter { !$0.contains("-") }.count, 0, "every line is a whole mapping")
    }
    #endif

    func testAFolderIsNotAFile() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertThrowsError(try FileSystemAccess.readBytes(folder.path)) { error in
            XCTAssertEqual(error as? SystemError, SystemError(code: EISDIR))
        }
    }
}
