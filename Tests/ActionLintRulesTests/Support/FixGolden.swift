import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// The checks every golden fix test makes: the output matches byte for byte, `swiftc -parse`
/// accepts it, nothing was refused, and fixing the output again changes nothing.
enum FixGolden {
    static func assertFix(_ input: String, becomes expected: String, name: String, style: FixStyle = .method,
                          unsafe: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        let configuration = Configuration.fixStyle(style)
        let result = LintHarness.fixed(input, configuration: configuration, unsafe: unsafe, path: name)
        XCTAssertNil(result.refusal, "\(name): \(result.refusal ?? "")", file: file, line: line)
        XCTAssertEqual(result.text, expected, "\(name): fixed output differs", file: file, line: line)
        assertStable(result.text, name: name, configuration: configuration, unsafe: unsafe, file: file, line: line)
    }

    /// Fixing the fixed text changes nothing, and the compiler parses it.
    static func assertStable(_ text: String, name: String, configuration: Configuration = Configuration(), unsafe: Bool = false,
                             file: StaticString = #filePath, line: UInt = #line) {
        let again = LintHarness.fixed(text, configuration: configuration, unsafe: unsafe, path: name)
        XCTAssertNil(again.refusal, "\(name) (second fix): \(again.refusal ?? "")", file: file, line: line)
        XCTAssertEqual(again.text, text, "\(name): fixing the output again changed it", file: file, line: line)
        SwiftParseCheck.assertParses(text, name: name, file: file, line: line)
    }

    /// `<case>.input.swift` becomes `<case>.<suffix>.swift`.
    static func assertFixture(_ name: String, suffix: String = "fixed", style: FixStyle = .method, unsafe: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let input = try FixFixtures.text("\(name).input.swift")
        let expected = try FixFixtures.text("\(name).\(suffix).swift")
        assertFix(input, becomes: expected, name: "\(name).swift", style: style, unsafe: unsafe, file: file, line: line)
    }

    /// `assertFixture`, and the fixture's input and output type-check against the SwiftUI stub
    /// in both language modes.
    static func assertTypeCheckedFixture(_ name: String, suffix: String = "fixed", style: FixStyle = .method,
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        try assertFixture(name, suffix: suffix, style: style, file: file, line: line)
        SwiftUITypeCheck.assertTypeChecks([
            SwiftUITypeCheck.Source(name: "\(name).input.swift", text: try FixFixtures.text("\(name).input.swift")),
            SwiftUITypeCheck.Source(name: "\(name).\(suffix).swift", text: try FixFixtures.text("\(name).\(suffix).swift")),
        ], file: file, line: line)
    }
}
