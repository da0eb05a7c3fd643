/// A command line that cannot be run; the message is one line.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
}
