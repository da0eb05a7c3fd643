import ActionLintCore
import ActionLintRules

/// The `duplicate-action-closure` findings of a piece of code, and short descriptions of them
/// that read well in assertion failures.
enum DuplicateFindings {
    static let ruleID = DuplicateActionClosureRule.description.id

    static func of(_ code: String, configuration: Configuration = Configuration()) -> [Finding] {
        LintHarness.findings(code, configuration: configuration).filter { $0.ruleID == ruleID }
    }

    /// `line:column` of the primary site followed by those of the related sites, in order.
    static func sites(_ finding: Finding) -> [String] {
        ([finding.range] + finding.related.map(\.range)).map { "\($0.start.line):\($0.start.column)" }
    }

    /// The sites of every finding.
    static func sites(of code: String, configuration: Configuration = Configuration()) -> [[String]] {
        of(code, configuration: configuration).map { sites($0) }
    }
}

extension DuplicateFindings {
    /// For code whose `↓` markers sit before the `{` of every site of one duplicate group: the
    /// code without markers and the sites one finding must list (primary = the second site, then
    /// the others in source order).
    static func expectedGroup(_ marked: String) -> (code: String, sites: [String]) {
        let (code, offsets) = LintHarness.markers(in: marked)
        let file = SourceFile(path: "Test.swift", bytes: Array(code.utf8))
        let positions = offsets.map { file.position(of: $0) }.map { "\($0.line):\($0.column)" }
        guard positions.count >= 2 else { return (code, positions) }
        return (code, [positions[1], positions[0]] + positions.dropFirst(2))
    }
}
