import ActionLintCore
import ActionLintRules
import Foundation
import XCTest

/// Runs `ExtractActionRefactoring` on source held in a string, at the `↓` markers in it, and
/// applies the extraction through `FileFixer.apply`, the checks `action-lint extract --fix` runs.
enum ExtractionHarness {
    /// The source without its markers, and the markers' byte offsets.
    static func unmarked(_ marked: String) -> (code: String, offsets: [Int]) { LintHarness.markers(in: marked) }

    /// The byte offset of the first `text` in `code`.
    static func offset(of text: String, in code: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let range = try XCTUnwrap(code.range(of: text), "no \(text) in the code", file: file, line: line)
        return code.utf8.distance(from: code.startIndex, to: range.lowerBound)
    }

    static func outcome(_ code: String, at offset: Int, styles: [FixStyle] = [.method], configuration: Configuration = Configuration(),
                        writesEdits: Bool = true) -> ExtractActionRefactoring.Offer {
        ExtractActionRefactoring(configuration: configuration)
            .extractions(at: offset, in: LintHarness.parse(code, path: "View.swift"), memberIndex: MemberIndex(), styles: styles,
                         writesEdits: writesEdits)
    }

    /// The extraction at `offset` in `style`, applied and checked; fails the test when there is none.
    static func extracted(_ code: String, at offset: Int, style: FixStyle = .method, configuration: Configuration = Configuration(),
                          file: StaticString = #filePath, line: UInt = #line) throws -> (text: String, extraction: ExtractActionRefactoring.Extraction) {
        guard case let .extractions(found) = outcome(code, at: offset, styles: [style], configuration: configuration),
              let extraction = found.first else {
            XCTFail("no extraction at \(offset): \(outcome(code, at: offset, styles: [style]))", file: file, line: line)
            throw NoExtraction()
        }
        let fixer = FileFixer(engine: LintHarness.engine(configuration), allowUnsafe: false)
        let applied = fixer.apply(extraction.fix, to: LintHarness.parse(code, path: "View.swift"), memberIndex: MemberIndex())
        XCTAssertNil(applied.refusal, file: file, line: line)
        return (String(decoding: applied.fixed, as: UTF8.self), extraction)
    }

    /// Why nothing is offered at `offset`: the refusal's reason; nil (and a failure) when something is.
    static func refusal(_ code: String, at offset: Int, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch outcome(code, at: offset, styles: FixStyle.allCases) {
        case let .refused(_, reason): return reason
        case .noAction: return "no action"
        case let .extractions(found):
            XCTFail("expected no extraction, got \(found.map(\.fix.title))", file: file, line: line)
            return nil
        }
    }

    struct NoExtraction: Error {}
}
