/// Turns the findings of a run into the text of one output format.
public protocol Reporter: Sendable {
    /// The complete output, ending with a newline when not empty. Line-oriented formats return ""
    /// when there is nothing to say; document formats (json, sarif, checkstyle) always return a
    /// document, so that tools reading them never get an empty file.
    func render(_ input: ReportInput) -> String

    /// The same output as UTF-8 bytes, which is what is written to a stream or a file. A reporter
    /// that builds bytes returns them as they are: a large report is written on one core after
    /// the lint, and making a String of it only to take its bytes again checks every byte twice.
    func renderUTF8(_ input: ReportInput) -> [UInt8]
}

extension Reporter {
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        Array(render(input).utf8)
    }
}
