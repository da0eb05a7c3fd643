import ActionLintCore
import ActionLintRules

/// `action-lint [options] [paths…]`: lint, report, and (with `--fix`/`--diff`) fix.
struct LintCommand {
    let options: LintOptions
    let io: CommandIO
    /// SARIF's folder of rule pages: the `ruleDocsURL` of the first path's configuration, where
    /// `--rule-docs-url` wins like every flag (a run lists its rules once); nil: no `helpUri`.
    var ruleDocsURL: String?

    var workingFolder: String { io.workingFolder ?? WorkingFolder.current }

    func run() -> Int32 {
        let tree: ConfigurationTree
        do {
            tree = try ConfigurationResolver.tree(options, workingFolder: workingFolder)
        } catch {
            io.error("\(error)")
            return 2
        }
        if options.printConfig { return printConfiguration(tree) }
        var command = self
        // A broken configuration there fails the lint itself, with its message.
        if reporterKind == .sarif { command.ruleDocsURL = try? firstPathConfiguration(tree).configuration.ruleDocsURL }
        return command.lint(tree)
    }

    private func lint(_ tree: ConfigurationTree) -> Int32 {
        var baseline: Baseline?
        if let path = options.baseline {
            do {
                baseline = try Baseline.load(path: path, workingFolder: io.workingFolder)
            } catch {
                io.error("\(error)")
                return 2
            }
        }
        // Of the reporters, only SARIF shows a fix's edits.
        let needsFixEdits = options.fix || options.diff || reporterKind == .sarif
        guard let linted = lintAll(tree, needsFixEdits: needsFixEdits) else { return 2 }
        let (inputs, result) = (linted.inputs, linted.result)
        if options.fix || options.diff {
            var fix = FixCommand(lint: self, runner: linted.runner, baseline: baseline)
            fix.standardInput = linted.standardInput
            let outcome = fix.run(inputs, linted: result, hadErrors: linted.hadErrors)
            // A path that could not be searched fails the run however the fixing went: exit 0
            // would tell CI that everything named was checked.
            return linted.hadErrors ? 2 : outcome
        }
        var hadErrors = linted.hadErrors
        for message in result.errors { io.error(message) }
        hadErrors = hadErrors || !result.errors.isEmpty
        if let path = options.writeBaseline {
            guard writeBaseline(result.findings, to: path) else { return 2 }
        }
        let findings = baseline?.filter(result.findings, paths: baselinePaths(options.baseline)) ?? result.findings
        guard report(findings, filesLinted: result.filesLinted, inputs: inputs, hadErrors: hadErrors,
                     hiddenByBaseline: result.findings.count - findings.count) else { return 2 }
        let code: Int32
        if hadErrors {
            code = 2
        } else if options.writeBaseline != nil {
            code = 0
        } else {
            code = ExitCode.forFindings(findings, strict: options.strict)
        }
        return io.finish(code, keepingAlive: (result, findings, inputs))
    }

