/// The kinds of directory entry discovery tells apart; sockets, devices and pipes are `other`.
enum FileKind: Hashable, Sendable {
    case regularFile
    case directory
    case symbolicLink
    case other
}
