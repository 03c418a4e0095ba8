import SwiftSyntax

/// A clip or shaped background after the glass, or a glass shape that differs from the
/// shape the view is clipped or filled to.
public struct GlassShapeMismatch: Rule {
    public static let description = RuleDescription(
        id: "glass-shape-mismatch",
        title: "Glass shape disagrees with the view",
        severity: .warning,
        rationale: """
            Glass is drawn in the shape passed with `in:` (a capsule by default), with a \
            rim of light along its edge. `.clipShape`, `.cornerRadius` or a shaped \
            `.background` applied after the glass cut that rim off; a view clipped or filled \
            to a rounded rectangle under a capsule of glass shows two outlines. Pass the \
            view's shape to the glass with `in:`, and use the same shape for `.contentShape` \
            where needed.
            """,
        source: "SwiftUI documentation of glassEffect(_:in:); WWDC25 session 323",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                Text("Lisbon")
                    .padding()
                    .glassEffect()
                    .↓clipShape(.rect(cornerRadius: 12))
                """),
            RuleExample("""
                Text("Lisbon")
                    .padding()
                    .background(.blue.opacity(0.1), in: .rect(cornerRadius: 16))
                    .↓glassEffect()
                """, note: "the default capsule of glass around a rounded rectangle"),
            RuleExample("""
                Image("coast")
                    .↓clipShape(.rect(cornerRadius: 20))
                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Text("Lisbon")
                    .padding()
                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                    .contentShape(.rect(cornerRadius: 12))
                """, note: "contentShape after glass only changes hit testing"),
            RuleExample("""
                Image("coast")
                    .clipShape(.rect(cornerRadius: 20))
                    .glassEffect(.regular, in: .rect(cornerRadius: 20))
                """),
            RuleExample("""
                Image(systemName: "heart")
                    .frame(width: 44, height: 44)
                    .clipShape(Circle())
                    .glassEffect()
                """, note: "a circle and the default capsule are one family"),
            RuleExample("""
                Text("Lisbon").padding().glassEffect(.identity).clipShape(.rect(cornerRadius: 12))
                """, note: "identity glass is no glass"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }),
                  let glassIndex = chain.position(of: glass.modifier),
                  let glassShape = glass.facts.shape
            else { return nil }
            if let cut = chain.modifiers[(glassIndex + 1)...].first(where: { Self.shape(of: $0) != nil }) {
                return Violation(
                    at: cut.nameToken, through: cut.call,
                    message: "\(cut.name) after \(glass.spelling) cuts the glass rim",
                    fix: "pass the shape to the glass with in: and drop \(cut.name)"
                )
            }
            for modifier in chain.modifiers[..<glassIndex].reversed() {
                guard let shape = Self.shape(of: modifier), shape != .unknown, glassShape != .unknown else { continue }
                guard shape != glassShape, !(shape.isFullyRounded && glassShape.isFullyRounded) else { return nil }
                let anchor = modifier.name == "background" ? glass.modifier : modifier
                return Violation(
                    at: anchor.nameToken, through: anchor.call,
                    message: "glass in \(glassShape) on a view \(modifier.name == "background" ? "filled" : "clipped") to \(shape)",
                    fix: "pass the same shape with in:"
                )
            }
            return nil
        }
    }

    /// The shape a modifier cuts or outlines the view in; `nil` when it does neither.
    static func shape(of modifier: Modifier) -> GlassShape? {
        switch modifier.name {
        case "clipShape", "mask": return GlassShape(modifier.firstUnlabeledArgument)
        case "cornerRadius": return .roundedRectangle(radius: modifier.firstUnlabeledArgument?.trimmedDescription ?? "")
        case "background": return modifier.argument(labeled: "in").map { GlassShape($0) }
        default: return nil
        }
    }
}
