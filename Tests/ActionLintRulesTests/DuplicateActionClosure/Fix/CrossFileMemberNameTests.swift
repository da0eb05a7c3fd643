import XCTest
import ActionLintCore
import ActionLintRules

/// The runner parses only files where a rule may find something; member names declared in the
/// other files are gathered for the types with findings, from the unparsed files that name
/// those types (`DeclaredTypeNames`).
final class CrossFileMemberNameTests: XCTestCase {
    private static let nestedView = """
    import SwiftUI

    enum Settings {
        struct VolumeRow: View {
            @State private var volume = 5
            @State private var isMuted = false

            var body: some View {
                HStack {
                    Button("Mute") {
                        volume = 0
                        isMuted = true
                    }
                    Image(systemName: "speaker.slash")
                        .onTapGesture {
                            volume = 0
                            isMuted = true
                        }
                }
            }
        }
    }
    """

    private func run(_ files: [(String, String)]) -> LintRunner.Result {
        LintRunner(engine: LintHarness.engine()).run(files.map { LintRunner.Input(path: nil, displayPath: $0.0, bytes: Array($0.1.utf8)) })
    }

    /// `extension Settings.VolumeRow` in a file with no actions declares `mute()`.
    func testANestedTypeExtendedInAnUnparsedFileKeepsItsNames() throws {
        let other = "extension Settings.VolumeRow {\n    func mute() {}\n}\n"
        let result = run([("VolumeRow.swift", Self.nestedView), ("VolumeRow+Audio.swift", other)])
        let finding = try XCTUnwrap(result.findings.first)
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertTrue(finding.fix?.title.contains("`muteAction()`") == true, finding.fix?.title ?? "no fix")
        XCTAssertEqual(result.memberIndex.memberNames(of: "Settings.VolumeRow"), ["volume", "isMuted", "body", "mute"])
    }

    /// A file with no view is not even lexed: its names are read from its bytes, a comment
    /// between the keyword and the name skipped as the tokens skip it.
    func testANameReadFromTheBytesOfAnUnlexedFileIsKept() throws {
        let other = "extension /* audio */ Settings\n    .VolumeRow {\n    func mute() {} // silence\n}\n"
        let result = run([("VolumeRow.swift", Self.nestedView), ("VolumeRow+Audio.swift", other)])
        XCTAssertTrue(result.findings.first?.fix?.title.contains("`muteAction()`") == true, result.findings.first?.fix?.title ?? "no fix")
    }

    /// Backticks do not hide the name: `` extension Settings.`VolumeRow` `` is the same type.
    func testBacktickedNamesAreTheSameType() throws {
        let other = "extension Settings.`VolumeRow` {\n    var mute: Int { 0 }\n}\n"
        let result = run([("VolumeRow.swift", Self.nestedView), ("VolumeRow+Audio.swift", other)])
        XCTAssertTrue(result.findings.first?.fix?.title.contains("`muteAction()`") == true)
    }

    /// The index holds the types whose members a finding's name was checked against, and no
    /// other (an unrelated file is not even parsed).
    func testOnlyTypesWithFindingsAreIndexed() {
        let unrelated = "struct Formatter {\n    func format() -> String { \"\" }\n}\n"
        let result = run([("VolumeRow.swift", Self.nestedView), ("Formatter.swift", unrelated)])
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertEqual(result.filesLinted, 2)
        XCTAssertTrue(result.memberIndex.memberNames(of: "Formatter").isEmpty)
        XCTAssertFalse(result.memberIndex.memberNames(of: "Settings.VolumeRow").isEmpty)
    }

    /// Alone, the view takes the plain name.
    func testWithoutTheOtherFileTheNameIsPlain() {
        let result = run([("VolumeRow.swift", Self.nestedView)])
        XCTAssertTrue(result.findings.first?.fix?.title.contains("`mute()`") == true)
    }
}
