/// What the command line asks for.
enum Command: Equatable {
    case lint(LintOptions)
    case rules
    /// `rules --markdown`: the generated rule docs.
    case rulesMarkdown
    case explain(String)
    case dumpTokens(String)
    case dumpSyntax(String)
    case help
    case version
}
