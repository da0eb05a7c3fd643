import ActionLintCore
import ActionLintRules
import Foundation
import XCTest
import ActionLintTestSupport

/// The layout that keeps each rule a local change: a rule is one folder under `Rules/` with a
/// test folder of its own, rules share code only through `Rules/Actions/`, and Core names no rule.
final class RuleLayoutTests: XCTestCase {
    static let root = TestPaths.packageRoot

    /// `DuplicateActionClosureRule` lives in `Rules/DuplicateActionClosure/`.
    static func folderName(_ rule: any Rule.Type) -> String {
        let typeName = String(describing: rule)
        return typeName.hasSuffix("Rule") ? String(typeName.dropLast(4)) : typeName
    }

    static func swiftFiles(under folder: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    func testEveryRuleHasItsFolderTestFolderAndFixtureFolder() {
        let manager = FileManager.default
        for rule in RuleRegistry.rules {
            let name = Self.folderName(rule)
            XCTAssertTrue(manager.fileExists(atPath: Self.root.appendingPathComponent("Rules/\(name)/\(rule).swift").path),
                          "\(rule) is not in Rules/\(name)/")
            XCTAssertTrue(manager.fileExists(atPath: Self.root.appendingPathComponent("Tests/ActionLintRulesTests/\(name)").path),
                          "\(rule) has no Tests/ActionLintRulesTests/\(name)/")
        }
        let fixtureFolders = (try? manager.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Tests/Fixtures/Rules").path)) ?? []
        for folder in fixtureFolders {
            XCTAssertTrue(RuleRegistry.ruleIDs.contains(folder), "Tests/Fixtures/Rules/\(folder) names no rule")
        }
    }

    /// A rule's helpers are its own: another rule reaches shared code through `Rules/Actions/`.
    func testNoRuleUsesAnotherRulesTypes() throws {
        let folders = RuleRegistry.rules.map(Self.folderName)
        let declared = folders.map { folder in
            Set(Self.swiftFiles(under: "Rules/\(folder)").flatMap { Self.declaredTypeNames(in: Self.text($0)) })
        }
        for (index, folder) in folders.enumerated() {
            let others = declared.enumerated().filter { $0.offset != index }.reduce(into: Set<String>()) { $0.formUnion($1.element) }
            for file in Self.swiftFiles(under: "Rules/\(folder)") {
                let words = Set(Self.words(in: Self.text(file)))
                let borrowed = others.intersection(words).sorted()
                XCTAssertEqual(borrowed, [], "\(file.lastPathComponent) in Rules/\(folder) uses another rule's types")
            }
        }
    }

    /// A refactoring (`Rules/Refactorings/<Name>/`) is no rule and reports nothing: it asks a rule
    /// only through the rule's own type (`DuplicateActionClosureRule.extractionPlan`), never one of
    /// the rule's helpers, and it has a test folder of its own.
    func testRefactoringsReachRulesOnlyThroughTheRuleTypes() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Rules/Refactorings").path)
        XCTAssertFalse(folders.isEmpty)
        let helpers = RuleRegistry.rules.map(Self.folderName).reduce(into: Set<String>()) { names, folder in
            names.formUnion(Self.swiftFiles(under: "Rules/\(folder)").flatMap { Self.declaredTypeNames(in: Self.text($0)) })
        }.subtracting(RuleRegistry.rules.map { String(describing: $0) })
        for folder in folders {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Tests/ActionLintRulesTests/Refactorings/\(folder)").path),
                          "Rules/Refactorings/\(folder) has no Tests/ActionLintRulesTests/Refactorings/\(folder)/")
            for file in Self.swiftFiles(under: "Rules/Refactorings/\(folder)") {
                let borrowed = helpers.intersection(Self.words(in: Self.text(file))).sorted()
                XCTAssertEqual(borrowed, [], "\(file.lastPathComponent) in Rules/Refactorings/\(folder) uses a rule's helper types")
            }
        }
    }

    /// Core and the syntax layer know no rule: no rule id and no rule's own option key is spelled there.
    func testCoreSpellsNoRuleIDOrOptionKey() {
        let spelled = RuleRegistry.descriptions.flatMap { rule in
            ["\"\(rule.id)\""] + rule.options.filter { $0.scope == .rule }.map { "\"\($0.key)\"" }
        }
        for file in Self.swiftFiles(under: "Sources/ActionLintCore") + Self.swiftFiles(under: "Sources/ActionLintSyntax") {
            let text = Self.text(file)
            for literal in spelled {
                XCTAssertFalse(text.contains(literal), "\(file.lastPathComponent) spells \(literal)")
            }
        }
    }

    /// A fixture that only repeats one of the rule's documented corrections tests nothing the
    /// description's examples do not already test.
    func testNoFixtureCopiesADocumentedCorrection() {
        for rule in RuleRegistry.descriptions {
            let inputs = Set(rule.corrections.map { $0.input.trimmingCharacters(in: .whitespacesAndNewlines) })
            for file in Self.swiftFiles(under: "Tests/Fixtures/Rules/\(rule.id)") where file.lastPathComponent.hasSuffix(".input.swift") {
                // A copy with an `import` put in front (to type-check) is still a copy.
                let text = Self.text(file).split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("import ") }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                XCTAssertFalse(inputs.contains(text), "\(file.lastPathComponent) copies a correction of \(rule.id)")
            }
        }
    }

    /// Names after a declaration keyword, in code (comments left out).
    static func declaredTypeNames(in source: String) -> [String] {
        let keywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let tokens = words(in: source)
        // Type names are capitalised: `kind == .enum` followed by code is no declaration.
        return zip(tokens, tokens.dropFirst()).compactMap { keywords.contains($0.0) && $0.1.first?.isUppercase == true ? $0.1 : nil }
    }

    /// The words of the code: `//` comments, multi-line string literals (the rules' docs and
    /// examples) and one-line string literals are left out (the rules' sources use no block comments).
    static func words(in source: String) -> [String] {
        var inMultilineString = false
        return source.split(separator: "\n").flatMap { line -> [String] in
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
                inMultilineString.toggle()
                return []
            }
            guard !inMultilineString else { return [] }
            var code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            code = Substring(code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " "))
            return code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
    }
}
