import SwiftSyntax

/// `UIDesignRequiresCompatibility = YES`: the app keeps the pre-26 look, for now.
public struct DesignCompatibility: Rule {
    public static let description = RuleDescription(
        id: "design-compatibility",
        title: "Compatibility switch",
        severity: .warning,
        rationale: """
            Setting `UIDesignRequiresCompatibility` to YES in Info.plist (or \
            `INFOPLIST_KEY_UIDesignRequiresCompatibility` in the build settings) runs an app built with \
            the 26 SDKs in the look of the earlier releases. It is a temporary opt-out: the system \
            ignores the key once the app is built with the 27 SDKs, so the adoption is delayed, not \
            avoided. The finding is placed on the app's entry point (`@main`) and names the file that \
            sets the key; `glasslint facts` lists every place it is set.
            """,
        source: "Information Property List: UIDesignRequiresCompatibility (Apple documentation)",
        triggers: ["@main", "UIApplicationMain", "NSApplicationMain"],
        triggeringExamples: [
            RuleExample("""
                ↓@main
                struct TripsApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """, project: ExampleProjects.compatibilityMode),
            RuleExample("""
                ↓@UIApplicationMain
                final class AppDelegate: UIResponder, UIApplicationDelegate {}
                """, project: ExampleProjects.compatibilityMode),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main
                struct TripsApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """, note: "the switch is not set", project: ExampleProjects.iOS17),
            RuleExample("""
                struct RootView: View {
                    var body: some View { Text("Trips") }
                }
                """, note: "only the entry point carries the finding", project: ExampleProjects.compatibilityMode),
        ]
    )

    public init(options: RuleOptions) {}

    private static let entryPoints: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    public func check(_ file: SyntaxFile) -> [Violation] {
        guard let setting = file.project.deployment(for: file.path).compatibility else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.entryPoints.map { attribute in
            Violation(
                at: attribute,
                message: "\(CompatibilitySwitch.key) is YES (\(setting.location)): the app keeps the pre-26 look",
                fix: "plan the move to glass; the switch stops working with the 27 SDKs"
            )
        }
    }

    private final class Finder: SyntaxVisitor {
        var entryPoints: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if DesignCompatibility.entryPoints.contains(node.attributeName.trimmedDescription) { entryPoints.append(node) }
            return .skipChildren
        }
    }
}
