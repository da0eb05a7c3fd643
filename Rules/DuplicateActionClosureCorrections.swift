import ActionLintCore

/// What `--fix` makes of `duplicate-action-closure` findings: each input must become its output
/// byte for byte, and fixing the output again must change nothing (`RuleDescriptionTests`).
enum DuplicateActionClosureCorrections {
    static let all: [RuleCorrection] = [
        RuleCorrection(
            input: """
            struct CardView: View {
                @State private var isFlipped = false
                @State private var flips = 0

                var body: some View {
                    VStack {
                        Image("front")
                            .onTapGesture {
                                isFlipped.toggle()
                                flips += 1
                            }
                        Text("Tap to flip")
                            .onTapGesture {
                                isFlipped.toggle()
                                flips += 1
                            }
                    }
                }
            }

            """,
            output: """
            struct CardView: View {
                @State private var isFlipped = false
                @State private var flips = 0

                var body: some View {
                    VStack {
                        Image("front")
                            .onTapGesture(perform: toggle)
                        Text("Tap to flip")
                            .onTapGesture(perform: toggle)
                    }
                }
            }

            private extension CardView {
                func toggle() {
                    isFlipped.toggle()
                    flips += 1
                }
            }

            """
        ),
    ]
}
