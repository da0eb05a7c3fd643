/// GitHub Actions workflow commands (`::warning file=…::message`), which the runner turns into
/// annotations on the pull request's diff. One command per finding; the other sites of a
/// duplicate are listed in the message because an annotation has a single location.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ input: ReportInput) -> String {
        input.findings.map(command).joined()
    }

    private func command(_ finding: Finding) -> String {
        let range = finding.range
        let properties = [
            "file=\(GitHubReporter.escapeProperty(range.path))",
            "line=\(range.start.line)",
            "col=\(range.start.column)",
            "endLine=\(range.end.line)",
            "endColumn=\(range.end.column)",
            "title=\(GitHubReporter.escapeProperty(finding.ruleID))",
        ]
        let data = GitHubReporter.escapeData(messageText(finding))
        return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(data)\n"
    }

    private func messageText(_ finding: Finding) -> String {
        let sites = finding.related.map { related in
            "also at \(related.range.path):\(related.range.start.line):\(related.range.start.column)"
        }
        return ([finding.messageWithNoFixReason] + sites).joined(separator: "\n")
    }

    /// The runner splits commands at line breaks and decodes `%XX`, so those must be encoded in
    /// the message.
    private static func escapeData(_ text: String) -> String {
        escape(text, dataEscape)
    }

    /// Property values are also split at `,` and end at `:`, so those are encoded as well.
    private static func escapeProperty(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case ":": return "%3A"
            case ",": return "%2C"
            default: return dataEscape(scalar)
            }
        }
    }

    private static func dataEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "%": return "%25"
        case "\r": return "%0D"
        case "\n": return "%0A"
        default: return nil
        }
    }

    /// Replaces each scalar for which `replacement` returns a string. Works on scalars, not
    /// Characters, because Swift treats "\r\n" as one Character and it must become `%0D%0A`.
    /// The replaced scalars are all ASCII, and no byte of a longer UTF-8 sequence is, so the
    /// text is escaped byte by byte into bytes (rebuilding a String scalar by scalar cost
    /// ~450 instructions a scalar, for every message of a run).
    private static func escape(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte < 0x80, let replaced = replacement(Unicode.Scalar(byte)) {
                output.append(contentsOf: replaced.utf8)
            } else {
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
