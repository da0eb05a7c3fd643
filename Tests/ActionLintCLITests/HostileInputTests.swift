import ActionLintTestSupport
import Foundation
import XCTest

/// Hostile `.swift` files through the built binary, the whole pipeline included (lexer, parser,
/// rules, `--fix`): no crash, no stack overflow, an ordinary exit status, and files that have
/// nothing safe to fix are left byte for byte.
final class HostileInputTests: FolderTestCase {
    private func bytes(_ relativePath: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: folder.url.appendingPathComponent(relativePath).path) ?? Data())
    }

    /// 100,000 unclosed openers of every kind: recursive code would overflow the stack here.
    func testHundredThousandDeepNesting() throws {
        let depth = 100_000
        let files: [String: String] = [
            "Parens.swift": String(repeating: "(", count: depth),
            "Squares.swift": String(repeating: "[", count: depth),
            "Braces.swift": String(repeating: "{", count: depth),
            "Interpolations.swift": String(repeating: "\"\\(", count: depth),
            "Comments.swift": String(repeating: "/*", count: depth),
            // Inside a view member the parser tracks calls and closures frame by frame.
            "ParensInAView.swift": "struct V: View { var body: some View { " + String(repeating: "(", count: depth),
            "BracesInAView.swift": "struct V: View { var body: some View { " + String(repeating: "{", count: depth),
        ]
        for (name, text) in files { try folder.write(name, text) }
        let run = try folder.runner().run(["--fix", "-r", "xcode"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderrLines, ["action-lint: fixed 0 findings in 0 files"])
        for (name, text) in files { XCTAssertEqual(bytes(name), Array(text.utf8), name) }
    }

    /// Random bytes (NULs, invalid UTF-8, stray quotes and brackets included) never crash the tool,
    /// are never "fixed", and each is reported as not text (exit 2); the real file is fixed.
    func testRandomBinaryFiles() throws {
        var generator = SeededBytes(seed: 0xAC71_0117)
        var written: [String: [UInt8]] = [:]
        for index in 0..<12 {
            let content = generator.bytes(count: 16_384, biasedTowards: Array("{}()[]\"\\/*\n Button".utf8))
            written["Noise\(index).swift"] = content
            try folder.write("Noise\(index).swift", bytes: content)
        }
        try folder.copySeed(to: "AddItemView.swift")
        let run = try folder.runner().run(["--fix", "-q", "-r", "xcode"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertFalse(run.stderr.contains("refused"), run.stderr)
        for index in 0..<12 {
            XCTAssertTrue(run.stderr.contains("action-lint: Noise\(index).swift: binary file") || run.stderr.contains("action-lint: Noise\(index).swift: not UTF-8 text"),
                          run.stderr)
        }
        for (name, content) in written { XCTAssertEqual(bytes(name), content, name) }
        XCTAssertTrue(String(decoding: bytes("AddItemView.swift"), as: UTF8.self).contains("func addItem()"))
    }

    /// A megabyte on one line, ending with the seed's view flattened onto that line: linted,
    /// fixed, and the bytes before the view are kept. (Ten megabytes are measured in the
    /// release build, see the README; a debug build needs minutes for them.)
    func testMegabyteSingleLine() throws {
        let seed = try String(contentsOf: BuiltTool.seedFixture, encoding: .utf8)
        let flat = Self.oneLine(seed)
        let unit = "let value = compute(\"text \\(x)\", [1, 2.5, 0x1F]) { $0 + 1 }; "
        let prefix = String(repeating: unit, count: 1_000_000 / unit.utf8.count)
        try folder.write("Line.swift", prefix + flat + "\n")
        let run = try folder.runner().run(["--fix", "-r", "xcode"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderrLines, ["action-lint: fixed 1 finding in 1 file"])
        let after = bytes("Line.swift")
        XCTAssertTrue(after.starts(with: Array(prefix.utf8)))
        XCTAssertTrue(String(decoding: after, as: UTF8.self).contains("addItem"))
        XCTAssertEqual(try folder.runner().run(["-q", "-r", "xcode", "Line.swift"]).stdout, "", "nothing left to find")
    }

    /// The code on one line: `;` between statements, a space where a line continues an
    /// expression (after `{`, `(`, `,`; before `}`, `)`, `.`).
    static func oneLine(_ code: String) -> String {
        var result = ""
        for line in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            guard let last = result.last, let first = line.first else {
                result = line
                continue
            }
            result += "{(,".contains(last) || "}).".contains(first) ? " " + line : "; " + line
        }
        return result
    }
}
