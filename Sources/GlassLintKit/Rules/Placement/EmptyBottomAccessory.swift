import SwiftSyntax

/// `tabViewBottomAccessory { if playing { MiniPlayer() } }`: the accessory stays mounted
/// and shows an empty glass slab above the tab bar whenever its content is empty.
public struct EmptyBottomAccessory: Rule {
    public static let description = RuleDescription(
        id: "empty-bottom-accessory",
        title: "Bottom accessory with nothing to show",
        severity: .warning,
        rationale: """
            The tab bar's bottom accessory is drawn as a glass platform whenever the modifier is \
            applied, whatever its content. Content that is only an `if` with no `else` leaves it \
            empty while the condition is false, and the app shows a blank glass slab above the tab \
            bar. Pass the condition to `tabViewBottomAccessory(isEnabled:content:)` (26.1), so the \
            accessory is mounted only when it has something to show.
            """,
        source: "missuo/kumone issue 35 (an empty mini-player accessory showed as a translucent slab); SwiftUI documentation of tabViewBottomAccessory(isEnabled:content:)",
        triggers: ["tabViewBottomAccessory"],
        triggeringExamples: [
            RuleExample("""
                TabView { LibraryTab(); SearchTab() }
                    .↓tabViewBottomAccessory {
                        if let song = player.current {
                            MiniPlayer(song: song)
                        }
                    }
                """),
            RuleExample("""
                TabView { LibraryTab() }
                    .↓tabViewBottomAccessory {
                        if player.isPlaying { MiniPlayer() }
                    }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                TabView { LibraryTab() }
                    .tabViewBottomAccessory(isEnabled: player.current != nil) {
                        if let song = player.current { MiniPlayer(song: song) }
                    }
                """, note: "mounted only with content (26.1)"),
            RuleExample("""
                TabView { LibraryTab() }
                    .tabViewBottomAccessory {
                        if let song = player.current {
                            MiniPlayer(song: song)
                        } else {
                            Text("Not Playing")
                        }
                    }
                """, note: "always something to show"),
            RuleExample("""
                TabView { LibraryTab() }
                    .tabViewBottomAccessory { MiniPlayer() }
                """, note: "content the rule cannot see into is not guessed"),
            RuleExample("""
                @ViewBuilder
                var tabs: some View {
                    if #available(iOS 26.1, *) {
                        scaffold.tabViewBottomAccessory(isEnabled: isCooking) { CookingBanner() }
                    } else {
                        scaffold.tabViewBottomAccessory {
                            if isCooking { CookingBanner() }
                        }
                    }
                }
                """, note: "below 26.1 there is no isEnabled: the else branch of the 26.1 check can only be conditional", project: ExampleProjects.iOS26),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.flatMap { chain in
            chain.modifiers(named: "tabViewBottomAccessory").compactMap { modifier -> Violation? in
                // Below 26.1, where `isEnabled:` is missing, the accessory can only be conditional.
                guard modifier.argument(labeled: "isEnabled") == nil,
                      !(Self.enablingRelease.map(file.availability.at(modifier.call).isFallback(below:)) ?? false),
                      let content = CallNames.contentClosure(of: modifier.call),
                      Self.mayBeEmpty(content.statements)
                else { return nil }
                return Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "the bottom accessory stays mounted with no content: an empty glass slab shows above the tab bar",
                    fix: "use tabViewBottomAccessory(isEnabled:content:) with the condition (26.1)"
                )
            }
        }
    }

    /// The release of `tabViewBottomAccessory(isEnabled:content:)`, as the API table has it.
    static let enablingRelease: OSVersion? = {
        let enabling = APISymbol.Spelling.modifier("tabViewBottomAccessory", labels: ["isEnabled"])
        let symbol = APITable.lookup("tabViewBottomAccessory", labels: ["isEnabled"]) { $0 == enabling ? ["isEnabled"] : nil }
        guard case .introduced(let version)? = symbol?.availability.support(on: .iOS) else { return nil }
        return version
    }()

    /// Content that is only `if`s without a final `else`: empty when every condition fails.
    private static func mayBeEmpty(_ statements: CodeBlockItemListSyntax) -> Bool {
        !statements.isEmpty && statements.allSatisfy { item in
            let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
            guard var branch = expression?.as(IfExprSyntax.self) else { return false }
            while case .ifExpr(let next)? = branch.elseBody { branch = next }
            return branch.elseBody == nil
        }
    }
}
