import ActionLintCore

/// How a file spells its members' names: a codebase in `snake_case` (`func load_items()`,
/// `var is_loading`) gets its new members in `snake_case` too.
enum NameSpelling {
    /// Whether the file's member names are mostly `snake_case`: more names with an inner `_`
    /// and no capital (`load_items`) than names with a capital (`loadItems`), and at least two.
    static func isSnakeCase(_ file: ParsedFile) -> Bool {
        var snake = 0
        var camel = 0
        for type in file.syntax.types {
            for name in type.memberNames where name != "body" {
                // By bytes: a capital in ASCII (Character's properties cost ten times as much).
                let bytes = name.utf8
                if bytes.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) {
                    camel += 1
                } else if bytes.dropFirst().dropLast().contains(UInt8(ascii: "_")) {
                    snake += 1
                }
            }
        }
        return snake >= 2 && snake > camel
    }

    /// `loadItemsIfNeeded` → `load_items_if_needed`, `clearSelectedItemID` → `clear_selected_item_id`.
    static func snakeCase(_ name: String) -> String {
        ActionNamer.splitWords(name).joined(separator: "_")
    }
}
