import XCTest

/// Fixes that follow SwiftUI's signatures: the cases `--fix` once got wrong on real apps, and
/// each call shape the catalog knows. Every fixture here also type-checks against the SwiftUI
/// stub, input and output, in Swift 5 and 6 modes (`TypeCheckedExamplesTests`).
final class FixSignatureTests: XCTestCase {
    /// `TextField("Title", text:) { … }` binds `onCommit:` (not `onEditingChanged:`, a `(Bool) -> Void`).
    func testATextFieldTrailingClosureIsOnCommit() throws {
        try FixGolden.assertFixture("TextFieldTrailingClosure")
        let findings = LintHarness.findings(try FixFixtures.text("TextFieldTrailingClosure.input.swift"))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("the `TextField(onCommit:)` action") == true, findings.first?.message ?? "")
    }

    /// `TextField(text:) { … }` is the `label:` view builder: no finding, nothing changes.
    func testATextFieldLabelIsNoAction() throws {
        try FixGolden.assertFixture("TextFieldLabel")
        XCTAssertEqual(LintHarness.findings(try FixFixtures.text("TextFieldLabel.input.swift"), path: "TextFieldLabel.swift").count, 0)
    }

    /// A `private` nested type gets the member in its own body; a comment on the `{` line stays at the call.
    func testAPrivateNestedTypeGetsTheMemberInItsBody() throws {
        try FixGolden.assertFixture("PrivateNestedType")
    }

    /// `Stepper(_:onIncrement:onDecrement:)`: the first trailing closure is `onIncrement:`.
    func testAStepperTrailingClosureIsOnIncrement() throws {
        try FixGolden.assertFixture("StepperIncrement")
        let findings = LintHarness.findings(try FixFixtures.text("StepperIncrement.input.swift"))
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("the `Stepper(onIncrement:)` action") == true, findings.first?.message ?? "")
    }

    /// Property style for async sites: `@MainActor () async -> Void`, which Swift 6 lets `.refreshable` call.
    func testAnAsyncPropertyIsMainActorIsolated() throws {
        try FixGolden.assertFixture("AsyncProperty", suffix: "fixed-property", style: .property)
    }

    /// Two groups of one type, sites in the type and in an extension: one `private extension`, after the type.
    func testOneExtensionPerTypeAfterTheType() throws {
        try FixGolden.assertFixture("OneExtensionPerType")
    }

    /// A custom button whose action is `async throws`: `func follow() async throws`, `{ try await follow() }`.
    func testACustomAsyncThrowingActionKeepsAClosure() throws {
        try FixGolden.assertFixture("AsyncThrowingCustomButton")
    }

    /// A synchronous body at `.refreshable`: a synchronous member, awaited from the refresh closure.
    func testASynchronousRefreshableBodyIsFixed() throws {
        try FixGolden.assertFixture("SynchronousRefreshable")
    }

    /// A new extension repeats the type's `@available` and `@MainActor`; a member whose parameter
    /// is a `private` nested enum is `private` itself (it may not be more visible than its types).
    func testANewExtensionKeepsTheDeclarationsAttributesAndAccess() throws {
        try FixGolden.assertTypeCheckedFixture("DeclarationAttributes")
    }

    func testEveryButtonInitializer() throws {
        try FixGolden.assertFixture("ButtonInitializers")
    }

    func testTextFieldAndSecureFieldForms() throws {
        try FixGolden.assertFixture("FieldForms")
    }

    func testOnChangeWithZeroOneAndTwoParameters() throws {
        try FixGolden.assertFixture("ChangeForms")
    }

    /// `.onTapGesture(count:)`, `.onLongPressGesture(minimumDuration:)`, `.onSubmit(of:)`, `.task(id:)`.
    func testModifiersWithArgumentsBeforeTheAction() throws {
        try FixGolden.assertFixture("ModifierArguments")
    }

    /// Buttons in context menus, swipe actions, alerts, dialogs and toolbars; `Menu(primaryAction:)`.
    func testButtonsInsideViewBuilders() throws {
        try FixGolden.assertFixture("BuilderButtons")
    }

    func testAGenericTypeWithSitesInConditionalBranches() throws {
        try FixGolden.assertFixture("GenericConditional")
    }
}
