// swift-tools-version:6.0
import PackageDescription

// action-lint's plugins running a prebuilt `action-lint` from an artifact bundle, so a package
// that uses them compiles nothing of action-lint. The plugin sources are symbolic links to
// ../<plugin>/ (BuildStep.swift aside); a release copies them in (`cp -RL`) next to
// action-lint.artifactbundle, made by .ci/artifactbundle.sh (see the README's "Binary plugins").
let package = Package(
    name: "action-lint-plugins",
    products: [
        .plugin(name: "ActionLintCommandPlugin", targets: ["ActionLintCommandPlugin"]),
        .plugin(name: "ActionLintFixCommandPlugin", targets: ["ActionLintFixCommandPlugin"]),
        .plugin(name: "ActionLintBuildToolPlugin", targets: ["ActionLintBuildToolPlugin"]),
    ],
    targets: [
        // A release may publish the bundle instead: .binaryTarget(name: "action-lint", url: …, checksum: …).
        .binaryTarget(name: "action-lint", path: "action-lint.artifactbundle"),
        .plugin(
            name: "ActionLintCommandPlugin",
            capability: .command(intent: .custom(verb: "action-lint", description: "Lint the package's Swift targets with action-lint")),
            dependencies: ["action-lint"],
            path: "ActionLintCommandPlugin"
        ),
        .plugin(
            name: "ActionLintFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "action-lint-fix", description: "Apply action-lint's safe fixes to the package's Swift targets"),
                permissions: [.writeToPackageDirectory(reason: "action-lint-fix rewrites Swift files in place to extract duplicated action closures")]
            ),
            dependencies: ["action-lint"],
            path: "ActionLintFixCommandPlugin"
        ),
        .plugin(
            name: "ActionLintBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["action-lint"],
            path: "ActionLintBuildToolPlugin"
        ),
    ]
)
