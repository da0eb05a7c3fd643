import ActionLintCore
import ActionLintRules
import ActionLintTestSupport
import XCTest

/// Everything the rule shows or is tested with is code the compiler accepts: each example, each
/// correction's input and output, and each fix fixture (input and fixed output) type-checks
/// against the SwiftUI stub in Swift 5 and Swift 6 language modes. An input that does not
/// type-check is a test bug; an output that does not is a broken fix.
final class TypeCheckedExamplesTests: XCTestCase {
    func testExamplesAndCorrectionsTypeCheck() {
        let description = DuplicateActionClosureRule.description
        var sources: [SwiftUITypeCheck.Source] = []
        for (index, example) in description.triggeringExamples.enumerated() {
            sources.append(.init(name: "Triggering\(index)", text: Self.compilable(example.code)))
        }
        for (index, example) in description.nonTriggeringExamples.enumerated() {
            sources.append(.init(name: "NonTriggering\(index)", text: Self.compilable(example.code)))
        }
        for (index, correction) in description.corrections.enumerated() {
            // The seed's corrections are the article's code byte for byte (`FixSeedTests`).
            let isSeed = correction.input == FixSeedTests.seed
            sources.append(.init(name: "Correction\(index)Input", text: isSeed ? Self.seedContext + correction.input : Self.compilable(correction.input)))
            sources.append(.init(name: "Correction\(index)Output", text: isSeed ? Self.seedContext + correction.output : Self.compilable(correction.output)))
        }
        SwiftUITypeCheck.assertTypeChecks(sources)
    }

    func testFixFixturesTypeCheck() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: FixFixtures.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(names.isEmpty)
        let sources = try names.map { name in
            let text = try FixFixtures.text(name)
            return SwiftUITypeCheck.Source(name: name, text: text.hasPrefix("import ") ? text : Self.seedContext + text)
        }
        SwiftUITypeCheck.assertTypeChecks(sources)
    }

    /// The seed fixtures are the article's code byte for byte, which imports nothing and uses
    /// an `Item` declared elsewhere in its app: checked with those two added in front.
    static let seedContext = """
    import SwiftUI

    struct Item {
        var title: String
    }


    """

    /// An example as a file: without its `↓` markers, and with `import SwiftUI` as the file
    /// it stands for would start.
    static func compilable(_ code: String) -> String {
        let text = code.replacingOccurrences(of: "↓", with: "")
        return text.hasPrefix("import ") ? text : "import SwiftUI\n\n" + text
    }
}
