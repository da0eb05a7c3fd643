import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// `LintRunner.run(discovering:)` lints each file as the search finds it, on other threads than
/// the search: whatever order the files come in, and however many times, what it returns is what
/// `run(_:)` returns for the files in path order.
final class StreamedRunTests: XCTestCase {
    private static let files: [(name: String, text: String)] = [
        (RecipeModule.recipePath, RecipeModule.recipe),
        (RecipeModule.storePath, RecipeModule.store),
        (RecipeModule.viewPath, RecipeModule.view),
    ]

    private static func input(_ file: (name: String, text: String), engineIndex: Int = 0) -> LintRunner.Input {
        LintRunner.Input(path: nil, displayPath: file.name, bytes: Array(file.text.utf8), engineIndex: engineIndex)
    }

    /// The files fed backwards, the view twice: findings, fixes, member names and the module's
    /// answers are those of the sorted run, and the repeat's lint is dropped.
    func testFilesFedInAnyOrderGiveTheSortedRunsResult() throws {
        let sorted = Self.files.sorted { $0.name < $1.name }
        let expected = LintRunner(engine: LintHarness.engine()).run(sorted.map { Self.input($0) })
        var made = 0
        let streamed = LintRunner.run(defaultEngine: { LintHarness.engine() }) { feed in
            let fed = Self.files.reversed() + [Self.files[2]]
            for file in fed {
                feed(Self.input(file)) {
                    made += 1
                    return LintHarness.engine()
                }
            }
            // For each name in path order, its first position in the feed.
            return sorted.map { file in fed.firstIndex { $0.name == file.name }! }
        }
        XCTAssertEqual(made, 1, "one engine for the one configuration")
        XCTAssertEqual(streamed.inputs.map(\.displayPath), sorted.map(\.name))
        XCTAssertEqual(streamed.result.findings, expected.findings)
        XCTAssertEqual(streamed.result.filesLinted, 3)
        let fix = try XCTUnwrap(streamed.result.findings.first?.fix)
        // The fix reads the element type from the store's file: the module was used.
        XCTAssertEqual(fix.title, "Extract the duplicated action into a method `cook(_:)`")
        XCTAssertEqual(streamed.result.memberIndex.memberNames(of: "RecipeList"), expected.memberIndex.memberNames(of: "RecipeList"))
    }

    /// Each configuration's engine lints its own files: the view under a configuration that
    /// turns the rule off has no findings, and the default engine is not used for it.
    func testEachFileIsLintedWithItsConfigurationsEngine() {
        var configuration = Configuration()
        configuration.rules["duplicate-action-closure", default: RuleSettings()].enabled = false
        let off = LintHarness.engine(configuration)
        let streamed = LintRunner.run(defaultEngine: { LintHarness.engine() }) { feed in
            feed(Self.input(Self.files[0])) { LintHarness.engine() }
            feed(Self.input(Self.files[2], engineIndex: 1)) { off }
            return [0, 1]
        }
        XCTAssertEqual(streamed.runner.engines.count, 2)
        XCTAssertEqual(streamed.result.findings, [])
        XCTAssertEqual(streamed.result.filesLinted, 2)
    }

    /// Nothing found: no file, no finding, and the default engine stands for the run.
    func testAnEmptySearch() {
        let streamed = LintRunner.run(defaultEngine: { LintHarness.engine() }) { _ in [] }
        XCTAssertEqual(streamed.inputs.count, 0)
        XCTAssertEqual(streamed.result.filesLinted, 0)
        XCTAssertEqual(streamed.runner.engines.count, 1)
    }
}
