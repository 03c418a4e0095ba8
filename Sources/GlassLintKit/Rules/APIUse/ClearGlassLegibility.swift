import SwiftSyntax

/// `.clear` glass with no dimming layer anywhere in the view.
public struct ClearGlassLegibility: Rule {
    public static let description = RuleDescription(
        id: "clear-glass-legibility",
        title: "Clear glass without dimming",
        severity: .warning,
        rationale: """
            Clear glass is more transparent than regular glass and does not adapt to what is \
            behind it. Over bright or busy content its symbols and text become unreadable \
            unless a dimming layer sits beneath it (Apple's figure: black at about 35 % \
            opacity). Clear glass is right only over media-rich content that tolerates \
            dimming, with bold content on the glass; elsewhere use `.regular`. The review \
            warns where the view itself shows media (a photo, a video, a map) under the \
            glass, or where the glass floats over content (an overlay, a bar, a layer over \
            scrolling content); elsewhere what lies behind is unknown to it, and the \
            finding is info.
            """,
        source: "WWDC25 session 219 \"Meet Liquid Glass\"; SwiftUI documentation of Glass.clear",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                extension View {
                    func overMedia() -> some View {
                        glassEffect(.clear, in: .circle)
                    }
                }

                struct PhotoHeader: View {
                    var body: some View {
                        ZStack {
                            Image("coast").resizable()
                            Image(systemName: "heart").padding().↓overMedia()
                        }
                    }
                }
                """, note: "clear glass through a project helper"),
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        ZStack(alignment: .bottomTrailing) {
                            Image("coast").resizable().scaledToFill()
                            Image(systemName: "heart").padding().↓glassEffect(.clear)
                        }
                    }
                }
                """),
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        Image("coast").resizable().overlay(alignment: .bottom) {
                            Button("Retake") { retake() }.buttonStyle(.↓glass(.clear))
                        }
                    }
                }
                """),
            RuleExample("""
                ScrollView { MessageList(messages: messages) }
                    .safeAreaInset(edge: .bottom) {
                        Text("Ana is typing")
                            .padding(8)
                            .↓glassEffect(.clear, in: .capsule)
                    }
                """, note: "clear glass floating over content that scrolls beneath it"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func overMedia(reduceTransparency: Bool) -> some View {
                        if reduceTransparency {
                            glassEffect(.regular, in: .circle)
                        } else {
                            glassEffect(.clear, in: .circle)
                        }
                    }
                }

                struct PhotoHeader: View {
                    @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                    var body: some View {
                        ZStack {
                            Image("coast").resizable()
                            Image(systemName: "heart").padding().↓overMedia(reduceTransparency: reduceTransparency)
                        }
                    }
                }
                """, note: "a helper whose clear glass a run-time value picks still draws it"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                struct NowPlaying: View {
                    @Environment(\\.colorScheme) private var colorScheme

                    var body: some View {
                        ZStack {
                            Image("cover").resizable().scaledToFill()
                                .overlay((colorScheme == .dark ? Color.black : Color.white).opacity(0.5))
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                                .glassEffect(.clear.interactive(), in: .capsule)
                        }
                    }
                }
                """, note: "the artwork is dimmed, in either appearance, by the colour chosen for it"),
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        ZStack(alignment: .bottomTrailing) {
                            Image("coast").resizable().scaledToFill()
                            Color.black.opacity(0.35)
                            Image(systemName: "heart").font(.title.bold()).padding().glassEffect(.clear)
                        }
                    }
                }
                """, note: "a dimming layer beneath the clear glass"),
            RuleExample("""
                struct PhotoHeader: View {
                    var body: some View {
                        Image("coast").resizable().brightness(-0.2).overlay {
                            Image(systemName: "heart").padding().glassEffect(.clear)
                        }
                    }
                }
                """),
            RuleExample(#"Image(systemName: "heart").padding().glassEffect(.regular)"#),
            RuleExample("""
                extension View {
                    func overMedia() -> some View {
                        glassEffect(.clear, in: .circle)
                    }
                }

                struct PhotoHeader: View {
                    var body: some View {
                        ZStack {
                            Image("coast").resizable()
                            Color.black.opacity(0.35)
                            Image(systemName: "heart").padding().overMedia()
                        }
                    }
                }
                """, note: "a project helper's clear glass over a dimming layer"),
            RuleExample("""
                extension View {
                    func emptyStatePanel() -> some View {
                        background(.ultraThinMaterial).glassEffect(.clear, in: .rect(cornerRadius: 16))
                    }
                }

                let empty = VStack { Text("No videos"); Button("Add Videos", action: add) }
                    .padding(48)
                    .emptyStatePanel()
                """, note: "a material under the clear glass frosts what shows through it"),
            RuleExample("""
                Button(action: close) {
                    Image(systemName: "xmark")
                        .padding(12)
                        .background(Circle().fill(tintColor))
                }
                .glassEffect(.clear.interactive())
                """, note: "the label carries its own opaque fill under the clear glass"),
            RuleExample("""
                struct SettingsPage: View {
                    var body: some View {
                        VStack(spacing: 12) {
                            ForEach(options) { option in
                                Text(option.title)
                                    .padding()
                                    .glassEffect(.clear, in: .rect(cornerRadius: 16))
                            }
                        }
                    }
                }
                """, note: "repeated cards lie on the screen's plain background, not over media"),
            RuleExample("""
                struct ErrorCard: View {
                    var body: some View {
                        VStack { Text("Could not load the news"); Button("Retry", action: retry) }
                            .padding()
                            .glassEffect(.clear, in: .rect(cornerRadius: 20))
                    }
                }
                """, note: "an app held dark (UIUserInterfaceStyle) has clear glass on dark, quiet backgrounds", project: ExampleProjects.iOS26HeldDark),
            RuleExample("""
                ScrollView { credits }
                    .safeAreaInset(edge: .top) {
                        Image("AppIcon")
                            .resizable()
                            .scaledToFit()
                            .glassEffect(.clear, in: .rect(cornerRadius: 26))
                            .frame(width: 100, height: 100)
                    }
                """, note: "a picture lies over its own clear glass: nothing is read on the glass"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        // The watch face is black: clear glass on watchOS sits on a dark, quiet background.
        let deployment = file.deployment
        guard deployment.platforms != [.watchOS] else { return [] }
        return file.chains.flatMap { chain in
            file.appliedGlass(in: chain).compactMap { glass -> Violation? in
                guard glass.facts.variant == .clear, !HelperReference.isInDefinition(glass.modifier.call),
                      !Self.hasOwnBacking(chain, under: glass),
                      // A material under the clear glass frosts what shows through it (material-under-glass says the rest).
                      file.helperEffect(of: glass.modifier)?.appliesMaterial != true,
                      !chain.modifiers[..<(chain.position(of: glass.modifier) ?? 0)].contains(where: MaterialUnderGlass.isMaterialOrBlur)
                else { return nil }
                let scope: Syntax = glass.modifier.call.enclosingTypeDeclaration.map(Syntax.init) ?? Syntax(file.tree)
                guard !Self.hasDimming(scope) else { return nil }
                // Without media of its own under it, clear glass on a repeated card, or in an
                // app held dark, lies on a plain, quiet background.
                let showsMedia = MediaViews.appear(in: scope)
                let placements = file.placements(of: chain.expression)
                if Self.isRepeatedCard(placements) || deployment.heldAppearance == .dark, !showsMedia {
                    return nil
                }
                // Floating glass (an overlay, a bar, a layer over scrolling content) has content
                // moving beneath it.
                let overBusyContent = showsMedia || placements.contains(where: \.isFloating)
                let anchor: TokenSyntax = glass.facts.kind == .effect || glass.helper != nil
                    ? glass.modifier.nameToken
                    : (glass.modifier.firstUnlabeledArgument?.firstToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) ?? glass.modifier.nameToken)
                // Over media of its own view (a photo, a video, a map) or over content that moves
                // beneath it, the glass is unreadable without dimming; elsewhere what lies behind
                // is unknown: said, not warned.
                return Violation(
                    at: anchor, through: glass.modifier.call,
                    message: "clear glass with no dimming layer beneath",
                    fix: "dim the content below (black at ~35%) or use .regular",
                    severity: overBusyContent ? nil : .info
                )
            }
        }
    }

    /// Rows and cells (of a list or scroll view, or repeated by `ForEach`) sit on the
    /// screen's own plain background: clear glass there is a weaker choice than regular,
    /// not a legibility problem, unless the view shows media of its own (`MediaViews`)
    /// that the glass lies over.
    static func isRepeatedCard(_ placements: [Placement]) -> Bool {
        !placements.isEmpty && placements.allSatisfy { placement in
            placement.contentKind == .listRow || placement.contentKind == .scrollCell || (placement.isRepeated && !placement.isFloating)
        }
    }

    /// The glassed view carries its own opaque fill (`.background(Circle().fill(tint))` on a
    /// button's label): nothing bright shows through the clear glass.
    static func hasOwnBacking(_ chain: ModifierChain, under glass: AppliedGlass) -> Bool {
        let index = chain.position(of: glass.modifier) ?? chain.modifiers.count
        if chain.modifiers[..<index].contains(where: ShapeStyles.isOwnBacking) { return true }
        guard let base = chain.base else { return false }
        // A picture (`Image("Cover").resizable()`) lies over its own glass and hides it: no
        // text or symbol is read on the clear glass.
        if chain.baseName == "Image", chain.modifiers[..<index].contains(where: { $0.name == "resizable" }),
           base.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text != "systemName" {
            return true
        }
        return base.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "background", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return ShapeStyles.isOwnBacking(Modifier(call: call, nameToken: token, period: member.period))
        }
    }

    /// `.opacity(…)` right after the colour, or after the expression it is part of:
    /// `(isDark ? Color.black : Color.white).opacity(0.5)`.
    private static func isMadeTranslucent(_ following: ArraySlice<TokenSyntax>) -> Bool {
        for token in following.prefix(8) {
            if token.text == "opacity" { return true }
            if ["{", "}", "="].contains(token.text) { return false }
        }
        return false
    }

    /// A dark overlay or a darkening of the content: `.black.opacity(…)`, `.brightness(-…)`,
    /// a gradient to black.
    static func hasDimming(_ scope: Syntax) -> Bool {
        let tokens = Array(scope.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated() {
            let following = index + 1 < tokens.count ? tokens[index + 1].text : ""
            let afterNext = index + 2 < tokens.count ? tokens[index + 2].text : ""
            if token.text == "black" && (following == ")" || following == "," || isMadeTranslucent(tokens[(index + 1)...])) {
                return true
            }
            if token.text == "brightness", afterNext.hasPrefix("-") {
                return true
            }
            if token.text == "colorMultiply" { return true }
        }
        return false
    }
}
