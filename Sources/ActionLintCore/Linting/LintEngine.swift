/// Runs the enabled rules over one parsed file and applies suppressions.
public struct LintEngine: Sendable {
    public struct ConfiguredRule: Sendable {
        public var rule: any Rule
        public var id: String
        public var settings: RuleSettings
        public var severity: Severity
        public var description: RuleDescription
    }

    public let rules: [ConfiguredRule]
    public let configuration: Configuration
    public let knownRuleIDs: Set<String>
    /// `RuleDescription.yieldsTo` of each rule, by position: read per file without copying the
    /// rules (a `ConfiguredRule` copy retains every string of its description).
    let yieldsTo: [[String]]
    /// Where the rules that read suppression use start (they run last), found once.
    let readersStart: Int
    /// Whether findings' fixes must carry their edits: for fixing, diffs and reporters that show
    /// edits (SARIF). The other reporters show only a fix's title and applicability, and writing
    /// the extracted member's text for every finding cost about one instruction in fifty of a
    /// whole run over a tree where one file in four has a finding.
    public var needsFixEdits = true

    public init(ruleTypes: [any Rule.Type], configuration: Configuration) {
        self.configuration = configuration
        self.knownRuleIDs = Set(ruleTypes.map { $0.description.id })
        let configured: [ConfiguredRule] = ruleTypes.compactMap { type in
            let description = type.description
            let settings = configuration.settings(for: description)
            guard settings.enabled ?? description.enabledByDefault else { return nil }
            return ConfiguredRule(rule: type.init(), id: description.id, settings: settings,
                                  severity: settings.severity ?? description.defaultSeverity, description: description)
        }
        // A rule that reports unused suppressions must see what every other rule used.
        self.rules = configured.filter { !$0.description.readsSuppressionUse } + configured.filter(\.description.readsSuppressionUse)
        ranRuleIDs = Set(configured.map(\.id))
        self.yieldsTo = rules.map(\.description.yieldsTo)
        readersStart = rules.firstIndex(where: \.description.readsSuppressionUse) ?? rules.count
    }

    /// The ids of the enabled rules.
    public let ranRuleIDs: Set<String>

    /// Whether some enabled rule may report in a file with these bytes (`Rule.needsTokens`).
    public func needsTokens(_ bytes: [UInt8]) -> Bool {
        // By index, not `contains(where:)`, which copied each configured rule.
        rules.indices.contains { rules[$0].rule.needsTokens(bytes, rules[$0].settings) }
    }

    /// Lexes a file, and parses it when some enabled rule may need the syntax model here.
    public func parse(_ source: SourceFile) -> ParsedFile {
        let lexed = ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
        // By index, not `contains(where:)`, which copied each configured rule.
        guard rules.indices.contains(where: { rules[$0].rule.needsSyntax(lexed, rules[$0].settings) }) else { return lexed }
        return lexed.parsed(syntax: ShallowParser.parse(source: source, tokens: lexed.tokens))
    }

    /// Findings for one file, suppressions applied, in output order.
    public func lint(_ file: ParsedFile, memberIndex: MemberIndex, moduleTypes: any ModuleTypes = NoModuleTypes()) -> [Finding] {
        let suppressions = SuppressionIndex(file: file.source, tokens: file.tokens)
        var findingsOfRule = [[Finding]](repeating: [], count: rules.count)
        var findings: [Finding] = []
        // Rules that report unused suppressions run last, once the others' findings have been
        // through the suppressions (which records the comments used).
        for phase in [0..<readersStart, readersStart..<rules.count] {
            // By index: a copy of a configured rule retains every part of its description.
            for index in phase {
                // Suppressions drop a fix that would edit disabled lines: then the edits are read here.
                let context = RuleContext(settings: rules[index].settings, severity: rules[index].severity, memberIndex: memberIndex,
                                          suppressions: suppressions, knownRuleIDs: knownRuleIDs,
                                          needsFixEdits: needsFixEdits || !suppressions.isEmpty, ranRuleIDs: ranRuleIDs,
                                          moduleTypes: moduleTypes)
                findingsOfRule[index] = rules[index].rule.check(file, context)
            }
            for index in phase {
                let ruleFindings = findingsOfRule[index]
                let kept = yieldsTo[index].isEmpty ? ruleFindings : yielding(ruleFindings, to: yieldsTo[index], among: findingsOfRule)
                for finding in kept {
                    if let kept = applySuppressions(finding, suppressions, file: file.source) { findings.append(kept) }
                }
            }
        }
        return findings.sorted(by: Finding.outputOrder)
    }

    /// `findings` without those at a range where a rule the finding's rule yields to reports
    /// (`RuleDescription.yieldsTo`), before suppressions: a suppressed finding still spoke first.
    func yielding(_ findings: [Finding], to ids: [String], among findingsOfRule: [[Finding]]) -> [Finding] {
        var taken = Set<Range<Int>>()
        for index in findingsOfRule.indices where ids.contains(rules[index].id) {
            for finding in findingsOfRule[index] {
                taken.insert(finding.range.start.offset..<finding.range.end.offset)
                for related in finding.related { taken.insert(related.range.start.offset..<related.range.end.offset) }
            }
        }
        guard !taken.isEmpty else { return findings }
        return findings.filter { !taken.contains($0.range.start.offset..<$0.range.end.offset) }
    }

    /// Drops a finding whose primary site is disabled, and a fix that would edit disabled lines.
    func applySuppressions(_ finding: Finding, _ suppressions: SuppressionIndex, file: SourceFile) -> Finding? {
        guard !suppressions.isEmpty else { return finding }
        if suppressions.suppresses(finding.ruleID, line: finding.range.start.line) { return nil }
        guard let fix = finding.fix else { return finding }
        for edit in fix.edits {
            let lines = file.line(of: edit.range.lowerBound)...file.line(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
            if suppressions.suppresses(finding.ruleID, anywhereIn: lines) {
                var kept = finding
                kept.fix = nil
                kept.message = finding.noFixMessage ?? finding.message
                kept.noFixReason = "the fix would edit lines where `\(finding.ruleID)` is disabled"
                return kept
            }
        }
        return finding
    }
}
