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

    /// A row of the table: the flag's spellings and what it does.
    struct Entry: Sendable {
        let names: [String]
        let flag: LintFlag

        init(_ names: [String], _ flag: LintFlag) {
            self.names = names
            self.flag = flag
        }
    }

    /// Rows of a named type, not tuples: the runtime builds a tuple array's type from its mangled
    /// name at the first use, which cost more than the whole parse.
    static let all: [Entry] = [
        Entry(["--"], .endOfFlags),
        Entry(["-h", "--help"], .command(.help(nil))),
        Entry(["--version"], .command(.version)),
        Entry(["-r", "--reporter"], .value(reporter)),
        Entry(["-o", "--output"], .value { options, _, value in options.output = value }),
        Entry(["--fix"], .on { $0.fix = true }),
        Entry(["--unsafe-fixes"], .on { $0.unsafeFixes = true }),
        Entry(["--diff"], .on { $0.diff = true }),
        Entry(["--config"], .value { options, _, value in options.configPath = value }),
        Entry(["--no-config"], .on { $0.noConfig = true }),
        Entry(["--print-config"], .on { $0.printConfig = true }),
        Entry(["--baseline"], .value { options, _, value in options.baseline = value }),
        Entry(["--write-baseline"], .value { options, _, value in options.writeBaseline = value }),
        Entry(["--strict"], .on { $0.strict = true }),
        Entry(["-q", "--quiet"], .on { $0.quiet = true }),
        Entry(["--stdin-path"], .value { options, _, value in options.stdinPath = value }),
        Entry(["--no-color"], .on { $0.noColor = true }),
        Entry(["--enable", "--disable"], .value(enabledRule)),
        Entry(["--path-base"], .value { options, _, value in options.pathBase = value }),
        Entry(["--rule-docs-url"], .value { options, _, value in options.rulesDocumentationURL = value }),
    ]

    /// The flag spelled `name`. A search of the table rather than a dictionary: building one
    /// (hashing every name) cost more at each start than the few lookups a command line makes.
    static func named(_ name: String) -> LintFlag? {
        all.first { $0.names.contains(name) }?.flag
    }

    /// Whether `--name=value` may be written: the flags that take a value, and every rule option's.
    static func takesValue(_ name: String) -> Bool {
        named(name)?.takesValue ?? RuleRegistry.flagOptions.contains { $0.flag == name }
    }

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
