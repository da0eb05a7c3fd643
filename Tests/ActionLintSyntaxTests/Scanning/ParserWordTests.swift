@testable import ActionLintSyntax
import XCTest

final class ParserWordTests: XCTestCase {
    /// The written-out spellings are the case names, in case order.
    func testSpellingsAreTheCaseNames() {
        XCTAssertEqual(ParserWord.spellings, ParserWord.allCases.map { String(describing: $0) })
    }

    /// Every spelling looks up as its word, by its bytes.
    func testEverySpellingLooksUpAsItsWord() {
        for word in ParserWord.allCases where word != .other {
            let bytes = Array(word.spelling.utf8)
            let found = bytes.withUnsafeBufferPointer { ParserWordTable.shared.word($0.baseAddress!, length: $0.count) }
            XCTAssertEqual(found, word, word.spelling)
        }
    }
}
