import ActionLintSyntax

/// The lines of the statement a token starts, for `disable:next` and `disable:this`: a SwiftUI
/// control is one expression over many lines (`Text("x")`, then `.font(.title)`, then
/// `.onTapGesture {`), and a comment above it is meant for all of it.
///
/// From the token, brackets are followed to their close; at a line break outside brackets the
/// statement goes on when the next line starts with `.` (a modifier) or a binary operator,
/// and ends otherwise, or where a bracket opened before it closes.
enum StatementExtent {
    static func lines(from start: Int, tokens: [Token], file: SourceFile) -> ClosedRange<Int> {
        let firstLine = file.line(of: Int(tokens[start].start))
        var lastSignificant = start
        var depth = 0
        var index = start
        while index < tokens.count {
            let kind = tokens[index].kind
            if kind == .newline, depth == 0 {
                guard let next = nextSignificant(after: index, in: tokens), continues(tokens[next].kind) else { break }
                index = next
                continue
            }
            if !kind.isTrivia {
                switch kind {
                case .leftParen, .leftBrace, .leftSquare, .interpolationStart: depth += 1
                case .rightParen, .rightBrace, .rightSquare, .interpolationEnd: depth -= 1
                default: break
                }
                if depth < 0 { break }
                lastSignificant = index
            }
            index += 1
        }
        return firstLine...max(firstLine, file.line(of: Int(tokens[lastSignificant].start)))
    }

    /// The first token after `index` that is not white space, a line break or a comment.
    static func nextSignificant(after index: Int, in tokens: [Token]) -> Int? {
        var next = index + 1
        while next < tokens.count, tokens[next].kind.isTrivia { next += 1 }
        return next < tokens.count ? next : nil
    }

    /// The first significant token of the line that holds token `index`.
    static func lineStart(of index: Int, in tokens: [Token]) -> Int {
        var first = index
        var back = index - 1
        while back >= 0, tokens[back].kind != .newline {
            if !tokens[back].kind.isTrivia { first = back }
            back -= 1
        }
        return first
    }

    private static func continues(_ kind: TokenKind) -> Bool {
        kind == .period || kind == .binaryOperator
    }
}
