import Foundation

/// Formats measurements as a fixed-width text table, one row per phase.
enum ReportTable {
    static let header = ["phase", "files", "MB", "wall (median)", "MB/s", "lines/s", "peak RSS"]

    static func render(_ rows: [PhaseMeasurement]) -> String {
        let cells = [header] + rows.map(cells(for:))
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        let lines = cells.enumerated().map { index, row in
            let padded = row.enumerated().map { column, cell in
                // The phase name reads best left-aligned, numbers right-aligned.
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) : leftPad(cell, widths[column])
            }
            let line = padded.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }
        return lines.joined(separator: "\n")
    }

    private static func cells(for row: PhaseMeasurement) -> [String] {
        [
            row.name,
            "\(row.files)",
            String(format: "%.2f", row.megabytes),
            duration(row.seconds),
            String(format: "%.1f", row.megabytesPerSecond),
            grouped(Int(row.linesPerSecond.rounded())),
            row.peakBytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "n/a",
        ]
    }

    static func duration(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.3f s", seconds) : String(format: "%.2f ms", seconds * 1_000)
    }

    /// 1234567 → "1,234,567": lines per second are large numbers read at a glance.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    private static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
