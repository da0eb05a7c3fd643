import Foundation
import XCTest
import ActionLintTestSupport

/// Code under `Rules/` reads without scrolling: no line is over 120 characters. Text that is data,
/// not code, is exempt: a line that is one string literal (the SwiftUI catalog's declarations,
/// copied as Apple writes them) and the lines of a multi-line string (the rules' examples).
final class RuleLineLengthTests: XCTestCase {
    static let limit = 120

    func testNoLineOfCodeInRulesIsOverTheLimit() {
        var long: [String] = []
        for file in RuleLayoutTests.swiftFiles(under: "Rules") {
            let path = file.path.replacingOccurrences(of: TestPaths.packageRoot.path + "/", with: "")
            for (number, line) in Self.codeLines(of: RuleLayoutTests.text(file)) where line.count > Self.limit {
                long.append("\(path):\(number) (\(line.count) characters)")
            }
        }
        XCTAssertEqual(long, [], "wrap these lines at \(Self.limit) characters")
    }

    func testTheExemptionsAreOnlyStringData() {
        let text = """
        let names = [
            "init(_ title: String, action: @escaping () -> Void)",
        ]
        let example = \"\"\"
            struct V: View { var body: some View { Text("x") } }
            \"\"\"
        let x = 1
            "a \\"quoted\\" word"
            "a" + "b",
            "a" +
        """
        XCTAssertEqual(Self.codeLines(of: text).map(\.number), [1, 3, 4, 7, 9, 10])
    }

    /// The lines that are code, numbered from 1: not inside a multi-line string and not one
    /// string literal alone (with an optional trailing comma).
    static func codeLines(of text: String) -> [(number: Int, line: String)] {
        var result: [(number: Int, line: String)] = []
        var inMultilineString = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let delimiters = line.components(separatedBy: "\"\"\"").count - 1
            let wasInString = inMultilineString
            if delimiters % 2 == 1 { inMultilineString.toggle() }
            if wasInString { continue }
            if !isOneStringLiteral(line.trimmingCharacters(in: .whitespaces)) {
                result.append((index + 1, String(line)))
            }
        }
        return result
    }

    /// `"…"` or `"…",` with no unescaped quote inside: a lone literal, not `"a" + "b"`.
    static func isOneStringLiteral(_ trimmed: String) -> Bool {
        let literal = trimmed.hasSuffix(",") ? Substring(trimmed.dropLast()) : Substring(trimmed)
        guard literal.count >= 2, literal.first == "\"", literal.last == "\"", !literal.hasPrefix("\"\"\"") else {
            return false
        }
        var escaped = false
        for character in literal.dropFirst().dropLast() {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return false
            }
        }
        return !escaped
    }
}
