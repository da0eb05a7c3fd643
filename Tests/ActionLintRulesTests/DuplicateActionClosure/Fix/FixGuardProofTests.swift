import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Guard-prefix pairs whose unguarded sites cannot run unless the guard's condition holds: the
/// member keeps the guard and every site calls it, a safe fix at any size of the rest. Each
/// fixture's input and output type-check against the SwiftUI stub in both language modes, and
/// fixing the output again changes nothing.
final class FixGuardProofTests: XCTestCase {
    func assertFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("\(name).input.swift"))
        XCTAssertTrue(findings.allSatisfy { $0.fix?.applicability == .safe }, "\(name): every fix is safe", file: file, line: line)
        try FixGolden.assertTypeCheckedFixture(name, file: file, line: line)
    }

    /// `guard code.count == 6` with `.disabled(code.count != 6)`; a two-clause guard with a
    /// `.disabled(a || b)` that rules out both (`<` against `<=` with the sides swapped).
    func testNegatedComparisonsProveTheGuard() throws {
        try assertFixture("GuardedComparison")
    }

    /// `.onSubmit { if state.canPublish { … } }` and a toolbar Button `.disabled(!state.canPublish)`.
    func testSubmitAndADisabledToolbarButton() throws {
        try assertFixture("SubmitToolbar")
    }

    /// A reaction's `if` (`.onAppear { if library.shelves.isEmpty { … } }`) next to a Button
    /// that cannot run otherwise is one action; the unproven Retry pair keeps its closures.
    func testAReactionWithAProvenControlIsOneAction() throws {
        try assertFixture("ProvenReaction")
    }

    /// A Button inside the builder `if canSend { … }`, and one in the `else` of `if !isOffline`.
    func testBuilderIfsProveTheGuard() throws {
        try assertFixture("BuilderCondition")
    }

    /// Conditions spelled differently at each site: `guard let draft` with a Button inside `if
    /// let draft`, `guard case .loaded(let items) = state` with one in `case .loaded(let items):`
    /// of `switch state`, a `ForEach` row's builder `if entry.isEditable` for its long press's
    /// guard (the member takes `entry` and keeps the guard), `isLocked == false` with
    /// `.disabled(isLocked)`.
    func testConditionFormsProveTheGuard() throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("ConditionForms.input.swift"))
        XCTAssertEqual(findings.count, 4)
        try assertFixture("ConditionForms")
    }

    /// The same condition in other spellings: `.disabled(name == "")` for `guard !name.isEmpty`, a
    /// computed `canSave` for `note.isEmpty`, `if email.isEmpty { return }` as the guard, and a
    /// `.disabled` on the `HStack` around the Button or on the `Menu` holding it. Near misses stay unreported: a Button in a
    /// sheet's content under a disabled presenter, a property saying `count > 2`, an early
    /// return on the opposite condition.
    func testCousinsOfTheArticlesGuardAreProven() throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("ConditionCousins.input.swift"))
        XCTAssertEqual(findings.map(\.range.start.line), [22, 48, 71, 94])
        try assertFixture("ConditionCousins")
    }

    /// Optional bindings as conditions: a Button inside `if let attachment` for `guard attachment
    /// != nil`, one in the `else` after `else if let receipt` for `guard receipt == nil`, `guard let
    /// _ = coupon` for a `SwiftUI.Button` inside `if coupon != nil`, and a wrapping `if` around one
    /// call, measured as the guard it spells. Near misses stay unreported: the opposite condition,
    /// a `.disabled` on another Button, a Button after the `if let … else` chain.
    func testOptionalBindingsProveTheGuard() throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("OptionalConditions.input.swift"))
        XCTAssertEqual(findings.map(\.range.start.line), [24, 51, 72, 93])
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("apart from a leading `guard` or wrapping `if`") })
        try assertFixture("OptionalConditions")
    }

    /// A Button in a private view property used once: `postButton.disabled(comment.isEmpty)`, and
    /// `retryButton` in the `else` after `else if let forecast`. Near misses stay unreported: an
    /// internal property (another file may use it), one used twice, and a `.disabled` after a
    /// property whose Button is in a sheet's content.
    func testAPrivateViewPropertyStandsWhereItIsUsed() throws {
        let findings = DuplicateFindings.of(try FixFixtures.text("ViewPropertyConditions.input.swift"))
        XCTAssertEqual(findings.map(\.range.start.line), [23, 53])
        try assertFixture("ViewPropertyConditions")
    }
}
