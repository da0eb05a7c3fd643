import ActionLintTestSupport
import XCTest

/// Each suppression comment form through the built binary, on a view with one duplicate pair
/// whose second site (the finding's primary location) is the `Button("B")` line.
final class SuppressionCLITests: FolderTestCase {
    /// The view with `before` above the struct, `between` above the second Button, `onSecond`
    /// at the end of its line, `afterSecond` below it, and `after` at the end of the file.
    private func view(before: String = "", onSecond: String = "", between: String = "", afterSecond: String = "", after: String = "") -> String {
        """
        \(before)struct V: View {
            var body: some View {
                VStack {
                    Button("A") {
                        model.reload()
                        model.save()
                    }
        \(between)            Button("B") {\(onSecond)
        \(afterSecond)                model.reload()
                        model.save()
                    }
                }
            }
        }
        \(after)
        """
    }

    private func lint(_ source: String) throws -> ToolRun {
        try folder.write("V.swift", source)
        return try folder.runner().run(["-r", "xcode", "--strict", "V.swift"])
    }

    private func assertSuppressed(_ source: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try lint(source)
        XCTAssertEqual(run.relativeStdout, "", file: file, line: line)
        XCTAssertEqual(run.status, 0, file: file, line: line)
    }

    func testUnsuppressedViewIsReported() throws {
        let run = try lint(view())
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.relativeStdout.hasPrefix("V.swift:8:25: error: "), run.relativeStdout)
    }

    func testDisableAndEnable() throws {
        try assertSuppressed(view(before: "// action-lint:disable duplicate-action-closure\n",
                                  after: "// action-lint:enable duplicate-action-closure\n"))
        // Enabled again before the second site: the first copy is still disabled, so it leaves
        // the pair and nothing is left to report.
        try assertSuppressed(view(before: "// action-lint:disable duplicate-action-closure\n",
                                  between: "            // action-lint:enable duplicate-action-closure\n"))
    }

    func testDisableNext() throws {
        try assertSuppressed(view(between: "            // action-lint:disable:next duplicate-action-closure\n"))
    }

    func testDisableThis() throws {
        try assertSuppressed(view(onSecond: " // action-lint:disable:this duplicate-action-closure"))
    }

    func testDisablePrevious() throws {
        try assertSuppressed(view(afterSecond: "            // action-lint:disable:previous duplicate-action-closure\n"))
    }

    func testDisableFile() throws {
        try assertSuppressed(view(after: "// action-lint:disable-file\n"))
    }

    func testAllWithAnExplanation() throws {
        try assertSuppressed(view(between: "            // action-lint:disable:next all - generated code\n"))
    }

    /// Suppressing another rule leaves the finding alone.
    func testOtherRuleDoesNotSuppress() throws {
        let run = try lint(view(between: "            // action-lint:disable:next invalid-suppression\n"))
        XCTAssertTrue(run.relativeStdout.hasPrefix("V.swift:9:25: error: "), run.relativeStdout)
    }

    func testUnknownRuleIDIsReportedByInvalidSuppression() throws {
        let run = try lint(view(between: "            // action-lint:disable:next duplicate-action-closures\n"))
        XCTAssertEqual(run.status, 1)
        let lines = run.relativeStdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        XCTAssertEqual(lines.count, 2, run.relativeStdout)
        XCTAssertEqual(lines.first.map(String.init),
                       "V.swift:8:13: error: The `action-lint:disable:next` comment names unknown rule "
                           + "`duplicate-action-closures`; see `action-lint rules` [invalid-suppression]")
        XCTAssertTrue(lines.last?.hasPrefix("V.swift:9:25: error: ") ?? false, run.relativeStdout)
    }

    func testDirectiveWithoutRuleIsReported() throws {
        let run = try lint(view(between: "            // action-lint:disable:next\n"))
        XCTAssertTrue(run.relativeStdout.hasPrefix("V.swift:8:13: error: The `action-lint:disable:next` comment names no rule; "
                                           + "add rule ids or `all` [invalid-suppression]"), run.relativeStdout)
    }
}
