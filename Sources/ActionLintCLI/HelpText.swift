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
            let spelled = spelled(option)
            let owners = RuleRegistry.descriptions.filter { $0.options.contains(option) }.map(\.id)
            let scope = option.scope == .shared ? "all action rules" : owners.joined(separator: ", ")
            return "      \(spelled)\n          \(option.help) (default \(option.defaultValue); \(scope))\n"
        }.joined()
    }

    /// The commands `action-lint help <command>` explains: the lint and every subcommand.
    static var topics: [String] { ["lint"] + ArgumentParser.subcommands.map(\.name) }

    /// `action-lint help <command>`: the command's usage; `lint` is the whole text, since every
    /// flag belongs to it.
    static func text(for topic: String) -> String {
        switch topic {
        case "rules": return "action-lint rules [--markdown]\n\nLists every rule: id, default severity, whether it is on by default, and its summary.\n"
            + "--markdown prints every rule's full docs instead."
        case "explain": return "action-lint explain [--markdown] <rule-id>\n\nPrints a rule's rationale, options and examples (triggering, not triggering, fixes).\n"
            + "--markdown prints its help page (docs/rules/<rule-id>.md) instead."
        case "extract": return ExtractCommand.help
        case "generate-docs": return """
            action-lint generate-docs [--check] [<folder>]

            Writes the docs made from the rule descriptions into the checkout at <folder> (default: .):
            README.md's rules section (between its generated markers), docs/rules/<id>.md (removing the
            pages of rules that are gone) and docs/default-configuration.json. With --check it writes
            nothing and exits 1 naming each file that differs.
            """
        case "dump-tokens": return "action-lint dump-tokens <file>\n\nPrints the tokens of a file as JSON Lines: {\"kind\", \"start\", \"end\"} (UTF-8 byte offsets)."
        case "dump-syntax": return "action-lint dump-syntax <file>\n\nPrints the action closures the parser found in a file, as JSON."
        case "lsp": return """
            action-lint lsp [--stdio]

            Runs the language server on standard input and output (the Language Server Protocol): the
            findings of each open document as you type, their quick fixes, source.fixAll and
            refactor.extract at any action closure. Editors start it themselves (see docs/editors.md).
            """
        case "build-step": return """
            action-lint build-step --output <stamp> <file>

            What the build-tool plugin runs for each Swift file: lints <file> with its configuration,
            prints the findings as compiler diagnostics and, when none fails the build, writes <stamp>.
            """
        case "help": return "action-lint help [command]\n\nPrints the help of a command (\(topics.joined(separator: ", "))), or all of it.\n"
            + "`action-lint <command> --help` prints the same."
        default: return text
        }
    }

    /// The option's flag and the value it takes: `--min-statements <n>`, `--report-trivial`.
    static func spelled(_ option: RuleOption) -> String {
        let flag = option.flag ?? ""
        return option.kind == .bool ? flag : "\(flag) <\(placeholder(option))>"
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
      action-lint explain [--markdown] <id>    describe a rule, with examples (--markdown: its help page)
      action-lint generate-docs [--check]      write the docs made from the rules (README.md's table, docs/)
      action-lint dump-tokens <file>           print the tokens of a file (JSON Lines)
      action-lint dump-syntax <file>           print the action closures found in a file (JSON)
      action-lint extract <file:line:column>   extract the action closure there into a method (a diff;
                                               --fix writes it, --fix-style property a computed property)
      action-lint lsp                          run the language server (LSP on stdin/stdout)
      action-lint build-step --output <stamp> <file>
                                               the build-tool plugin's step: lint <file> as compiler
                                               diagnostics, then write <stamp>
      action-lint help [command]               this help, or one command's

    OUTPUT
      -r, --reporter <name>    human (default), xcode, json, sarif, github, checkstyle
                               (github is the default when GITHUB_ACTIONS=true)
      -o, --output <file>      write the report (or the diff, or --print-config) to a file
          --path-base <dir>    SARIF: URIs relative to this folder (default: the git root)
          --rule-docs-url <u>  SARIF: base URL of the rule help pages (helpUri)
      -q, --quiet              print findings only, no summary
          --no-color           never colour the output (also: NO_COLOR=1)

    FIXING
          --fix                apply safe fixes in place
          --unsafe-fixes       also apply fixes that may change behaviour (with --fix or --diff)
          --diff               print the fixes as a unified diff; change nothing
                               (linked files whose target is outside the named paths are never fixed)

    CONFIGURATION
          --config <file>      use this configuration file for every file
          --no-config          ignore .action-lint.json files
                               (default: each file uses the nearest .action-lint.json in its
                               folder or above, refining the ones above it)
          --print-config       print the effective configuration and exit
          --strict             warnings fail the run (exit 1) and are reported as errors
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
      0  no findings that fail the run; with --diff, nothing to fix
      1  findings that fail the run (errors; warnings with --strict); with --diff, something to fix
      2  usage, configuration or I/O error, a file that is not UTF-8 text, a named file that is not
         Swift (.swift), a named folder without Swift files, a path that is not a regular file or folder
    """
}
