import SwiftUI

struct BrokenView: View {
    var body: some View {
        VStack {
            Button("One") { first( }
            Text("unterminated)
            Button("Two") { second() }
        }
    }
    func first() {}
    func second() {}


struct AfterBroken: View {
    var body: some View {
        Button("Three") { third() }
    }
    func third() {}
}

@@@ ))) ]]] junk !!!

struct Survivor: View {
    var body: some View {
        Button("Four") { fourth() }
    }
    func fourth() {}
}
}}}
