import ActionLintCore
@testable import ActionLintRules
import XCTest

/// The `#if` condition a member is wrapped in when its sites sit in branches it does not.
final class ConditionalPlacementTests: XCTestCase {
    /// A branch's condition is its clause after the earlier clauses' negations, which a clause
    /// naming other platforms already implies; sites in every branch of one `#if … #else` need no
    /// `#if` at all.
    func testConditionsOfBranchesAndTheirUnion() {
        let file = ParsedFile(source: SourceFile(path: "V.swift", text: """
        #if os(iOS)
        let a = 1
        #elseif os(macOS) || os(visionOS)
        let b = 2
        #elseif DEBUG
        let c = 3
        #else
        let d = 4
        #endif
        """))
        let token = { (name: String) in file.tokens.indices.first { file.text($0) == name }! }
        let placement = ConditionalPlacement(file: file, siteTokens: ["a", "b", "c"].map(token))
        let branches = ["a", "b", "c", "d"].map { placement.path(to: token($0))[0] }
        XCTAssertEqual(branches.map(placement.condition(of:)),
                       ["os(iOS)", "os(macOS) || os(visionOS)", "!os(iOS) && !(os(macOS) || os(visionOS)) && DEBUG",
                        "!os(iOS) && !(os(macOS) || os(visionOS)) && !DEBUG"])
        XCTAssertEqual(placement.wrappingCondition(at: 0),
                       "os(iOS) || os(macOS) || os(visionOS) || !os(iOS) && !(os(macOS) || os(visionOS)) && DEBUG")
        let everywhere = ConditionalPlacement(file: file, siteTokens: ["a", "b", "c", "d"].map(token))
        XCTAssertNil(everywhere.wrappingCondition(at: 0))
        XCTAssertEqual(ConditionalPlacement.negated("!os(tvOS)"), "os(tvOS)")
    }

    /// The union of the sites' conditions, by its truth table (at most one `os(…)` in a build):
    /// what always holds needs no `#if`, a term the others cover goes, and a list of platforms
    /// or one negated platform is written as such.
    func testTheUnionIsWrittenAsSimplyAsItHolds() {
        let joined = { (terms: [String]) in terms.joined(separator: " || ") }
        XCTAssertNil(ConditionSimplifier.simplified(["os(tvOS)", "!os(tvOS)"], joined: joined))
        XCTAssertNil(ConditionSimplifier.simplified(["os(tvOS)", "os(iOS)", "!os(iOS) && !os(tvOS)"], joined: joined))
        XCTAssertEqual(ConditionSimplifier.simplified(["os(iOS)", "(os(iOS) || os(macOS)) && os(iOS)"], joined: joined), "os(iOS)")
        XCTAssertEqual(ConditionSimplifier.simplified(["os(macOS)", "!os(tvOS)"], joined: joined), "!os(tvOS)")
        XCTAssertEqual(ConditionSimplifier.simplified(["os(macOS) && DEBUG", "os(iOS)"], joined: joined),
                       "os(macOS) && DEBUG || os(iOS)")
        XCTAssertEqual(ConditionSimplifier.simplified(["canImport(UIKit", "os(iOS)"], joined: joined),
                       "canImport(UIKit || os(iOS)", "what does not parse is joined as written")
    }
}
