import SwiftUI

struct ShelfScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            ShelfHeader(add: {}, share: {})
            Text("Recently added")
        }
    }
}
