@testable import ActionLintCore
import ActionLintTestSupport
import XCTest

/// A file's module is its SwiftPM target's folder: the `path:` the manifest writes, else
/// `Sources/<name>` (`Tests/<name>` for a test target), subfolders included.
final class ModuleLocatorTests: XCTestCase {
    func testTheTargetFolderFromTheManifest() throws {
        let folder = try TemporaryFolder(self)
        _ = try folder.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "App", targets: [
            .target(name: "Kit", path: "Libraries/Kit/"),
            .executableTarget(name: "App", dependencies: ["Kit"]),
            .testTarget(name: "AppTests", dependencies: ["App"]),
        ])

        """)
        let view = try folder.write("Sources/App/Views/RecipeList.swift", "struct RecipeList {}\n")
        let model = try folder.write("Sources/App/Models/Food/Recipe.swift", "struct Recipe {}\n")
        _ = try folder.write("Sources/App/.build/Generated.swift", "")
        let kit = try folder.write("Libraries/Kit/Store.swift", "")
        let test = try folder.write("Tests/AppTests/RecipeTests.swift", "")
        let loose = try folder.write("Scripts/tool.swift", "")
        let root = folder.url.standardizedFileURL.path
        XCTAssertEqual(ModuleLocator.targetFolder(of: view), root + "/Sources/App")
        XCTAssertEqual(ModuleLocator.targetFolder(of: kit), root + "/Libraries/Kit")
        XCTAssertEqual(ModuleLocator.targetFolder(of: test), root + "/Tests/AppTests")
        XCTAssertNil(ModuleLocator.targetFolder(of: loose), "in no target: the module is the files linted together")
        XCTAssertEqual(ModuleLocator.swiftFiles(under: root + "/Sources/App"), [model, view].sorted())
    }

    func testAManifestsTargetsReadFromItsTokens() {
        let manifest = """
        let package = Package(name: "P", targets: [
            // .target(name: "Commented"),
            .target(name: "Core", dependencies: [.product(name: "Other", package: "other")], path: "Sources/CoreLib"),
            .macro(name: "Macros"),
        ])
        """
        XCTAssertEqual(PackageTargets.folders(in: Array(manifest.utf8)), ["Sources/CoreLib", "Sources/Macros"])
    }
}

/// A target's products of packages on disk: the library's targets, each a module by its name.
final class LocalPackageLocatorTests: XCTestCase {
    func testAProductOfALocalPackageIsADependencyOfTheTarget() throws {
        let root = TestPaths.fixture(ProjectLayouts.localPackages).standardizedFileURL.path
        let feature = try XCTUnwrap(ModuleLocator.target(of: root + "/Packages/Feature/Sources/Feature/PantryView.swift"))
        XCTAssertEqual(feature.folder, root + "/Packages/Feature/Sources/Feature")
        XCTAssertEqual(feature.dependencies.map(\.name), ["Models"])
        XCTAssertEqual(feature.dependencies.map(\.folder), [root + "/Packages/Models/Sources/Models"])
    }

    func testAProductIsFoundByThePackagesNameOrItsFolder() {
        let manifest = PackageTargets.manifest(in: Array("""
        let package = Package(
            name: "Feature",
            dependencies: [
                .package(path: "../Models"),
                .package(name: "Shared", path: "../../Libraries/SharedKit"),
                .package(url: "https://example.com/remote.git", from: "1.0.0"),
            ],
            targets: [
                .target(name: "Feature", dependencies: [.product(name: "Models", package: "models"), "SharedKit", .target(name: "Core")]),
                .target(name: "Core"),
            ]
        )
        """.utf8))
        XCTAssertEqual(manifest.localPackages.map(\.path), ["../Models", "../../Libraries/SharedKit"])
        XCTAssertTrue(ModuleLocator.identity(manifest.localPackages[0], is: "models"), "by the folder's name, ignoring case")
        XCTAssertTrue(ModuleLocator.identity(manifest.localPackages[1], is: "Shared"))
        XCTAssertFalse(ModuleLocator.identity(manifest.localPackages[1], is: "SharedKit"), "a package given a name is known by it")
        let feature = manifest.targets.first { $0.name == "Feature" }
        XCTAssertEqual(feature?.dependencies, ["SharedKit", "Core"])
        XCTAssertEqual(feature?.products, [PackageTargets.Product(name: "Models", package: "models")])
    }
}
