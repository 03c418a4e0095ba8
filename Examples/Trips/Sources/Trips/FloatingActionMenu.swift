import SwiftUI

/// The floating "+" button of the overview. It opens into a column of actions
/// that grow out of it and melt back into it when it closes.
struct FloatingActionMenu: View {
    enum Action: String, CaseIterable, Identifiable, Sendable {
        case newTrip
        case markBooked
        case openNext

        var id: Self { self }

        var title: String {
            switch self {
            case .newTrip: "New Trip"
            case .markBooked: "Mark Next Trip Booked"
            case .openNext: "Open Next Trip"
            }
        }

        var symbol: String {
            switch self {
            case .newTrip: "suitcase"
            case .markBooked: "checkmark.seal"
            case .openNext: "airplane.departure"
            }
        }
    }

    var onSelect: (Action) -> Void
    @State private var isExpanded = false
    @Namespace private var namespace

    var body: some View {
        if #available(iOS 26.0, *) {
            glassMenu
        } else {
            legacyMenu
        }
    }

    @available(iOS 26.0, *)
    private var glassMenu: some View {
        GlassEffectContainer(spacing: 14) {
            VStack(spacing: 14) {
                if isExpanded {
                    ForEach(Action.allCases) { action in
                        Button {
                            select(action)
                        } label: {
                            Image(systemName: action.symbol)
                                .font(.title3)
                                .frame(width: 52, height: 52)
                        }
                        .glassEffect(.regular.interactive(), in: .circle)
                        .glassEffectID(action, in: namespace)
                        .accessibilityLabel(action.title)
                    }
                }
                Button(action: toggle) {
                    Image(systemName: isExpanded ? "xmark" : "plus")
                        .font(.title2.weight(.semibold))
                        .frame(width: 60, height: 60)
                }
                .glassEffect(.regular.tint(.accentColor).interactive(), in: .circle)
                .glassEffectID("toggle", in: namespace)
                .accessibilityLabel(isExpanded ? "Close Actions" : "Show Actions")
            }
        }
    }

    /// Before iOS 26 a plain menu does the job; there is no glass to morph.
    private var legacyMenu: some View {
        Menu {
            ForEach(Action.allCases) { action in
                Button(action.title, systemImage: action.symbol) { onSelect(action) }
            }
        } label: {
            Image(systemName: "plus")
                .font(.title2.weight(.semibold))
                .frame(width: 60, height: 60)
                .background(.regularMaterial, in: .circle)
        }
        .accessibilityLabel("Show Actions")
    }

    private func toggle() {
        withAnimation(.bouncy) {
            isExpanded.toggle()
        }
    }

    private func select(_ action: Action) {
        withAnimation(.bouncy) {
            isExpanded = false
        }
        onSelect(action)
    }
}
