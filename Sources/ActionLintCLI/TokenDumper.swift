import ActionLintCore

/// `action-lint dump-tokens FILE`: one JSON object per token, in file order, trivia included.
enum TokenDumper {
    static func dump(_ bytes: [UInt8], to output: OutputSink) {
        let tokens = Lexer.tokenize(bytes)
        var line: [UInt8] = []
        line.reserveCapacity(64)
        for token in tokens {
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: #"{"kind": ""#.utf8)
            line.append(contentsOf: token.kind.description.utf8)
            line.append(contentsOf: #"", "start": "#.utf8)
            line.append(contentsOf: String(token.start).utf8)
            line.append(contentsOf: #", "end": "#.utf8)
            line.append(contentsOf: String(token.end).utf8)
            line.append(contentsOf: "}\n".utf8)
            output.write(bytes: line)
        }
    }
}
