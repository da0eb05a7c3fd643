import Foundation
import PackagePlugin

/// One build command per Swift file: its inputs are the file and what tells which configuration
/// applies to it (`ConfigurationInputs`), its output a stamp in the plugin's work folder, so a
/// build lints only the files changed since the last one (a prebuild command would lint them
/// all, and cannot run a tool built from source). The step finds each file's configuration
/// itself, as `action-lint` does: the nearest `.action-lint.json` files, nested ones refining
/// the ones above.
struct LintBuildCommands {
    /// The executable named `BuildStep.toolName`.
    let step: URL
    let workFolder: URL
    var inputs: ConfigurationInputs

    init(step: URL, workFolder: URL, root: URL, watchedFolder: URL?) {
        self.step = step
        self.workFolder = workFolder
        inputs = ConfigurationInputs(root: root, watchedFolder: watchedFolder, linkFolder: workFolder.appendingPathComponent("configuration"))
    }

    mutating func commands(for files: [URL]) -> [Command] {
        files.map { file in
            let stamp = workFolder.appendingPathComponent(Self.stampName(for: file))
            return .buildCommand(
                displayName: "action-lint \(file.lastPathComponent)",
                executable: step,
                arguments: BuildStep.leadingArguments + ["--output", stamp.path, file.path],
                inputFiles: [file] + inputs.inputs(forFolder: file.deletingLastPathComponent()),
                outputFiles: [stamp]
            )
        }
    }

    /// `AddItemView.<hash of the path>.lint.swift`: unique within the target (two files may share
    /// a name in different folders) and never the name of a source file, which the compiler
    /// would refuse. The stamp is a Swift file so that it is compiled (it declares nothing)
    /// rather than copied into the product as a resource.
    static func stampName(for file: URL) -> String {
        file.deletingPathExtension().lastPathComponent + "." + pathHash(file) + ".lint.swift"
    }

    /// 16 hexadecimal digits of FNV-1a over the path: stable across runs, unlike `hashValue`.
    static func pathHash(_ url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.standardizedFileURL.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
