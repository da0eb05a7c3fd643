/// What the command line asks for.
enum Command: Equatable, Sendable {
    case lint(LintOptions)
    case rules
    /// `rules --markdown`: the generated rule docs.
    case rulesMarkdown
    /// `explain <id>`, or with `--markdown` the rule's help page (docs/rules/<id>.md).
    case explain(String, markdown: Bool)
    /// `generate-docs [--check] [<folder>]`: the README's rules section and docs/rules/<id>.md.
    case generateDocs(folder: String, check: Bool)
    case dumpTokens(String)
    case dumpSyntax(String)
    /// The language server on standard input and output.
    case lsp
    /// `build-step --output STAMP SOURCE`: the build-tool plugin's per-file step (`BuildToolStep`).
    case buildStep([String])
    /// `extract FILE:LINE:COLUMN`: the action closure there, extracted into a member.
    case extract(ExtractCommand.Options)
    /// `--help`, `help`, or `help <command>` (nil: the whole text).
    case help(String?)
    case version
}
