import XCTest

/// Every input under `Tests/Fixtures/Fuzz/` — crashers and slow inputs found by
/// `Tests/Fuzz/run-fuzzer.sh`, and hand-made hostile shapes — goes through the whole pipeline
/// with the fuzz harness's checks.
final class FuzzRegressionTests: XCTestCase {
    func testEveryRegressionInputPassesThePipeline() {
        let inputs = PipelineCheck.fixtureFiles(in: "Fuzz")
        XCTAssertGreaterThanOrEqual(inputs.count, 4, "the regression inputs are missing")
        for (name, bytes) in inputs {
            let result = PipelineCheck.run(bytes)
            XCTAssertNil(result.violation, name)
        }
    }

    /// The hand-made inputs with a duplicate that can be fixed are fixed: the check above is
    /// not passing because nothing ran.
    func testFixableRegressionInputsAreFixed() {
        let fixable = PipelineCheck.fixtureFiles(in: "Fuzz").filter { $0.name.hasPrefix("fixable-") }
        XCTAssertFalse(fixable.isEmpty)
        for (name, bytes) in fixable { XCTAssertTrue(PipelineCheck.run(bytes).fixed, name) }
    }
}
