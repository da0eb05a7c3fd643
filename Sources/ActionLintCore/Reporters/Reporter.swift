/// Turns the findings of a run into the text of one output format.
public protocol Reporter: Sendable {
    /// The complete output, ending with a newline when not empty. Line-oriented formats return ""
    /// when there is nothing to say; document formats (json, sarif, checkstyle) always return a
    /// document, so that tools reading them never get an empty file.
    func render(_ input: ReportInput) -> String
}
