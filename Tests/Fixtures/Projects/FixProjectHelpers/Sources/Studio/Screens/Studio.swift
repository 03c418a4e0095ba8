import SwiftUI

struct StudioToolbar: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Draft")
                .padding()
                .backport
                .glassEffect(in: .capsule)
            Text("Layers")
                .padding()
                .glassEffect(.clear, in: .rect(cornerRadius: 12))
            Button("Publish") {}
                .buttonStyle(.glassProminent)
        }
    }
}

struct StudioFooter: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Saved")
                .padding()
                .glassEffect(in: .capsule)
            Button("Export") {}
                .buttonStyle(.glassProminent)
        }
    }
}
