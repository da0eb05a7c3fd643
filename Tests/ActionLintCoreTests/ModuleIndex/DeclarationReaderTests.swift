@testable import ActionLintCore
import XCTest

/// What the module index reads from a file: declarations, never bodies.
final class DeclarationReaderTests: XCTestCase {
    static let models = """
    import SwiftUI

    final class Library<Shelf: Hashable>: ObservableObject {
        @Published private(set) var entries: [Archive.Entry] = []
        private var cache: [String: Int] = [:]
        static let shared = Library()
        var count: Int { entries.count }

        func open(_ entry: Archive.Entry, animated: Bool = true) {
            let ignored: Int = 0
            _ = ignored
        }

        func sorted<Key>(by key: Key) -> [Archive.Entry] { entries }

        init(name: String) {}

        init<Source: Sequence>(contentsOf source: Source, onSkip: ((Source.Element) -> Void)? = nil) {}
    }

    enum Archive {
        typealias Entries = [Entry]

        struct Entry: Identifiable {
            let id: Int
        }

        enum Kind {
            case song, podcast(episode: Int)
        }
    }

    private extension Library {
        var hidden: Bool { false }
    }

    func makeLibrary() -> Library<Int> { Library(name: "") }

    """

    func declarations() -> [ModuleDeclaration] {
        DeclarationReader.declarations(in: ParsedFile(source: SourceFile(path: "/m/Library.swift", bytes: Array(Self.models.utf8))))
    }

    func declaration(_ name: String, owner: String? = nil) throws -> ModuleDeclaration {
        try XCTUnwrap(declarations().first { $0.name == name && $0.owner == owner }, "\(name) in \(owner ?? "file scope")")
    }

    func text(_ declaration: ModuleDeclaration, _ tokens: [Int]) -> String {
        tokens.map { declaration.file.text($0) }.joined()
    }

    func testTypesNestedAndGenericWithTheirAccess() throws {
        let library = try declaration("Library")
        XCTAssertEqual(library.kind, .type(.class))
        XCTAssertEqual(library.genericParameters, ["Shelf"])
        XCTAssertEqual(try declaration("Entry", owner: "Archive").kind, .type(.struct))
        XCTAssertEqual(try declaration("Kind", owner: "Archive").qualifiedName, "Archive.Kind")
        let alias = try declaration("Entries", owner: "Archive")
        XCTAssertEqual(alias.kind, .typeAlias)
        XCTAssertEqual(text(alias, alias.type), "[Entry]")
    }

    /// What another module may name: a public protocol's requirements, a public extension's
    /// members and a public enum's cases write no `public` of their own.
    func testMembersThatTakeTheirAccessFromWhereTheyAreWritten() throws {
        let source = """
        public protocol AnyStatus {
            var content: String { get }
        }

        protocol Draft {
            var text: String { get }
        }

        public extension AnyStatus {
            var isEmpty: Bool { content.isEmpty }
            internal var length: Int { content.count }
            private var first: Character? { content.first }
        }

        public struct Status {
            var id: Int
        }

        public enum Visibility {
            case pub, direct
        }

        """
        let found = DeclarationReader.declarations(in: ParsedFile(source: SourceFile(path: "/m/Status.swift", bytes: Array(source.utf8))))
        let access = Dictionary(found.map { ($0.name, $0.access) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(access["content"], .public)
        XCTAssertEqual(access["text"], .internal)
        XCTAssertEqual(access["isEmpty"], .public)
        XCTAssertEqual(access["length"], .internal)
        XCTAssertEqual(access["first"], .private)
        XCTAssertEqual(access["id"], .internal, "a public struct's member is internal unless it says otherwise")
        XCTAssertEqual(access["direct"], .public, "a public enum's case")
    }

    func testPropertiesWithTheirWrittenTypesAndAccess() throws {
        let entries = try declaration("entries", owner: "Library")
        XCTAssertEqual(text(entries, entries.type), "[Archive.Entry]")
        XCTAssertEqual(entries.access, .internal, "private(set) still reads as internal")
        XCTAssertEqual(try declaration("cache", owner: "Library").access, .private)
        XCTAssertTrue(try declaration("shared", owner: "Library").isStatic)
        let count = try declaration("count", owner: "Library")
        XCTAssertEqual(text(count, count.type), "Int")
        XCTAssertEqual(try declaration("hidden", owner: "Library").access, .fileprivate, "a private extension's member")
        // Locals of a function body are no declarations of the type.
        XCTAssertNil(declarations().first { $0.name == "ignored" })
    }

    func testFunctionsInitializersAndCasesWithTheirParameters() throws {
        let open = try declaration("open", owner: "Library")
        XCTAssertEqual(open.parameters.map(\.label), ["_", "animated"])
        XCTAssertEqual(open.parameters.map(\.hasDefault), [false, true])
        XCTAssertEqual(text(open, open.parameters[0].type), "Archive.Entry")
        XCTAssertEqual(try declaration("sorted", owner: "Library").genericParameters, ["Key"])
        let initializers = declarations().filter { $0.kind == .initializer && $0.owner == "Library" }
        XCTAssertEqual(initializers.map { $0.parameters.map(\.name) }, [["name"], ["source", "onSkip"]])
        // A generic `init`'s parameters depend on the call: its generic parameters say which.
        XCTAssertEqual(initializers.map(\.genericParameters), [[], ["Source"]])
        XCTAssertEqual(try declaration("song", owner: "Archive.Kind").kind, .enumCase)
        let podcast = try declaration("podcast", owner: "Archive.Kind")
        XCTAssertEqual(podcast.parameters.map(\.label), ["episode"])
        XCTAssertEqual(try declaration("makeLibrary").kind, .function)
    }

    /// `case plus = "Plus", patron = "Patron"`: each case after a raw value of several tokens.
    func testCasesAfterRawValuesOfEveryKind() {
        let source = """
        enum Tier: String {
            case none = "", plus = "Plus", patron = "Patron"
            case quoted = #"a "b""#, last
        }

        enum Offset: Int {
            case back = -1, still = 0, forward = 1
        }

        """
        let found = DeclarationReader.declarations(in: ParsedFile(source: SourceFile(path: "/m/Tier.swift", bytes: Array(source.utf8))))
        let cases = { (owner: String) in found.filter { $0.kind == .enumCase && $0.owner == owner }.map(\.name) }
        XCTAssertEqual(cases("Tier"), ["none", "plus", "patron", "quoted", "last"])
        XCTAssertEqual(cases("Offset"), ["back", "still", "forward"])
    }
}
