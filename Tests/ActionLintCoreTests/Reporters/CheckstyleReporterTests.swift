import XCTest
@testable import ActionLintCore
#if canImport(FoundationXML)
import FoundationXML
#endif

final class CheckstyleReporterTests: XCTestCase {
    func testFixture() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/App/AddItemView.swift">
            <error line="12" column="17" severity="warning" message="This action closure duplicates 1 other in AddItemView" source="action-lint.duplicate-action-closure"/>
          </file>
          <file name="Sources/My App/List View.swift">
            <error line="7" column="25" severity="error" message="Action &quot;save(item)&quot; repeats: 100%, &lt;same&gt; &amp; identical&#10;Extract it by hand. (no automatic fix: the closure reads `item`, an element of ForEach)" source="action-lint.duplicate-action-closure"/>
          </file>
        </checkstyle>

        """
        XCTAssertEqual(CheckstyleReporter().render(ReporterFixture.input()), expected)
    }

    func testEmptyIsStillADocument() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>

        """
        XCTAssertEqual(CheckstyleReporter().render(ReporterFixture.empty), expected)
    }

    /// Files are sorted and each appears once, even when the findings interleave.
    func testGroupsFindingsByFile() {
        let a = ReporterFixture.unfixable
        var b = ReporterFixture.unfixable
        b.range.path = "A.swift"
        b.message = "second"
        var c = ReporterFixture.unfixable
        c.message = "third"
        let output = CheckstyleReporter().render(ReporterFixture.input(findings: [a, b, c]))
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines.filter { $0.hasPrefix("<file") }, [
            "<file name=\"A.swift\">", "<file name=\"Sources/My App/List View.swift\">",
        ])
        XCTAssertEqual(lines.filter { $0.hasPrefix("<error") }.map { $0.contains("third") }, [false, false, true])
    }

    /// An XML parser reads back exactly the message written, including characters XML forbids
    /// (replaced by U+FFFD) and an apostrophe.
    func testOutputIsWellFormedAndMessagesRoundTrip() throws {
        var finding = ReporterFixture.unfixable
        finding.message = "it's <a> & \"b\"\n\ttab\u{1}bell\u{FFFF}"
        let output = CheckstyleReporter().render(ReporterFixture.input(findings: [ReporterFixture.duplicate, finding]))
        let collector = XMLErrorMessageCollector()
        let parser = XMLParser(data: Data(output.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), String(describing: parser.parserError))
        XCTAssertEqual(collector.messages, [
            ReporterFixture.duplicate.message,
            "it's <a> & \"b\"\n\ttab\u{FFFD}bell\u{FFFD} (no automatic fix: the closure reads `item`, an element of ForEach)",
        ])
    }
}
