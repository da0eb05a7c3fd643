import Foundation

enum LoadState<Value: Sendable>: Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(any Error)
}

protocol Endpoint {
    associatedtype Response: Decodable
    var path: String { get }
}

actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var storage: [Key: (value: Value, expires: Date)] = [:]

    func value(for key: Key) -> Value? {
        guard let entry = storage[key], entry.expires > .now else { return nil }
        return entry.value
    }

    func insert(_ value: Value, for key: Key, ttl: TimeInterval = 60) {
        storage[key] = (value, Date.now.addingTimeInterval(ttl))
    }
}

@MainActor
@Observable
final class FeedModel {
    private(set) var state: LoadState<[String]> = .idle
    private let cache = Cache<URL, [String]>()
    var onChange: ((LoadState<[String]>) -> Void)?
    var transforms: Dictionary<String, [Int]> = [:]

    func load(from url: URL) async {
        state = .loading
        do {
            if let cached = await cache.value(for: url) {
                state = .loaded(cached)
                return
            }
            let (data, response) = try await URLSession.shared.data(from: url)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                throw URLError(.badServerResponse)
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
            await cache.insert(lines, for: url)
            state = .loaded(lines)
        } catch {
            state = .failed(error)
        }
        onChange?(state)
    }

    func first<T: Comparable>(_ values: [T], where predicate: (T) throws -> Bool) rethrows -> T? {
        for value in values.sorted() where try predicate(value) {
            return value
        }
        return nil
    }

    func compare(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Bool {
        let flags = (a < b, c > d)
        return flags.0 && !flags.1 || a<=b && c>=d
    }
}

infix operator <*>: AdditionPrecedence
func <*> (lhs: Int, rhs: Int) -> Int { lhs * rhs + 1 }
let combined = 2 <*> 3

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
