import SwiftSyntax

/// A tab that is not a place: a dummy tab with no screen that stands for an action (a
/// compose button in the tab bar), or search as an ordinary tab instead of the search role.
public struct ActionAsTab: Rule {
    public static let description = RuleDescription(
        id: "action-as-tab",
        title: "Action dressed as a tab",
        severity: .warning,
        rationale: """
            On the 26 releases the tab bar is a glass control for moving between places: it \
            shows the selected tab, minimises on scroll and sets search apart. A tab with no \
            screen (`EmptyView()`, `Color.clear`) that only triggers an action, such as a compose \
            button in the middle of the bar, is selected, highlighted and minimised like a place. \
            Put actions in the toolbar or a floating button. Search belongs in \
            `Tab(role: .search)` (iOS 18), which the 26 tab bar draws as its own control at the \
            trailing end; an ordinary tab with a magnifying glass is drawn as one more place.
            """,
        source: "Human Interface Guidelines, Tab bars; WWDC25 session 323; mastodon/mastodon-ios pull request 1567 (the compose tab became a floating button)",
        triggers: ["Tab(\"", "Tab(value:", "Tab(role:", "tabItem"],
        triggeringExamples: [
            RuleExample("""
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: .home) { HomeView() }
                    ↓Tab("New Post", systemImage: "plus", value: .compose) { EmptyView() }
                }
                """),
            RuleExample("""
                TabView {
                    FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                    Color.clear.↓tabItem { Label("Compose", systemImage: "square.and.pencil") }
                }
                """),
            RuleExample("""
                TabView {
                    Tab("Library", systemImage: "books.vertical") { LibraryView() }
                    ↓Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                TabView {
                    Tab("Library", systemImage: "books.vertical") { LibraryView() }
                    Tab(role: .search) { SearchView() }
                }
                """, note: "the search role"),
            RuleExample("""
                TabView {
                    Tab("Home", systemImage: "house") { HomeView() }
                }
                .overlay(alignment: .bottomTrailing) {
                    Button("New Post", systemImage: "plus") { compose() }.buttonStyle(.glassProminent)
                }
                """, note: "the action floats over the tabs"),
            RuleExample("""
                TabView {
                    Tab("Zoom", systemImage: "plus.magnifyingglass") { ZoomView() }
                }
                """, note: "a magnifying glass that is not search"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let finder = Finder()
        for call in file.inventory.calls { finder.read(call) }
        return finder.violations
    }

    /// Views that show nothing: the screen of a dummy tab.
    static func isEmptyScreen(_ expression: ExprSyntax?) -> Bool {
        guard let expression else { return false }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call) {
            if name == "EmptyView" { return true }
            if name == "Text", call.arguments.count == 1,
               call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedText.isEmpty == true {
                return true
            }
        }
        return expression.as(MemberAccessExprSyntax.self).map { $0.trimmedText == "Color.clear" } ?? false
    }

    private final class Finder {
        var violations: [Violation] = []

        func read(_ node: FunctionCallExprSyntax) {
            if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Tab" {
                checkTab(node, name: callee)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tabItem",
                      ActionAsTab.isEmptyScreen(member.base) {
                violations.append(Violation(
                    at: member.declName.baseName, through: node,
                    message: "a tab with no screen is an action dressed as a tab",
                    fix: "put the action in the toolbar or a floating button"
                ))
            }
        }

        private func checkTab(_ call: FunctionCallExprSyntax, name: DeclReferenceExprSyntax) {
            let statements = call.trailingClosure?.statements
            if let statements, statements.count == 1,
               ActionAsTab.isEmptyScreen(statements.first?.item.as(ExprSyntax.self)) {
                violations.append(Violation(
                    at: name, through: call,
                    message: "a tab with no screen is an action dressed as a tab",
                    fix: "put the action in the toolbar or a floating button"
                ))
            } else if !call.arguments.contains(where: { $0.label?.text == "role" }),
                      let image = call.arguments.first(where: { $0.label?.text == "systemImage" })?.expression
                        .as(StringLiteralExprSyntax.self), image.segments.trimmedText == "magnifyingglass" {
                violations.append(Violation(
                    at: name, through: call,
                    message: "search as an ordinary tab is drawn as one more place",
                    fix: "use Tab(role: .search)"
                ))
            }
        }
    }
}
