// Only where XCTest exists, as `SwiftUITypeCheck`.
#if canImport(XCTest)
import Foundation

/// The project layouts of `Tests/Fixtures/ModuleIndex/` whose modules are not one folder of one
/// package: an app's local packages (`Packages/Feature` depends on `Packages/Models` by path)
/// and Xcode projects (classic groups; Xcode 16's synchronized folders), each of two targets;
/// an Xcode app target linking a local package's product (`XCLocalSwiftPackageReference`).
public enum ProjectLayouts {
    public static let localPackages = "ModuleIndex/LocalPackages"
    public static let xcodeGroups = "ModuleIndex/XcodeGroups"
    public static let xcodeSynchronized = "ModuleIndex/XcodeSynchronized"
    public static let xcodeLocalPackage = "ModuleIndex/XcodeLocalPackage"

    /// A file of a layout as a source to type-check (named by its file name).
    public static func source(_ layout: String, _ path: String) -> SwiftUITypeCheck.Source {
        let url = TestPaths.fixture(layout + "/" + path)
        return SwiftUITypeCheck.Source(name: url.lastPathComponent, text: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
}
#endif
