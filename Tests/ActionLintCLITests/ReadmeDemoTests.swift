import ActionLintTestSupport
import XCTest

/// The README's first command lints the bundled demo and shows its output: the shown output must
/// be what the tool prints, and the fixes the README describes must be what `--fix` does.
final class ReadmeDemoTests: XCTestCase {
    func testReadmeShowsTheDemosActualOutput() throws {
        let readme = try ReadmeSection.text()
        let marker = "The first command prints (in colour on a terminal):\n\n```\n"
        let start = try XCTUnwrap(readme.range(of: marker), "the README must show the first command's output")
        let shown = String(readme[start.upperBound...]).components(separatedBy: "\n```").first ?? ""

        let run = try ToolRunner(folder: BuiltTool.packageRoot).run(["Tests/Fixtures/Demo"])

        XCTAssertEqual(run.status, 0, "warnings do not fail a run without --strict")
        XCTAssertEqual(run.relativeStdout, shown + "\n")
    }

    func testDemoFixesAreTheOnesTheReadmeDescribes() throws {
        let folder = try TemporaryFolder(self)
        for name in ["AddItemView.swift", "PlaylistView.swift", "PlaylistModel.swift"] {
            let source = try String(contentsOf: BuiltTool.packageRoot.appendingPathComponent("Tests/Fixtures/Demo/\(name)"), encoding: .utf8)
            _ = try folder.write("Demo/\(name)", source)
        }
        let run = try folder.runner().run(["--fix", "Demo"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try folder.read("Demo/PlaylistView.swift").contains("func reload() async {"))
        XCTAssertTrue(try folder.read("Demo/AddItemView.swift").contains("Button(\"Add\", action: addItem)"))
        // The row's `song` takes the type the model's file declares.
        XCTAssertTrue(try folder.read("Demo/PlaylistView.swift").contains("func play(_ song: Song) {"))
        XCTAssertEqual(try folder.runner().run(["-r", "xcode", "Demo"]).relativeStdout, "")
    }
}
