// Only where XCTest exists: `swift build --static-swift-stdlib` builds every target and has none.
#if canImport(XCTest)
import Dispatch
import Foundation
import XCTest

/// Type-checks Swift sources that `import SwiftUI` against our SwiftUI interface stub
/// (`Tests/SwiftUIStub`), with the toolchain's `swiftc -typecheck`, in the language modes asked
/// for. A fix whose output the compiler rejects is a broken fix, however well it parses.
///
/// The stub is compiled once into a temporary folder named after a hash of its sources, shared
/// by every test process of a run (`swift test --parallel` starts several): the first process
/// to need it builds it in a private folder and renames it into place.
public enum SwiftUITypeCheck {
    /// One source to check: a name for messages and the file, and its text.
    public struct Source: Sendable {
        public var name: String
        public var text: String

        public init(name: String, text: String) {
            self.name = name.hasSuffix(".swift") ? name : name + ".swift"
            self.text = text
        }
    }

    /// `Tests/SwiftUIStub`, found from this file's path.
    public static let stubFolder = TestPaths.packageRoot.appendingPathComponent("Tests/SwiftUIStub")

    /// The folder holding the compiled `SwiftUI.swiftmodule`, or why it could not be built.
    public static let stubModule: Result<URL, StubError> = buildStubModule()

    public struct StubError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Fails the test for each source and language mode that `swiftc -typecheck` rejects,
    /// with the compiler's errors. Invocations run in parallel.
    public static func assertTypeChecks(_ sources: [Source], languageModes: [Int] = [5, 6],
                                        file: StaticString = #filePath, line: UInt = #line) {
        for failure in failures(sources, languageModes: languageModes) {
            XCTFail(failure, file: file, line: line)
        }
    }

    public static func assertTypeChecks(_ text: String, name: String = "Input.swift", languageModes: [Int] = [5, 6],
                                        file: StaticString = #filePath, line: UInt = #line) {
        assertTypeChecks([Source(name: name, text: text)], languageModes: languageModes, file: file, line: line)
    }

    /// Fails the test for each language mode in which `sources`, compiled together as the files
    /// of one module (a view and the models it reads from other files), do not type-check.
    public static func assertTypeChecksAsOneModule(_ sources: [Source], languageModes: [Int] = [5, 6],
                                                   file: StaticString = #filePath, line: UInt = #line) {
        let results = UnsafeResults(count: languageModes.count)
        DispatchQueue.concurrentPerform(iterations: languageModes.count) { index in
            results.set(index, errors(in: sources, languageMode: languageModes[index]).map {
                "\(sources.map(\.name).joined(separator: ", ")) do not type-check together in Swift \(languageModes[index]) mode:\n\($0)"
            })
        }
        for failure in results.values.compactMap({ $0 }) { XCTFail(failure, file: file, line: line) }
    }

