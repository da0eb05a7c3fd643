/// What the command line asks for.
enum Command: Equatable {
    case lint(LintOptions)
    case rules
    /// `rules --markdown`: the generated rule docs.
    case rulesMarkdown
    case explain(String)
    case dumpTokens(String)
    case dumpSyntax(String)
    /// The language server on standard input and output.
    case lsp
    case help
    case version
}
