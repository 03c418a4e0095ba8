import SwiftSyntax

/// Glass shapes that sit together (one container, one stack) with different shapes or
/// corner radii.
public struct GlassShapeConsistency: Rule {
    public static let description = RuleDescription(
        id: "glass-shape-consistency",
        title: "Inconsistent shapes in one cluster",
        severity: .info,
        rationale: """
            Glass shapes that sit together read as one group, and blend into each other \
            when they come close. A rounded rectangle beside a capsule, or two different \
            corner radii, look accidental and merge into odd outlines. Keep one shape family \
            and one radius within a feature (circles and capsules go together), and prefer \
            concentric shapes (`ConcentricRectangle`, `.rect(corners: .concentric)`) for glass \
            nested in a rounded container.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\" (shape and concentricity); Human Interface Guidelines, Materials",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                ↓GlassEffectContainer(spacing: 8) {
                    HStack(spacing: 8) {
                        Text("Walk").padding().glassEffect(.regular, in: .rect(cornerRadius: 12))
                        Text("Drive").padding().glassEffect(.regular, in: .capsule)
                    }
                }
                """),
            RuleExample("""
                ↓HStack {
                    Image(systemName: "minus").padding().glassEffect(.regular, in: .rect(cornerRadius: 8))
                    Image(systemName: "plus").padding().glassEffect(.regular, in: .rect(cornerRadius: 14))
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                HStack {
                    Image(systemName: "location").frame(width: 44, height: 44).glassEffect(in: .circle)
                    Text("Arrive 14:05").padding().glassEffect()
                }
                """, note: "circles and capsules are one family"),
            RuleExample("""
                HStack {
                    if isExpanded {
                        Text("Walk").padding().glassEffect(.regular, in: .rect(cornerRadius: 12))
                    } else {
                        Text("Mode").padding().glassEffect()
                    }
                }
                """, note: "the if and the else are never on screen together"),
            RuleExample("""
                HStack {
                    Text("Walk").padding().glassEffect(.regular, in: .rect(cornerRadius: radius))
                    Text("Drive").padding().glassEffect(.regular, in: .rect(cornerRadius: radius))
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let name = chain.baseName, ModifierNames.stacks.contains(name) || name == "GlassEffectContainer",
                  let group = chain.base?.as(FunctionCallExprSyntax.self), let closure = CallNames.contentClosure(of: group),
                  !Self.isInsideLargerGroup(group)
            else { return nil }
            let members = Self.shapedGlass(in: closure, file: file)
            for (index, (view, shape)) in members.enumerated() {
                for (other, otherShape) in members[(index + 1)...] where Self.differ(shape, otherShape)
                    && !SyntaxQueries.areMutuallyExclusive(view.expression, other.expression) {
                    return Violation(
                        at: group.calledExpression,
                        message: "glass in \(shape) beside glass in \(otherShape)",
                        fix: "use one shape family and radius for the group"
                    )
                }
            }
            return nil
        }
    }

    /// The glassed views of a group with a known shape, nested stacks included.
    static func shapedGlass(in closure: ClosureExprSyntax, file: SyntaxFile) -> [(ModifierChain, GlassShape)] {
        ViewBuilderContent.allViews(in: ViewBuilderContent.of(closure)).flatMap { view -> [(ModifierChain, GlassShape)] in
            if let shape = file.appliedGlass(in: view).last?.facts.shape, shape != .unknown {
                return [(view, shape)]
            }
            guard let name = view.baseName, ModifierNames.stacks.contains(name),
                  let inner = view.base?.as(FunctionCallExprSyntax.self).flatMap(CallNames.contentClosure(of:))
            else { return [] }
            return shapedGlass(in: inner, file: file)
        }
    }

    static func differ(_ a: GlassShape, _ b: GlassShape) -> Bool {
        a != b && !(a.isFullyRounded && b.isFullyRounded)
    }

    /// A stack inside a container or another stack is judged with the outer group.
    static func isInsideLargerGroup(_ group: FunctionCallExprSyntax) -> Bool {
        guard let parent = group.enclosingCalls.first, let name = CallNames.name(ofCall: parent) else { return false }
        return ModifierNames.stacks.contains(name) || name == "GlassEffectContainer"
    }
}
