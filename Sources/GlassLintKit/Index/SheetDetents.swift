import SwiftSyntax

/// What a sheet's `presentationDetents` say about how the 26 releases draw it: a sheet
/// that can rest below full height is inset glass; a `.large`-only sheet, and a sheet
/// with no detents (`.large` by default), is full height and opaque. Detents the syntax
/// cannot read (a variable, a custom detent) are not taken as partial, nor are detents
/// chosen through a `selection:` binding: the app decides what each height shows (often
/// a compact view at the small one, the full content only at `.large`).
enum SheetDetents {
    static let partialDetents: Set<String> = ["medium", "fraction", "height"]

    /// A detent other than `.large` keeps the sheet at partial height, drawn as glass. A
    /// project's own `presentationDetents(dynamic: […])`, adapting SwiftUI's, is read the
    /// same way: its first argument is the set of detents it passes on.
    /// Detents a member of the view's type gives (`presentationDetents(detents(for: kind))`,
    /// a function that returns a set for each case) are read in its body.
    static func isPartial(_ modifier: Modifier) -> Bool {
        guard modifier.name == "presentationDetents", let detents = modifier.call.arguments.first?.expression,
              !modifier.call.arguments.contains(where: { $0.label?.text == "selection" })
        else { return false }
        let memberName = detents.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:))
            ?? detents.as(DeclReferenceExprSyntax.self)?.baseName.text
        let given = memberName.flatMap { ViewMember.named($0, in: modifier.call.enclosingTypeDeclaration) }?.code ?? Syntax(detents)
        return given.tokens(viewMode: .sourceAccurate).contains { partialDetents.contains($0.text) }
    }

    /// Detents chosen through a binding (`presentationDetents([.medium, .large], selection: $detent)`).
    static func isChosen(_ modifier: Modifier) -> Bool {
        modifier.name == "presentationDetents" && modifier.call.arguments.contains { $0.label?.text == "selection" }
    }

    /// Whether the chain gives its sheet a partial detent.
    static func isPartial(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "presentationDetents").contains(where: isPartial)
    }
}
