import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// A fix written as the file writes code (issue 50 §4): an extension beside a type indented
/// inside `#if` is indented alike, and a call site is wrapped as the file wraps long lines. Each
/// fixture's input and output type-check against the SwiftUI stub in Swift 5 and 6 modes.
final class FixFileConventionsTests: XCTestCase {
    /// `#if !os(watchOS)` with the view indented one level: `    private extension …` too.
    func testAnExtensionInsideIfIsIndentedAsTheFileIndentsDeclarations() throws {
        try FixGolden.assertTypeCheckedFixture("IndentedInsideIf")
        let fixed = try FixFixtures.text("IndentedInsideIf.fixed.swift")
        XCTAssertTrue(fixed.contains("\n    private extension ShareSheetView {\n        func shareLink() {\n"), fixed)
        XCTAssertTrue(fixed.hasSuffix("        }\n    }\n#endif\n"), fixed)
    }

    /// `.task` and `.refreshable` repeat the body of the view's own `loadLabels()`: the finding
    /// says so, and the fix calls it instead of writing a second one.
    func testAnActionRepeatingAnExistingMethodCallsIt() throws {
        try FixGolden.assertTypeCheckedFixture("ExistingMember")
        let findings = DuplicateFindings.of(try FixFixtures.text("ExistingMember.input.swift"))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings[0].message.contains("; this action repeats `loadLabels()`: call it from both `.task` and `.refreshable`"),
                      findings[0].message)
        XCTAssertEqual(findings[0].fix?.title, "Call the existing method `loadLabels()` instead")
        let fixed = try FixFixtures.text("ExistingMember.fixed.swift")
        XCTAssertEqual(fixed.components(separatedBy: "func loadLabels()").count, 2, fixed)
        XCTAssertFalse(fixed.contains("extension LabelsView"), fixed)
        // A static method of that body is no member the sites can call.
        let staticMember = try FixFixtures.text("ExistingMember.input.swift")
            .replacingOccurrences(of: "    func loadLabels() async {", with: "    static func loadLabels() async {")
        XCTAssertNotEqual(DuplicateFindings.of(staticMember).first?.fix?.title, findings[0].fix?.title)
    }

    /// A closure whose one-line form would be longer than every line of the file keeps its call
    /// on a line of its own; a short one is joined as before.
    func testACallSiteIsWrappedAsTheFileWrapsLongLines() throws {
        try FixGolden.assertTypeCheckedFixture("WrappedCallSite")
        let fixed = try FixFixtures.text("WrappedCallSite.fixed.swift")
        XCTAssertTrue(fixed.contains("onDownload: { quality in\n                    download(episode, quality: quality)\n                })"),
                      fixed)
        let longest = fixed.split(separator: "\n").map(\.count).max() ?? 0
        let inputLongest = try FixFixtures.text("WrappedCallSite.input.swift").split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, inputLongest)
        // With a short opening line the call joins it.
        let short = try FixFixtures.text("WrappedCallSite.input.swift")
            .replacingOccurrences(of: "showsDuration: settings.showsDuration, ", with: "")
            .replacingOccurrences(of: "    let showsDuration: Bool\n", with: "")
        XCTAssertTrue(LintHarness.fixed(short).text.contains("onDownload: { quality in download(episode, quality: quality) })"))
    }
}
