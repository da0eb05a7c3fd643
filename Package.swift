// swift-tools-version:6.0
import PackageDescription

// action-lint ships with no package dependencies: only what the toolchain provides.
let package = Package(
    name: "action-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "action-lint", targets: ["action-lint"]),
        .executable(name: "action-lint-bench", targets: ["action-lint-bench"]),
    ],
    targets: [
        // Lexer, shallow parser, findings, fixes, configuration, reporters, the lint driver.
        .target(name: "ActionLintCore", path: "Sources/ActionLintCore"),
        // The rules, the catalog of SwiftUI APIs that take actions, and the registry.
        .target(name: "ActionLintRules", dependencies: ["ActionLintCore"], path: "Rules"),
        // Argument parsing and the commands; a library so tests can drive it in-process.
        .target(name: "ActionLintCLI", dependencies: ["ActionLintCore", "ActionLintRules"], path: "Sources/ActionLintCLI"),
        .executableTarget(name: "action-lint", dependencies: ["ActionLintCLI"], path: "Sources/action-lint"),
        // Deterministic synthetic SwiftUI corpus for the benchmark and parser tests; Foundation only.
        .target(name: "ActionLintBenchSupport", path: "Sources/ActionLintBenchSupport"),
        .executableTarget(
            name: "action-lint-bench",
            dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintCLI", "ActionLintBenchSupport"],
            path: "Sources/action-lint-bench"
        ),
        // Test-only helpers shared by test targets: a JSON parser independent of the production
        // one and the JSON-Schema validator that checks SARIF output against the official schema.
        .target(name: "ActionLintTestSupport", dependencies: ["ActionLintCore"], path: "Tests/ActionLintTestSupport"),
        .testTarget(
            name: "ActionLintCoreTests",
            dependencies: ["ActionLintCore", "ActionLintTestSupport", "ActionLintBenchSupport"],
            path: "Tests/ActionLintCoreTests"
        ),
        .testTarget(
            name: "ActionLintRulesTests",
            dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintBenchSupport", "ActionLintTestSupport"],
            path: "Tests/ActionLintRulesTests"
        ),
        .testTarget(
            name: "ActionLintCLITests",
            // `action-lint` so that building the tests builds the binary they run.
            dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintCLI", "action-lint", "ActionLintTestSupport", "ActionLintBenchSupport"],
            path: "Tests/ActionLintCLITests"
        ),
    ]
)
