/// The default format, modelled on rustc and ruff: a header per finding, the source line with a
/// caret, a note (with its own excerpt) for every other site, the fix or why there is none, and
/// a one-line summary. Meant for people, so its exact layout is not a stable interface.
public struct HumanReporter: Reporter {
    /// `--quiet` prints the findings only.
    public var showsSummary: Bool

    public init(showsSummary: Bool = true) { self.showsSummary = showsSummary }

    public func render(_ input: ReportInput) -> String {
        let painter = TerminalPainter(enabled: input.colored)
        var output = ""
        for finding in input.findings {
            output += block(finding, input: input, painter: painter) + "\n"
        }
        return showsSummary ? output + summary(input) + "\n" : output
    }

    // MARK: - One finding

    private func block(_ finding: Finding, input: ReportInput, painter: TerminalPainter) -> String {
        let width = gutterWidth(finding)
        let severityStyle = TerminalStyle(finding.severity)
        var output = header(finding, painter: painter)
        output += excerpt(finding.range, input: input, width: width, painter: painter, caretStyle: severityStyle)
        for related in finding.related {
            output += painter.paint("note:", .note) + " \(location(related.range)): \(related.message)\n"
            output += excerpt(related.range, input: input, width: width, painter: painter, caretStyle: .note)
        }
        output += fixLines(finding, painter: painter)
        return output
    }

    /// `path:line:col: warning[rule-id]: message`, which terminals and editors can turn into a
    /// link because it starts with the location.
    private func header(_ finding: Finding, painter: TerminalPainter) -> String {
        let label = "\(finding.severity.rawValue)[\(finding.ruleID)]"
        return painter.paint(location(finding.range) + ":", .bold) + " "
            + painter.paint(label, TerminalStyle(finding.severity))
            + painter.paint(": " + finding.message, .bold) + "\n"
    }

    /// The excerpt of a range's first line, or nothing when the line is not available (a file
    /// that changed or vanished since it was linted): the header alone still locates the finding.
    private func excerpt(
        _ range: SourceRange, input: ReportInput, width: Int, painter: TerminalPainter, caretStyle: TerminalStyle
    ) -> String {
        guard let text = input.lineText(range.path, range.start.line) else { return "" }
        let excerpt = SourceExcerpt(lineNumber: range.start.line, text: text, column: range.start.column)
        return excerpt.render(gutterWidth: width, painter: painter, caretStyle: caretStyle)
    }

    private func fixLines(_ finding: Finding, painter: TerminalPainter) -> String {
        var output = ""
        if let fix = finding.fix {
            output += painter.paint("help:", .note) + " \(fix.title)\(applicabilityNote(fix.applicability))\n"
        }
        if let reason = finding.noFixReason {
            output += painter.paint("note:", .note) + " no automatic fix: \(reason)\n"
        }
        return output
    }

    /// Tells the user which flag (if any) applies the fix; safe fixes need only `--fix`.
    private func applicabilityNote(_ applicability: FixApplicability) -> String {
        switch applicability {
        case .safe: return ""
        case .unsafe: return " (unsafe: needs --unsafe-fixes)"
        case .displayOnly: return " (display only: never applied automatically)"
        }
    }

    /// Digits of the largest line number in the finding's excerpts, so all its gutters align.
    private func gutterWidth(_ finding: Finding) -> Int {
        let lines = [finding.range.start.line] + finding.related.map(\.range.start.line)
        return String(lines.max() ?? 1).count
    }

    private func location(_ range: SourceRange) -> String {
        "\(range.path):\(range.start.line):\(range.start.column)"
    }

    // MARK: - Summary

    /// `Found 2 findings in 1 file (3 files linted).` or `No findings (3 files linted).`; with a
    /// baseline that hid some, `No new findings; 3 hidden by the baseline (3 files linted).`
    private func summary(_ input: ReportInput) -> String {
        let linted = HumanReporter.counted(input.filesLinted, "file") + " linted"
        let hidden = input.hiddenByBaseline
        let new = hidden > 0 ? "new " : ""
        let hiddenPart = hidden > 0 ? "; \(hidden) hidden by the baseline" : ""
        guard !input.findings.isEmpty else { return "No \(new)findings\(hiddenPart) (\(linted))." }
        let files = Set(input.findings.map(\.range.path)).count
        let found = "\(input.findings.count) \(new)finding\(input.findings.count == 1 ? "" : "s")"
        return "Found \(found) in \(HumanReporter.counted(files, "file"))\(hiddenPart) (\(linted))."
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
