import ActionLintCore
import ActionLintRules

/// What one of the lint command's flags does; `all` is the table `ArgumentParser` reads (the
/// rules' option flags come from `RuleRegistry.flagOptions`).
enum LintFlag: Sendable {
    /// `--`: every argument after it is a path.
    case endOfFlags
    /// Stops parsing with this command (`--help`, `--version`).
    case command(Command)
    /// A switch: `--fix`.
    case on(@Sendable (inout LintOptions) -> Void)
    /// Takes a value (`--output FILE`, `--output=FILE`), given with the flag's name as written.
    case value(@Sendable (inout LintOptions, _ flag: String, _ value: String) throws(UsageError) -> Void)

    var takesValue: Bool {
        if case .value = self { return true }
        return false
    }

    static let all: [(names: [String], flag: LintFlag)] = [
        (["--"], .endOfFlags),
        (["-h", "--help"], .command(.help(nil))),
        (["--version"], .command(.version)),
        (["-r", "--reporter"], .value(reporter)),
        (["-o", "--output"], .value { options, _, value in options.output = value }),
        (["--fix"], .on { $0.fix = true }),
        (["--unsafe-fixes"], .on { $0.unsafeFixes = true }),
        (["--diff"], .on { $0.diff = true }),
        (["--config"], .value { options, _, value in options.configPath = value }),
        (["--no-config"], .on { $0.noConfig = true }),
        (["--print-config"], .on { $0.printConfig = true }),
        (["--baseline"], .value { options, _, value in options.baseline = value }),
        (["--write-baseline"], .value { options, _, value in options.writeBaseline = value }),
        (["--strict"], .on { $0.strict = true }),
        (["-q", "--quiet"], .on { $0.quiet = true }),
        (["--stdin-path"], .value { options, _, value in options.stdinPath = value }),
        (["--no-color"], .on { $0.noColor = true }),
        (["--enable", "--disable"], .value(enabledRule)),
        (["--path-base"], .value { options, _, value in options.pathBase = value }),
        (["--rule-docs-url"], .value { options, _, value in options.rulesDocumentationURL = value }),
    ]

    static let named: [String: LintFlag] = Dictionary(uniqueKeysWithValues: all.flatMap { entry in entry.names.map { ($0, entry.flag) } })

    @Sendable static func reporter(_ options: inout LintOptions, _ flag: String, _ name: String) throws(UsageError) {
        guard let kind = ReporterKind(flagValue: name) else {
            throw UsageError(description: "unknown reporter '\(name)' (expected one of: \(ReporterKind.flagValues))")
        }
        options.reporter = kind
    }

    /// `--enable ID` or `--disable ID`: the last one for an id wins.
    @Sendable static func enabledRule(_ options: inout LintOptions, _ flag: String, _ id: String) throws(UsageError) {
        guard RuleRegistry.ruleIDs.contains(id) else {
            throw UsageError(description: "\(flag): unknown rule '\(id)' (see `action-lint rules`)")
        }
        options.enabledRules[id] = flag == "--enable"
    }
}
