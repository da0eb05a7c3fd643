import Foundation

/// Checks that a phase's cost is linear in its input: it times the phase on the corpus, on the
/// corpus listed twice (twice the files) and on the corpus with every file doubled in length
/// (each file followed by the next one). Linear code takes about twice as long in both; a much larger
/// ratio on the second points at work that grows with the size of one file.
struct ScalingBenchmark {
    let phase: BenchPhase
    let corpus: BenchCorpus
    let runs: Int

    func run() -> String {
        let base = measure(corpus, label: "×1")
        let moreFiles = measure(corpus.repeated(), label: "×2 files")
        let longerFiles = measure(corpus.eachFileDoubled(), label: "×2 file length")
        return """
            scaling of \(phase.name) (median of \(max(1, runs)) runs; ~2.0x is linear)
            \(ReportTable.render([base, moreFiles, longerFiles]))
            time ratio ×2 files / ×1: \(ratio(moreFiles, base))
            time ratio ×2 file length / ×1: \(ratio(longerFiles, base))
            """
    }

    private func measure(_ input: BenchCorpus, label: String) -> PhaseMeasurement {
        let named = BenchPhase(name: "\(phase.name) \(label)", run: phase.run)
        return PhaseRunner(corpus: input, runs: runs).measure(named)
    }

    private func ratio(_ larger: PhaseMeasurement, _ base: PhaseMeasurement) -> String {
        base.seconds > 0 ? String(format: "%.2fx", larger.seconds / base.seconds) : "n/a"
    }
}
