@testable import ActionLintCore
import ActionLintBenchSupport
import XCTest

/// The index parses only the files a lookup may need; it must never miss one. Over generated
/// views and models (half with the names the lint's scan gives, half byte-scanned), every
/// lookup finds what reading every file finds: a name all its declarations, a member every
/// declaration in its type, a top-level name every declaration at file scope.
final class ModuleIndexSearchTests: XCTestCase {
    struct Module {
        var files: [ModuleIndex.File]
        /// Every declaration of every file, read from a parse of each.
        var all: [ModuleDeclaration]
    }

    static let module: Module = {
        var files: [ModuleIndex.File] = []
        var all: [ModuleDeclaration] = []
        for (position, generated) in SyntheticCorpus.generate(fileCount: 60, seed: 27).enumerated() {
            let source = SourceFile(path: "/module/" + generated.path, text: generated.contents)
            let scanned = ParsedFile.tokensOnly(source: source, tokens: Lexer.tokenize(source.bytes))
            _ = ClosureLiteralScanner(file: scanned).scan(keeping: { _ in true })
            let words = position % 2 == 0 ? ByteSearch.declaredNameHashes(in: scanned) : nil
            files.append(ModuleIndex.File(path: source.path, bytes: source.bytes, words: words))
            all += DeclarationReader.declarations(in: ParsedFile(source: source))
        }
        return Module(files: files, all: all)
    }()

    static func key(_ declaration: ModuleDeclaration) -> String {
        "\(declaration.file.source.path) \(declaration.qualifiedName) \(declaration.kind)"
    }

    func testEveryLookupFindsWhatReadingEveryFileFinds() throws {
        let module = Self.module
        XCTAssertGreaterThan(module.all.count, 500)
        let names = Set(module.all.map(\.name)).sorted()
        for name in names.enumerated().filter({ $0.offset % 6 == 0 }).map(\.element) {
            let expected = Set(module.all.filter { $0.name == name }.map(Self.key))
            XCTAssertEqual(Set(ModuleIndex(files: module.files).declarations(named: name).map(Self.key)), expected, name)
            let topLevel = Set(module.all.filter { $0.name == name && $0.owner == nil }.map(Self.key))
            let foundAtTop = Set(ModuleIndex(files: module.files).declarations(topLevelNamed: name).map(Self.key))
            XCTAssertTrue(topLevel.isSubset(of: foundAtTop), name)
            for owner in Set(module.all.filter { $0.name == name }.compactMap(\.owner)) {
                let scope = String(owner.prefix { $0 != "." })
                let members = Set(module.all.filter { $0.name == name && $0.owner == owner }.map(Self.key))
                let found = ModuleIndex(files: module.files).declarations(named: name, searching: scope)
                XCTAssertTrue(members.isSubset(of: Set(found.map(Self.key))), "\(owner).\(name)")
            }
        }
    }

    /// The narrow lookups are narrow: fewer files parsed than for the name alone.
    func testAMemberLookupParsesFewerFilesThanTheNameAlone() {
        let module = Self.module
        let byName = ModuleIndex(files: module.files)
        _ = byName.declarations(named: "body")
        let owner = module.all.first { $0.name == "body" && $0.owner != nil }?.owner ?? ""
        let byMember = ModuleIndex(files: module.files)
        _ = byMember.declarations(named: "body", searching: owner)
        XCTAssertGreaterThan(byName.parsedFileCount, 10)
        XCTAssertLessThan(byMember.parsedFileCount, byName.parsedFileCount / 4)
    }

    /// A name's declarations come in file order, whichever search parsed their files first.
    func testDeclarationsComeInFileOrderWhateverTheSearchOrder() {
        let files = [
            ModuleIndex.File(path: "/m/A.swift", bytes: Array("struct Alpha { var title = \"\" }\n".utf8)),
            ModuleIndex.File(path: "/m/B.swift", bytes: Array("struct Beta { var title = 0 }\n".utf8)),
        ]
        let index = ModuleIndex(files: files)
        // B is parsed first (only it declares `Beta`), A after.
        XCTAssertEqual(index.declarations(named: "Beta").map(\.file.source.path), ["/m/B.swift"])
        XCTAssertEqual(index.declarations(named: "title").map(\.file.source.path), ["/m/A.swift", "/m/B.swift"])
    }

    /// Lookups from many threads at once (each parses outside the index's lock) find what one
    /// thread asking the same names in turn finds, in the same order.
    func testConcurrentLookupsFindWhatSerialLookupsFind() {
        let module = Self.module
        let names = Array(Set(module.all.map(\.name)).sorted().prefix(120))
        let serial = ModuleIndex(files: module.files)
        let expected = names.map { serial.declarations(named: $0).map(Self.key) }
        let shared = ModuleIndex(files: module.files)
        let found = Concurrently.map(0..<names.count * 2) { position in
            shared.declarations(named: names[position % names.count]).map(Self.key)
        }
        for (position, keys) in found.enumerated() { XCTAssertEqual(keys, expected[position % names.count], names[position % names.count]) }
        XCTAssertEqual(shared.parsedFileCount, serial.parsedFileCount)
    }

    /// A module of hundreds of files has its words placed in several tables, built at once:
    /// every file is still found, in file order, and a name one file declares finds that file.
    func testAModuleOfManyFilesFindsEveryFileInOrder() {
        let files = (0..<300).map { number in
            ModuleIndex.File(path: "/m/Model\(number).swift",
                             bytes: Array("struct Model\(number) {\n    var title = \"\"\n}\n".utf8))
        }
        let index = ModuleIndex(files: files)
        XCTAssertEqual(index.declarations(named: "title").map(\.file.source.path), files.map(\.path))
        XCTAssertEqual(index.declarations(named: "Model217").map(\.file.source.path), ["/m/Model217.swift"])
        XCTAssertEqual(index.declarations(named: "Model300").count, 0)
    }
}
