import Foundation

/// Small SwiftUI views for the command tests.
enum ViewSource {
    /// Two buttons with the same two-statement action: one safe fix.
    static let duplicated = """
    import SwiftUI

    struct VolumeView: View {
        @State private var volume = 5
        @State private var isMuted = false

        var body: some View {
            HStack {
                Button("Mute") {
                    volume = 0
                    isMuted = true
                }
                Image(systemName: "speaker.slash")
                    .onTapGesture {
                        volume = 0
                        isMuted = true
                    }
            }
        }
    }

    """

    /// Nothing to report.
    static let clean = """
    import SwiftUI

    struct LabelView: View {
        var body: some View {
            Text("Hello")
        }
    }

    """

    /// `duplicated` with CRLF line breaks and a UTF-8 byte order mark.
    static var crlfWithBOM: [UInt8] {
        [0xEF, 0xBB, 0xBF] + Array(duplicated.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }
}
