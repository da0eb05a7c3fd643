/// `path:line:col: warning: message [rule-id]`, the shape Xcode (and most editors' problem
/// matchers) parse from a build phase's output; related sites follow as `note:` lines.
///
/// Paths are absolute, as Xcode's run-script phases and SwiftLint's xcode reporter write them:
/// Xcode resolves a relative path against its own folder, not the script's.
public struct XcodeReporter: Reporter {
    /// Shown paths are made absolute against it; nil keeps them as shown.
    public var workingFolder: String?

    public init(workingFolder: String? = nil) {
        self.workingFolder = workingFolder
    }

    public func render(_ input: ReportInput) -> String {
        var output = ""
        for finding in input.findings {
            output += primaryLine(finding)
            for related in finding.related {
                output += "\(location(related.range)): note: \(XcodeReporter.oneLine(related.message))\n"
            }
            if let reason = finding.noFixReason {
                output += "\(location(finding.range)): note: no automatic fix: \(XcodeReporter.oneLine(reason))\n"
            }
        }
        return output
    }

    private func primaryLine(_ finding: Finding) -> String {
        let message = XcodeReporter.oneLine(finding.message)
        return "\(location(finding.range)): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]\n"
    }

    private func location(_ range: SourceRange) -> String {
        let path = workingFolder.map { FilePaths.absolute(range.path, relativeTo: $0) } ?? range.path
        return "\(path):\(range.start.line):\(range.start.column)"
    }

    /// Xcode reads one issue per line: a line break inside a message would turn its second half
    /// into unparsed build noise, so breaks become spaces.
    private static func oneLine(_ message: String) -> String {
        // Every newline character has a byte in 0x0A...0x0D or a non-ASCII byte: a message with
        // neither (nearly all) is returned as it is, without walking its characters.
        guard message.utf8.contains(where: { $0 >= 0x80 || (0x0A...0x0D).contains($0) }) else { return message }
        return message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
