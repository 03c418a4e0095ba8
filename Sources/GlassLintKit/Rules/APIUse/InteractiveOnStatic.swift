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
        triggers: ["interactive"],
        options: [
            RuleOption("tappableViews", default: .strings([]),
                       summary: "names of the project's own views that respond to touches by themselves"),
        ],
        triggeringExamples: [
            RuleExample(#"Text("12 km").padding().↓glassEffect(.regular.interactive())"#),
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
        ]
    )

    private let tappableViews: Set<String>

    public init(options: RuleOptions) {
        tappableViews = Set(options.strings("tappableViews"))
    }

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let glass = chain.modifiers.compactMap(GlassApplication.init).first(where: {
                $0.kind == .effect && $0.glass.isInteractive == true && $0.glass.drawsGlass
            }) else { return nil }
            guard let base = chain.baseName, ModifierNames.staticViews.contains(base) || ModifierNames.stacks.contains(base),
                  !tappableViews.contains(base),
                  !chain.modifiers.contains(where: Self.makesTappable),
                  !Self.containsControl(chain.base),
                  !Self.isInsideControl(chain.expression)
            else { return nil }
            return Violation(
                at: glass.modifier.nameToken, through: glass.modifier.call,
                message: "interactive glass on \(base), which nobody can tap",
                fix: "drop .interactive(), or make it a Button"
            )
        }
    }

    static func makesTappable(_ modifier: Modifier) -> Bool {
        if ModifierNames.gestures.contains(modifier.name) { return true }
        return modifier.name == "accessibilityAddTraits"
            && modifier.call.arguments.description.contains("isButton")
    }

    /// A stack that holds a control or a gesture responds to touches inside it.
    static func containsControl(_ base: ExprSyntax?) -> Bool {
        guard let base else { return false }
        return base.tokens(viewMode: .sourceAccurate).contains { token in
            ModifierNames.controls.contains(token.text) || ModifierNames.gestures.contains(token.text)
        }
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
