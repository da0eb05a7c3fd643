@testable import ActionLintCore
import ActionLintBenchSupport
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// A file no rule wants has its declarations read only where another file's findings may need
/// them (`LintRunner.firstLint`): the types with findings it may declare, the names its module
/// is searched for. A run gives the same findings, fixes and member names either way.
final class DeferredDeclarationsTests: XCTestCase {
    private static let volumeRow = """
        import SwiftUI

        enum Settings {
            struct VolumeRow: View {
                @State private var volume = 5

                var body: some View {
                    HStack {
                        Button("Mute") {
                            volume = 0
                            print("muted")
                        }
                        Image(systemName: "speaker.slash")
                            .onTapGesture {
                                volume = 0
                                print("muted")
                            }
                    }
                }
            }
        }

        """

    private func run(_ files: [(String, [UInt8])], deferring: Bool) -> LintRunner.Result {
        var runner = LintRunner(engine: LintHarness.engine())
        runner.defersDeclarations = deferring
        return runner.run(files.map { LintRunner.Input(path: nil, displayPath: $0.0, bytes: $0.1) })
    }

    private func assertSameRun(_ files: [(String, [UInt8])], file: StaticString = #filePath, line: UInt = #line) -> LintRunner.Result {
        let deferred = run(files, deferring: true)
        let atOnce = run(files, deferring: false)
        XCTAssertEqual(deferred.findings, atOnce.findings, file: file, line: line)
        XCTAssertEqual(deferred.errors, atOnce.errors, file: file, line: line)
        XCTAssertEqual(deferred.filesLinted, atOnce.filesLinted, file: file, line: line)
        for type in ["Settings.VolumeRow", "RecipeList"] {
            XCTAssertEqual(deferred.memberIndex.memberNames(of: type), atOnce.memberIndex.memberNames(of: type), type, file: file, line: line)
        }
        // Not vacuous: some file's declarations were never read in the deferring run.
        XCTAssertTrue(deferred.lints.first.contains { $0.typeNamesSuperset != nil }, file: file, line: line)
        XCTAssertFalse(atOnce.lints.first.contains { $0.typeNamesSuperset != nil }, file: file, line: line)
        return deferred
    }

    /// The extension in a file with no view is read after all: its `mute()` is taken, so the
    /// fix's name moves on; a comment naming the type, a nested namesake and an unrelated type
    /// change nothing.
    func testAnExtensionInAnUnwantedFileIsReadWhenItsTypeHasFindings() throws {
        let files = [
            ("VolumeRow.swift", Self.volumeRow),
            ("VolumeRow+Audio.swift", "extension Settings.VolumeRow {\n    func mute() {}\n}\n"),
            ("Notes.swift", "// The struct VolumeRow lives in Settings.\nenum Notes {}\n"),
            ("L10n.swift", "enum L10n {\n    enum VolumeRow { static let title = \"Volume\" }\n}\n"),
            ("Formatter.swift", "struct Formatter {\n    func format() -> String { \"\" }\n}\n"),
        ].map { ($0.0, Array($0.1.utf8)) }
        let result = assertSameRun(files)
        let finding = try XCTUnwrap(result.findings.first)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(finding.fix?.title.contains("`muteAction()`") == true, finding.fix?.title ?? "no fix")
        XCTAssertTrue(result.memberIndex.memberNames(of: "Settings.VolumeRow").contains("mute"))
    }

    /// The recipe view's fix reads the element type from the store's file, which no rule wants:
    /// its names are read when the module is first searched.
    func testAModuleFileIsReadWhenAFixSearchesItsModule() throws {
        let files = [(RecipeModule.recipePath, RecipeModule.recipe), (RecipeModule.storePath, RecipeModule.store),
                     (RecipeModule.viewPath, RecipeModule.view)].map { ($0.0, Array($0.1.utf8)) }
        let result = assertSameRun(files)
        XCTAssertEqual(try XCTUnwrap(result.findings.first?.fix).title, "Extract the duplicated action into a method `cook(_:)`")
    }

    /// Fixtures and a generated corpus, linted together as one run.
    func testFixturesAndCorpusGiveTheSameRun() {
        let folders = ["Demo", "Lexer", "Parser"] + RuleRegistry.ruleIDs.map { "Rules/\($0)" }
        let fixtures = folders.flatMap { PipelineCheck.fixtureFiles(in: $0) }
        let corpus = SyntheticCorpus.generate(fileCount: 160, seed: 53).map { ($0.path, Array($0.contents.utf8)) }
        let result = assertSameRun(fixtures.map { ($0.name, $0.bytes) } + corpus)
        // Not vacuous: findings whose types other files may declare.
        XCTAssertGreaterThan(result.findings.count, 20)
    }
}
