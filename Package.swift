// swift-tools-version:6.0
import PackageDescription

// action-lint ships with no package dependencies: only what the toolchain provides.
let package = Package(
    name: "action-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "action-lint", targets: ["action-lint"]),
        .executable(name: "action-lint-bench", targets: ["action-lint-bench"]),
        // `swift package action-lint` and `swift package action-lint-fix`; a build-tool plugin
        // that lints a target's files on every build (see the README's "SwiftPM plugins").
        .plugin(name: "ActionLintCommandPlugin", targets: ["ActionLintCommandPlugin"]),
        .plugin(name: "ActionLintFixCommandPlugin", targets: ["ActionLintFixCommandPlugin"]),
        .plugin(name: "ActionLintBuildToolPlugin", targets: ["ActionLintBuildToolPlugin"]),
    ],
    targets: [
        // Standard library only: bytes -> tokens -> syntax model (lexer, shallow parser, scans).
        .target(name: "ActionLintSyntax", path: "Sources/ActionLintSyntax"),
        // The pipeline around it: diagnostics, the rule API, linting, suppression, baseline,
        // fixing, reporters, configuration, discovery, the file system.
        .target(name: "ActionLintCore", dependencies: ["ActionLintSyntax"], path: "Sources/ActionLintCore"),
        // The rules, the catalog of SwiftUI APIs that take actions, and the registry.
        .target(name: "ActionLintRules", dependencies: ["ActionLintCore"], path: "Rules"),
        // `action-lint lsp`: a Language Server Protocol server over standard input and output.
        .target(name: "ActionLintLSP", dependencies: ["ActionLintCore", "ActionLintRules"], path: "Sources/ActionLintLSP"),
        // Argument parsing and the commands; a library so tests can drive it in-process.
        .target(name: "ActionLintCLI", dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintLSP"], path: "Sources/ActionLintCLI"),
        // No unsafe flags anywhere: SwiftPM refuses them in a package depended on by version.
        // The release binary gets the Swift runtime linked in from the command line instead
        // (`swift build -c release --static-swift-stdlib`, the README's Install).
        .executableTarget(name: "action-lint", dependencies: ["ActionLintCLI"], path: "Sources/action-lint"),
        // What the build-tool plugin runs per file: the lint as compiler diagnostics, then a stamp.
        .executableTarget(name: "action-lint-build-step", dependencies: ["ActionLintCLI"], path: "Sources/action-lint-build-step"),
        // Two command plugins, because SwiftPM refuses to run one that declares write access
        // without `--allow-writing-to-package-directory`, and linting should not need it.
        .plugin(
            name: "ActionLintCommandPlugin",
            capability: .command(intent: .custom(verb: "action-lint", description: "Lint the package's Swift targets with action-lint")),
            dependencies: ["action-lint"],
            path: "Plugins/ActionLintCommandPlugin"
        ),
        .plugin(
            name: "ActionLintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "action-lint-fix", description: "Apply action-lint's safe fixes to the package's Swift targets"),
                permissions: [.writeToPackageDirectory(reason: "action-lint-fix rewrites Swift files in place to extract duplicated action closures")]
            ),
            dependencies: ["action-lint"],
            path: "Plugins/ActionLintFixCommandPlugin"
        ),
        .plugin(
            name: "ActionLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["action-lint-build-step"],
            path: "Plugins/ActionLintBuildToolPlugin"
        ),
        // Deterministic synthetic SwiftUI corpus for the benchmark and parser tests; Foundation only.
        .target(name: "ActionLintBenchSupport", path: "Sources/ActionLintBenchSupport"),
        .executableTarget(
            name: "action-lint-bench",
            dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintCLI", "ActionLintLSP", "ActionLintBenchSupport"],
            path: "Sources/action-lint-bench"
        ),
        // Test-only helpers shared by test targets: a JSON parser independent of the production
        // one and the JSON-Schema validator that checks SARIF output against the official schema.
        .target(name: "ActionLintTestSupport", dependencies: ["ActionLintCore"], path: "Tests/ActionLintTestSupport"),
        .testTarget(
            name: "ActionLintSyntaxTests",
            dependencies: ["ActionLintSyntax", "ActionLintCore", "ActionLintTestSupport", "ActionLintBenchSupport"],
            path: "Tests/ActionLintSyntaxTests"
        ),
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
            name: "ActionLintLSPTests",
            // Runs the built `action-lint lsp` through pipes, like an editor (see ActionLintCLITests).
            dependencies: ["ActionLintCore", "ActionLintLSP", "ActionLintTestSupport"],
            path: "Tests/ActionLintLSPTests"
        ),
        .testTarget(
            name: "ActionLintCLITests",
            // Not on `action-lint`: a test target that depends on an executable links its code.
            // `swift build --build-tests` and `swift test` build every product anyway, the binary
            // these tests run too.
            dependencies: ["ActionLintCore", "ActionLintRules", "ActionLintCLI", "ActionLintTestSupport", "ActionLintBenchSupport"],
            path: "Tests/ActionLintCLITests"
        ),
    ]
)
