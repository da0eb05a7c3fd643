import XCTest
@testable import ActionLintCore

final class GlobTests: XCTestCase {
    private func glob(_ pattern: String) throws -> Glob { try Glob(pattern) }

    func testStarStaysWithinASegment() throws {
        let pattern = try glob("Sources/*.swift")
        XCTAssertTrue(pattern.matches("Sources/View.swift"))
        XCTAssertFalse(pattern.matches("Sources/App/View.swift"))
        XCTAssertFalse(pattern.matches("Other/Sources/View.swift"), "a pattern with '/' is anchored")
    }

    func testGlobstarCrossesSegmentsIncludingZero() throws {
        let pattern = try glob("Sources/**/View.swift")
        XCTAssertTrue(pattern.matches("Sources/View.swift"))
        XCTAssertTrue(pattern.matches("Sources/A/B/View.swift"))
        XCTAssertFalse(pattern.matches("Tests/A/View.swift"))
        XCTAssertTrue(try glob("**/*.swift").matches("a/b/c.swift"))
        XCTAssertTrue(try glob("a/**/b/**/c").matches("a/x/b/y/z/c"))
        XCTAssertFalse(try glob("a/**/b/**/c").matches("a/x/c"))
    }

    func testPatternWithoutSlashMatchesTheNameAtAnyDepth() throws {
        let pattern = try glob("*.generated.swift")
        XCTAssertTrue(pattern.matches("Model.generated.swift"))
        XCTAssertTrue(pattern.matches("Sources/App/Model.generated.swift"))
        XCTAssertFalse(pattern.matches("Sources/App/Model.swift"))
        XCTAssertTrue(try glob("/Top.swift").matches("Top.swift"))
        XCTAssertFalse(try glob("/Top.swift").matches("Sub/Top.swift"), "a leading '/' anchors")
    }

    func testMatchingFolderMatchesEverythingBelow() throws {
        XCTAssertTrue(try glob("Generated").matches("Sources/Generated/Deep/File.swift"))
        XCTAssertTrue(try glob("Sources/Legacy").matches("Sources/Legacy/Old.swift"))
        let folderOnly = try glob("Build/")
        XCTAssertTrue(folderOnly.matches("Build/x.swift"))
        XCTAssertTrue(folderOnly.matches("Build", isDirectory: true))
        XCTAssertFalse(folderOnly.matches("Build"), "a trailing '/' only matches folders")
        XCTAssertFalse(folderOnly.matches("Sources/Builder/x.swift"))
    }

    func testQuestionMarkClassesAndNegation() throws {
        XCTAssertTrue(try glob("V?ew.swift").matches("View.swift"))
        XCTAssertFalse(try glob("V?ew.swift").matches("Vew.swift"))
        XCTAssertTrue(try glob("[abc]x").matches("bx"))
        XCTAssertFalse(try glob("[abc]x").matches("dx"))
        XCTAssertTrue(try glob("file[0-9].swift").matches("file7.swift"))
        XCTAssertFalse(try glob("file[0-9].swift").matches("fileA.swift"))
        XCTAssertTrue(try glob("[!x]y").matches("ay"))
        XCTAssertFalse(try glob("[!x]y").matches("xy"))
        XCTAssertTrue(try glob("[]]").matches("]"), "a ']' first in a class is a member")
        XCTAssertTrue(try glob("é?").matches("éè"), "'?' matches one character, not one byte")
    }

    func testBraceAlternativesMayHoldSlashesAndNest() throws {
        let pattern = try glob("{Sources,Tests/Unit}/**/*.{swift,h}")
        XCTAssertTrue(pattern.matches("Sources/a.swift"))
        XCTAssertTrue(pattern.matches("Tests/Unit/x/b.h"))
        XCTAssertFalse(pattern.matches("Tests/UI/b.swift"))
        XCTAssertTrue(try glob("a{b,c{d,e}}f").matches("acef"))
        XCTAssertTrue(try glob("x{,y}").matches("x"), "an empty alternative stands for no text")
    }

    func testBackslashEscapes() throws {
        XCTAssertTrue(try glob(#"a\*b"#).matches("a*b"))
        XCTAssertFalse(try glob(#"a\*b"#).matches("axb"))
        XCTAssertTrue(try glob(#"\{a,b\}"#).matches("{a,b}"))
        XCTAssertTrue(try glob(#"[\]]"#).matches("]"))
    }

    func testInvalidPatternsThrowWithAMessage() {
        XCTAssertThrowsError(try Glob("Sources/[ab")) { error in
            XCTAssertEqual("\(error)", #"invalid glob "Sources/[ab": unclosed '['"#)
        }
        XCTAssertThrowsError(try Glob("{a,b")) { error in
            XCTAssertEqual((error as? GlobError)?.reason, "unclosed '{'")
        }
        XCTAssertThrowsError(try Glob(#"a\"#)) { error in
            XCTAssertEqual((error as? GlobError)?.reason, "'\\' at the end of a segment escapes nothing")
        }
        XCTAssertThrowsError(try Glob("")) { error in
            XCTAssertEqual((error as? GlobError)?.reason, "the pattern is empty")
        }
        XCTAssertThrowsError(try Glob(String(repeating: "{a,b}", count: 11))) { error in
            XCTAssertEqual((error as? GlobError)?.reason, "more than 1024 '{…}' alternatives")
        }
    }

    func testPathologicalPatternsStayFast() throws {
        let manyGlobstars = try glob(Array(repeating: "**", count: 40).joined(separator: "/") + "/x/**/y")
        let deepPath = Array(repeating: "a", count: 200).joined(separator: "/") + "/z"
        let manyStars = try glob(String(repeating: "*a", count: 30) + "b")
        let longName = String(repeating: "a", count: 5_000)
        let start = Date()
        XCTAssertFalse(manyGlobstars.matches(deepPath))
        XCTAssertFalse(manyStars.matches(longName))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "matching must not backtrack exponentially")
    }
}
