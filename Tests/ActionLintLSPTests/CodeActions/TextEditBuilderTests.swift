import ActionLintCore
import XCTest
@testable import ActionLintLSP

final class TextEditBuilderTests: XCTestCase {
    func testNarrowedEditsNeverCutACharacterOrACRLF() {
        // é → è share their first UTF-8 byte; "\r\n" → "\r\r\n" shares the "\r".
        let cases: [(String, String)] = [("café\n", "cafè\n"), ("a\r\nb\r\n", "a\r\r\nb\r\n"), ("x 🍞\n", "x 🍕\n"), ("one\ntwo\n", "one\n2\ntwo\n")]
        for (old, new) in cases {
            let oldBytes = Array(old.utf8)
            let newBytes = Array(new.utf8)
            let converter = PositionConverter(file: SourceFile(path: "t", bytes: oldBytes), encoding: .utf16)
            var result = oldBytes
            for change in UnifiedDiff.changes(old: oldBytes, new: newBytes).reversed() {
                let (oldRange, newRange) = TextEditBuilder.narrowed(change, oldBytes, newBytes)
                XCTAssertTrue(TextEditBuilder.isBoundary(oldBytes, oldRange.lowerBound) && TextEditBuilder.isBoundary(oldBytes, oldRange.upperBound))
                XCTAssertNotNil(String(validating: newBytes[newRange], as: UTF8.self))
                // Through positions and back: the same bytes.
                XCTAssertEqual(converter.offset(of: converter.position(of: oldRange.lowerBound)), oldRange.lowerBound, "\(old)")
                XCTAssertEqual(converter.offset(of: converter.position(of: oldRange.upperBound)), oldRange.upperBound, "\(old)")
                result.replaceSubrange(oldRange, with: newBytes[newRange])
            }
            XCTAssertEqual(result, newBytes, "\(old) → \(new)")
        }
    }
}
