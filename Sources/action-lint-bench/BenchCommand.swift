import Foundation

/// Drives one benchmark session: prepares the corpus, measures the phases, and runs the
/// optional scaling and end-to-end comparisons.
struct BenchCommand {
    let options: BenchOptions

    func run() throws {
        if let binary = options.lspBinary {
            print(try LSPBenchmark(binary: binary, file: options.lspFile, edits: options.lspEdits, seed: options.seed,
                                           workspace: options.lspWorkspace).run())
            let extraction = ExtractActionLatency(binary: binary, file: options.lspFile,
                                                  requests: options.lspCodeActions, seed: options.seed)
            print(try extraction.run())
            return
        }
        let phases = BenchPhases.all
        // Resolved before any work so a mistyped --phase fails at once, not after the table.
        let scalingPhase = options.scaling ? try resolveScalingPhase(in: phases) : nil
        let (folder, isTemporary) = try prepareFolder()
        defer { if isTemporary { try? FileManager.default.removeItem(atPath: folder) } }
        let corpus = try BenchCorpus.load(folder: folder)
        guard corpus.fileCount > 0 else { throw BenchError(description: "no .swift files under \(folder)") }
        print(summary(of: corpus, temporary: isTemporary))

        try measure(phases, on: corpus)
        if let scalingPhase {
            print("")
            print(ScalingBenchmark(phase: scalingPhase, corpus: corpus, runs: options.runs).run())
        }
        if let binary = options.endToEndBinary {
            print("")
            print(try EndToEndBenchmark(binary: binary, folder: folder, runs: options.runs).run())
        }
    }

    /// The main table: `read`, then every registered phase.
    private func measure(_ phases: [BenchPhase], on corpus: BenchCorpus) throws {
        let runner = PhaseRunner(corpus: corpus, runs: options.runs)
        let rows = [try runner.measureRead()] + phases.map(runner.measure)
        print(ReportTable.render(rows))
        print("work counters: " + rows.map { "\($0.name)=\($0.work)" }.joined(separator: " "))
    }

    /// The folder to benchmark, and whether it is ours to delete afterwards.
    private func prepareFolder() throws -> (String, Bool) {
        if let folder = options.folder { return (folder, false) }
        let folder = options.writeCorpus ?? CorpusFolder.temporary(seed: options.seed, fileCount: options.fileCount)
        let generated = Timing.measure { CorpusFolder.generate(fileCount: options.fileCount, seed: options.seed) }
        let written = try Timing.measure { try CorpusFolder.write(generated.result, to: folder) }
        print("generated \(options.fileCount) files + mock (seed \(options.seed)) in \(ReportTable.duration(generated.seconds)),"
              + " wrote them in \(ReportTable.duration(written.seconds))")
        return (folder, options.writeCorpus == nil)
    }

    private func summary(of corpus: BenchCorpus, temporary: Bool) -> String {
        let megabytes = String(format: "%.2f", Double(corpus.byteCount) / 1_000_000)
        let note = temporary ? " (temporary, removed at exit)" : ""
        return """
            corpus: \(corpus.folder)\(note)
              \(corpus.fileCount) files, \(megabytes) MB, \(ReportTable.grouped(corpus.lineCount)) lines
            phases run serially on one thread; wall time is the median of \(options.runs) runs

            """
    }

    private func resolveScalingPhase(in phases: [BenchPhase]) throws -> BenchPhase {
        let name = options.scalingPhase ?? phases.last?.name
        guard let phase = phases.first(where: { $0.name == name }) else {
            let known = phases.map(\.name).joined(separator: ", ")
            throw BenchOptions.ParseError(description: "no phase '\(name ?? "")' (phases: \(known))")
        }
        return phase
    }
}
