import XCTest

/// Each shape of call site and what the fix makes of it.
final class FixCallSiteTests: XCTestCase {
    /// `onCommit: { … }` and `Button(action: { … }, label:)` become references.
    func testLabelledClosuresBecomeReferences() throws {
        try FixGolden.assertFixture("LabelledClosure")
    }

    /// `Button("…") { }` → `Button("…", action: x)`; `Button { } label: { }` → `Button(action: x) { }`.
    func testTrailingButtonClosuresMoveIntoTheParentheses() throws {
        try FixGolden.assertFixture("TrailingButton")
    }

    /// `.onTapGesture { }` → `(perform: x)`; `.onSubmit { }` → `(x)`; `.onSubmit(of:) { }` keeps `of:`.
    func testTrailingModifierClosuresUseTheCatalogLabel() throws {
        try FixGolden.assertFixture("TapAndSubmit")
    }

    /// Unused closure parameters stay: `{ _ in x() }`.
    func testClosuresWithUnusedParametersKeepAClosure() throws {
        try FixGolden.assertFixture("UnusedParameters")
    }

    /// APIs the catalog only knows by shape keep a closure: `{ x() }`.
    func testCustomAPIsKeepAClosure() throws {
        try FixGolden.assertFixture("CustomAPI")
    }

    /// An awaiting body becomes an `async` method, awaited at every site.
    func testTaskGroupBecomesAnAsyncMethod() throws {
        try FixGolden.assertFixture("TaskGroup")
    }

    /// The new argument follows the last one: not on the `)`'s own line, not after a second comma.
    func testNewArgumentFollowsTheLastArgument() throws {
        try FixGolden.assertFixture("ArgumentPlacement")
    }
}
