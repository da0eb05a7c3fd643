import ActionLintTestSupport
import Foundation
import XCTest

/// The build-tool plugin's Xcode side (`#if canImport(XcodeProjectPlugin)`) is compiled by no
/// Linux build: here it is type-checked, with the package plugin's files, against the toolchain's
/// real `PackagePlugin` module and a stub of Xcode's `XcodeProjectPlugin` (`Tests/PluginStubs`).
final class XcodePluginTypeCheckTests: XCTestCase {
    /// The compiled stub's folder, built into a fresh temporary folder.
    func stubModule() throws -> URL {
        let compiler = try XCTUnwrap(ExternalTool.swiftc, "no swiftc")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-plugin-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let stub = TestPaths.packageRoot.appendingPathComponent("Tests/PluginStubs/XcodeProjectPlugin.swift").path
        let (status, output) = try ExternalTool.run(compiler, [
            "-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin", "-package-description-version", "6.0",
            "-I", pluginAPI(), "-emit-module-path", folder.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, stub,
        ])
        XCTAssertEqual(status, 0, output)
        return folder
    }

    func pluginAPI() -> String {
        // The toolchain's plugin API, beside the compiler that runs the checks.
        let compiler = ExternalTool.swiftc ?? "/opt/swift/usr/bin/swiftc"
        return URL(fileURLWithPath: compiler).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/pm/PluginAPI").path
    }

    /// `swiftc -typecheck` of the plugin's sources (each replaced by `edit` first); its output.
    func typeCheck(stub: URL, edit: (String, String) -> String = { $1 }) throws -> (status: Int32, output: String) {
        let compiler = try XCTUnwrap(ExternalTool.swiftc, "no swiftc")
        let plugin = TestPaths.packageRoot.appendingPathComponent("Plugins/ActionLintBuildToolPlugin")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        var paths: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: plugin.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: plugin.appendingPathComponent(name), encoding: .utf8)
            let path = copy.appendingPathComponent(name)
            try edit(name, text).write(to: path, atomically: true, encoding: .utf8)
            paths.append(path.path)
        }
        XCTAssertTrue(paths.contains { $0.hasSuffix("+Xcode.swift") }, "the Xcode side is one of the plugin's files")
        return try ExternalTool.run(compiler, ["-typecheck", "-parse-as-library", "-package-description-version", "6.0",
                                               "-I", pluginAPI(), "-I", stub.path] + paths)
    }

    func testTheXcodeSideTypeChecksAgainstXcodesPluginAPI() throws {
        let stub = try stubModule()
        let result = try typeCheck(stub: stub)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// Not vacuous: with the stub found, the `#if canImport(XcodeProjectPlugin)` side is compiled,
    /// so a member the API lacks is an error there.
    func testAMistakeInTheXcodeSideIsCaught() throws {
        let stub = try stubModule()
        let result = try typeCheck(stub: stub) { name, text in
            name.hasSuffix("+Xcode.swift") ? text.replacingOccurrences(of: "xcodeProject.directoryURL", with: "xcodeProject.folderURL") : text
        }
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("folderURL"), result.output)
    }
}
