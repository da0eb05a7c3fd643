/// Fixes one file: lint → apply the allowed fixes → verify → repeat until nothing is left to
/// fix (at most `maximumRounds`, or as many rounds as the file has fixes at the start when that
/// is more). Works on bytes in memory; writing is the caller's business.
public struct FileFixer: Sendable {
    public static let maximumRounds = 10

    public let engine: LintEngine
    /// Also apply `unsafe` fixes.
    public let allowUnsafe: Bool
    /// Findings never fixed (those a baseline accepts), by `FindingKey(finding)`.
    public let excludedKeys: Set<FindingKey>

    public init(engine: LintEngine, allowUnsafe: Bool, excludedKeys: Set<FindingKey> = []) {
        self.engine = engine
        self.allowUnsafe = allowUnsafe
        self.excludedKeys = excludedKeys
    }

    /// The key `excludedKeys` holds for a finding.
    public static func key(_ finding: Finding) -> String { finding.key }

    public struct Outcome: Sendable {
        public var original: [UInt8]
        public var fixed: [UInt8]
        /// How many findings the applied fixes resolved.
        public var fixedCount: Int
        /// Findings left after fixing.
        public var remaining: [Finding]
        /// Why the file was left untouched, when a fix was refused.
        public var refusal: String?
        /// Member names of the fixed file (they include the members the fixes added).
        public var memberIndex: MemberIndex

        public var changed: Bool { original != fixed && refusal == nil }
    }

    /// - Parameter moduleTypes: the module's other files, as the lint of the run read them
    ///   (`LintRunner.Result.lookup(for:)`), so that each round's lint finds the same fixes.
    public func fix(path: String, bytes original: [UInt8], memberIndex: MemberIndex,
                    moduleTypes: any ModuleTypes = NoModuleTypes()) -> Outcome {
        let lint = { (file: ParsedFile, index: MemberIndex) in self.lint(file, index, moduleTypes) }
        var current = original
        var file = ParsedFile(source: SourceFile(path: path, bytes: current))
        var findings = lint(file, memberIndex)
        var fixedCount = 0
        // Fixes that insert at one point (several members extracted into one type) take a round
        // each: a file that starts with more of them than the usual limit gets a round for each.
        let rounds = max(FileFixer.maximumRounds, findings.filter(isApplicable).count)
        for _ in 0..<rounds {
            let candidates = findings.filter(isApplicable)
            let fixes = candidates.compactMap(\.fix).filter { !touchesUnknownTokens($0, file) }
            if fixes.isEmpty {
                return Outcome(original: original, fixed: current, fixedCount: fixedCount, remaining: findings, refusal: nil,
                               memberIndex: MemberIndex(syntax: file.syntax))
            }
            let applied = FixApplier.apply(fixes, to: current)
            let appliedFindings = applied.applied.map { fixes[$0] }
            let next = ParsedFile(source: SourceFile(path: path, bytes: applied.bytes))
            let nextFindings = lint(next, memberIndex)
            if let problem = verify(before: file, after: next, findingsBefore: findings, findingsAfter: nextFindings,
                                    appliedFixes: appliedFindings) {
                return Outcome(original: original, fixed: original, fixedCount: 0, remaining: findings,
                               refusal: "fix refused, file left unchanged: \(problem)", memberIndex: MemberIndex(syntax: file.syntax))
            }
            fixedCount += applied.applied.count
            current = applied.bytes
            file = next
            findings = nextFindings
        }
        if findings.contains(where: isApplicable) {
            return Outcome(original: original, fixed: original, fixedCount: 0, remaining: findings,
                           refusal: "fixes did not converge after \(rounds) rounds; file left unchanged",
                           memberIndex: MemberIndex(syntax: file.syntax))
        }
        return Outcome(original: original, fixed: current, fixedCount: fixedCount, remaining: findings, refusal: nil,
                       memberIndex: MemberIndex(syntax: file.syntax))
    }

