// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
import Foundation

/// A Markdown file of the checkout as prose reads: every run of white space (a line wrapped in
/// the middle of a quote included) one space. Tests look for the tool's real output in it, so a
/// quoted message cannot drift from what the tool prints.
public enum DocText {
    public static func normalized(_ relative: String) throws -> String {
        let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(relative), encoding: .utf8)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
#endif
