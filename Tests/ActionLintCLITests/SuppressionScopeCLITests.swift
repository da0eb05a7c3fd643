import ActionLintTestSupport
import Foundation
import XCTest

/// Issue 20, item 6: `disable:next` and `disable:this` cover the lines of the statement they
/// sit at; a suppressed site leaves its group; an unused disable is reported.
final class SuppressionScopeCLITests: FolderTestCase {
    /// `body` inside a view with `count`, and the xcode lines of the run (rule ids and lines).
    private func lint(_ body: String) throws -> (status: Int32, lines: [String]) {
        try folder.write("CounterView.swift", """
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0

            var body: some View {
                VStack {
        \(body)
                }
            }
        }

        """)
        let run = try folder.runner().run(["--reporter", "xcode", "--no-color", "CounterView.swift"])
        let lines = run.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 4)
            let rule = line.split(separator: "[").last.map { String($0.dropLast()) } ?? ""
            return "\(parts[1]) \(parts[3].trimmingCharacters(in: .whitespaces)) \(parts[3].contains("note") ? "" : rule)"
                .trimmingCharacters(in: .whitespaces)
        }
        return (run.status, lines)
    }

    private let tapBody = """
                    count += 1
                    print("added")
    """

    func testDisableNextAboveTheControlCoversItsModifiers() throws {
        let result = try lint("""
                    Button("Add") {
        \(tapBody)
                    }
                    // action-lint:disable:next duplicate-action-closure
                    Text("Tap to add")
                        .font(.caption)
                        .onTapGesture {
        \(tapBody)
                        }
        """)
        XCTAssertEqual(result.lines, [], "the only other site is suppressed: no group is left")
    }

    func testDisableThisOnTheControlLineCoversItsModifiers() throws {
        let result = try lint("""
                    Button("Add") {
        \(tapBody)
                    }
                    Text("Tap to add") // action-lint:disable:this duplicate-action-closure
                        .onTapGesture {
        \(tapBody)
                        }
        """)
        XCTAssertEqual(result.lines, [])
    }

    func testSuppressedSiteLeavesTheGroupAndTwoOthersAreStillReported() throws {
        let result = try lint("""
                    Button("Add") {
        \(tapBody)
                    }
                    // action-lint:disable:next duplicate-action-closure
                    Text("Tap to add")
                        .onTapGesture {
        \(tapBody)
                        }
                    Image(systemName: "plus")
                        .onTapGesture {
        \(tapBody)
                        }
        """)
        // Lines: the Button's `{` is line 8, the Image's `.onTapGesture {` line 19.
        XCTAssertEqual(result.lines, ["19 warning duplicate-action-closure", "8 note"])
    }

    func testDisableThatSuppressesNothingIsReported() throws {
        let result = try lint("""
                    // action-lint:disable:next duplicate-action-closure
                    Text("Hello")
                    Button("Add") { // action-lint:disable:this invalid-suppression
                        count += 1
                    }
        """)
        XCTAssertEqual(result.lines, ["8 warning invalid-suppression"])
        XCTAssertEqual(result.status, 0)
    }
}
