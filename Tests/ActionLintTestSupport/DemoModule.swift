// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
import Foundation
import XCTest

/// The README's demo view and the model file beside it: the row's `song` has the type
/// `PlaylistModel.swift` declares, so every way into the tool that sees the view's module
/// extracts the Play button into `play(_ song: Song)`.
public enum DemoModule {
    public static func text(_ name: String) throws -> String {
        try String(contentsOf: TestPaths.fixture("Demo/\(name)"), encoding: .utf8)
    }

    public static func view() throws -> String { try text("PlaylistView.swift") }

    /// The Play button's closure in `PlaylistView.swift` (1-based line and column).
    public static let playButton = (line: 16, column: 10)

    /// The member every entry point writes for the Play button and its tap gesture.
    public static let playMember = "    func play(_ song: Song) {\n        model.play(song)\n        Haptics.tap()\n    }"

    /// Copies the view and the model into `folder` under `subfolder`.
    public static func write(into folder: TemporaryFolder, at subfolder: String) throws {
        for name in ["PlaylistView.swift", "PlaylistModel.swift"] { _ = try folder.write("\(subfolder)/\(name)", try text(name)) }
    }

    /// Fails the test unless the fixed view type-checks with the model (and the haptics helper the
    /// demo leaves to its app) as one module, in Swift 5 and 6.
    public static func assertTypeChecks(_ fixedView: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let haptics = "enum Haptics {\n    @MainActor static func tap() {}\n}\n"
        // The SwiftUI stub declares no `#Preview` macro: the preview is left out.
        let view = fixedView.components(separatedBy: "\n#Preview").first ?? fixedView
        SwiftUITypeCheck.assertTypeChecksAsOneModule([
            .init(name: "PlaylistView.swift", text: view), .init(name: "PlaylistModel.swift", text: try text("PlaylistModel.swift")),
            .init(name: "Haptics.swift", text: haptics),
        ], file: file, line: line)
    }
}
#endif
