// libFuzzer entry point for action-lint: not part of the SwiftPM build (it lives outside every
// target's folder). `run-fuzzer.sh` compiles it together with the Core and Rules sources using
// `swiftc -sanitize=fuzzer,address`.
//
// Properties checked for every input:
// 1. the lexer never crashes and its tokens cover the input exactly, in order;
// 2. the parser and every rule run without crashing;
// 3. when fixes apply, the fixed text re-lexes without new `unknown` tokens and with no more
//    unbalanced brackets than the input had (FileFixer's own verification is also exercised).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    checkLossless(bytes)
    let file = ParsedFile(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
    let engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: Configuration())
    _ = engine.lint(file, memberIndex: MemberIndex(syntax: file.syntax))
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
