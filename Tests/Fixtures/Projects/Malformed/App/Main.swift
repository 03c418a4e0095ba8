import SwiftUI

struct MainView: View {
    var body: some View {
        Text("Main").glassEffect()
    }
}
