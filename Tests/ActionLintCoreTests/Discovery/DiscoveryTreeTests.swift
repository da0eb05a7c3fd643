import Foundation
import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

/// Discovery over a large tree with links, loops, unreadable folders, names that are not ASCII
/// and globs: the files found and the errors, in the order the walk meets them.
final class DiscoveryTreeTests: XCTestCase {
    func testTreeWithLinksAndUnreadableFolders() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        // `Shared`, `Other` and `More` are reached only through links.
        let result = try discovery(folder).discover(["Sources", "Tests", "Top.swift"])
        XCTAssertGreaterThan(result.files.count, 100)
        XCTAssertEqual(result.files, FilePaths.sortedByBytes(result.files), "sorted byte-wise")
        // The cycle and the dangling Swift link of each module but the unreadable `Tests/M4`,
        // and the two unreadable folders.
        XCTAssertEqual(result.errors.count, 2 * 11 + 2)
        XCTAssertTrue(result.files.contains("Sources/M0/Caf\u{E9}/Linked/S.swift"), "a linked folder is searched")
        XCTAssertTrue(result.files.contains("Sources/M0/Other/X.swift"), "a linked folder is searched")
        XCTAssertTrue(result.files.contains("Sources/M0/Caf\u{E9}/Linked/More/Y.swift"), "a link in a linked folder is followed")
        XCTAssertFalse(result.files.contains { $0.hasPrefix("Sources/M0/Loop/") }, "a link to an ancestor is not followed")
        XCTAssertFalse(result.files.contains { $0.contains("/.build/") }, "build folders are skipped")
    }

    func testTreeWithGlobs() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        let result = try discovery(folder, include: ["Sources/**", "**/Shared/**"], exclude: ["*1.swift", "Rows/", "Tests/M3"]).discover(["."])
        XCTAssertGreaterThan(result.files.count, 30)
        XCTAssertFalse(result.files.contains { $0.hasSuffix("1.swift") || $0.contains("/Rows/") || $0.hasPrefix("Tests/") })
    }

    /// Paths that overlap, a file named twice, a missing path and a link loop named directly.
    func testSeveralPaths() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        let paths = ["Sources/M1", "Missing.swift", ".", "Sources/M1/Views/F0.swift", "Tests", "Sources/M3/Cycle", "Top.swift"]
        let result = try discovery(folder).discover(paths)
        XCTAssertEqual(result.files.count { $0 == "Sources/M1/Views/F0.swift" }, 1)
        XCTAssertEqual(result.errors.prefix(3).map(\.description), [
            "Sources/M1/Cycle: symbolic link loop",
            "Sources/M1/Dangling.swift: symbolic link to a missing file",
            "Missing.swift: no such file or directory",
        ])
    }

    // MARK: - Helpers

    /// Lists folders as the file system does, except `Sources/M2/Models` and `Tests/M4`, which
    /// cannot be read (tests run as root, for whom `chmod 000` does not block `opendir`).
    private func discovery(
        _ folder: TemporaryFolder, include: [String] = [], exclude: [String] = []
    ) throws -> FileDiscovery {
        let unreadable: Set = [folder.path + "/Sources/M2/Models", folder.path + "/Tests/M4"]
        return try FileDiscovery(
            configuration: Configuration(include: include, exclude: exclude), baseFolder: folder.path,
            workingFolder: folder.path
        ) { path throws(SystemError) in
            if unreadable.contains(path) { throw SystemError(code: EACCES) }
            return try FileSystemAccess.listDirectory(path)
        }
    }

    /// `Sources` and `Tests` with six modules each, nested folders, files that are not Swift,
    /// skipped build folders, names that are not ASCII, links to a shared folder at two depths
    /// (which one names it depends on the order of linked folders; it holds a link to one more
    /// folder), to an ancestor, to themselves and to nothing, with errors in many subtrees so
    /// that their order is tested.
    private func makeTree(_ folder: TemporaryFolder) throws {
        for top in ["Sources", "Tests"] {
            for module in 0..<6 {
                let root = "\(top)/M\(module)"
                for sub in ["Views", "Models", "Views/Rows", "Caf\u{E9}/Ca\u{300}"] {
                    for file in 0..<3 { try folder.write("\(root)/\(sub)/F\(file).swift") }
                    try folder.write("\(root)/\(sub)/notes.md")
                }
                try folder.write("\(root)/.build/Skipped.swift")
                try folder.link("\(root)/Loop", to: "..")
                try folder.link("\(root)/Cycle", to: "Cycle")
                try folder.link("\(root)/Dangling.swift", to: "Nowhere.swift")
                try folder.link("\(root)/dangling-notes", to: "nowhere")
                if module.isMultiple(of: 2) {
                    // In the serial walk `Café/Linked` is met before `Shared`, and `Other`
                    // before `Views/Other`: the first met names the folder.
                    try folder.link("\(root)/Caf\u{E9}/Linked", to: "../../../Shared")
                    try folder.link("\(root)/Shared", to: "../../Shared")
                    try folder.link("\(root)/Other", to: "../../Other")
                    try folder.link("\(root)/Views/Other", to: "../../../Other")
                }
            }
        }
        try folder.write("Shared/S.swift")
        try folder.write("Shared/Inner/T.swift")
        try folder.write("Other/X.swift")
        try folder.write("More/Y.swift")
        try folder.link("Shared/More", to: "../More")
        try folder.write("Top.swift")
    }
}
