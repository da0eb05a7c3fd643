import ActionLintCore
import ActionLintRules

/// Hand-written parsing of `action-lint`'s arguments (no dependency on swift-argument-parser),
/// driven by two tables: the subcommands by name, and the lint command's flags. A new
/// subcommand or flag is one entry there (and its lines in `HelpText`).
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        if let name = arguments.first, let subcommand = subcommands.first(where: { $0.name == name }) {
            // `extract --help` is `help extract`, for every command.
            if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(name) }
            return try subcommand.parse(Array(arguments.dropFirst()))
        }
        return try lint(arguments)
    }

    /// A subcommand: its name and what parses the arguments after the name.
    struct Subcommand: Sendable {
        let name: String
        let parse: @Sendable ([String]) throws(UsageError) -> Command

        init(_ name: String, _ parse: @escaping @Sendable ([String]) throws(UsageError) -> Command) {
            self.name = name
            self.parse = parse
        }
    }

    static let subcommands = [
        Subcommand("help", help),
        Subcommand("rules", rules),
        Subcommand("explain", explain),
        Subcommand("generate-docs", generateDocs),
        Subcommand("dump-tokens") { arguments throws(UsageError) in
            .dumpTokens(try oneFile(arguments, of: "dump-tokens"))
        },
        Subcommand("dump-syntax") { arguments throws(UsageError) in
            .dumpSyntax(try oneFile(arguments, of: "dump-syntax"))
        },
        Subcommand("extract") { arguments throws(UsageError) in
            .extract(try ExtractCommand.parse(arguments))
        },
        Subcommand("lsp", lsp),
        // The binary plugins have only this one executable, so it also serves the build-tool step.
        Subcommand("build-step") { arguments in .buildStep(arguments) },
    ]

    static func help(_ arguments: [String]) throws(UsageError) -> Command {
        guard arguments.count <= 1 else { throw UsageError(description: "help takes at most one command name") }
        guard let topic = arguments.first else { return .help(nil) }
        guard HelpText.topics.contains(topic) else {
            throw UsageError(description: "no help for '\(topic)' (commands: \(HelpText.topics.joined(separator: ", ")))")
        }
        return .help(topic)
    }

    static func rules(_ arguments: [String]) throws(UsageError) -> Command {
        if arguments == ["--markdown"] { return .rulesMarkdown }
        guard arguments.isEmpty else { throw UsageError(description: "rules takes no arguments but --markdown") }
        return .rules
    }

    /// `--markdown` prints the rule's help page (docs/rules/<id>.md), which SARIF's helpUri points to.
    static func explain(_ arguments: [String]) throws(UsageError) -> Command {
        let markdown = arguments.count == 2 && arguments[0] == "--markdown"
        guard arguments.count == 1 || markdown else { throw UsageError(description: "explain takes one rule id (see `action-lint rules`)") }
        return .explain(arguments[arguments.count - 1], markdown: markdown)
    }

    static func generateDocs(_ arguments: [String]) throws(UsageError) -> Command {
        let folders = arguments.filter { $0 != "--check" }
        guard folders.count <= 1, folders.allSatisfy({ !$0.hasPrefix("-") }) else {
            throw UsageError(description: "generate-docs takes --check and at most one folder (the checkout holding README.md)")
        }
        return .generateDocs(folder: folders.first ?? ".", check: folders.count < arguments.count)
    }

    static func oneFile(_ arguments: [String], of command: String) throws(UsageError) -> String {
        guard arguments.count == 1 else { throw UsageError(description: "\(command) takes exactly one file") }
        return arguments[0]
    }

    /// `--stdio` is what generic editor clients pass to pick the transport; it is the only one.
    static func lsp(_ arguments: [String]) throws(UsageError) -> Command {
        guard arguments.allSatisfy({ $0 == "--stdio" }) else { throw UsageError(description: "lsp takes no arguments but --stdio") }
        return .lsp
    }

    /// The lint (and fix) command: paths, the flags of `LintFlag.all`, and the rules' option flags.
    static func lint(_ arguments: [String]) throws(UsageError) -> Command {
        var options = LintOptions()
        var index = 0
        var onlyPaths = false
        while index < arguments.count {
            let (flag, inlineValue) = onlyPaths ? (arguments[index], nil) : splitInlineValue(arguments[index])
            index += 1
            if onlyPaths || flag == "-" || !flag.hasPrefix("-") {
                options.paths.append(flag)
                continue
            }
            if inlineValue != nil, !LintFlag.takesValue(flag) { throw UsageError(description: "\(flag) takes no value") }
            // The flag's value: after `=`, or the next argument.
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
                index += 1
                return try separateValue(arguments[index - 1], of: flag)
            }
            switch LintFlag.named(flag) {
            case .endOfFlags?: onlyPaths = true
            case let .command(command)?: return command
            case let .on(set)?: set(&options)
            case let .value(set)?: try set(&options, flag, try value())
            case nil: options.ruleOptions.append(try ruleOption(flag, bare: inlineValue == nil, value: value))
            }
        }
        try validate(options)
        return .lint(options)
    }

    /// `--flag=value` as the flag and its value; any other argument as it is.
    static func splitInlineValue(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// A rule option set by its flag. A bool option's flag alone (`bare`) turns it on; `--flag=false` turns it off.
    static func ruleOption(_ flag: String, bare: Bool,
                           value: () throws(UsageError) -> String) throws(UsageError) -> RuleOptionSetting {
        guard let option = RuleRegistry.flagOptions.first(where: { $0.flag == flag }) else {
            throw UsageError(description: "unknown option '\(flag)' (see `action-lint --help`)")
        }
        let text = option.kind == .bool && bare ? "true" : try value()
        guard let parsed = option.value(fromFlagText: text) else {
            throw UsageError(description: "\(flag) expects \(option.expectation), got '\(text)'")
        }
        return RuleOptionSetting(option: option, value: parsed)
    }

    /// A value written as the next argument. One that looks like a flag is refused: in
    /// `--output -r json` the user forgot the file name, and writing the report to a file named
    /// `-r` (then linting a path named `json`) would hide the mistake. `--flag=-x` still works.
    static func separateValue(_ argument: String, of flag: String) throws(UsageError) -> String {
        guard argument.hasPrefix("-"), argument != "-" else { return argument }
        throw UsageError(description: "\(flag) needs a value, found the option '\(argument)' (write \(flag)=\(argument) if that is the value)")
    }

    static func validate(_ options: LintOptions) throws(UsageError) {
        if options.fix, options.diff { throw UsageError(description: "--fix and --diff cannot be combined (--diff only shows the fix)") }
        // Fixing reports what is left after the fixes; a baseline of that would depend on
        // which fixes applied, and it used to be dropped without a word.
        if options.writeBaseline != nil, options.fix || options.diff {
            throw UsageError(description: "--write-baseline cannot be combined with --fix or --diff")
        }
        // A flag that shapes output the mode does not write would be ignored without a word.
        // The default reporter (`human`) may be named: it is what the mode would use anyway.
        if options.diff, let reporter = options.reporter, reporter != .human {
            throw UsageError(description: "--reporter \(reporter.rawValue) does not apply to --diff, which prints a unified diff")
        }
        if options.printConfig, let reporter = options.reporter {
            throw UsageError(description: "--reporter \(reporter.rawValue) does not apply to --print-config, which prints JSON")
        }
        if options.reporter != .sarif, options.pathBase != nil || options.rulesDocumentationURL != nil {
            throw UsageError(description: "\(options.pathBase != nil ? "--path-base" : "--rule-docs-url") applies to --reporter sarif only")
        }
        if let url = options.rulesDocumentationURL, !ToolInfo.isRuleDocsURL(url) {
            throw UsageError(description: "--rule-docs-url expects an http(s) URL, got '\(url)'")
        }
        if options.configPath != nil, options.noConfig { throw UsageError(description: "--config and --no-config cannot be combined") }
        if options.unsafeFixes, !options.fix, !options.diff { throw UsageError(description: "--unsafe-fixes goes with --fix or --diff") }
        if options.stdinPath != nil, !options.paths.contains("-") {
            throw UsageError(description: "--stdin-path names standard input: pass '-' as the path too")
        }
        // An empty argument (`action-lint ""`, an unset shell variable) names nothing: linting
        // the current folder instead would answer a question nobody asked.
        if options.paths.contains("") || options.stdinPath == "" {
            throw UsageError(description: "an empty path names no file or folder")
        }
        if options.paths.contains("-"), options.paths.count > 1 {
            throw UsageError(description: "'-' (standard input) cannot be combined with other paths")
        }
    }
}
