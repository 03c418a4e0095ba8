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
                Text("Download")
                    .frame(maxWidth: .infinity)
                    .frame(height: 50)
                    .background(fill)
                    .clipShape(.rect(cornerRadius: 30))
                    .glassEffect(.regular.interactive())
                """, note: "a radius past half the height is clamped: the clip is a capsule, the glass's own shape"),
            RuleExample("""
                Text("Lisbon")
                    .padding()
                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                    .contentShape(.rect(cornerRadius: 12))
                """, note: "contentShape after glass only changes hit testing"),
            RuleExample("""
                panel
                    .glassEffect(.regular, in: .rect(cornerRadius: 16))
                    .background(.teal.opacity(0.2), in: .rect(cornerRadius: 16))
                """, note: "a background after the glass is drawn behind it and cuts nothing"),
            RuleExample("""
                Image(systemName: "xmark")
                    .frame(width: 44, height: 44)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .clipShape(Circle())
                """, note: "a clip in the glass's own shape only trims the shadow"),
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
            RuleExample("""
                extension View {
                    func hudGlass(cornerRadius: CGFloat) -> some View {
                        glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
                    }
                }

                let hud = Text("Recording")
                    .padding()
                    .clipShape(.rect(cornerRadius: 30))
                    .hudGlass(cornerRadius: 30)
                """, note: "a helper's radius parameter may be the clip's number"),
            RuleExample("""
                ZStack(alignment: .bottomLeading) {
                    Rectangle()
                        .glassEffect()
                        .mask(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
                    Text(title).padding()
                }
                """, note: "a gradient mask fades the glass out; it cuts no outline"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect }),
                  let glassIndex = chain.position(of: glass.modifier),
                  let glassShape = glass.facts.shape
            else { return nil }
            // A background after the glass is drawn behind it and cuts nothing; a clip in the
            // glass's own shape only trims the shadow.
            if let cut = chain.modifiers[(glassIndex + 1)...].first(where: { $0.name != "background" && Self.shape(of: $0) != nil }) {
                // A shape passed in from elsewhere (a helper's parameter) may well be the clip's.
                guard let shape = Self.shape(of: cut), glassShape != .unknown, !Self.matches(shape, glassShape) else { return nil }
                return Violation(
                    at: cut.nameToken, through: cut.call,
                    message: "\(cut.name) after \(glass.spelling) cuts the glass rim",
                    fix: "pass the shape to the glass with in: and drop \(cut.name)"
                )
            }
            for (index, modifier) in chain.modifiers[..<glassIndex].enumerated().reversed() {
                guard var shape = Self.shape(of: modifier), shape != .unknown, glassShape != .unknown else { continue }
                if Self.roundsFully(shape, framedBy: chain.modifiers[..<index]) { shape = .capsule }
                guard !Self.matches(shape, glassShape) else { return nil }
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

    /// A rounded rectangle whose radius is at least half the fixed height or width a frame
    /// gives the view: SwiftUI clamps the radius, and the outline is a capsule.
    static func roundsFully(_ shape: GlassShape, framedBy modifiers: ArraySlice<Modifier>) -> Bool {
        guard case .roundedRectangle(let text) = shape, let radius = Double(text) else { return false }
        let sides = modifiers.filter { $0.name == "frame" }.flatMap { frame in
            ["width", "height"].compactMap { frame.argument(labeled: $0).flatMap { Double($0.trimmedText) } }
        }
        return sides.contains { radius * 2 >= $0 }
    }

    /// The same outline: equal shapes, or two fully rounded ones (a capsule on a square is a circle).
    /// Rounded rectangles match unless both radii are numbers that differ: a radius a helper
    /// is passed (`cornerRadius`) may well be the number the clip spells out.
    static func matches(_ a: GlassShape, _ b: GlassShape) -> Bool {
        if case .roundedRectangle(let first) = a, case .roundedRectangle(let second) = b,
           Double(first) == nil || Double(second) == nil {
            return true
        }
        return a == b || (a.isFullyRounded && b.isFullyRounded)
    }

    /// The shape a modifier cuts or outlines the view in; `nil` when it does neither.
    static func shape(of modifier: Modifier) -> GlassShape? {
        switch modifier.name {
        case "clipShape": return GlassShape(modifier.firstUnlabeledArgument)
        // A mask that is no shape (a gradient, an image) fades the view; it cuts no outline.
        case "mask":
            let shape = GlassShape(modifier.firstUnlabeledArgument)
            return shape == .unknown ? nil : shape
        case "cornerRadius": return .roundedRectangle(radius: modifier.firstUnlabeledArgument?.trimmedText ?? "")
        case "background": return modifier.argument(labeled: "in").map { GlassShape($0) }
        default: return nil
        }
    }
}
