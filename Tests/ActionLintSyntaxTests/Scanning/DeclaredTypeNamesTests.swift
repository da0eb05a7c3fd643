import XCTest
import ActionLintCore

/// `DeclaredTypeNames`: which names a file's type declarations are written with, as the runner
/// compares them with the types that have findings.
final class DeclaredTypeNamesTests: XCTestCase {
    private func hashes(_ code: String) -> [UInt64] {
        let source = SourceFile(path: "T.swift", text: code)
        return DeclaredTypeNames.hashes(in: ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes)))
    }

    /// The runner's test: the last piece declared, the first one tagged outermost.
    private func declares(_ code: String, _ qualifiedName: String) -> Bool {
        DeclaredTypeNames.mayDeclare(DeclaredTypeNames.ends(of: qualifiedName), in: hashes(code))
    }

    func testEveryTypeKeywordCounts() {
        let code = """
        struct Profile {}
        final class Store {}
        enum Route {}
        protocol Loading {}
        actor Cache {}
        extension Settings.VolumeRow {}
        """
        for name in ["Profile", "Store", "Route", "Loading", "Cache", "Settings.VolumeRow", "Settings"] {
            XCTAssertTrue(declares(code, name), name)
        }
        XCTAssertFalse(declares(code, "Other"))
        XCTAssertFalse(declares(code, "Settings.Other"))
        // A top-level `VolumeRow` is another type than `Settings.VolumeRow`.
        XCTAssertFalse(declares(code, "VolumeRow"))
    }

    /// A type is looked up by its last component: `Outer.Row` is found in a file with a nested
    /// `struct Row` as well as in one with `extension Outer.Row`.
    func testNestedTypesAndQuotedNames() {
        XCTAssertTrue(declares("enum Outer {\n    struct Row {}\n}\n", "Outer.Row"))
        XCTAssertTrue(declares("extension Outer.`Row` {}\n", "Outer.Row"))
        XCTAssertTrue(declares("struct `Row` {}\n", "Row"))
    }

    /// Names used as values or in comments and strings declare nothing.
    func testOtherUsesOfTheNameDoNotCount() {
        let code = "let row = Row()\n// struct Row\nlet text = \"extension Row\"\nfunc show(_ row: Row) {}\n"
        XCTAssertFalse(declares(code, "Row"))
        XCTAssertTrue(hashes(code).isEmpty)
    }
}