    /// Applies `fix` alone — edits no finding carries, such as an extraction asked for at the
    /// cursor — with the checks of a round of fixes. A finding with a site the edits change
    /// (the extracted closure's, its copies', one around them) goes with them; every other
    /// one must still be there.
    ///
    /// `findings`: the file's findings when the caller has them (an editor's last lint of it).
    public func apply(_ fix: Fix, to file: ParsedFile, findings known: [Finding]? = nil,
                      memberIndex: MemberIndex, moduleTypes: any ModuleTypes = NoModuleTypes()) -> Outcome {
        let lint = { (file: ParsedFile, index: MemberIndex) in self.lint(file, index, moduleTypes) }
        let original = file.source.bytes
        let path = file.source.path
        let findings = known ?? lint(file, memberIndex)
        let refused = { (problem: String) in
            Outcome(original: original, fixed: original, fixedCount: 0, remaining: findings,
                    refusal: "fix refused, file left unchanged: \(problem)",
                    memberIndex: MemberIndex(syntax: file.syntax))
        }
        if touchesUnknownTokens(fix, file) { return refused("the edits touch text that does not lex") }
        let applied = FixApplier.apply([fix], to: original)
        guard applied.applied == [0] else { return refused("the edits overlap or lie outside the file") }
        let next = ParsedFile(source: SourceFile(path: path, bytes: applied.bytes))
        let nextFindings = lint(next, memberIndex)
        let changed = fix.edits.map(\.range).filter { !$0.isEmpty }
        let touched = { (finding: Finding) in
            ([finding.range] + finding.related.map(\.range)).contains { site in
                changed.contains { $0.lowerBound < site.end.offset && site.start.offset < $0.upperBound }
            }
        }
        if let problem = verify(before: file, after: next, findingsBefore: findings, findingsAfter: nextFindings,
                                goesWithTheFixes: touched) {
            return refused(problem)
        }
        let afterKeys = Set(nextFindings.map { FindingKey($0) })
        let gone = findings.filter { !afterKeys.contains(FindingKey($0)) }.count
        return Outcome(original: original, fixed: applied.bytes, fixedCount: gone, remaining: nextFindings,
                       refusal: nil, memberIndex: MemberIndex(syntax: next.syntax))
    }

    func lint(_ file: ParsedFile, _ memberIndex: MemberIndex, _ moduleTypes: any ModuleTypes = NoModuleTypes()) -> [Finding] {
        var index = memberIndex
        index.merge(MemberIndex(syntax: file.syntax))
        return engine.lint(file, memberIndex: index, moduleTypes: moduleTypes)
    }

    func isApplicable(_ finding: Finding) -> Bool {
        guard let fix = finding.fix, !fix.edits.isEmpty else { return false }
        if !excludedKeys.isEmpty, excludedKeys.contains(FindingKey(finding)) { return false }
        return fix.applicability == .safe || (allowUnsafe && fix.applicability == .unsafe)
    }

    /// No fix edits bytes the lexer could not read.
    func touchesUnknownTokens(_ fix: Fix, _ file: ParsedFile) -> Bool {
        fix.edits.contains { edit in
            guard let first = file.tokenIndex(at: max(0, edit.range.lowerBound - 1)) else { return false }
            var index = first
            while index < file.tokens.count, Int(file.tokens[index].start) <= edit.range.upperBound {
                if file.tokens[index].kind == .unknown { return true }
                index += 1
            }
            return false
        }
    }

    /// The result must lex and nest as well as the input did, and every finding the round did
    /// not fix must still be there.
    /// Whether an edit of `replaced` covers the finding's primary range.
    static func lies(_ finding: Finding, within replaced: [Range<Int>]) -> Bool {
        let start = finding.range.start.offset
        let end = finding.range.end.offset
        return replaced.contains { $0.lowerBound <= start && end <= $0.upperBound }
    }

    func verify(before: ParsedFile, after: ParsedFile, findingsBefore: [Finding], findingsAfter: [Finding],
                appliedFixes: [Fix]) -> String? {
        // A finding whose code an applied edit replaced went with that code (an action nested in
        // an extracted one): it is not outside the fix.
        let replaced = appliedFixes.flatMap(\.edits).map(\.range).filter { !$0.isEmpty }
        return verify(before: before, after: after, findingsBefore: findingsBefore,
                      findingsAfter: findingsAfter) { finding in
            if let fix = finding.fix, appliedFixes.contains(fix) { return true }
            return FileFixer.lies(finding, within: replaced)
        }
    }

    /// `goesWithTheFixes`: whether a finding may change or go because the edits changed its code.
    func verify(before: ParsedFile, after: ParsedFile, findingsBefore: [Finding], findingsAfter: [Finding],
                goesWithTheFixes: (Finding) -> Bool) -> String? {
        let structureBefore = BracketStructure(tokens: before.tokens)
        let structureAfter = BracketStructure(tokens: after.tokens)
        if structureAfter.unmatched > structureBefore.unmatched { return "the result would have unbalanced brackets" }
        if structureAfter.unknownTokens > structureBefore.unknownTokens { return "the result would not lex cleanly" }
        let untouched = findingsBefore.filter { !goesWithTheFixes($0) }
        let afterKeys = Set(findingsAfter.map { FindingKey($0) })
        let exempt = Set(engine.rules.filter { !$0.description.findingsMustSurviveFixes }.map(\.id))
        for finding in untouched where !exempt.contains(finding.ruleID) {
            if !afterKeys.contains(FindingKey(finding)) {
                return "a finding outside the fix (line \(finding.range.start.line)) would change"
            }
        }
        return nil
    }
}
