import ActionLintCore
import ActionLintRules

/// `--fix` and `--diff`: lint everything (for the member names of every type), then fix the
/// files with applicable fixes one at a time in path order — so the names chosen never depend
/// on timing — and write each changed file atomically (or print its diff).
struct FixCommand {
    let options: LintOptions
    let io: CommandIO
    let engine: LintEngine

    func run(_ inputs: [LintRunner.Input]) -> Int32 {
        let runner = LintRunner(engine: engine)
        let linted = runner.run(inputs)
        for message in linted.errors { io.error(message) }
        var hadErrors = !linted.errors.isEmpty
        var memberIndex = linted.memberIndex
        let fixer = FileFixer(engine: engine, allowUnsafe: options.unsafeFixes)
        let pathsWithFixes = Set(linted.findings.filter { $0.fix != nil }.map(\.range.path))
        var remaining = linted.findings.filter { !pathsWithFixes.contains($0.range.path) }
        var fixedFindings = 0
        var changedFiles = 0
        for input in inputs where pathsWithFixes.contains(input.displayPath) {
            var bytes = input.bytes ?? []
            if input.bytes == nil {
                do {
                    bytes = try SourceReader.read(input.path ?? input.displayPath, shownAs: input.displayPath)
                } catch {
                    io.error(error.description)
                    hadErrors = true
                    continue
                }
            }
            let outcome = fixer.fix(path: input.displayPath, bytes: bytes, memberIndex: memberIndex)
            if let refusal = outcome.refusal {
                remaining.append(contentsOf: outcome.remaining)
                io.error("\(input.displayPath): \(refusal)")
                hadErrors = true
                continue
            }
            guard outcome.changed else {
                remaining.append(contentsOf: outcome.remaining)
                continue
            }
            if options.diff {
                io.stdout.write(UnifiedDiff.diff(path: input.displayPath, old: outcome.original, new: outcome.fixed))
            } else if !write(outcome, to: input) {
                // The file still holds its old bytes: report its findings as they are, and do not
                // count the fixes that were never written.
                remaining.append(contentsOf: linted.findings.filter { $0.range.path == input.displayPath })
                hadErrors = true
                continue
            }
            remaining.append(contentsOf: outcome.remaining)
            memberIndex.merge(outcome.memberIndex)
            fixedFindings += outcome.fixedCount
            changedFiles += 1
        }
        remaining.sort(by: Finding.outputOrder)
        if options.diff {
            if hadErrors { return 2 }
            return changedFiles > 0 ? 1 : 0
        }
        let noun = fixedFindings == 1 ? "finding" : "findings"
        if !options.quiet { io.stderr.write("action-lint: fixed \(fixedFindings) \(noun) in \(changedFiles) file\(changedFiles == 1 ? "" : "s")\n") }
        let lint = LintCommand(options: options, io: io)
        guard lint.report(remaining, filesLinted: linted.filesLinted, inputs: inputs) else { return 2 }
        if hadErrors { return 2 }
        return ExitCode.forFindings(remaining, strict: options.strict)
    }

    /// Atomic write that refuses if the file changed since it was read.
    func write(_ outcome: FileFixer.Outcome, to input: LintRunner.Input) -> Bool {
        do {
            try AtomicFileWriter.write(outcome.fixed, to: input.path ?? input.displayPath, expectedOriginal: outcome.original)
            return true
        } catch {
            io.error("\(input.displayPath): \(error.description)")
            return false
        }
    }
}
