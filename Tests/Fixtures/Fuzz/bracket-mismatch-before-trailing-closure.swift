struct TwoButtons: View {
    var body: some View {
        VStack {
            Button("3") {
                log(x) ÿ
                reload()
            }
            Button("B"] {
                log(x) ÿ
                reload()
            }
        }
    }
}
