import SwiftSyntax

/// Bar backgrounds that hide the system glass: `toolbarBackground` with a colour, a
/// material or `.visible`, and UIKit bar appearances configured opaque.
public struct OpaqueBarBackground: Rule {
    public static let description = RuleDescription(
        id: "opaque-bar-background",
        title: "Bar background hides the system glass",
        severity: .warning,
        rationale: """
            On the 26 releases navigation bars, toolbars and tab bars are glass by \
            themselves, and content scrolls under them with a scroll edge effect. A custom \
            bar background (`toolbarBackground` with a colour, a material or `.visible`, a \
            `UINavigationBarAppearance` or `UITabBarAppearance` configured opaque) covers \
            the glass, reserves a dead inset and stops content scrolling under the bar. \
            Remove it; keep it only in the pre-26 branch. The removal changes the look on \
            purpose, so `glasslint fix` applies it only when asked to include removals.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; Human Interface Guidelines, Materials",
        triggers: ["toolbarBackground", "BarAppearance", "ToolbarAppearance", "configureWithOpaqueBackground"],
        triggeringExamples: [
            RuleExample("""
                NavigationStack {
                    TripList()
                        .↓toolbarBackground(Color.indigo, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
                """, note: "one bar's colour and visibility are one finding"),
            RuleExample("""
                let appearance = UINavigationBarAppearance()
                appearance.↓configureWithOpaqueBackground()
                UINavigationBar.appearance().standardAppearance = appearance
                """),
            RuleExample(#"tabs.↓toolbarBackgroundVisibility(.visible, for: .tabBar)"#),
            RuleExample(#"channel.↓toolbarBackground(collapse > 0.8 ? .visible : .hidden, for: .navigationBar)"#,
                        note: "one of the two states shows an opaque bar"),
            RuleExample("""
                page
                    .↓toolbarBackground(theme.barColor, for: .navigationBar)
                    .backport.toolbarBackgroundVisibility(isReadable ? .automatic : .visible, for: .navigationBar)
                """, note: "one bar styled through a project namespace too: one finding"),
            RuleExample("""
                let tabs = UITabBarAppearance()
                if isDark {
                    tabs.↓configureWithOpaqueBackground()
                    tabs.backgroundColor = .black
                } else {
                    tabs.↓configureWithDefaultBackground()
                    tabs.backgroundColor = UIColor.systemBackground
                }
                tabBar.standardAppearance = tabs
                """, note: "a solid background colour makes the default configuration opaque too"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                var isLiquidGlass: Bool {
                    guard #available(iOS 26.0, *) else { return false }
                    return true
                }

                struct Articles: View {
                    var body: some View {
                        NavigationStack {
                            List(articles) { Text($0.title) }
                                .toolbarBackground(isLiquidGlass ? Color.clear : Color.white, for: .navigationBar)
                        }
                    }
                }
                """, note: "the colour only on the side a project's availability flag takes before 26"),
            RuleExample("""
                struct MainTabs: View {
                    var body: some View {
                        if #available(iOS 26.0, *) {
                            TabView { FeedView().tabItem { Label("Home", systemImage: "house") } }
                        } else {
                            legacyTabs
                        }
                    }

                    private var legacyTabs: some View {
                        TabView { FeedView().tabItem { Label("Home", systemImage: "house") } }
                            .toolbarBackground(.visible, for: .tabBar)
                    }
                }
                """, note: "a member shown only from the pre-26 branch is the fallback"),
            RuleExample(#"AuthSplash().toolbarBackground(.clear, for: .navigationBar)"#, note: "a clear background hides nothing"),
            RuleExample(#"comments.toolbarBackground(isReading ? .hidden : .automatic, for: .navigationBar)"#,
                        note: "neither state draws a background over the glass"),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    tabs
                } else {
                    tabs
                        .toolbarBackground(.ultraThinMaterial, for: .tabBar)
                        .toolbarBackground(.visible, for: .tabBar)
                }
                """, note: "a bar background in the pre-26 branch keeps the old look where there is no glass"),
            RuleExample(#"list.toolbarBackground(.hidden, for: .navigationBar)"#,
                        note: "hiding the background lets the system glass show"),
            RuleExample("""
                let appearance = UINavigationBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .clear
                appearance.shadowColor = .clear
                UINavigationBar.appearance().standardAppearance = appearance
                """, note: "an opaque configuration made clear right after is a transparent bar"),
            RuleExample("""
                NavigationStack {
                    ExportForm()
                }
                .toolbarBackground(.visible, for: .navigationBar)
                """, note: "applied outside the stack, it never reaches the stack's own bar"),
            RuleExample("""
                let appearance = UINavigationBarAppearance()
                appearance.configureWithTransparentBackground()
                """),
            RuleExample("""
                let tabs = UITabBarAppearance()
                tabs.configureWithDefaultBackground()
                tabs.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.2)
                tabBar.standardAppearance = tabs
                """, note: "a see-through colour over the default configuration leaves the bar translucent"),
            RuleExample("""
                enum ThemeAdapter {
                    enum Flavor { case liquid, classic }

                    static var flavor: Flavor {
                        if #available(iOS 26.0, *) { return .liquid } else { return .classic }
                    }

                    static func applyChrome() {
                        guard flavor == .classic else { return }
                        let bar = UINavigationBarAppearance()
                        bar.configureWithOpaqueBackground()
                        UINavigationBar.appearance().standardAppearance = bar
                    }
                }
                """, note: "a value that names the releases by a case (.liquid on 26): code past its guard for .classic runs only before 26"),
            RuleExample("""
                struct Capabilities {
                    let supportsGlass: Bool

                    static var current: Capabilities {
                        var supported: Bool
                        if #available(iOS 26.0, *) { supported = true } else { supported = false }
                        return Capabilities(supportsGlass: supported)
                    }
                }

                enum ChromePolicy {
                    static func usesSystemChrome(_ capabilities: Capabilities) -> Bool { capabilities.supportsGlass }
                }

                struct ChromeBackground: ViewModifier {
                    let capabilities: Capabilities

                    @ViewBuilder
                    func body(content: Content) -> some View {
                        if ChromePolicy.usesSystemChrome(capabilities) {
                            content
                        } else {
                            content.toolbarBackground(.visible, for: .navigationBar)
                        }
                    }
                }
                """, note: "a property made from an availability check, read through a function: its else is the pre-26 fallback"),
        ],
        corrections: [
            RuleCorrection("""
                TripList()
                    .navigationTitle("Trips")
                    .toolbarBackground(Color.indigo, for: .navigationBar) // brand colour
                    .toolbarBackground(.visible, for: .navigationBar)
                """, """
                TripList()
                    .navigationTitle("Trips")
                """),
        ]
    ).fixed(as: .removal)

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        var finder = OpaqueBarFinder()
        for call in file.inventory.calls { finder.read(call) }
        var violations: [Violation] = []
        var chainOfViolation: [SyntaxIdentifier: Int] = [:]
        var unfixable: Set<SyntaxIdentifier> = []
        let found = finder.found.sorted { $0.nameToken.position < $1.nameToken.position }
        for modifier in found where file.releaseSide(of: modifier.call, in: availability) != .fallback {
            // `isLiquidGlass ? .clear : .white`: a colour only on the side a project's flag takes before 26.
            let styles = finder.styles[modifier.call.id] ?? []
            if !styles.isEmpty, styles.allSatisfy({ file.releaseSide(of: $0, in: availability) == .fallback }) { continue }
            if modifier.name.hasPrefix("configureWith") {
                guard modifier.name == "configureWithOpaqueBackground" ? !Self.isClearedAfterwards(modifier) : Self.isFilledAfterwards(modifier)
                else { continue }
                violations.append(Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "opaque bar appearance hides the system glass",
                    fix: "use the default appearance on 26; keep this in the pre-26 branch"
                ))
                continue
            }
            // Outside a navigation stack, the modifier never reaches that stack's own bar.
            let enclosingChain = ModifierChain.enclosing(modifier.call)
            if let base = enclosingChain?.baseName, Self.navigationContainers.contains(base) { continue }
            // The modifiers that style one bar (its colour, then `.visible`) are one finding.
            let chain: SyntaxIdentifier? = Self.chainRoot(of: modifier.call)
            // A call through a namespace (`.backport.…`) cannot be removed alone; nor, then, the rest.
            let removable = !Self.isThroughNamespace(modifier.call)
            if let chain, let index = chainOfViolation[chain] {
                if removable, !unfixable.contains(chain) {
                    violations[index].edits += ModifierRemoval.edits(removing: modifier)
                } else {
                    violations[index].edits = []
                    unfixable.insert(chain)
                }
                continue
            }
            if let chain {
                chainOfViolation[chain] = violations.count
                if !removable { unfixable.insert(chain) }
            }
            violations.append(Violation(
                at: modifier.nameToken, through: modifier.call,
                message: "\(modifier.name) hides the system glass of the bar",
                fix: "remove it; the bar is glass on 26",
                edits: removable ? ModifierRemoval.edits(removing: modifier) : []
            ))
        }
        return violations
    }

    static let navigationContainers: Set = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// `x.backport.toolbarBackgroundVisibility(…)`: the call's receiver is a namespace property.
    static func isThroughNamespace(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        return receiver.is(MemberAccessExprSyntax.self)
    }

    /// The whole chain a modifier is part of, through what breaks `ModifierChain` apart:
    /// a namespace (`.backport.toolbarBackgroundVisibility(…)`) or a `#if` inside the chain.
    static func chainRoot(of call: FunctionCallExprSyntax) -> SyntaxIdentifier {
        var node = Syntax(call)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                node = parent
            } else if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == node.id {
                node = parent
            } else if parent.is(PostfixIfConfigExprSyntax.self) || parent.is(IfConfigClauseSyntax.self)
                || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self) {
                node = parent
            } else {
                break
            }
        }
        return node.id
    }

    /// `appearance.configureWithOpaqueBackground()` followed, in the same block, by
    /// `appearance.backgroundColor = .clear`: the bar ends up transparent.
    static func isClearedAfterwards(_ modifier: Modifier) -> Bool {
        backgroundColors(setAfter: modifier).contains { Self.clearColors.contains($0.trimmedText) }
    }

    /// `appearance.configureWithDefaultBackground()` followed, in the same block, by
    /// `appearance.backgroundColor = UIColor.systemBackground`: a solid colour, with no
    /// alpha of its own, makes the bar opaque whatever it was configured with.
    static func isFilledAfterwards(_ modifier: Modifier) -> Bool {
        backgroundColors(setAfter: modifier).contains { colour in
            let words = colour.tokens(viewMode: .sourceAccurate).map(\.text)
            return !Self.clearColors.contains(colour.trimmedText) && !words.contains("nil")
                && words.allSatisfy { !["withAlphaComponent", "alpha", "opacity", "clear"].contains($0) }
        }
    }

    private static let clearColors: Set = ["clear", ".clear", "UIColor.clear"]

    /// The values given to the appearance's `backgroundColor` after `modifier`, in its block.
    private static func backgroundColors(setAfter modifier: Modifier) -> [ExprSyntax] {
        guard let receiver = modifier.call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText,
              let item = modifier.call.ancestors.first(where: { $0.is(CodeBlockItemSyntax.self) }),
              let block = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return [] }
        return block.compactMap { statement in
            guard statement.position > item.position,
                  let (target, value) = statement.item.standingExpression?.as(SequenceExprSyntax.self)?.assignment,
                  target.trimmedText == receiver + ".backgroundColor"
            else { return nil }
            return value
        }
    }
}

/// `toolbarBackground(…)` with anything but `.hidden`, `.automatic` or a clear colour,
/// `toolbarBackgroundVisibility(.visible, …)`, and the `configureWith…Background()` calls of
/// bar appearances (the check decides which of them end opaque).
private struct OpaqueBarFinder {
    static let drawsNothing: Set = [".hidden", ".automatic", ".clear", "Color.clear", "Color(.clear)"]
    /// The calls this finder reads; every other call of the file is passed by.
    static let names: Set = [
        "toolbarBackground", "toolbarBackgroundVisibility", "configureWithOpaqueBackground", "configureWithDefaultBackground",
        "configureWithTransparentBackground",
    ]
    var found: [Modifier] = []
    /// The styles of each `toolbarBackground` found that draw something, by call.
    var styles: [SyntaxIdentifier: [ExprSyntax]] = [:]

    mutating func read(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.namesModifier,
              Self.names.contains(member.declName.baseName.text)
        else { return }
        let modifier = Modifier(call: node, nameToken: member.declName.baseName, period: member.period)
        // `condition ? .visible : .hidden` styles the bar one way or the other: each may show.
        let alternatives = Self.alternatives(modifier.firstUnlabeledArgument)
        let styles = alternatives.map(\.trimmedText)
        switch modifier.name {
        case "toolbarBackground":
            // A clear background draws nothing over the system's glass.
            let drawing = alternatives.filter { !Self.drawsNothing.contains($0.trimmedText) }
            if !drawing.isEmpty {
                found.append(modifier)
                self.styles[node.id] = drawing
            }
        case "toolbarBackgroundVisibility":
            if styles.contains(".visible") { found.append(modifier) }
        case "configureWithOpaqueBackground", "configureWithDefaultBackground", "configureWithTransparentBackground":
            found.append(modifier)
        default:
            break
        }
    }

    /// The branches of a ternary (nested ones too), or the expression itself.
    private static func alternatives(_ expression: ExprSyntax?) -> [ExprSyntax] {
        expression.map(Ternary.alternatives) ?? []
    }
}
