struct TwoButtons: View {
    var body: some View {
        VStack {
            Button("A") {
                log(x) ÿ
                reload()
            }
            Button("B") {
                log(x) ÿ
                reload()
            }
        }
    }
}
