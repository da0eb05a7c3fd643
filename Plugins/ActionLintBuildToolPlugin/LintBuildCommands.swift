import Foundation
import PackagePlugin

/// One build command per Swift file: its inputs are the file and the configuration, its output
/// a stamp in the plugin's work folder, so a build lints only the files changed since the last
/// one (a prebuild command would lint them all, and cannot run a tool built from source).
struct LintBuildCommands {
    /// The `action-lint-build-step` executable.
    let step: URL
    let workFolder: URL
    /// The package's (or Xcode project's) folder: `.action-lint.json` is looked for from here up,
    /// as `action-lint` run in that folder would.
    let root: URL

    func commands(for files: [URL]) -> [Command] {
        let config = configuration()
        return files.map { file in
            let stamp = workFolder.appendingPathComponent(stampName(for: file))
            var arguments = ["--output", stamp.path]
            if let config { arguments += ["--config", config.path] }
            arguments.append(file.path)
            return .buildCommand(
                displayName: "action-lint \(file.lastPathComponent)",
                executable: step,
                arguments: arguments,
                inputFiles: [file] + (config.map { [$0] } ?? []),
                outputFiles: [stamp]
            )
        }
    }

    /// The nearest `.action-lint.json` in `root` or a folder above it.
    func configuration() -> URL? {
        var folder = root.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(".action-lint.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `AddItemView.<hash of the path>.lint.swift`: unique within the target (two files may share
    /// a name in different folders) and never the name of a source file, which the compiler
    /// would refuse. The stamp is a Swift file so that it is compiled (it declares nothing)
    /// rather than copied into the product as a resource.
    func stampName(for file: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a: stable across runs, unlike `hashValue`
        for byte in file.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return file.deletingPathExtension().lastPathComponent + "." + String(repeating: "0", count: 16 - hex.count) + hex + ".lint.swift"
    }
}
