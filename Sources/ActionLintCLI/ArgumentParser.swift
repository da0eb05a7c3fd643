import ActionLintCore
import ActionLintRules

/// Hand-written parsing of `action-lint`'s arguments (no dependency on swift-argument-parser).
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        switch arguments.first {
        case "help":
            guard arguments.count <= 2 else { throw UsageError(description: "help takes at most one command name") }
            guard let topic = arguments.dropFirst().first else { return .help(nil) }
            guard HelpText.topics.contains(topic) else {
                throw UsageError(description: "no help for '\(topic)' (commands: \(HelpText.topics.joined(separator: ", ")))")
            }
            return .help(topic)
        case "rules":
            if arguments == ["rules", "--markdown"] { return .rulesMarkdown }
            guard arguments.count == 1 else { throw UsageError(description: "rules takes no arguments but --markdown") }
            return .rules
        case "explain":
            // `--markdown` prints the rule's help page (docs/rules/<id>.md), which SARIF's helpUri points to.
            let markdown = arguments.count == 3 && arguments[1] == "--markdown"
            guard arguments.count == 2 || markdown else { throw UsageError(description: "explain takes one rule id (see `action-lint rules`)") }
            return .explain(arguments[arguments.count - 1], markdown: markdown)
        case "dump-tokens":
            guard arguments.count == 2 else { throw UsageError(description: "dump-tokens takes exactly one file") }
            return .dumpTokens(arguments[1])
        case "dump-syntax":
            guard arguments.count == 2 else { throw UsageError(description: "dump-syntax takes exactly one file") }
            return .dumpSyntax(arguments[1])
        case "lsp":
            // `--stdio` is what generic editor clients pass to pick the transport; it is the only one.
            guard arguments.dropFirst().allSatisfy({ $0 == "--stdio" }) else { throw UsageError(description: "lsp takes no arguments but --stdio") }
            return .lsp
        default:
            break
        }
        var options = LintOptions()
        var index = 0
        var onlyPaths = false
        func value(_ flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return try separateValue(arguments[index], of: flag)
        }
        while index < arguments.count {
            var argument = arguments[index]
            var inlineValue: String?
            if !onlyPaths, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func flagValue() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                return try value(argument)
            }
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
                index += 1
                continue
            }
            if inlineValue != nil, !flagsWithValues.contains(argument) {
                throw UsageError(description: "\(argument) takes no value")
            }
            switch argument {
            case "--": onlyPaths = true
            case "-h", "--help": return .help(nil)
            case "--version": return .version
            case "--reporter", "-r":
                let name = try flagValue()
                guard let kind = ReporterKind(flagValue: name) else {
                    throw UsageError(description: "unknown reporter '\(name)' (expected one of: \(ReporterKind.flagValues))")
                }
                options.reporter = kind
            case "--output", "-o": options.output = try flagValue()
            case "--fix": options.fix = true
            case "--unsafe-fixes": options.unsafeFixes = true
            case "--diff": options.diff = true
            case "--config": options.configPath = try flagValue()
            case "--no-config": options.noConfig = true
            case "--print-config": options.printConfig = true
            case "--baseline": options.baseline = try flagValue()
            case "--write-baseline": options.writeBaseline = try flagValue()
            case "--strict": options.strict = true
            case "--quiet", "-q": options.quiet = true
            case "--stdin-path": options.stdinPath = try flagValue()
            case "--no-color": options.noColor = true
            case "--enable", "--disable":
                let id = try flagValue()
                guard RuleRegistry.ruleIDs.contains(id) else {
                    throw UsageError(description: "\(argument): unknown rule '\(id)' (see `action-lint rules`)")
                }
                options.enabledRules[id] = argument == "--enable"
            case "--path-base": options.pathBase = try flagValue()
            case "--rule-docs-url": options.rulesDocumentationURL = try flagValue()
            default:
                guard let option = RuleRegistry.flagOptions.first(where: { $0.flag == argument }) else {
                    throw UsageError(description: "unknown option '\(argument)' (see `action-lint --help`)")
                }
                // A bool option's flag alone turns it on; `--flag=false` turns it off.
                let text = option.kind == .bool && inlineValue == nil ? "true" : try flagValue()
                guard let value = option.value(fromFlagText: text) else {
                    throw UsageError(description: "\(argument) expects \(option.expectation), got '\(text)'")
                }
                options.ruleOptions.append(RuleOptionSetting(option: option, value: value))
            }
            index += 1
        }
        try validate(options)
        return .lint(options)
    }

    /// A value written as the next argument. One that looks like a flag is refused: in
    /// `--output -r json` the user forgot the file name, and writing the report to a file named
    /// `-r` (then linting a path named `json`) would hide the mistake. `--flag=-x` still works.
    static func separateValue(_ argument: String, of flag: String) throws(UsageError) -> String {
        guard argument.hasPrefix("-"), argument != "-" else { return argument }
        throw UsageError(description: "\(flag) needs a value, found the option '\(argument)' (write \(flag)=\(argument) if that is the value)")
    }

    /// Flags written with a value (`--reporter json`, `--reporter=json`); every rule option's
    /// flag takes one too (a bool option's may omit it).
    static let flagsWithValues = Set([
        "--reporter", "--output", "--config", "--baseline", "--write-baseline", "--stdin-path", "--enable", "--disable",
        "--path-base", "--rule-docs-url",
    ]).union(RuleRegistry.flagOptions.compactMap(\.flag))

    static func validate(_ options: LintOptions) throws(UsageError) {
        if options.fix, options.diff { throw UsageError(description: "--fix and --diff cannot be combined (--diff only shows the fix)") }
        // Fixing reports what is left after the fixes; a baseline of that would depend on
        // which fixes applied, and it used to be dropped without a word.
        if options.writeBaseline != nil, options.fix || options.diff {
            throw UsageError(description: "--write-baseline cannot be combined with --fix or --diff")
        }
        // A flag that shapes output the mode does not write would be ignored without a word.
        if options.diff, let reporter = options.reporter {
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
        if options.paths.contains("-"), options.paths.count > 1 {
            throw UsageError(description: "'-' (standard input) cannot be combined with other paths")
        }
    }
}
