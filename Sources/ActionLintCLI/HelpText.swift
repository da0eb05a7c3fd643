import ActionLintCore
import ActionLintRules

/// `action-lint --help`.
enum HelpText {
    static var text: String {
        let parts = fixed.split(separator: "{RULE OPTIONS}\n", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.map(String.init).joined(separator: ruleOptions)
    }

    /// One line per rule option that has a flag, from the rules' declarations.
    static var ruleOptions: String {
        RuleRegistry.flagOptions.map { option in
            let flag = option.flag ?? ""
            let spelled = option.kind == .bool ? flag : "\(flag) <\(placeholder(option))>"
            let owners = RuleRegistry.descriptions.filter { $0.options.contains(option) }.map(\.id)
            let scope = option.scope == .shared ? "all action rules" : owners.joined(separator: ", ")
            return "      \(spelled)\n          \(option.help) (default \(option.defaultValue); \(scope))\n"
        }.joined()
    }

    static func placeholder(_ option: RuleOption) -> String {
        switch option.kind {
        case .positiveInteger: return "n"
        case .bool: return ""
        case let .choice(names): return names.joined(separator: "|")
        }
    }

    static let fixed = """
    action-lint — finds duplicated action closures in SwiftUI views and extracts them.

    USAGE
      action-lint [options] [paths…]          lint files and folders (default: .)
      action-lint [options] -                  lint standard input (name it with --stdin-path)
      action-lint --fix [options] -            print standard input fixed; write nothing
      action-lint rules [--markdown]           list the rules (--markdown: their full docs)
      action-lint explain <rule-id>            describe a rule, with examples
      action-lint dump-tokens <file>           print the tokens of a file (JSON Lines)
      action-lint dump-syntax <file>           print the action closures found in a file (JSON)
      action-lint lsp                          run the language server (LSP on stdin/stdout)

    OUTPUT
      -r, --reporter <name>    human (default), xcode, json, sarif, github, checkstyle
                               (github is the default when GITHUB_ACTIONS=true)
      -o, --output <file>      write the report to a file instead of standard output
      -q, --quiet              print findings only, no summary
          --no-color           never colour the output (also: NO_COLOR=1)

    FIXING
          --fix                apply safe fixes in place
          --unsafe-fixes       also apply fixes that may change behaviour (with --fix or --diff)
          --diff               print the fixes as a unified diff; change nothing

    CONFIGURATION
          --config <file>      use this configuration file
          --no-config          ignore .action-lint.json files
          --print-config       print the effective configuration and exit
          --strict             warnings fail the run (exit 1)
          --enable <rule-id>   run a rule that is off by default (repeatable)
          --disable <rule-id>  do not run a rule (repeatable)

    RULE OPTIONS (they win over the configuration file)
    {RULE OPTIONS}

    BASELINE
          --write-baseline <file>  record the current findings and exit 0
          --baseline <file>        report only findings not in the baseline

    INPUT
          --stdin-path <path>  the path to show for standard input; its .action-lint.json applies

    OTHER
      -h, --help               this help
          --version            print the version

    EXIT CODES
      0  no findings that fail the run   1  findings that fail the run (errors; warnings with --strict)
      2  usage, configuration or I/O error
    """
}
