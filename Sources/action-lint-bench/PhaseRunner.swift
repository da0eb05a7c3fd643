import ActionLintCore
/// Runs phases over a corpus, serially on the calling thread: the numbers are single-core
/// throughput, comparable across machines with different core counts.
struct PhaseRunner {
    let corpus: BenchCorpus
    let runs: Int

    /// Reads every file from disk `runs` times. After the first run the files are in the page
    /// cache, so the median is the cost of the system calls and the copy, not of the disk.
    func measureRead() throws -> PhaseMeasurement {
        try measure(name: "read") {
            var total = 0
            for path in corpus.paths {
                total &+= try SourceReader.read(path).count
            }
            return total
        }
    }

    func measure(_ phase: BenchPhase) -> PhaseMeasurement {
        measure(name: phase.name) {
            var total = 0
            for bytes in corpus.contents {
                total &+= phase.run(bytes)
            }
            return total
        }
    }

    private func measure(name: String, _ pass: () throws -> Int) rethrows -> PhaseMeasurement {
        PeakMemory.reset()
        var times: [Double] = []
        var work = 0
        for _ in 0..<max(1, runs) {
            let timed = try Timing.measure(pass)
            times.append(timed.seconds)
            work = timed.result
        }
        return PhaseMeasurement(
            name: name, files: corpus.fileCount, bytes: corpus.byteCount, lines: corpus.lineCount,
            seconds: Timing.median(times), peakBytes: PeakMemory.current(), work: work
        )
    }
}
