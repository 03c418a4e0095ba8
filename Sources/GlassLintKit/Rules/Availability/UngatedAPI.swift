import SwiftSyntax

/// API newer than the deployment target, used where nothing checks the system version:
/// outside `if #available`, `guard #available` and `@available` types and functions.
public struct UngatedAPI: Rule {
    public static let description = RuleDescription(
        id: "availability",
        title: "Glass API without an availability check",
        severity: .error,
        rationale: """
            Liquid Glass API is new in the 26 releases. A target that still runs on an older \
            system reaches it only through `if #available`, `guard #available` or an `@available` \
            type or function, and keeps a fallback; otherwise it does not compile. Each use is \
            judged against the targets that compile its file, platform by platform (an iOS target \
            at 18.6 and a tvOS target at 26.1 differ), and against what encloses it: `@available` on \
            a type covers everything inside it, a project's own helper that gates itself covers its \
            call sites, and a project at 26 or later gates nothing. Calls made on a wrapper property \
            (`var backport: Backported<Self>`) are the wrapper's. Helpers the review cannot read (in a \
            binary framework) can be named in the `gatedHelpers` option: a use called on one \
            (`.compat.glassEffect()`) or passed to one (`compatButtonStyle(.glass)`) counts as gated. \
            Only API of the 26 releases is judged. Where the deployment target is unknown nothing is \
            reported. A use is an error where an app target is known to build the file for the \
            platform, a warning where only a package's manifest names it, info where only targets \
            that cannot build there reach it. The sites are reported once, under all files.
            """,
        source: "SwiftUI symbol pages (Introduced: iOS 26.0); the iOS 26 SDK interfaces (API-FACTS.md)",
        triggers: APITable.triggerWords,
        options: [
            RuleOption("gatedHelpers", default: .strings([]),
                       summary: "names of project helpers the review cannot read that check #available themselves"),
        ],
        triggeringExamples: [
            RuleExample(#"Text("Now").padding().↓glassEffect()"#, project: ExampleProjects.iOS17),
            RuleExample("""
                var body: some View {
                    ↓GlassEffectContainer {
                        controls
                    }
                }
                """, project: ExampleProjects.iOS17),
            RuleExample(#"Button("Go") { go() }.buttonStyle(.↓glass)"#, project: ExampleProjects.iOS17),
            RuleExample("""
                if #available(iOS 18.0, *) {
                    tabs.↓tabBarMinimizeBehavior(.onScrollDown)
                }
                """, note: "a check below 26 does not cover 26 API", project: ExampleProjects.iOS17),
            RuleExample("""
                #if os(tvOS)
                row.glassEffect()
                #else
                row.↓glassEffect()
                #endif
                """, note: "one target, two platforms: tvOS runs from 26.0, iOS from 18.0", project: ExampleProjects.iOS18AndTVOS26),
            RuleExample("""
                extension View {
                    var card: some View { padding() }
                }
                let badge = label.card.↓glassEffect()
                """, note: "a property that returns a view is not a wrapper: the call is SwiftUI's", project: ExampleProjects.iOS17),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    label.glassEffect()
                } else {
                    label.background(.regularMaterial)
                }
                """, project: ExampleProjects.iOS17),
            RuleExample("""
                guard #available(iOS 26.0, *) else { return AnyView(label) }
                return AnyView(label.glassEffect(.clear))
                """, note: "guard #available covers the rest of its scope", project: ExampleProjects.iOS17),
            RuleExample("""
                @available(iOS 26.0, *)
                struct GlassToolbar: View {
                    var body: some View {
                        GlassEffectContainer { controls.glassEffect() }
                    }
                }
                """, note: "@available on an enclosing type covers every call inside it", project: ExampleProjects.iOS17),
            RuleExample("""
                extension View {
                    @available(iOS 26.0, *)
                    func floatingGlass() -> some View { glassEffect(.regular.interactive()) }
                }
                """, note: "@available on the function", project: ExampleProjects.iOS17),
            RuleExample(#"Text("Now").padding().glassEffect()"#, note: "an app at 26 or later gates nothing",
                        project: ExampleProjects.iOS26),
            RuleExample(#"Text("Now").padding().glassEffect()"#, note: "deployment target unknown: nothing is guessed"),
            RuleExample("""
                if #unavailable(iOS 26.0) {
                    label.background(.regularMaterial)
                } else {
                    label.glassEffect()
                }
                """, note: "the else of #unavailable runs on 26 and later", project: ExampleProjects.iOS17),
            RuleExample("""
                struct Glass { var tint: Color }
                let accent = Glass.init(tint: .blue)
                """, note: "a project's own struct Glass is not Apple's", project: ExampleProjects.iOS17),
            RuleExample("""
                struct Backport<Content: View> {
                    let content: Content
                    @ViewBuilder func glassEffect() -> some View {
                        if #available(iOS 26.0, *) { content.glassEffect() } else { content }
                    }
                }
                let card = label.backport.glassEffect()
                """, note: "a backport namespace that gates itself gates its call sites", project: ExampleProjects.iOS17),
            RuleExample("""
                struct Backported<Wrapped> { let content: Wrapped }
                extension ToolbarContent {
                    var backport: Backported<Self> { Backported(content: self) }
                }
                let item = ToolbarItem { share }.backport.sharedBackgroundVisibility(.hidden)
                let save = Button("Save") { save() }.backport.buttonStyle(.glassProminent)
                """, note: "calls on a wrapper property are the wrapper's, arguments included, whatever its type is named",
                project: ExampleProjects.iOS17),
            RuleExample("""
                let card = label.compat.glassEffect()
                let save = compatButtonStyle(.glassProminent)
                """, note: "configured: \"gatedHelpers\": [\"compat\", \"compatButtonStyle\"]",
                options: ["gatedHelpers": .strings(["compat", "compatButtonStyle"])], project: ExampleProjects.iOS17),
            RuleExample(#"list.toolbarBackground(.visible, for: .navigationBar)"#, note: "iOS 16 API in an iOS 17 app",
                        project: ExampleProjects.iOS17),
            RuleExample("""
                if #available(iOS 18.0, *) {
                    thumbnail.matchedTransitionSource(id: item.id, in: namespace)
                }
                """, note: "API older than the 26 releases is the compiler's to judge (here visionOS 2 through the *)",
                project: ExampleProjects.iOS17AndVisionOS1),
            RuleExample("""
                if #available(iOS 19.0, *) {
                    tabs.tabBarMinimizeBehavior(.onScrollDown)
                } else {
                    tabs
                }
                """, note: "iOS 19 is the number iOS 26 had in the first betas: the check gates the 26 release", project: ExampleProjects.iOS17),
        ]
    )

    private let gatedHelpers: Set<String>

    public init(options: RuleOptions) {
        gatedHelpers = Set(options.strings("gatedHelpers"))
    }

    /// All sites fold into one row of the review.
    static let kind = ProjectWideKind(
        summary: "API newer than the deployment target, without #available",
        fix: "gate each use with if #available, or once in a View extension"
    )

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.availability.judgedUses.compactMap { judged in
            guard !isReached(through: judged.use.token) else { return nil }
            let tooNew = judged.problems.compactMap { problem -> (ApplePlatform, OSVersion, OSVersion)? in
                guard case .tooNew(let platform, let needs, let runsFrom) = problem, !problem.isPointRelease else { return nil }
                return (platform, needs, runsFrom)
            }
            guard !tooNew.isEmpty else { return nil }
            let needs = tooNew.map { "\($0.0.rawValue) \($0.1)" }.joined(separator: ", ")
            let runsFrom = tooNew.map { "\($0.0.rawValue) \($0.2)" }.joined(separator: ", ")
            return judged.violation(
                message: "\(judged.use.symbol.name) needs \(needs); this code runs from \(runsFrom)",
                fix: "wrap it in if #available(\(needs), *) with a fallback",
                severity: judged.severity(on: tooNew.map(\.0)), projectWide: Self.kind
            )
        }
    }

    /// Whether the use is called on, or passed to, a helper the configuration names as gated:
    /// `glassEffect` of `.compat.glassEffect()`, `.glass` of `compatButtonStyle(.glass)`.
    private func isReached(through token: TokenSyntax) -> Bool {
        guard !gatedHelpers.isEmpty else { return false }
        var base = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self)?.base
        while let current = base {
            if let member = current.as(MemberAccessExprSyntax.self) {
                if gatedHelpers.contains(member.declName.baseName.text) { return true }
                base = member.base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                base = call.calledExpression
            } else {
                return current.as(DeclReferenceExprSyntax.self).map { gatedHelpers.contains($0.baseName.text) } ?? false
            }
        }
        return token.ancestors.contains { ancestor in
            ancestor.as(FunctionCallExprSyntax.self).flatMap(CallNames.name(ofCall:)).map(gatedHelpers.contains) ?? false
        }
    }
}
