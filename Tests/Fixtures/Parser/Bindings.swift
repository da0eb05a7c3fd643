import SwiftUI

struct DetailView: View {
    let item: String
    let names: [String]
    @State private var selection: String?
    @State private var count = 0

    var body: some View {
        VStack {
            if let selected = selection {
                Button("Use") { pick(selected) }
            }
            if let selection {
                Button("Shorthand") { pick(selection) }
            }
            switch selection {
            case let .some(chosen):
                Button("Chosen") { pick(chosen) }
            case .some(let other) where other.isEmpty:
                Button("Other") { pick(other) }
            default:
                Button("None") { pick(item) }
            }
            if case .some(let value) = selection {
                Button("Case") { pick(value) }
            }
            let doubled = count * 2
            Button("Double") { count = doubled }
            ForEach(names, id: \.self) { item in
                Button("Shadow") { pick(item) }
            }
            ForEach(Array(names.enumerated()), id: \.offset) { index, name in
                Button("Pair") { pick(name + "\(index)") }
            }
            List(names, id: \.self) { (name: String) in
                Button("Typed") { pick(name) }
            }
        }
    }

    func stack(prefix: String) -> some View {
        var buttons: [AnyView] = []
        for name in names {
            buttons.append(AnyView(Button(name) { pick(prefix + name) }))
        }
        guard let first = names.first else { return AnyView(EmptyView()) }
        return AnyView(Button(first) { pick(first) })
    }

    func pick(_ value: String) {}
}
