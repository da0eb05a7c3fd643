import XCTest
@testable import ActionLintCLI

final class PlaceholderCLITests: XCTestCase {
    func testMainReturnsZero() {
        XCTAssertEqual(CommandLineTool.main(arguments: []), 0)
    }
}
