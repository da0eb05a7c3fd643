import ActionLintTestSupport
import Foundation

/// A throw-away git repository for running the README's pre-commit hook.
struct GitRepository {
    let folder: TemporaryFolder

    struct GitFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// git with a fixed identity and no user or system configuration.
    func git(_ arguments: [String]) throws {
        let environment = ["HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin:/usr/local/bin"]
        let run = try ToolRunner(folder: folder.url, environment: environment).run(
            executable: "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        )
        guard run.status == 0 else { throw GitFailure(description: "git \(arguments): \(run.stderr)") }
    }
}
