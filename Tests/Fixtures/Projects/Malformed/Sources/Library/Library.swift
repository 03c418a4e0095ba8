import SwiftUI

public struct LibraryView: View {
    public var body: some View {
        Text("Library").glassEffect()
    }
}
