import ActionLintTestSupport
import Foundation
import XCTest

/// The tests mirror the code: every folder of `Sources/<Target>/` and `Rules/` that holds Swift
/// files has a test folder of the same path in `Tests/<Target>Tests/` (`Tests/ActionLintRulesTests/`
/// for `Rules/`), or is one of the few below whose code is tested from elsewhere.
final class TestMirrorTests: XCTestCase {
    static let root = TestPaths.packageRoot

    /// Source folders without a test folder of their own, each with where its tests are.
    static let exempt: [String: String] = [
        "Sources/ActionLintCore/Diagnostics": "value types (Finding, Fix, Edit, …) that every stage's tests make and read",
        "Sources/ActionLintCore/RuleAPI": "the protocol and the description types, tested with the rules that implement them",
        "Sources/ActionLintCore/Suppression": "read by the rules: DuplicateActionClosure/Detection, InvalidSuppression and the CLI's suppression tests",
        "Sources/ActionLintSyntax/Model": "the parser's output, which the Parser/ tests check",
        "Rules/Actions/Fix/Naming": "the shared namer, through DuplicateActionClosure/Fix (ActionNamingTests, FixNamingTests)",
        "Sources/ActionLintLSP/JSONRPC": "through the Server/ tests, which talk to the server on pipes as an editor does",
        "Sources/ActionLintLSP/Linting": "through the Server/ tests, which talk to the server on pipes as an editor does",
        "Sources/ActionLintBenchSupport": "no test target of its own: Tests/ActionLintCoreTests/BenchSupport",
        "Sources/action-lint": "main.swift, run as a process by ActionLintCLITests",
        "Sources/action-lint-build-step": "main.swift, run by BuildToolStepTests and PluginPackageTests",
        "Sources/action-lint-bench": "the benchmark tool; its corpus generator is ActionLintBenchSupport's",
    ]

    /// `Sources/ActionLintCore/Fixing` → `Tests/ActionLintCoreTests/Fixing`; `Rules/Actions/Sites` →
    /// `Tests/ActionLintRulesTests/Actions/Sites`.
    static func testFolder(of folder: String) -> String {
        let parts = folder.split(separator: "/").map(String.init)
        if parts[0] == "Rules" { return (["Tests", "ActionLintRulesTests"] + parts.dropFirst()).joined(separator: "/") }
        return (["Tests", parts[1] + "Tests"] + parts.dropFirst(2)).joined(separator: "/")
    }

    /// Every folder under `top` (itself included) that holds a Swift file directly.
    static func sourceFolders(under top: String) -> [String] {
        let url = root.appendingPathComponent(top)
        guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        let files = walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let folders = files.map { String($0.deletingLastPathComponent().path.dropFirst(root.path.count + 1)) }
        return Array(Set(folders)).sorted()
    }

    func testEverySourceFolderHasItsTestFolder() {
        let folders = Self.sourceFolders(under: "Sources") + Self.sourceFolders(under: "Rules")
        XCTAssertGreaterThan(folders.count, 30, "the source folders were not found")
        for folder in folders where Self.exempt[folder] == nil {
            var isFolder: ObjCBool = false
            let test = Self.testFolder(of: folder)
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(test).path, isDirectory: &isFolder)
            XCTAssertTrue(exists && isFolder.boolValue, "\(folder) has no \(test)/ (or add it to the exemptions, saying where it is tested)")
        }
    }

    /// An exemption names a folder that exists and still has no test folder.
    func testEveryExemptionIsNeeded() {
        let folders = Set(Self.sourceFolders(under: "Sources") + Self.sourceFolders(under: "Rules"))
        for folder in Self.exempt.keys.sorted() {
            XCTAssertTrue(folders.contains(folder), "\(folder) is exempt but holds no Swift files")
            let test = Self.root.appendingPathComponent(Self.testFolder(of: folder)).path
            XCTAssertFalse(FileManager.default.fileExists(atPath: test), "\(folder) is exempt but has \(Self.testFolder(of: folder))/")
        }
    }
}
