import Foundation
import XCTest

/// A fresh folder under the system's temporary folder, deleted when the test ends. Paths are
/// resolved (`/tmp` may be a link) so they compare equal to what the code under test computes.
public final class TemporaryFolder {
    public let path: String

    public init(_ testCase: XCTestCase) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        let path = base + "/action-lint-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
        testCase.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Creates `relative` (and its folders) holding `text`.
    @discardableResult
    public func write(_ relative: String, _ text: String = "") throws -> String {
        let file = path + "/" + relative
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    public func makeFolder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A symbolic link at `relative` pointing to `destination` (absolute or relative to the link).
    public func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }
}
