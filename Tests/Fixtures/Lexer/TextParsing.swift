import Foundation

/// Parses lines like `2024-05-01 | 12.50 EUR | Groceries`.
struct LedgerParser {
    let datePattern = /(\d{4})-(\d{2})-(\d{2})/
    let amountPattern = #/
        (?<whole> \d+ )      # whole units
        (?: \. (?<cents> \d{2}) )?
        \s* (?<currency> [A-Z]{3})
    /#

    func entries(in text: String) -> [Entry] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, let amount = parseAmount(fields[1]) else { return nil }
            return Entry(date: fields[0], amount: amount, category: fields[2])
        }
    }

    func parseAmount(_ text: String) -> Decimal? {
        guard let match = text.firstMatch(of: amountPattern) else { return nil }
        let cents = match.cents.map { Int($0) ?? 0 } ?? 0
        return Decimal(Int(match.whole)!) + Decimal(cents) / 100
    }

    func summary(_ entries: [Entry]) -> String {
        let total = entries.reduce(Decimal(0)) { $0 + $1.amount }
        let average = entries.isEmpty ? 0 : total / Decimal(entries.count)
        return """
            Entries: \(entries.count)
            Total:   \(total) \
            (average \(average))
            Path:    C:\\Users\\ledger.txt
            Quote:   "\(entries.first?.category ?? "none")"
            """
    }

    func rawReport() -> String {
        #"""
        Raw text keeps \(this) and \n as written, but \#(1 + 2) interpolates.
        A closing """ inside is fine.
        """#
    }
}

struct Entry: Equatable {
    var date: Substring
    var amount: Decimal
    var category: Substring
}

extension Entry: CustomStringConvertible {
    var description: String { "\(date): \(amount) [\(category)]" }
}

let halves = [1, 2, 3].map { $0 / 2 }
let ratio = 0x1p-2 + 0x1.8p3 + 1e-9 + 1.5E+3
let mask = 0b1010_1010 & 0o17 | 0xFF
let million = 1_000_000
let pair = (1, (2, 3))
let inner = pair.1.0
let smile = "\u{1F600} \"quoted\" \\ backslash"
let nested = "a\(true ? "b\(million)" : #"c"#)d"
