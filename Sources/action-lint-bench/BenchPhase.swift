/// One measured pass over the corpus: `run` is called once per file with that file's bytes.
/// It returns a work counter (tokens, nodes, findings…) that the runner adds up and prints,
/// so the optimizer cannot prove the work unused and drop it.
struct BenchPhase {
    let name: String
    let run: ([UInt8]) -> Int

    init(name: String, run: @escaping ([UInt8]) -> Int) {
        self.name = name
        self.run = run
    }
}
