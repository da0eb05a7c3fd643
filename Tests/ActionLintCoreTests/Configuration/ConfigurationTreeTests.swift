import XCTest
@testable import ActionLintCore
import ActionLintTestSupport

/// The one entry point for "the configuration of this file" (the CLI and editors use it):
/// nearest file first, parents refined, flags on top, broken files reported.
final class ConfigurationTreeTests: XCTestCase {
    private let loader = ConfigurationLoader(rules: [
        RuleDescription(id: "some-rule", name: "Some rule", summary: "s", whatItDoes: "w", why: "y",
                        options: [RuleOption(key: "limit", kind: .positiveInteger, defaultValue: .integer(2), help: "h", flag: "--limit")]),
    ])

    func testNearestFileRefinesItsParents() throws {
        let folder = try TemporaryFolder(self)
        try folder.write(".action-lint.json", #"{"exclude": ["Generated/"], "rules": {"some-rule": {"severity": "error", "limit": 3}}}"#)
        try folder.write("App/Feature/.action-lint.json", #"{"rules": {"some-rule": {"limit": 5}}}"#)
        var flags = Configuration()
        flags.rules["some-rule"] = RuleSettings(enabled: false)
        let tree = try ConfigurationTree(loader: loader, workingFolder: folder.path + "/App", overrides: flags)
        let feature = try tree.configuration(forFile: "Feature/Deep/V.swift")
        XCTAssertEqual(feature.configuration.rules["some-rule"], RuleSettings(enabled: false, severity: .error, options: ["limit": .integer(5)]))
        XCTAssertEqual(feature.files, [folder.path + "/.action-lint.json", folder.path + "/App/Feature/.action-lint.json"])
        XCTAssertTrue(feature.excludes(folder.path + "/App/Feature/Generated/X.swift", isDirectory: false),
                      "a parent's exclude applies below a nested file")
        let top = try tree.configuration(forFile: folder.path + "/V.swift")
        XCTAssertEqual(top.configuration.rules["some-rule"]?.options, ["limit": .integer(3)])
        XCTAssertNotEqual(top.index, feature.index)
        XCTAssertEqual(try tree.configuration(forFolder: "Feature").index, feature.index, "one chain per folder, remembered")
    }

    func testBrokenNestedFileIsAnErrorForEveryFileBelowIt() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/.action-lint.json", #"{"rules": {"other-rule": {}}}"#)
        let tree = try ConfigurationTree(loader: loader, workingFolder: folder.path)
        XCTAssertNoThrow(try tree.configuration(forFile: "V.swift"))
        for path in ["App/V.swift", "App/Sub/V.swift"] {
            XCTAssertThrowsError(try tree.configuration(forFile: path)) { error in
                XCTAssertTrue("\(error)".hasPrefix("App/.action-lint.json: rules.other-rule: unknown rule id"), "\(error)")
            }
        }
    }

    func testFixedConfigurationAppliesEverywhere() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("App/.action-lint.json", "not even JSON")
        let loaded = LoadedConfiguration(configuration: Configuration(exclude: ["*.generated.swift"]), file: nil, baseFolder: folder.path)
        let tree = try ConfigurationTree(source: .fixed(loaded), loader: loader, workingFolder: folder.path)
        let resolved = try tree.configuration(forFile: "App/V.swift")
        XCTAssertEqual(resolved.files, [])
        XCTAssertTrue(resolved.excludes(folder.path + "/App/V.generated.swift", isDirectory: false))
    }
}
