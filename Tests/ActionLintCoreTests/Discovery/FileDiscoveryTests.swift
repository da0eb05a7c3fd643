import Foundation
import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

final class FileDiscoveryTests: XCTestCase {
    private func discovery(
        _ folder: TemporaryFolder, include: [String] = [], exclude: [String] = [], base: String? = nil
    ) throws -> FileDiscovery {
        let configuration = Configuration(include: include, exclude: exclude)
        return try FileDiscovery(configuration: configuration, baseFolder: base ?? folder.path, workingFolder: folder.path)
    }

    func testRecursesSortsAndSkipsBuildFolders() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/App/View.swift")
        try folder.write("Sources/App/Model.swift")
        try folder.write("Sources/App/README.md")
        try folder.write("Package.swift")
        for skipped in [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"] {
            try folder.write("\(skipped)/Skipped.swift")
            try folder.write("Sources/\(skipped)/Skipped.swift")
        }
        try folder.write(".hidden/Kept.swift")
        let result = try discovery(folder).discover(["."])
        XCTAssertEqual(result.files, [".hidden/Kept.swift", "Package.swift", "Sources/App/Model.swift", "Sources/App/View.swift"])
        XCTAssertEqual(result.errors, [])
    }

    func testOrderIsByteWise() throws {
        let folder = try TemporaryFolder(self)
        // A decomposed "é" starts with the byte of "e", so it sorts before "f" byte-wise,
        // although Swift's String order (by canonical equivalence) would put it after.
        try folder.write("e\u{301}.swift")
        try folder.write("f.swift")
        try folder.write("B.swift")
        let files = try discovery(folder).discover(["."]).files
        XCTAssertEqual(files.map { Array($0.utf8) }, ["B.swift", "e\u{301}.swift", "f.swift"].map { Array($0.utf8) })
    }

    /// Two files whose names differ only in Unicode normalization are two files: both are
    /// linted (a set of Strings, which compares by canonical equivalence, kept one).
    func testNamesThatDifferOnlyInNormalizationAreBothListed() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("caf\u{E9}.swift")
        try folder.write("cafe\u{301}.swift")
        try folder.write("d.swift")
        let files = try discovery(folder).discover([".", "d.swift"]).files
        XCTAssertEqual(files.map { Array($0.utf8) }, ["cafe\u{301}.swift", "caf\u{E9}.swift", "d.swift"].map { Array($0.utf8) })
    }

    func testIncludeAndExcludeGlobsAreRelativeToTheBaseFolder() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("project/Sources/A.swift")
        try folder.write("project/Sources/A.generated.swift")
        try folder.write("project/Sources/Legacy/Old.swift")
        try folder.write("project/Tests/ATests.swift")
        let base = folder.path + "/project"
        let result = try discovery(folder, include: ["Sources/**"], exclude: ["*.generated.swift", "Legacy/"], base: base)
            .discover(["project"])
        XCTAssertEqual(result.files, ["project/Sources/A.swift"])
    }

    func testExcludedFoldersAreNotEvenListed() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Keep/A.swift")
        try folder.write("Vendor/B.swift")
        let listed = ListedFolders()
        let discovery = try FileDiscovery(
            configuration: Configuration(exclude: ["Vendor"]), baseFolder: folder.path, workingFolder: folder.path
        ) { path throws(SystemError) in
            listed.append(path)
            return try FileSystemAccess.listDirectory(path)
        }
        XCTAssertEqual(discovery.discover(["."]).files, ["Keep/A.swift"])
        XCTAssertEqual(listed.paths, [folder.path, folder.path + "/Keep"])
    }

    /// A file named that is not `.swift` is refused, not linted as Swift (issue 48, item 6).
    func testExplicitFilesIgnoreIncludesButNotExcludesAndMustBeSwift() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("script.swifttemplate")
        try folder.write("Other/A.swift")
        try folder.write("Gen/B.swift")
        let result = try discovery(folder, include: ["Sources/**"], exclude: ["Gen/"])
            .discover(["script.swifttemplate", "Other/A.swift", "Gen/B.swift"])
        XCTAssertEqual(result.files, ["Other/A.swift"])
        XCTAssertEqual(result.errors, [DiscoveryError(path: "script.swifttemplate", problem: "not a Swift file (only .swift files are linted)")])
    }

    func testProblemsAreCollectedAndTheRunContinues() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/Good.swift")
        try folder.makeFolder("Weird.swift")
        try folder.link("self", to: "self")
        let result = try discovery(folder).discover(["Sources/Missing.swift", "Weird.swift", "self", "Sources"])
        XCTAssertEqual(result.files, ["Sources/Good.swift"])
        XCTAssertEqual(result.errors.map(\.description), [
            "Sources/Missing.swift: no such file or directory",
            "Weird.swift: is a directory, expected a Swift file",
            "self: symbolic link loop",
        ])
    }

    func testSymlinkedFoldersAreFollowedOnceWithoutLooping() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/A.swift")
        try folder.link("Sources/Loop", to: "..")
        try folder.link("Sources/Cycle", to: "Cycle")
        try folder.link("Sources/Dangling.swift", to: "Nowhere.swift")
        try folder.link("Sources/dangling-notes", to: "nowhere")
        try folder.write("Shared/S.swift")
        try folder.link("Sources/Shared", to: "../Shared")
        try folder.link("Sources/Again", to: "../Shared")
        let result = try discovery(folder).discover(["Sources"])
        // `Loop` leads back to a folder holding it and is not followed; `Shared` is reached
        // through two links and searched once, under the name that sorts first.
        XCTAssertEqual(result.files, ["Sources/A.swift", "Sources/Again/S.swift"])
        XCTAssertEqual(result.errors.map(\.description), [
            "Sources/Cycle: symbolic link loop",
            "Sources/Dangling.swift: symbolic link to a missing file",
        ])
    }

    func testOverlappingPathsGiveEachFileOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/App/A.swift")
        let result = try discovery(folder).discover(["Sources", "Sources/App", "Sources/App/A.swift", "./Sources/App/A.swift"])
        XCTAssertEqual(result.files, ["Sources/App/A.swift"])
    }

    /// `onFile` hears of every file as the walk finds it, repeats included, each with its
    /// configuration; `walkOrder` says which of them each sorted file is.
    func testEachFileIsToldAsFoundAndWalkOrderSortsThem() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Sources/B.swift")
        try folder.write("Sources/App/A.swift")
        try folder.write("Shared/S.swift")
        try folder.link("Sources/Linked", to: "../Shared")
        var told: [String] = []
        var configurations = Set<Int>()
        let result = try discovery(folder).discover(["Sources", "Sources/B.swift"]) { shown, configuration in
            told.append(shown)
            configurations.insert(configuration.index)
        }
        XCTAssertEqual(result.files, ["Sources/App/A.swift", "Sources/B.swift", "Sources/Linked/S.swift"])
        // The link's folder is searched after the real ones; the file named again comes twice.
        XCTAssertEqual(told, ["Sources/App/A.swift", "Sources/B.swift", "Sources/B.swift", "Sources/Linked/S.swift"])
        XCTAssertEqual(result.walkOrder.map { told[$0] }, result.files)
        XCTAssertEqual(configurations, [0])
    }

    func testPathsOutsideTheWorkingFolderStayAbsoluteAndGlobsDoNotApply() throws {
        let project = try TemporaryFolder(self)
        let elsewhere = try TemporaryFolder(self)
        let outside = try elsewhere.write("Gen/Outside.swift")
        let result = try discovery(project, include: ["Sources/**"], exclude: ["Gen/"]).discover([elsewhere.path])
        XCTAssertEqual(result.files, [outside])
    }

    /// Without globs, a file is kept by its name alone and shown as its folder's shown path plus
    /// the name; outside the working folder that is the absolute path. "Sub-dir" sorts before
    /// "Sub/" byte-wise although the folder "Sub" is listed first, so the walk's order is not the
    /// output order here.
    func testFolderOutsideTheWorkingFolderWithoutGlobsGivesSortedAbsolutePaths() throws {
        let project = try TemporaryFolder(self)
        let elsewhere = try TemporaryFolder(self)
        try elsewhere.write("Sub/D.swift")
        try elsewhere.write("Sub-dir/C.swift")
        try elsewhere.write("A.swift")
        try elsewhere.write("notes.swift.txt")
        try elsewhere.write("Gr\u{F6}\u{DF}e.swift")
        let result = try discovery(project).discover([elsewhere.path])
        let expected = ["A.swift", "Gr\u{F6}\u{DF}e.swift", "Sub-dir/C.swift", "Sub/D.swift"].map { elsewhere.path + "/" + $0 }
        XCTAssertEqual(result.files.map { Array($0.utf8) }, expected.map { Array($0.utf8) })
        XCTAssertEqual(result.errors, [])
    }

    /// Searching a folder that holds the working folder: files under the working folder are
    /// shown relative to it, the others by absolute path.
    func testFolderHoldingTheWorkingFolderShowsBothKindsOfPaths() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Top.swift")
        try folder.write("project/Sources/In.swift")
        let discovery = try FileDiscovery(configuration: Configuration(), baseFolder: folder.path, workingFolder: folder.path + "/project")
        let result = discovery.discover([".."])
        XCTAssertEqual(result.files, [folder.path + "/Top.swift", "Sources/In.swift"])
    }

    func testUnreadableFolderIsReported() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("Open/A.swift")
        try folder.write("Secret/B.swift")
        let secret = folder.path + "/Secret"
        let discovery = try FileDiscovery(configuration: Configuration(), baseFolder: folder.path, workingFolder: folder.path) {
            path throws(SystemError) in
            if path == secret { throw SystemError(code: EACCES) }
            return try FileSystemAccess.listDirectory(path)
        }
        let result = discovery.discover(["."])
        XCTAssertEqual(result.files, ["Open/A.swift"])
        XCTAssertEqual(result.errors.map(\.description), ["Secret: cannot read folder: permission denied"])
    }

    func testChmodZeroFolderIsReportedWhenNotRoot() throws {
        // Tests usually run as root here, and root reads a folder whatever its mode, so the real
        // `opendir` failure can only be observed as another user; the injected lister in
        // `testUnreadableFolderIsReported` covers the reporting path on every machine.
        guard geteuid() != 0 else { return }
        let folder = try TemporaryFolder(self)
        let locked = try folder.makeFolder("Locked")
        try folder.write("Locked/A.swift")
        chmod(locked, 0)
        addTeardownBlock { chmod(locked, 0o755) }
        let result = try discovery(folder).discover(["."])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.errors.map(\.description), ["Locked: cannot read folder: permission denied"])
    }

    func testInvalidCommandLineGlobIsAnError() {
        XCTAssertThrowsError(try FileDiscovery(configuration: Configuration(exclude: ["[x"]), baseFolder: "/", workingFolder: "/")) { error in
            XCTAssertEqual("\(error)", #"invalid glob "[x": unclosed '['"#)
        }
    }
}
