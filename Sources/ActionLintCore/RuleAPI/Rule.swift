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

    /// Whether `check` could report anything in a file with these bytes — decided before the
    /// file is lexed. When no enabled rule needs its tokens, the file is neither lexed nor
    /// checked (it has no findings) and only the names it may declare are read, from its bytes
    /// (`ByteDeclarations`): lexing is most of a whole-tree lint, and many files of an app hold
    /// no view. True is always safe; false must never be answered for bytes whose tokens would
    /// give a finding of this rule. The default is true.
    func needsTokens(_ bytes: [UInt8], _ settings: RuleSettings) -> Bool
}

extension Rule {
    public func needsSyntax(_ file: ParsedFile, _ settings: RuleSettings) -> Bool { true }

    public func needsTokens(_ bytes: [UInt8], _ settings: RuleSettings) -> Bool { true }
}
