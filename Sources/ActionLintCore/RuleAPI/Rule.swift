/// A check over one parsed file. Rules are stateless values; one instance may check many files
/// at once from different threads.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ file: ParsedFile, _ context: RuleContext) -> [Finding]

    /// Whether `check` could report anything in this file that needs its syntax model — decided
    /// from `file`'s tokens alone (its model is empty). When no enabled rule needs it, the engine
    /// does not parse the file and `check` gets the tokens only: parsing costs several times
    /// lexing, and most files have nothing to report. True is always safe; false must never be
    /// answered for a file where the parsed file would give a finding of this rule. The
    /// default is true.
    func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool
}

extension Rule {
    public func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool { true }
}
