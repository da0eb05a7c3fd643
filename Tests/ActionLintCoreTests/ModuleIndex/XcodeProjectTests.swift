@testable import ActionLintCore
import ActionLintTestSupport
import XCTest

/// The old-style property list of a `project.pbxproj`, and the files of each target it lists.
final class XcodeProjectTests: XCTestCase {
    func testAnOpenStepListIsReadWithItsCommentsQuotesAndTrailingCommas() throws {
        let text = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* Views */ = {isa = PBXGroup; children = (B1 /* List.swift */, B2, ); path = "My Views"; name = "say \\"hi\\"\\n"; };
                B1 = {isa = PBXFileReference; path = List.swift; sourceTree = "<group>"; data = <0fbd 7a>; };
            };
            rootObject = A1;
        }

        """
        let list = try XCTUnwrap(OpenStepPlist.parse(Array(text.utf8)))
        let objects = try XCTUnwrap(list.value("objects", in: list.root))
        XCTAssertEqual(list.entries(of: objects).compactMap { list.string($0.key) }, ["A1", "B1"])
        let group = try XCTUnwrap(list.value("A1", in: objects))
        XCTAssertEqual(list.strings("children", in: group), ["B1", "B2"])
        XCTAssertEqual(list.string("path", in: group), "My Views")
        XCTAssertEqual(list.string("name", in: group), "say \"hi\"\n")
        let file = try XCTUnwrap(list.value("B1", in: objects))
        XCTAssertEqual(list.string("sourceTree", in: file), "<group>")
        XCTAssertEqual(list.string("data", in: file), "<0fbd 7a>")
        XCTAssertNil(list.value("missing", in: file))
        XCTAssertEqual(list.string("rootObject", in: list.root), "A1")
    }

    /// An object's kind and a file's extension are compared without making their strings; a
    /// quoted string with escapes is compared as it reads, unescaped.
    func testAStringIsComparedWithTheTextItReads() throws {
        let text = """
        { isa = PBXFileReference; path = "Views/List.swift"; name = "say \\"hi\\".swift"; kind = <0fbd>; }
        """
        let list = try XCTUnwrap(OpenStepPlist.parse(Array(text.utf8)))
        XCTAssertTrue(list.string("isa", in: list.root, is: "PBXFileReference"))
        XCTAssertFalse(list.string("isa", in: list.root, is: "PBXFileReferenc"))
        XCTAssertFalse(list.string("isa", in: list.root, is: "PBXFileReferences"))
        XCTAssertTrue(list.string("path", in: list.root, is: "Views/List.swift"))
        XCTAssertTrue(list.string("name", in: list.root, is: "say \"hi\".swift"))
        XCTAssertTrue(list.string("kind", in: list.root, is: "<0fbd>"))
        XCTAssertFalse(list.string("missing", in: list.root, is: ""))
        XCTAssertTrue(list.string("path", in: list.root, endsWith: ".swift"))
        XCTAssertTrue(list.string("name", in: list.root, endsWith: "\".swift"))
        XCTAssertFalse(list.string("isa", in: list.root, endsWith: ".swift"))
        XCTAssertFalse(list.string("missing", in: list.root, endsWith: ".swift"))
    }

    func testWhatIsNoOpenStepListIsRefused() {
        for text in ["", "{", "{ a = b }", "{ a = b; } extra", "( a b )", "( a, , b )", "{ a = \"open; }", "/* open { a = b; }",
                     "{ = b; }", "{ a = b; ) }", "{ (a) = b; }", "a = b;", "{ a = b; }}", "{ a = #; }", String(repeating: "(", count: 10_000)] {
            XCTAssertNil(OpenStepPlist.parse(Array(text.utf8)), text.prefix(40).description)
        }
    }

    /// A fixture's folder and its project `<name>.xcodeproj`, whose targets are `targets`.
    func fixture(_ layout: String, _ name: String, targets: [String], line: UInt = #line) throws -> (String, XcodeProject) {
        let root = TestPaths.fixture(layout).standardizedFileURL.path
        let project = try XCTUnwrap(XcodeProject.read(root + "/" + name + ".xcodeproj"), line: line)
        XCTAssertEqual(project.targets.map(\.name), targets, line: line)
        return (root, project)
    }

    /// Classic groups: each build file's reference, its path taken through its groups.
    func testTheFilesOfEachTargetOfAProjectWithGroups() throws {
        let (root, project) = try fixture(ProjectLayouts.xcodeGroups, "Habits", targets: ["Habits", "HabitsWidgetExtension"])
        XCTAssertEqual(project.targets[0].swiftFiles, ["Habits/HabitsApp.swift", "Habits/Models/Habit.swift", "Habits/Models/HabitStore.swift",
                                                       "Habits/Views/HabitList.swift"].map { root + "/" + $0 })
        XCTAssertEqual(project.targets[1].swiftFiles, ["Habits/Models/Habit.swift", "HabitsWidget/StreakBadge.swift"].map { root + "/" + $0 })
        // The module of a file both targets build is the files both build.
        let shared = try XCTUnwrap(ModuleLocator.target(of: root + "/Habits/Models/Habit.swift"))
        XCTAssertEqual(shared.files, [root + "/Habits/Models/Habit.swift"])
        XCTAssertEqual(shared.name, "Habits+HabitsWidgetExtension")
        XCTAssertEqual(ModuleLocator.target(of: root + "/Habits/Views/HabitList.swift")?.name, "Habits")
    }

    /// Synchronized folders: every file under the folder, but for its target's exceptions; an
    /// exception set for another target adds the file to that one.
    func testTheFilesOfEachTargetOfASynchronizedProject() throws {
        let (root, project) = try fixture(ProjectLayouts.xcodeSynchronized, "Journal", targets: ["Journal", "JournalWidgetExtension"])
        XCTAssertEqual(project.targets[0].swiftFiles, ["JournalApp.swift", "Models/Entry.swift", "Models/EntryStore.swift",
                                                       "Views/EntryList.swift"].map { root + "/Journal/" + $0 })
        XCTAssertFalse(project.targets[0].holds(root + "/Journal/Info.plist"))
        XCTAssertTrue(project.targets[0].holds(root + "/Journal/Views/New.swift"), "a file added to the folder is a member")
        XCTAssertEqual(project.targets[1].swiftFiles, [root + "/Journal/Models/Entry.swift", root + "/JournalWidget/EntryCard.swift"])
    }

    /// A target's `packageProductDependencies`: a local package reference's product, by name and
    /// folder (its `relativePath` from the project's folder); a remote package's product is none.
    func testTheLocalPackageProductsATargetLinks() throws {
        let (root, project) = try fixture(ProjectLayouts.xcodeLocalPackage, "Pantry", targets: ["Pantry"])
        XCTAssertEqual(project.targets[0].localProducts.map(\.name), ["Models"])
        XCTAssertEqual(project.targets[0].localProducts.map(\.package), [root + "/Packages/Models"])
        XCTAssertEqual(project.folders, [root + "/Pantry"], "the synchronized folder, where a dragged-in package may sit")
        let (_, synchronized) = try fixture(ProjectLayouts.xcodeSynchronized, "Journal", targets: ["Journal", "JournalWidgetExtension"])
        XCTAssertTrue(synchronized.targets[0].localProducts.isEmpty)
    }

    /// A file reference outside the source tree, or relative to the project's folder.
    func testSourceTreesOtherThanTheGroup() throws {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("Tool.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                P = {isa = PBXProject; mainGroup = M; projectDirPath = ""; targets = (T); };
                M = {isa = PBXGroup; children = (G); sourceTree = "<group>"; };
                G = {isa = PBXGroup; children = (F1, F2, F3); path = Sources; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Shared/Log.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                T = {isa = PBXNativeTarget; buildPhases = (S); name = Tool; };
            };
            rootObject = P;
        }
        """)
        let project = try XCTUnwrap(XcodeProject.read(folder.path + "/Tool.xcodeproj"))
        XCTAssertEqual(project.targets.first?.files, [folder.path + "/Sources/main.swift", folder.path + "/Shared/Log.swift"])
    }

    /// Objects are looked up by the text of their ids, however written: bare or quoted, with an
    /// escape, longer than the 24 hex digits Xcode writes. A group without a path is its parent's
    /// folder; a path climbing out of its group is normalized.
    func testObjectIdsAndGroupPathsAsTheyRead() throws {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("Tool.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            objects = {
                P = {isa = PBXProject; mainGroup = "M"; projectDirPath = ""; targets = (T); };
                M = {isa = PBXGroup; children = ("G\\1", N); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2); path = Sources; sourceTree = "<group>"; };
                N = {isa = PBXGroup; children = (0123456789ABCDEF0123456789ABCDEF); name = Helpers; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = ../Shared/./Log.swift; sourceTree = "<group>"; };
                0123456789ABCDEF0123456789ABCDEF = {isa = PBXFileReference; path = Help.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = "F2"; };
                B3 = {isa = PBXBuildFile; fileRef = "0123456789ABCDEF0123456789ABCDEF"; };
                S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                T = {isa = PBXNativeTarget; buildPhases = (S); name = Tool; };
            };
            rootObject = P;
        }
        """)
        let project = try XCTUnwrap(XcodeProject.read(folder.path + "/Tool.xcodeproj"))
        XCTAssertEqual(project.targets.first?.swiftFiles, ["/Help.swift", "/Shared/Log.swift", "/Sources/main.swift"].map { folder.path + $0 })
    }

    func testAnIdKeyIsItsText() throws {
        let text = #"( A1, "A1", "A\1", A2, 0123456789ABCDEF01234567, 0123456789ABCDEF012345678, "0123456789ABCDEF012345678" )"#
        let list = try XCTUnwrap(OpenStepPlist.parse(Array(text.utf8)))
        let keys = list.elements(of: list.root).compactMap(list.key)
        XCTAssertEqual(keys.count, 7)
        XCTAssertEqual(Set(keys[0...2]).count, 1)
        XCTAssertNotEqual(keys[0], keys[3])
        XCTAssertNotEqual(keys[4], keys[5])
        XCTAssertEqual(keys[5], keys[6])
        XCTAssertEqual(Set(keys).count, 4)
    }

    /// A project that cannot be read is passed over: the package above decides, or nothing does.
    func testAnUnreadableProjectIsPassedOver() throws {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("Package.swift", "let package = Package(name: \"P\", targets: [.target(name: \"App\", path: \"App\")])\n")
        _ = try folder.write("App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { A = {isa = PBXGroup; ")
        let view = try folder.write("App/Views/List.swift", "")
        XCTAssertNil(XcodeProject.read(folder.path + "/App/App.xcodeproj"))
        XCTAssertEqual(ModuleLocator.target(of: view)?.folder, folder.path + "/App")
        XCTAssertNil(ModuleLocator.target(of: try folder.write("Other/Loose.swift", "")))
    }
}
