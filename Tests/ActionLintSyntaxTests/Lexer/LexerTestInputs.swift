import Foundation
@testable import ActionLintSyntax

/// The inputs the lexer tests lex, read back from their own source: every `assertTokens(…)`,
/// `kinds(…)` and `lex(…)` whose first argument is one string literal without interpolation.
/// Found with the lexer itself, so the list follows the tests as they change; inputs built at
/// run time (interpolated, concatenated, repeated) are not in it.
enum LexerTestInputs {
    struct Input {
        let file: String
        let line: Int
        let text: String
    }

    static let folder: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    private static let callees: Set<String> = ["assertTokens", "kinds", "lex"]

    static func load() -> [Input] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().flatMap { name -> [Input] in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else { return [] }
            return inputs(in: [UInt8](data), file: name)
        }
    }

    static func inputs(in bytes: [UInt8], file: String) -> [Input] {
        let all = Lexer.tokenize(bytes)
        let tokens = all.filter { !$0.kind.isTrivia }
        func text(_ token: Token) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        var found: [Input] = []
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, callees.contains(text(tokens[index])),
                  tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .stringStart else { continue }
            var end = index + 3
            var raw = ""
            while end < tokens.count, tokens[end].kind == .stringSegment {
                raw += text(tokens[end])
                end += 1
            }
            guard end + 1 < tokens.count, tokens[end].kind == .stringEnd,
                  tokens[end + 1].kind == .comma || tokens[end + 1].kind == .rightParen,
                  let value = decode(raw, opening: text(tokens[index + 2])) else { continue }
            let line = bytes[..<Int(tokens[index].start)].filter { $0 == UInt8(ascii: "\n") }.count + 1
            found.append(Input(file: file, line: line, text: value))
        }
        return found
    }

    /// The value of a literal whose text between the delimiters is `raw`, opened by `opening`
    /// (`"`, `#"`, `"""`, …); nil for an escape this decoder does not know.
    static func decode(_ raw: String, opening: String) -> String? {
        let pounds = opening.prefix { $0 == "#" }.count
        let multiline = opening.hasSuffix("\"\"\"")
        var body = Substring(raw)
        if multiline {
            // The line break after `"""` and the closing line's indentation are not content.
            guard body.first == "\n", let lastBreak = body.lastIndex(of: "\n") else { return nil }
            let indentation = body[body.index(after: lastBreak)...]
            guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
            let lines = body[body.index(after: body.startIndex)..<lastBreak].split(separator: "\n", omittingEmptySubsequences: false)
            body = Substring(lines.map { $0.hasPrefix(indentation) ? $0.dropFirst(indentation.count) : $0 }.joined(separator: "\n"))
        }
        return unescape(body, pounds: pounds)
    }

    private static func unescape(_ body: Substring, pounds: Int) -> String? {
        let introducer = "\\" + String(repeating: "#", count: pounds)
        var result = ""
        var rest = body
        while let range = rest.range(of: introducer) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let character = rest.first else { return nil }
            rest = rest.dropFirst()
            switch character {
            case "n": result += "\n"
            case "t": result += "\t"
            case "r": result += "\r"
            case "0": result += "\0"
            case "\\", "\"", "'": result.append(character)
            case "u":
                guard rest.first == "{", let close = rest.firstIndex(of: "}"),
                      let value = UInt32(rest[rest.index(after: rest.startIndex)..<close], radix: 16),
                      let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            default:
                return nil
            }
        }
        return result + rest
    }
}
