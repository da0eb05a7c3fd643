@testable import ActionLintSyntax

/// The lossless-lexing invariant: tokens are non-empty, contiguous, start at 0 and end at the
/// last byte. Returns a description of the first violation, or nil. Kept free of XCTest so the
/// mutation test can check thousands of inputs and report only the ones that fail.
enum TokenCoverage {
    static func violation(in tokens: [Token], byteCount: Int) -> String? {
        var expectedStart = 0
        for (index, token) in tokens.enumerated() {
            if Int(token.start) != expectedStart {
                return "token \(index) (\(token.kind)) starts at \(token.start), expected \(expectedStart)"
            }
            if token.end <= token.start {
                return "token \(index) (\(token.kind)) is empty or reversed: \(token.start)..<\(token.end)"
            }
            expectedStart = Int(token.end)
        }
        if expectedStart != byteCount {
            return "tokens cover \(expectedStart) of \(byteCount) bytes"
        }
        return nil
    }
}
