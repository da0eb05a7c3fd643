// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
import Foundation
import XCTest

/// A fresh folder under the system's temporary folder that a test writes files into, deleted
/// when the test ends (read-only folders in it included). Paths are resolved (`/tmp` may be a
/// link) so they compare equal to what the code under test computes from `getcwd`.
public final class TemporaryFolder {
    public let path: String

    public init(_ testCase: XCTestCase) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        let path = base + "/action-lint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
        testCase.addTeardownBlock { Self.remove(path) }
    }

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The `file://` URI of a file in the folder, as editors write it.
    public func uri(_ relative: String) -> String { url.appendingPathComponent(relative).absoluteString }

    /// Creates `relative` (and its folders) holding `text`; returns its path.
    @discardableResult
    public func write(_ relative: String, _ text: String = "") throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    public func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relative)
    }

    @discardableResult
    public func makeFolder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Copies the fixture folder `Tests/Fixtures/<fixture>` (everything in it) into this folder.
    public func copyFixture(_ fixture: String) throws {
        let source = TestPaths.fixture(fixture)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: url.appendingPathComponent(name))
        }
    }

    /// A symbolic link at `relative` pointing to `destination` (absolute or relative to the link).
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }

    /// Removes the folder; one a test made read-only (or with read-only folders inside) is made
    /// writable first.
    static func remove(_ path: String) {
        let manager = FileManager.default
        if (try? manager.removeItem(atPath: path)) != nil || !manager.fileExists(atPath: path) { return }
        for folder in [""] + ((try? manager.subpathsOfDirectory(atPath: path)) ?? []) {
            try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path + "/" + folder)
        }
        try? manager.removeItem(atPath: path)
    }
}
#endif
