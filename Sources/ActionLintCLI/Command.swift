/// What the command line asks for.
enum Command: Equatable {
    case lint(LintOptions)
    case rules
    case explain(String)
    case dumpTokens(String)
    case dumpSyntax(String)
    case help
    case version
}