    /// Fails the test for each language mode in which `sources` do not type-check against the
    /// module `dependency` (its sources compiled first, as another SwiftPM target the sources
    /// import, with the SwiftUI stub).
    public static func assertTypeChecks(_ sources: [Source], importing dependency: (name: String, sources: [Source]),
                                        languageModes: [Int] = [5, 6], file: StaticString = #filePath, line: UInt = #line) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-dependency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        if let error = emitModule(dependency.name, dependency.sources, into: folder) {
            return XCTFail("the module \(dependency.name) does not compile:\n\(error)", file: file, line: line)
        }
        for mode in languageModes {
            if let errors = errors(in: sources, languageMode: mode, including: [folder.path]) {
                XCTFail("\(sources.map(\.name).joined(separator: ", ")) do not type-check against \(dependency.name) in Swift "
                    + "\(mode) mode:\n\(errors)", file: file, line: line)
            }
        }
    }

    /// Compiles `sources` as the module `name` into `folder`; the compiler's output when it fails.
    static func emitModule(_ name: String, _ sources: [Source], into folder: URL) -> String? {
        guard case let .success(stub) = stubModule, let compiler = ExternalTool.swiftc else { return "no SwiftUI stub or swiftc" }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for source in sources {
                let path = folder.appendingPathComponent(source.name)
                try Data(source.text.utf8).write(to: path)
                paths.append(path.path)
            }
            let arguments = ["-emit-module", "-parse-as-library", "-module-name", name, "-swift-version", "5", "-I", stub.path,
                             "-emit-module-path", folder.appendingPathComponent(name + ".swiftmodule").path] + paths
            let (status, output) = try ExternalTool.run(compiler, arguments, in: folder.path)
            return status == 0 ? nil : output
        } catch {
            return "could not run swiftc: \(error)"
        }
    }

    /// One message per source and mode that does not type-check; empty when all do.
    ///
    /// Sources that share no names (none declares a name another one mentions) are checked
    /// together, as the files of one module, in one `swiftc` run per mode; the runs go in
    /// parallel. A batch the compiler rejects is checked again file by file, so that each
    /// message is about one source alone.
    public static func failures(_ sources: [Source], languageModes: [Int] = [5, 6]) -> [String] {
        let batches = SourceBatches.make(sources)
        let jobs = batches.flatMap { batch in languageModes.map { (batch, $0) } }
        let results = UnsafeResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let (batch, mode) = jobs[index]
            guard batch.count > 1, errors(in: batch, languageMode: mode) != nil else {
                results.set(index, batch.count == 1 ? message(batch[0], mode) : nil)
                return
            }
            let messages = batch.compactMap { message($0, mode) }
            results.set(index, messages.isEmpty ? nil : messages.joined(separator: "\n"))
        }
        return results.values.compactMap { $0 }
    }

    static func message(_ source: Source, _ mode: Int) -> String? {
        errors(in: [source], languageMode: mode).map { "\(source.name) does not type-check in Swift \(mode) mode:\n\($0)" }
    }

    public static func errors(in source: Source, languageMode: Int) -> String? {
        errors(in: [source], languageMode: languageMode)
    }

    /// The compiler's errors for `sources` (one module) in `languageMode`, or nil when they type-check.
    static func errors(in sources: [Source], languageMode: Int, including folders: [String] = []) -> String? {
        let module: URL
        switch stubModule {
        case let .success(folder): module = folder
        case let .failure(error): return error.description
        }
        guard let compiler = ExternalTool.swiftc else { return "no swiftc found (looked in /opt/swift/usr/bin and PATH)" }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("action-lint-typecheck-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var paths: [String] = []
            for (index, source) in sources.enumerated() {
                // Numbered folders: two sources may have the same name.
                let subfolder = folder.appendingPathComponent(String(index))
                try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
                let path = subfolder.appendingPathComponent(source.name)
                try Data(source.text.utf8).write(to: path)
                paths.append(path.path)
            }
            let arguments = ["-typecheck", "-parse-as-library", "-swift-version", String(languageMode), "-module-name", "Checked",
                             "-I", module.path] + folders.flatMap { ["-I", $0] } + paths
            let (status, raw) = try ExternalTool.run(compiler, arguments)
            // `: error:` as the compiler writes one (a quoted line may declare `var error: Error?`).
            if status == 0 && !raw.contains(": error:") { return nil }
            // Paths inside the scratch folder say nothing: `Name.swift:3:5: error: ...` reads better.
            var output = raw
            for index in sources.indices { output = output.replacingOccurrences(of: folder.appendingPathComponent(String(index)).path + "/", with: "") }
            return errorLines(output).isEmpty ? "swiftc exited with \(status):\n\(output)" : errorLines(output)
        } catch {
            return "could not run swiftc: \(error)"
        }
    }

    /// The `error:` lines of the compiler's output with the source line each points at.
    static func errorLines(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.contains("error:") && !$0.contains("`-") }
            .joined(separator: "\n")
    }

    static func buildStubModule() -> Result<URL, StubError> {
        guard let compiler = ExternalTool.swiftc else { return .failure(StubError(description: "no swiftc found to build the SwiftUI stub")) }
        let files = (try? FileManager.default.contentsOfDirectory(at: stubFolder, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent } ?? []
        guard !files.isEmpty else { return .failure(StubError(description: "no stub sources in \(stubFolder.path)")) }
        // Named after the sources and the compiler: an edited stub or another toolchain builds anew.
        var hasher = StableHasher()
        hasher.add(compiler)
        for file in files { hasher.add((try? String(contentsOf: file, encoding: .utf8)) ?? file.path) }
        let temporary = FileManager.default.temporaryDirectory
        let final = temporary.appendingPathComponent("action-lint-swiftui-stub-\(hasher.hex)")
        let moduleFile = final.appendingPathComponent("SwiftUI.swiftmodule")
        if FileManager.default.fileExists(atPath: moduleFile.path) { return .success(final) }
        let scratch = temporary.appendingPathComponent("action-lint-swiftui-stub-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let arguments = ["-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-swift-version", "5",
                             "-emit-module-path", scratch.appendingPathComponent("SwiftUI.swiftmodule").path] + files.map(\.path)
            let (status, output) = try ExternalTool.run(compiler, arguments, in: scratch.path)
            guard status == 0 else {
                try? FileManager.default.removeItem(at: scratch)
                return .failure(StubError(description: "the SwiftUI stub does not compile:\n\(output)"))
            }
            // Another process may have finished first: then its module is used and ours removed.
            if (try? FileManager.default.moveItem(at: scratch, to: final)) == nil { try? FileManager.default.removeItem(at: scratch) }
            return FileManager.default.fileExists(atPath: moduleFile.path)
                ? .success(final) : .failure(StubError(description: "the SwiftUI stub module is missing from \(final.path)"))
        } catch {
            return .failure(StubError(description: "could not build the SwiftUI stub: \(error)"))
        }
    }
}

/// FNV-1a over strings, for a folder name that is the same in every process.
struct StableHasher {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0xff
    }

    var hex: String { String(value, radix: 16) }
}

/// Results written by index from `concurrentPerform`'s threads, read after it returns.
final class UnsafeResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: String?) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}
#endif
