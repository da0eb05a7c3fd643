import XCTest
@testable import ActionLintSyntax

final class SortedUniqueTests: XCTestCase {
    /// Sorted, each value once, whatever the order and the repeats (runs, scattered, all equal).
    func testSortAndDropRepeatsKeepsEachValueOnceInOrder() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 17, 64, 300] {
            for range in [UInt32(0)...UInt32(3), UInt32(0)...UInt32(1_000), UInt32(7)...UInt32(7)] {
                let values = (0..<count).map { _ in UInt32.random(in: range, using: &generator) }
                var deduplicated = values
                deduplicated.sortAndDropRepeats()
                XCTAssertEqual(deduplicated, Array(Set(values)).sorted(), "\(values)")
            }
        }
    }

    func testSortedContainsFindsExactlyTheValuesHeld() {
        var held: [UInt64] = [40, 2, 2, 19, 7, 40, 1]
        held.sortAndDropRepeats()
        for value in UInt64(0)...UInt64(45) {
            XCTAssertEqual(held.sortedContains(value), [1, 2, 7, 19, 40].contains(value), "\(value)")
        }
        XCTAssertFalse([UInt64]().sortedContains(0))
    }
}
