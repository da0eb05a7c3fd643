import ActionLintCore
import XCTest

/// Two multi-line string literals with the same lines at different indentation are one value
/// (Swift strips the closing `"""`'s indentation from every line); other differences still count.
final class MultilineStringEqualityTests: XCTestCase {
    static func view(inner: String) -> String {
        """
        struct ReportView: View {
            var reporter: Reporter

            var body: some View {
                VStack {
                    Button("Report") ↓{
                        reporter.send(\"\"\"
                            The app stopped responding.
                              Steps: open, tap, wait \\(reporter.build).
                            \"\"\")
                        reporter.flush()
                    }
                    Form {
                        Section {
                            Text("Something wrong?")
                                .onTapGesture ↓{
                                    reporter.send(\"\"\"
        \(inner)
                                        \"\"\")
                                    reporter.flush()
                                }
                        }
                    }
                }
            }
        }
        """
    }

    func testSameContentAtAnotherDepthIsADuplicate() {
        GroupAssertion.assertOneGroup(Self.view(inner: """
                                        The app stopped responding.
                                          Steps: open, tap, wait \\(reporter.build).
        """))
    }

    func testADifferentRelativeIndentationIsAnotherValue() {
        let code = DuplicateFindings.expectedGroup(Self.view(inner: """
                                        The app stopped responding.
                                            Steps: open, tap, wait \\(reporter.build).
        """)).code
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }

    func testTheLiteralsLinesStillCount() {
        let code = DuplicateFindings.expectedGroup(Self.view(inner: """
                                        The app stopped responding!
                                          Steps: open, tap, wait \\(reporter.build).
        """)).code
        XCTAssertEqual(DuplicateFindings.of(code).map(\.message), [])
    }
}
