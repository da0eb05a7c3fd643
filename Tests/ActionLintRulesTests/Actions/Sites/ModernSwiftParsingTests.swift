import ActionLintCore
import XCTest

/// Macros of current SwiftUI code: `#Preview` blocks and `@Observable` models.
final class ModernSwiftParsingTests: XCTestCase {
    private let file = ParserFixture.load("Parser/ModernApp.swift")

    func testPreviewsAreNotViewTypesAndDoNotUnbalanceWhatFollows() {
        XCTAssertEqual(file.syntax.viewTypeNames, ["CounterView", "AfterPreview"])
        XCTAssertEqual(ParserFixture.records(file), [
            ActionRecord("CounterView", "body", "Button", "action", lines: 19...19),
            ActionRecord("AfterPreview", "body", "Button", "action", lines: 35...35),
        ])
    }

    func testTrailingClosureOfAModelCallInsideAnActionIsNotAnAction() {
        let increment = file.syntax.calls.first { $0.callee == ".increment" }
        XCTAssertEqual(increment?.trailingClosures.count, 1)
        XCTAssertEqual(increment?.arguments.map(\.label), ["by"])
        XCTAssertFalse(ParserFixture.records(file).contains { $0.callee == ".increment" })
    }
}
