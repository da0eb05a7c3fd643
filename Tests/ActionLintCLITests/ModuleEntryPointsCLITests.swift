import ActionLintTestSupport
import XCTest

/// Every way into the built tool sees the same module (issue 48): a lint or fix of the view on
/// disk, the view on standard input named by `--stdin-path`, `extract` at its Play button, and
/// the build-tool step all read `Song` from `PlaylistModel.swift` and write `play(_ song: Song)`.
final class ModuleEntryPointsCLITests: FolderTestCase {
    /// Outside any package the view's module holds the Swift files beside it.
    func testALooseViewSeesTheModelBesideItThroughEveryEntryPoint() throws {
        try DemoModule.write(into: folder, at: "Demo")
        try assertEveryEntryPointWritesPlay(view: "Demo/PlaylistView.swift")
    }

    /// In a SwiftPM target the model may be in another folder of the target (never beside the
    /// view here): the target decides.
    func testAViewInATargetSeesTheModelInAnotherFolderOfItThroughEveryEntryPoint() throws {
        _ = try folder.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Playlist", targets: [.target(name: "App")])

            """)
        _ = try folder.write("Sources/App/Views/PlaylistView.swift", try DemoModule.view())
        _ = try folder.write("Sources/App/Models/PlaylistModel.swift", try DemoModule.text("PlaylistModel.swift"))
        try assertEveryEntryPointWritesPlay(view: "Sources/App/Views/PlaylistView.swift")
    }

    /// Standard input outside any module it could name has only its own declarations: no play(_:).
    func testUnnamedStandardInputHasNoModule() throws {
        try DemoModule.write(into: folder, at: "Demo")
        let run = try folder.runner().run(["--fix", "-"], stdin: try DemoModule.view())
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stdout.contains("func play("), run.stdout)
        XCTAssertTrue(run.stdout.contains("    func reload() async {"), run.stdout)
    }

    func assertEveryEntryPointWritesPlay(view: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let original = try DemoModule.view()
        let position = "\(view):\(DemoModule.playButton.line):\(DemoModule.playButton.column)"
        let added = "+    func play(_ song: Song) {\n"

        let stdin = try folder.runner().run(["--fix", "-", "--stdin-path", view], stdin: original)
        XCTAssertEqual(stdin.status, 0, stdin.stderr, file: file, line: line)
        XCTAssertTrue(stdin.stdout.contains(DemoModule.playMember), "standard input:\n\(stdin.stdout)", file: file, line: line)
        XCTAssertFalse(stdin.stderr.contains("declared in no file"), stdin.stderr, file: file, line: line)

        let diff = try folder.runner().run(["--diff", view])
        XCTAssertEqual(diff.status, 1, diff.stderr, file: file, line: line)
        XCTAssertTrue(diff.stdout.contains(added), "--diff:\n\(diff.stdout)", file: file, line: line)

        let extract = try folder.runner().run(["extract", position])
        XCTAssertEqual(extract.status, 0, extract.stderr, file: file, line: line)
        XCTAssertTrue(extract.stdout.contains(added), "extract:\n\(extract.stdout)", file: file, line: line)
        let extracted = try folder.runner().run(["extract", "--fix", position])
        XCTAssertEqual(extracted.status, 0, extracted.stderr, file: file, line: line)
        XCTAssertEqual(extracted.stderr, "action-lint: \(position): extracted the `Button` action and its copy into method `play(_:)`\n",
                       file: file, line: line)
        try DemoModule.assertTypeChecks(try folder.read(view), file: file, line: line)

        // The build step lints the file alone, as the build system runs it for each file.
        _ = try folder.write(view, original)
        let step = try folder.runner().run(executable: BuiltTool.buildStep.path, ["--output", "stamp.swift", view])
        XCTAssertEqual(step.status, 0, step.stderr, file: file, line: line)
        XCTAssertTrue(step.stdout.contains("extract it into a method such as `play(_:)`"), "build step:\n\(step.stdout)", file: file, line: line)

        // `--fix` on disk writes what standard input printed.
        let fixed = try folder.runner().run(["--fix", view])
        XCTAssertEqual(fixed.status, 0, fixed.stderr, file: file, line: line)
        XCTAssertEqual(try folder.read(view), stdin.stdout, file: file, line: line)
    }
}
