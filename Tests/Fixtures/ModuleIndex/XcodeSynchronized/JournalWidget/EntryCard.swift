import SwiftUI

struct EntryCard: View {
    let entry: Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.title)
            Text(entry.body)
        }
    }
}
