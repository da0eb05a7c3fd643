import ActionLintCore
import ActionLintRules
import XCTest

/// Where the extracted member goes and what it is called.
final class FixPlacementTests: XCTestCase {
    func testExistingPrivateExtensionIsReused() throws {
        try FixGolden.assertFixture("ExistingExtension")
    }

    func testExistingFileprivateExtensionIsReused() throws {
        try FixGolden.assertFixture("FileprivateExtension")
    }

    /// A `where`-constrained extension or one inside `#if` would hide the member from the
    /// sites: a new extension is written instead.
    func testConstrainedOrConditionalExtensionIsNotReused() throws {
        try FixGolden.assertFixture("ConstrainedExtension")
    }

    /// Sites under `#if os(macOS)` and `#if !os(tvOS)` calling a `!os(tvOS)` method: the member
    /// is wrapped in `#if !os(tvOS)` (`os(macOS) || !os(tvOS)`), where some site compiles and so its body does.
    /// A view declared once per platform (`#if os(iOS) struct TabsView` … `#if os(macOS) struct
    /// TabsView`): the member goes after the first `#endif`, not inside the iOS copy, wrapped
    /// in `#if os(iOS) || os(macOS)`.
    func testSitesInsideIfGetAMemberCompiledWhereTheyAre() throws {
        try FixGolden.assertTypeCheckedFixture("PlatformBranches")
    }

    /// Two groups whose sites all sit under `#if os(macOS)`: the second member joins the
    /// extension the first wrote under that `#if`, not one more wrapped extension.
    func testMembersWrappedAlikeShareOneExtension() throws {
        try FixGolden.assertTypeCheckedFixture("PlatformGroups")
    }

    /// `Outer.Row`: the extension follows the outermost declaration.
    func testNestedTypeGetsAnExtensionAfterTheOutermostType() throws {
        try FixGolden.assertFixture("NestedType")
    }

    /// A comment after the type's `}` stays with the type; a file without a final line break
    /// does not get one.
    func testExtensionGoesAfterACommentClosingTheType() throws {
        try FixGolden.assertFixture("TrailingComment")
    }

    /// Both groups are fixed (over rounds if need be), with distinct names.
    func testTwoGroupsInOneViewAreBothFixed() throws {
        try FixGolden.assertFixture("TwoGroups")
    }

    /// `mute` is declared in another file's extension of the view: the new member is `muteAction`.
    func testNameDeclaredInAnotherFileGetsASuffix() throws {
        let view = try FixFixtures.text("MemberCollision.input.swift")
        let other = "extension VolumeView {\n    func mute() {\n        print(\"muted\")\n    }\n}\n"
        let engine = LintHarness.engine()
        let linted = LintRunner(engine: engine).run([
            LintRunner.Input(path: nil, displayPath: "VolumeView.swift", bytes: Array(view.utf8)),
            LintRunner.Input(path: nil, displayPath: "VolumeView+Audio.swift", bytes: Array(other.utf8)),
        ])
        XCTAssertEqual(linted.findings.count, 1)
        XCTAssertTrue(linted.findings[0].fix?.title.contains("`muteAction()`") == true, linted.findings[0].fix?.title ?? "no fix")
        let outcome = FileFixer(engine: engine, allowUnsafe: false)
            .fix(path: "VolumeView.swift", bytes: Array(view.utf8), memberIndex: linted.memberIndex)
        XCTAssertNil(outcome.refusal)
        let text = String(decoding: outcome.fixed, as: UTF8.self)
        XCTAssertEqual(text, try FixFixtures.text("MemberCollision.fixed.swift"))
        SwiftParseCheck.assertParses(text, name: "VolumeView.swift")
        let again = FileFixer(engine: engine, allowUnsafe: false)
            .fix(path: "VolumeView.swift", bytes: outcome.fixed, memberIndex: linted.memberIndex)
        XCTAssertEqual(again.fixed, outcome.fixed)
    }

    /// Alone, the same file takes the plain name.
    func testWithoutTheOtherFileTheNameIsPlain() throws {
        let view = try FixFixtures.text("MemberCollision.input.swift")
        XCTAssertTrue(LintHarness.fixed(view).text.contains("func mute() {"))
    }
}
