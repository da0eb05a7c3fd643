import Foundation

/// Records the folders a `FileDiscovery` lists, from its `@Sendable` lister closure.
public final class ListedFolders: @unchecked Sendable {
    public init() {}

    private let lock = NSLock()
    private var storage: [String] = []

    public func append(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(path)
    }

    public var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
