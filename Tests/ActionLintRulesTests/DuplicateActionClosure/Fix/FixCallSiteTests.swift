import XCTest

/// Each shape of call site and what the fix makes of it. (Trailing Button closures, `.onTapGesture`/`.onSubmit`, unused
/// closure parameters and async task groups are documented corrections of the rule, which
/// `RuleDescriptionTests` and `TypeCheckedExamplesTests` check.)
final class FixCallSiteTests: XCTestCase {
    /// `onCommit: { … }` and `Button(action: { … }, label:)` become references.
    func testLabelledClosuresBecomeReferences() throws {
        try FixGolden.assertFixture("LabelledClosure")
    }

    /// APIs the catalog only knows by shape keep a closure: `{ x() }`.
    func testCustomAPIsKeepAClosure() throws {
        try FixGolden.assertFixture("CustomAPI")
    }

    /// The new argument follows the last one: not on the `)`'s own line, not after a second comma.
    func testNewArgumentFollowsTheLastArgument() throws {
        try FixGolden.assertFixture("ArgumentPlacement")
    }
}
