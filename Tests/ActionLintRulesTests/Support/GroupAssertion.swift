import ActionLintCore
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

    static func assertNoFinding(_ code: String, configuration: Configuration = Configuration(),
                                file: StaticString = #filePath, line: UInt = #line) {
        let findings = DuplicateFindings.of(code, configuration: configuration)
        XCTAssertEqual(findings.map(\.message), [], file: file, line: line)
    }
}
