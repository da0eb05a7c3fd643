import XCTest
@testable import ActionLintCore

/// `FilePaths.parent`: the folder of an absolute path, split at its last slash byte, as the
/// kernel reads a path.
final class FilePathsTests: XCTestCase {
    func testTheParentIsThePathBeforeItsLastSlash() {
        XCTAssertEqual(FilePaths.parent("/Users/dev/App/Sources/View.swift"), "/Users/dev/App/Sources")
        XCTAssertEqual(FilePaths.parent("/Users/dev/App/Sources"), "/Users/dev/App")
        XCTAssertEqual(FilePaths.parent("/App"), "/")
        XCTAssertNil(FilePaths.parent("/"))
        XCTAssertNil(FilePaths.parent("View.swift"))
    }

    /// A combining mark right after a slash makes one Character of the two: the slash still
    /// separates the names, and names of any script come back unchanged.
    func testASlashBeforeACombiningMarkStillSeparates() {
        XCTAssertEqual(FilePaths.parent("/Projekte/\u{301}Ansicht.swift"), "/Projekte")
        XCTAssertEqual(FilePaths.parent("/Projekte/Übersicht/日本語.swift"), "/Projekte/Übersicht")
        XCTAssertEqual(FilePaths.parent("/Café\u{301}/View.swift"), "/Café\u{301}")
    }

    /// Walking up by parents reaches the root and stops there.
    func testParentsWalkUpToTheRoot() {
        var seen: [String] = []
        var cursor: String? = "/a/b/c.swift"
        while let path = cursor {
            seen.append(path)
            cursor = FilePaths.parent(path)
        }
        XCTAssertEqual(seen, ["/a/b/c.swift", "/a/b", "/a", "/"])
    }

    /// A normal relative path under a normal folder is joined as it is; any other is normalized
    /// as a whole: the same path either way.
    func testAbsolutePathsAreNormalWhateverTheWayTheyAreMade() {
        XCTAssertEqual(FilePaths.absolute("tune/App/View.swift", relativeTo: "/work/apps"), "/work/apps/tune/App/View.swift")
        XCTAssertEqual(FilePaths.absolute("./App/../Lib/View.swift", relativeTo: "/work/apps"), "/work/apps/Lib/View.swift")
        XCTAssertEqual(FilePaths.absolute("App//View.swift", relativeTo: "/work/apps"), "/work/apps/App/View.swift")
        XCTAssertEqual(FilePaths.absolute("App/", relativeTo: "/work/apps"), "/work/apps/App")
        XCTAssertEqual(FilePaths.absolute("..", relativeTo: "/work/apps"), "/work")
        XCTAssertEqual(FilePaths.absolute("", relativeTo: "/work/apps"), "/work/apps")
        XCTAssertEqual(FilePaths.absolute("View.swift", relativeTo: "/"), "/View.swift")
        XCTAssertEqual(FilePaths.absolute("View.swift", relativeTo: "/work/./apps/"), "/work/apps/View.swift")
        XCTAssertEqual(FilePaths.absolute("/abs/./View.swift", relativeTo: "/work"), "/abs/View.swift")
        XCTAssertEqual(FilePaths.absolute("Übersicht/.hidden/a..b.swift", relativeTo: "/work"), "/work/Übersicht/.hidden/a..b.swift")
    }
}
