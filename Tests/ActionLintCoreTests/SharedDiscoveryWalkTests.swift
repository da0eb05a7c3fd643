import Foundation
import XCTest
@testable import ActionLintCore

/// The walk shared between cores (`FileDiscovery.visitFolderOnAllCores`) against the serial walk
/// (`subtreesToShare: nil`) on the same tree: the files, in byte order, and the errors, in
/// order, must be the same whatever the folder is cut into.
final class SharedDiscoveryWalkTests: XCTestCase {
    /// From a cut at the first level with only two subtrees to the default, and one that is
    /// never reached, so the levels are listed up to the limit before the rest is shared.
    private let cuts = [2, 3, 5, FileDiscovery.defaultSubtreesToShare, 1000]

    func testSharedWalkEqualsSerialWalk() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        // `Shared`, `Other` and `More` are reached only through links.
        let serial = try assertSharedWalksEqualSerialWalk(folder, paths: ["Sources", "Tests", "Top.swift"])
        XCTAssertGreaterThan(serial.files.count, 100)
        // The cycle and the dangling Swift link of each module but the unreadable `Tests/M4`,
        // and the two unreadable folders.
        XCTAssertEqual(serial.errors.count, 2 * 11 + 2)
        XCTAssertTrue(serial.files.contains("Sources/M0/Caf\u{E9}/Linked/S.swift"), "a linked folder is searched")
        XCTAssertTrue(serial.files.contains("Sources/M0/Other/X.swift"), "a linked folder is searched")
        XCTAssertTrue(serial.files.contains("Sources/M0/Caf\u{E9}/Linked/More/Y.swift"), "a link in a linked folder is followed")
        XCTAssertFalse(serial.files.contains { $0.hasPrefix("Sources/M0/Loop/") }, "a link to an ancestor is not followed")
    }

    func testSharedWalkEqualsSerialWalkWithGlobs() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        let serial = try assertSharedWalksEqualSerialWalk(
            folder, include: ["Sources/**", "**/Shared/**"], exclude: ["*1.swift", "Rows/", "Tests/M3"], paths: ["."]
        )
        XCTAssertGreaterThan(serial.files.count, 30)
        XCTAssertFalse(serial.files.contains { $0.hasSuffix("1.swift") || $0.contains("/Rows/") || $0.hasPrefix("Tests/") })
    }

    /// Paths that overlap, a file named twice, a missing path and a link loop named directly.
    func testSharedWalkEqualsSerialWalkForSeveralPaths() throws {
        let folder = try TemporaryFolder(self)
        try makeTree(folder)
        let paths = ["Sources/M1", "Missing.swift", ".", "Sources/M1/Views/F0.swift", "Tests", "Sources/M3/Cycle", "Top.swift"]
        let serial = try assertSharedWalksEqualSerialWalk(folder, paths: paths)
        XCTAssertEqual(serial.files.count { $0 == "Sources/M1/Views/F0.swift" }, 1)
        XCTAssertEqual(serial.errors.prefix(3).map(\.description), [
            "Sources/M1/Cycle: symbolic link loop",
            "Sources/M1/Dangling.swift: symbolic link to a missing file",
            "Missing.swift: no such file or directory",
        ])
    }

    /// A folder with only `Sources` and `Tests` is not shared as two pieces: both are listed
    /// (breadth first, unlike the serial walk) to find more subtrees first.
    func testFolderWithFewSubfoldersIsCutOneLevelDeeper() throws {
        let folder = try TemporaryFolder(self)
        for top in ["Sources", "Tests"] {
            for module in 0..<8 { try folder.write("\(top)/M\(module)/Deep/F.swift") }
        }
        let listed = ListedFolders()
        let discovery = try FileDiscovery(
            configuration: Configuration(), baseFolder: folder.path, workingFolder: folder.path, subtreesToShare: 3
        ) { path throws(SystemError) in
            listed.append(path)
            return try FileSystemAccess.listDirectory(path)
        }
        XCTAssertEqual(discovery.discover(["."]).files.count, 16)
        XCTAssertEqual(Array(listed.paths.prefix(3)), [folder.path, folder.path + "/Sources", folder.path + "/Tests"])
        XCTAssertEqual(listed.paths.count, 1 + 2 + 16 + 16)
    }

    /// The same folder reached by two pieces (a bind mount): the serial walk searches it once,
    /// under the name it meets first, and so must the shared walk.
    func testFolderEnteredByTwoPiecesIsSearchedOnce() throws {
        let folder = try TemporaryFolder(self)
        for top in ["Sources", "Tests"] { try folder.write("\(top)/Real/A.swift") }
        let mirror = try folder.makeFolder("Tests/Mirror")
        guard mount(folder.path + "/Sources/Real", mirror, nil, UInt(MS_BIND), nil) == 0 else {
            throw XCTSkip("bind mounts need privileges this run does not have")
        }
        // Registered after the folder's removal, so it runs before it: removing the folder
        // through a live bind mount would empty `Sources/Real` first.
        addTeardownBlock { umount(mirror) }
        let serial = try assertSharedWalksEqualSerialWalk(folder, paths: ["."])
        XCTAssertEqual(serial.files, ["Sources/Real/A.swift", "Tests/Real/A.swift"])
    }

    // MARK: - Helpers

    /// Compares every cut with the serial walk, each a few times since the cores may share the
    /// pieces out differently each time, and returns the serial walk's result.
    @discardableResult
    private func assertSharedWalksEqualSerialWalk(
        _ folder: TemporaryFolder, include: [String] = [], exclude: [String] = [], paths: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> DiscoveryResult {
        let serial = try discovery(folder, include: include, exclude: exclude, subtreesToShare: nil).discover(paths)
        for cut in cuts {
            let shared = try discovery(folder, include: include, exclude: exclude, subtreesToShare: cut)
            for _ in 0..<3 {
                let result = shared.discover(paths)
                XCTAssertEqual(result.files.map { Array($0.utf8) }, serial.files.map { Array($0.utf8) }, "cut \(cut)", file: file, line: line)
                XCTAssertEqual(result.errors.map(\.description), serial.errors.map(\.description), "cut \(cut)", file: file, line: line)
            }
        }
        return serial
    }

    /// Lists folders as the file system does, except `Sources/M2/Models` and `Tests/M4`, which
    /// cannot be read (tests run as root, for whom `chmod 000` does not block `opendir`).
    private func discovery(
        _ folder: TemporaryFolder, include: [String], exclude: [String], subtreesToShare: Int?
    ) throws -> FileDiscovery {
        let unreadable: Set = [folder.path + "/Sources/M2/Models", folder.path + "/Tests/M4"]
        return try FileDiscovery(
            configuration: Configuration(include: include, exclude: exclude), baseFolder: folder.path,
            workingFolder: folder.path, subtreesToShare: subtreesToShare
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
