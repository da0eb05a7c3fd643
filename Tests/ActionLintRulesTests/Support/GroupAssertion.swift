import ActionLintCore
import ActionLintTestSupport
import XCTest

/// Asserts that code marked with `↓` before each site's `{` yields exactly one
/// `duplicate-action-closure` finding listing exactly those sites.
enum GroupAssertion {
    @discardableResult
    static func assertOneGroup(_ marked: String, configuration: Configuration = Configuration(),
                               file: StaticString = #filePath, line: UInt = #line) -> Finding? {
        let expected = DuplicateFindings.expectedGroup(marked)
        XCTAssertGreaterThanOrEqual(expected.sites.count, 2, "the fixture needs two ↓ markers", file: file, line: line)
        let findings = DuplicateFindings.of(expected.code, configuration: configuration)
        XCTAssertEqual(findings.map(DuplicateFindings.sites), [expected.sites], file: file, line: line)
        return findings.count == 1 ? findings[0] : nil
    }

    /// One group, with no fix and this reason; with `typeChecks`, the input type-checks too
    /// (against the SwiftUI stub, both language modes).
    static func assertNoFix(_ marked: String, reason: String, typeChecks: Bool = false,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let finding = assertOneGroup(marked, file: file, line: line) else { return }
        XCTAssertNil(finding.fix, file: file, line: line)
        XCTAssertEqual(finding.noFixReason, reason, file: file, line: line)
        if typeChecks {
            SwiftUITypeCheck.assertTypeChecks(marked.replacingOccurrences(of: "↓", with: ""), file: file, line: line)
        }
    }

    static func assertNoFinding(_ code: String, configuration: Configuration = Configuration(),
                                file: StaticString = #filePath, line: UInt = #line) {
        let findings = DuplicateFindings.of(code, configuration: configuration)
        XCTAssertEqual(findings.map(\.message), [], file: file, line: line)
    }
}
