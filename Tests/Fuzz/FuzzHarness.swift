// libFuzzer entry point for action-lint: not part of the SwiftPM build (it lives outside every
// target's folder). `run-fuzzer.sh` compiles it together with the Core and Rules sources using
// `swiftc -sanitize=fuzzer,address`.
//
// Properties checked for every input:
// 1. the lexer never crashes and its tokens cover the input exactly, in order;
// 2. the parser and every rule run without crashing;
// 3. when fixes apply, the fixed text re-lexes without new `unknown` tokens and with no more
//    unbalanced brackets than the input had (FileFixer's own verification is also exercised);
// 4. the lint runner, which skips the parse where the rules' prefilter allows, reports exactly
//    what a full parse does, with the default thresholds and with the lowest ones.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkLossless(bytes)
    let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
    let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration())
    checkSkippedParse(bytes, file: file, engine: engine)
    checkSkippedParse(bytes, file: file, engine: lowestThresholds)
    for site in ActionClassifier.actionSites(in: file) { precondition(site.closure < file.syntax.closures.count) }
    let fixer = FileFixer(engine: engine, allowUnsafe: true)
    let outcome = fixer.fix(path: "Fuzz.swift", bytes: bytes, memberIndex: MemberIndex())
    if outcome.changed {
        checkLossless(outcome.fixed)
        let before = BracketStructure(tokens: file.tokens)
        let after = BracketStructure(tokens: Lexer.tokenize(outcome.fixed))
        precondition(after.unknownTokens <= before.unknownTokens, "fix introduced unknown tokens")
        precondition(after.unmatched <= before.unmatched, "fix unbalanced brackets")
    }
    return 0
}

func checkLossless(_ bytes: [UInt8]) {
    let tokens = Lexer.tokenize(bytes)
    var cursor = 0
    for token in tokens {
        precondition(Int(token.start) == cursor, "gap or overlap at \(cursor)")
        precondition(token.end > token.start, "empty token at \(cursor)")
        cursor = Int(token.end)
    }
    precondition(cursor == bytes.count, "tokens end at \(cursor) of \(bytes.count)")
}

let lowestThresholds = LintEngine(
    ruleTypes: RuleRegistry.rules,
    configuration: Configuration(rules: [DuplicateActionClosureRule.description.id: RuleSettings(options: [
        DuplicateActionClosureOptions.minStatements.key: .integer(1), DuplicateActionClosureOptions.minTokens.key: .integer(1),
        DuplicateActionClosureOptions.reportTrivial.key: .bool(true),
    ])])
)

func checkSkippedParse(_ bytes: [UInt8], file: ParsedFile, engine: LintEngine) {
    let full = engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
    let input = LintRunner.Input(path: nil, displayPath: "Fuzz.swift", bytes: bytes)
    // Any bytes on purpose: the runner's refusal of binary and non-UTF-8 files is not under test.
    var runner = LintRunner(engine: engine)
    runner.requiresText = false
    switch runner.lintOne(input, memberIndex: nil) {
    case let .parsed(findings, _, _), let .unparsed(findings, _):
        precondition(findings == full, "the runner's findings differ from a full parse's")
    case let .failed(message):
        preconditionFailure(message)
    }
}
