import ActionLintCore
import XCTest

/// Two multi-line string literals with the same lines at different indentation are one value
/// (Swift strips the closing `"""`'s indentation from every line); other differences still count.
final class MultilineStringEqualityTests: XCTestCase {
    /// `inner`: the second literal's lines; `first`/`second`: what follows each literal's `"""`.
    static func view(inner: String, first: String = "", second: String = "") -> String {
        """
        struct ReportView: View {
            var reporter: Reporter

            var body: some View {
                VStack {
                    Button("Report") ↓{
                        reporter.send(\"\"\"
                            The app stopped responding.
                              Steps: open, tap, wait \\(reporter.build).
                            \"\"\"\(first))
                        reporter.flush()
                    }
                    Form {
                        Section {
                            Text("Something wrong?")
                                .onTapGesture ↓{
                                    reporter.send(\"\"\"
        \(inner)
                                        \"\"\"\(second))
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

    /// Bodies with parameters compare their code the same way (`BodyShape` follows
    /// `BodyNormalization` as `ActionBody` and `BodyHash` do): the same string at two depths
    /// next to one differing literal is one member taking that literal.
    func testSameContentAtAnotherDepthBesideADifferingLiteralIsAGroupWithAParameter() {
        let finding = GroupAssertion.assertOneGroup(Self.view(inner: """
                                        The app stopped responding.
                                          Steps: open, tap, wait \\(reporter.build).
        """, first: ", priority: 1", second: ", priority: 2"))
        XCTAssertEqual(finding?.message.contains("apart from the value each site passes"), true, finding?.message ?? "")
    }
}
