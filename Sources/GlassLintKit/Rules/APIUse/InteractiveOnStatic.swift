import SwiftSyntax

/// `.interactive()` glass on a view nobody can press.
public struct InteractiveOnStatic: Rule {
    public static let description = RuleDescription(
        id: "interactive-on-static",
        title: "Interactive glass on static content",
        severity: .warning,
        rationale: """
            `Glass.interactive()` gives glass the press response of a system button: it \
            scales, bounces and shimmers under the finger. On a view that only shows text or \
            an image, that response promises an action that does not exist. Keep interactive \
            glass for buttons, toggles, menus, links and views with a gesture.
            """,
        source: "SwiftUI documentation of Glass.interactive(_:); WWDC25 session 323",
        triggers: ["glassEffect"],
        options: [
            RuleOption("tappableViews", default: .strings([]),
                       summary: "names of the project's own views that respond to touches by themselves"),
        ],
        triggeringExamples: [
            RuleExample(#"Text("12 km").padding().↓glassEffect(.regular.interactive())"#),
            RuleExample("""
                extension View {
                    func pressableSurface() -> some View {
                        glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                let distance = Text("12 km").padding().↓pressableSurface()
                """, note: "a project helper that applies interactive glass"),
            RuleExample("""
                Image(systemName: "sun.max")
                    .frame(width: 44, height: 44)
                    .↓glassEffect(.regular.tint(.orange).interactive(), in: .circle)
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                Button { start() } label: {
                    Label("Start", systemImage: "play.fill")
                        .padding()
                        .glassEffect(.regular.interactive())
                }
                """, note: "inside a button's label"),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive()).onTapGesture { showDetail() }"#,
                        note: "a tap gesture makes it tappable"),
            RuleExample("""
                Image(systemName: "map")
                    .padding()
                    .glassEffect(.regular.interactive())
                    .accessibilityAddTraits(.isButton)
                    .gesture(dragGesture)
                """),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive(false))"#),
            RuleExample(#"RouteBadge(route).glassEffect(.regular.interactive())"#,
                        note: "a custom view may handle touches itself"),
            RuleExample(#"Text("12 km").padding().glassEffect(.regular.interactive()).onTapGesture { next() }"#),
            RuleExample("""
                extension View {
                    func pressableSurface() -> some View {
                        glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                let play = Button("Play") { play() }.pressableSurface()
                """, note: "a helper's interactive glass on a button"),
        ]
    )

    private let tappableViews: Set<String>

    public init(options: RuleOptions) {
        tappableViews = Set(options.strings("tappableViews"))
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = file.appliedGlass(in: chain).first(where: { $0.facts.kind == .effect && $0.facts.isInteractive == true })
            else { return nil }
            guard let base = Self.staticBase(of: chain, tappableViews: tappableViews) else { return nil }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "interactive glass on \(base), which nobody can tap",
                fix: "drop .interactive(), or make it a Button"
            )
        }
    }

    /// The name of the chain's view when nobody can tap it: a text, an image, a shape or a
    /// stack with no control in it, no gesture on it and no control around it.
    static func staticBase(of chain: ModifierChain, tappableViews: Set<String>) -> String? {
        guard let base = chain.baseName, ModifierNames.staticViews.contains(base) || ModifierNames.stacks.contains(base),
              !tappableViews.contains(base),
              !chain.modifiers.contains(where: Tappability.makesTappable),
              !Tappability.containsControl(chain.base),
              !isInsideControl(chain.expression)
        else { return nil }
        return base
    }

    /// Inside a control's content, or under a view that carries a gesture.
    static func isInsideControl(_ expression: ExprSyntax) -> Bool {
        expression.ancestors.contains { ancestor in
            guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) else {
                return false
            }
            if ModifierNames.gestures.contains(name) || name == "accessibilityAddTraits" { return true }
            return ModifierNames.controls.contains(name) && !call.calledExpression.isAncestorOrSelf(of: expression)
        }
    }
}
