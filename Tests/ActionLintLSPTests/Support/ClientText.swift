import Foundation
import XCTest

/// The client's side of a document: LSP positions turned into string indices the way an
/// editor does it, with Swift's own UTF-16 (or UTF-8) views, independent of the server's code.
enum ClientText {
    enum Units { case utf16, utf8 }

    /// The string index of an LSP position (lines end at `\n`; a `\r` before it stays on the line).
    static func index(_ position: [String: Any], in text: String, units: Units = .utf16) throws -> String.Index {
        let line = try XCTUnwrap(position["line"] as? Int)
        let character = try XCTUnwrap(position["character"] as? Int)
        var lineStart = text.startIndex
        for _ in 0..<line {
            let newline = try XCTUnwrap(text.unicodeScalars[lineStart...].firstIndex(of: "\n"), "line \(line) is past the end")
            lineStart = text.unicodeScalars.index(after: newline)
        }
        switch units {
        case .utf16: return text.utf16.index(lineStart, offsetBy: character)
        case .utf8: return text.utf8.index(lineStart, offsetBy: character)
        }
    }

    /// `text` with LSP `TextEdit`s applied: every range refers to the original text; inserts at
    /// one position keep the order of the array.
    static func applying(_ edits: [[String: Any]], to text: String, units: Units = .utf16) throws -> String {
        var resolved: [(range: Range<String.Index>, newText: String, order: Int)] = []
        for (order, edit) in edits.enumerated() {
            let range = try XCTUnwrap(edit["range"] as? [String: Any])
            let start = try index(try XCTUnwrap(range["start"] as? [String: Any]), in: text, units: units)
            let end = try index(try XCTUnwrap(range["end"] as? [String: Any]), in: text, units: units)
            resolved.append((start..<end, try XCTUnwrap(edit["newText"] as? String), order))
        }
        resolved.sort { ($0.range.lowerBound, $0.order) > ($1.range.lowerBound, $1.order) }
        var result = text
        for edit in resolved { result.replaceSubrange(edit.range, with: edit.newText) }
        return result
    }

    /// The text edits of a code action's workspace edit for `uri` (`changes` or `documentChanges`).
    static func edits(of action: [String: Any], uri: String) throws -> [[String: Any]] {
        let edit = try XCTUnwrap(action["edit"] as? [String: Any], "no edit in \(action)")
        if let changes = edit["changes"] as? [String: Any] {
            return try XCTUnwrap(changes[uri] as? [[String: Any]])
        }
        let documentChanges = try XCTUnwrap(edit["documentChanges"] as? [[String: Any]])
        XCTAssertEqual(documentChanges.count, 1)
        let change = try XCTUnwrap(documentChanges.first)
        XCTAssertEqual((change["textDocument"] as? [String: Any])?["uri"] as? String, uri)
        return try XCTUnwrap(change["edits"] as? [[String: Any]])
    }

    /// An LSP position.
    static func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

    static func range(_ start: [String: Any], _ end: [String: Any]) -> [String: Any] { ["start": start, "end": end] }
}