    static func engine(_ configuration: Configuration, needsFixEdits: Bool) -> LintEngine {
        var engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: configuration)
        engine.needsFixEdits = needsFixEdits
        return engine
    }

    /// The configuration of the first path named: what the files there are linted with.
    func printConfiguration(_ tree: ConfigurationTree) -> Int32 {
        do {
            let resolved = try firstPathConfiguration(tree)
            return output(Array(ConfigurationResolver.effectiveJSON(resolved.configuration).utf8), what: "the configuration") ? 0 : 2
        } catch {
            io.error("\(error)")
            return 2
        }
    }

    /// The configuration of the first path named (its folder, for a file; `--stdin-path` for
    /// standard input), or of the working folder.
    func firstPathConfiguration(_ tree: ConfigurationTree) throws(ConfigurationError) -> ResolvedConfiguration {
        let first = options.paths.first.flatMap { $0 == "-" ? options.stdinPath : $0 } ?? "."
        let absolute = WorkingFolder.absolute(first, in: workingFolder)
        return WorkingFolder.isFolder(absolute) ? try tree.configuration(forFolder: absolute) : try tree.configuration(forFile: absolute)
    }

    func baselinePaths(_ path: String?) -> BaselinePaths {
        path.map { BaselinePaths.forFile($0, workingFolder: workingFolder) } ?? .asShown
    }

    /// What a run linted: the inputs in path order, the runner (every configuration's engine),
    /// what it found, whether a path could not be searched, and the bytes of standard input
    /// (`--fix -` prints them even when an exclude glob drops them).
    struct Linted {
        var inputs: [LintRunner.Input]
        var runner: LintRunner
        var result: LintRunner.Result
        var hadErrors: Bool
        var standardInput: [UInt8]? = nil
    }

    /// Lints the paths named, each file as soon as the search finds it (`LintRunner.run(discovering:)`),
    /// or standard input. Nil when nothing can be linted at all.
    func lintAll(_ tree: ConfigurationTree, needsFixEdits: Bool) -> Linted? {
        let discovery = FileDiscovery(configurations: tree)
        if options.paths == ["-"] {
            let gathered = standardInput(discovery, needsFixEdits: needsFixEdits)
            guard let inputs = gathered.inputs else { return nil }
            let runner = LintRunner(engines: gathered.engines)
            return Linted(inputs: inputs, runner: runner, result: runner.run(inputs), hadErrors: gathered.hadErrors,
                          standardInput: gathered.standardInput)
        }
        var errors: [DiscoveryError] = []
        let streamed = LintRunner.run(defaultEngine: { Self.engine(Configuration(), needsFixEdits: needsFixEdits) }) { feed in
            let found = discovery.discover(options.paths.isEmpty ? ["."] : options.paths) { shown, configuration in
                feed(input(shown, engineIndex: configuration.index)) { Self.engine(configuration.configuration, needsFixEdits: needsFixEdits) }
            }
            errors = found.errors
            return found.walkOrder
        }
        for error in errors { io.error(error.description) }
        return Linted(inputs: streamed.inputs, runner: streamed.runner, result: streamed.result, hadErrors: !errors.isEmpty)
    }

    /// The input of a file found, shown as `shown` (read from the working folder given, if any).
    func input(_ shown: String, engineIndex: Int) -> LintRunner.Input {
        LintRunner.Input(path: io.workingFolder.map { WorkingFolder.absolute(shown, in: $0) } ?? shown, displayPath: shown,
                         engineIndex: engineIndex)
    }

    /// The inputs (nil when nothing can be linted at all) and the engine of each configuration.
    /// The bytes of standard input come back too: `--fix -` prints them even when an exclude
    /// glob drops them.
    struct Gathered {
        var inputs: [LintRunner.Input]?
        var engines: [LintEngine]
        var hadErrors: Bool
        var standardInput: [UInt8]? = nil
    }

    /// Standard input as one file. `--stdin-path` names it like a path typed on the command
    /// line, so an exclude glob that matches it drops it (an editor piping a generated file
    /// must get the same answer as linting the file itself), and its configuration is that
    /// path's folder's.
    func standardInput(_ discovery: FileDiscovery, needsFixEdits: Bool) -> Gathered {
        let bytes = io.readStandardInput()
        let fallback = [Self.engine(Configuration(), needsFixEdits: needsFixEdits)]
        let resolved: ResolvedConfiguration
        do {
            if let path = options.stdinPath, try discovery.excludes(file: path) {
                return Gathered(inputs: [], engines: fallback, hadErrors: false, standardInput: bytes)
            }
            resolved = try options.stdinPath.map(discovery.configurations.configuration(forFile:))
                ?? discovery.configurations.configuration(forFolder: workingFolder)
        } catch {
            io.error("\(error)")
            return Gathered(inputs: nil, engines: fallback, hadErrors: true, standardInput: bytes)
        }
        // Its module is the one of the file it names, as if it were read from there.
        let input = LintRunner.Input(path: nil, displayPath: options.stdinPath.map(discovery.displayPath) ?? "<stdin>", bytes: bytes,
                                     modulePath: options.stdinPath.map { WorkingFolder.absolute($0, in: workingFolder) })
        return Gathered(inputs: [input], engines: [Self.engine(resolved.configuration, needsFixEdits: needsFixEdits)], hadErrors: false,
                        standardInput: bytes)
    }

    func writeBaseline(_ findings: [Finding], to path: String) -> Bool {
        let text = Baseline(findings: findings, paths: baselinePaths(path)).serialized()
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: resolved(path))
            io.stderr.write("action-lint: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path)\n")
            return true
        } catch {
            io.error("\(path): cannot write the baseline: \(error)")
            return false
        }
    }

    func resolved(_ path: String) -> String {
        io.workingFolder.map { WorkingFolder.absolute(path, in: $0) } ?? path
    }

    /// Renders the findings with the chosen reporter to stdout or `--output`. With `--strict`
    /// every finding fails the run, so every reporter shows it as an error. When an input
    /// failed, the human summary is left out: "No findings" would read as "all checked".
    func report(_ findings: [Finding], filesLinted: Int, inputs: [LintRunner.Input], hadErrors: Bool, hiddenByBaseline: Int = 0) -> Bool {
        let kind = reporterKind
        let colored = kind == .human && options.output == nil && io.stdoutIsTerminal && !options.noColor
            && io.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let shown = options.strict ? findings.map(Self.asError) : findings
        var input = ReportInput(findings: shown, filesLinted: filesLinted, rules: RuleRegistry.descriptions,
                                toolVersion: ToolInfo.version, lineText: excerptSource(findings, inputs: inputs, kind: kind), colored: colored)
        input.hiddenByBaseline = hiddenByBaseline
        return output(reporter(kind, showsSummary: !options.quiet && !hadErrors).renderUTF8(input), what: "the report")
    }

    static func asError(_ finding: Finding) -> Finding {
        var raised = finding
        raised.severity = .error
        return raised
    }

    func reporter(_ kind: ReporterKind, showsSummary: Bool) -> any Reporter {
        switch kind {
        case .human: return HumanReporter(showsSummary: showsSummary)
        case .xcode: return XcodeReporter(workingFolder: workingFolder)
        case .sarif:
            return SARIFReporter(sourceRoot: SourceRoot.folder(pathBase: options.pathBase, workingFolder: workingFolder),
                                 workingFolder: workingFolder, rulesDocumentationURL: ruleDocsURL)
        default: return kind.reporter
        }
    }

    /// Writes `bytes` to `--output` (atomically) or standard output.
    func output(_ bytes: [UInt8], what: String) -> Bool {
        guard let output = options.output else {
            io.stdout.write(bytes: bytes)
            return true
        }
        do {
            try AtomicFileWriter.write(bytes, to: resolved(output))
            return true
        } catch {
            io.error("\(output): cannot write \(what): \(error)")
            return false
        }
    }

    /// The reporter chosen, or the default: github on GitHub Actions, else human.
    var reporterKind: ReporterKind {
        options.reporter ?? (io.environment["GITHUB_ACTIONS"] == "true" ? .github : .human)
    }

    /// Lines for the human reporter's excerpts, read once per file that has findings.
    /// Only the human reporter shows excerpts; `kind` is the reporter actually chosen (also when
    /// it is the default), so a CI run with the github reporter does not re-read those files.
    func excerptSource(_ findings: [Finding], inputs: [LintRunner.Input], kind: ReporterKind) -> @Sendable (String, Int) -> String? {
        guard kind == .human else { return { _, _ in nil } }
        var paths = Set(findings.map(\.range.path))
        for finding in findings { for related in finding.related { paths.insert(related.range.path) } }
        var files: [SourceFile] = []
        for input in inputs where paths.contains(input.displayPath) {
            if let bytes = input.bytes ?? (try? SourceReader.read(input.path ?? input.displayPath)) {
                files.append(SourceFile(path: input.displayPath, bytes: bytes))
            }
        }
        return ReportInput.lineText(from: files)
    }
}
