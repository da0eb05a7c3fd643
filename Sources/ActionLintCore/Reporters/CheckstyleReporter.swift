/// Checkstyle 4.3 XML, grouped by file (files sorted by path, findings in the order given).
/// Always a complete document, even without findings, so CI plugins never read an empty file.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ input: ReportInput) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byPath = Dictionary(grouping: input.findings, by: \.range.path)
        for path in byPath.keys.sorted() {
            output += "  <file name=\"\(CheckstyleReporter.escapeAttribute(path))\">\n"
            for finding in byPath[path] ?? [] {
                output += errorElement(finding)
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private func errorElement(_ finding: Finding) -> String {
        let attributes = [
            ("line", String(finding.range.start.line)),
            ("column", String(finding.range.start.column)),
            ("severity", finding.severity.rawValue),
            ("message", finding.messageWithNoFixReason),
            ("source", "action-lint.\(finding.ruleID)"),
        ]
        let text = attributes.map { "\($0.0)=\"\(CheckstyleReporter.escapeAttribute($0.1))\"" }
        return "    <error \(text.joined(separator: " "))/>\n"
    }

    /// Escapes the five markup characters and writes whitespace controls as character references
    /// (a raw newline in an attribute would be normalized to a space by XML parsers). Characters
    /// XML 1.0 forbids outright, even as references (other C0 controls, U+FFFE, U+FFFF), become
    /// U+FFFD so the document stays well-formed whatever a message contains.
    private static func escapeAttribute(_ text: String) -> String {
        // Printable ASCII other than the five markup characters is kept as it is: a text of
        // nothing else (nearly every one) is returned without being rebuilt scalar by scalar.
        if text.utf8.allSatisfy(isKeptAsIs) { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Printable ASCII other than the five markup characters.
    private static func isKeptAsIs(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return false
        default: return byte >= 0x20 && byte < 0x80
        }
    }
}
