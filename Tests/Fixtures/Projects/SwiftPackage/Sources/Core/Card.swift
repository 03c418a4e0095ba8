import SwiftUI

public struct Card: View {
    public var body: some View {
        Text("Card").padding().glassEffect(.regular, in: .rect(cornerRadius: 16))
    }
}
