import ActionLintCore
import ActionLintRules

/// `action-lint [options] [paths…]`: lint, report, and (with `--fix`/`--diff`) fix.
struct LintCommand {
    let options: LintOptions
    let io: CommandIO

    func run() -> Int32 {
        let loaded: LoadedConfiguration
        do {
            loaded = try ConfigurationResolver.resolve(options, workingFolder: io.workingFolder ?? WorkingFolder.current)
        } catch {
            io.error("\(error)")
            return 2
        }
        if options.printConfig {
            io.stdout.write(ConfigurationResolver.effectiveJSON(loaded.configuration))
            return 0
        }
        var baseline: Baseline?
        if let path = options.baseline {
            do {
                baseline = try Baseline.load(path: path, workingFolder: io.workingFolder)
            } catch {
                io.error("\(error)")
                return 2
            }
        }
        var engine = LintEngine(ruleTypes: RuleRegistry.rules, configuration: loaded.configuration)
        let gathered = gatherInputs(loaded)
        guard let inputs = gathered.inputs else { return 2 }
        var hadErrors = gathered.hadErrors
        if options.fix || options.diff {
            var fix = FixCommand(options: options, io: io, engine: engine, baseline: baseline)
            fix.standardInput = gathered.standardInput
            let outcome = fix.run(inputs)
            // A path that could not be searched fails the run however the fixing went: exit 0
            // would tell CI that everything named was checked.
            return hadErrors ? 2 : outcome
        }
        // Of the reporters, only SARIF shows a fix's edits.
        engine.needsFixEdits = reporterKind == .sarif
        let result = LintRunner(engine: engine).run(inputs)
        for message in result.errors { io.error(message) }
        hadErrors = hadErrors || !result.errors.isEmpty
        if let path = options.writeBaseline {
            guard writeBaseline(result.findings, to: path) else { return 2 }
        }
        let findings = baseline?.filter(result.findings) ?? result.findings
        guard report(findings, filesLinted: result.filesLinted, inputs: inputs) else { return 2 }
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

    /// The files to lint (or standard input); nil when nothing can be linted at all. The bytes of
    /// standard input come back too: `--fix -` prints them even when an exclude glob drops them.
    func gatherInputs(_ loaded: LoadedConfiguration) -> (inputs: [LintRunner.Input]?, hadErrors: Bool, standardInput: [UInt8]?) {
        let discovery: FileDiscovery
        do {
            discovery = try FileDiscovery(configuration: loaded.configuration, baseFolder: loaded.baseFolder, workingFolder: io.workingFolder)
        } catch {
            io.error("\(error)")
            return (nil, true, nil)
        }
        if options.paths == ["-"] {
            let bytes = io.readStandardInput()
            return (standardInput(bytes, excludedBy: discovery), false, bytes)
        }
        let found = discovery.discover(options.paths.isEmpty ? ["."] : options.paths)
        for error in found.errors { io.error(error.description) }
        let working = io.workingFolder
        let inputs = found.files.map { shown in
            LintRunner.Input(path: working.map { WorkingFolder.absolute(shown, in: $0) } ?? shown, displayPath: shown)
        }
        return (inputs, !found.errors.isEmpty, nil)
    }

    /// Standard input as one file. `--stdin-path` names it like a path typed on the command
    /// line, so an exclude glob that matches it drops it (an editor piping a generated file
    /// must get the same answer as linting the file itself).
    func standardInput(_ bytes: [UInt8], excludedBy discovery: FileDiscovery) -> [LintRunner.Input] {
        if let path = options.stdinPath, discovery.excludes(file: path) { return [] }
        return [LintRunner.Input(path: nil, displayPath: options.stdinPath.map(discovery.displayPath) ?? "<stdin>", bytes: bytes)]
    }

    func writeBaseline(_ findings: [Finding], to path: String) -> Bool {
        let text = Baseline(findings: findings).serialized()
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

    /// Renders the findings with the chosen reporter to stdout or `--output`.
    func report(_ findings: [Finding], filesLinted: Int, inputs: [LintRunner.Input]) -> Bool {
        let kind = reporterKind
        let colored = kind == .human && options.output == nil && io.stdoutIsTerminal && !options.noColor
            && io.environment["NO_COLOR"].map(\.isEmpty) ?? true
        let reporter: any Reporter = kind == .human ? HumanReporter(showsSummary: !options.quiet) : kind.reporter
        let input = ReportInput(findings: findings, filesLinted: filesLinted, rules: RuleRegistry.descriptions,
                                toolVersion: ToolVersion.current, lineText: excerptSource(findings, inputs: inputs, kind: kind), colored: colored)
        let bytes = reporter.renderUTF8(input)
        if let output = options.output {
            do {
                try AtomicFileWriter.write(bytes, to: resolved(output))
            } catch {
                io.error("\(output): cannot write the report: \(error)")
                return false
            }
        } else {
            io.stdout.write(bytes: bytes)
        }
        return true
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
