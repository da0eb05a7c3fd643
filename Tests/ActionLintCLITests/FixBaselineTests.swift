import ActionLintTestSupport
import XCTest

/// `--fix`/`--diff` with `--baseline`: findings the baseline accepts are neither fixed nor
/// reported; new ones are fixed.
final class FixBaselineTests: FolderTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try folder.copySeed(to: "Sources/AddItemView.swift")
    }

    /// A view whose two Buttons share a two-statement body.
    private static let pair = """
    struct Other: View {
        var body: some View {
            VStack {
                Button("Save") { model.validate(); model.save() }
                Button("Store") { model.validate(); model.save() }
            }
        }
    }

    """

    func testFixLeavesBaselinedFindingsAloneAndFixesNewOnes() throws {
        let seed = try folder.read("Sources/AddItemView.swift")
        XCTAssertEqual(try folder.runner().run(["--write-baseline", "baseline.json"]).status, 0)
        _ = try folder.write("Sources/Other.swift", Self.pair)

        let run = try folder.runner().run(["--baseline", "baseline.json", "--fix", "--strict", "-r", "xcode"])

        XCTAssertEqual(run.status, 0, "the accepted finding is hidden, the new one fixed: nothing fails\n\(run.relativeStdout)\(run.stderr)")
        XCTAssertEqual(try folder.read("Sources/AddItemView.swift"), seed, "a baselined finding is not fixed")
        XCTAssertTrue(try folder.read("Sources/Other.swift").contains("Button(\"Save\", action: save)"))
        XCTAssertEqual(run.relativeStdout, "", "no finding is reported")
    }

    func testDiffShowsOnlyNewFindingsFixes() throws {
        XCTAssertEqual(try folder.runner().run(["--write-baseline", "baseline.json"]).status, 0)
        let accepted = try folder.runner().run(["--baseline", "baseline.json", "--diff"])
        XCTAssertEqual(accepted.status, 0, "nothing new to fix")
        XCTAssertEqual(accepted.relativeStdout, "")

        _ = try folder.write("Sources/Other.swift", Self.pair)
        let fresh = try folder.runner().run(["--baseline", "baseline.json", "--diff"])
        XCTAssertEqual(fresh.status, 1)
        XCTAssertTrue(fresh.relativeStdout.contains("+++ b/Sources/Other.swift"))
        XCTAssertFalse(fresh.relativeStdout.contains("AddItemView.swift"))
    }
}
