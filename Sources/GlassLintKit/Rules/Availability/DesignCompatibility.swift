import SwiftSyntax

/// `UIDesignRequiresCompatibility = YES`: the app keeps the pre-26 look, for now; built
/// with the 27 SDKs, the key is ignored.
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
            avoided, and apps built with Xcode 27 with the key still set have been reported to crash at \
            launch on 26.x. The finding is an error when the project says it builds with a 27 SDK (an \
            `SDKROOT` naming a 27 SDK, or `LastUpgradeCheck` 2700 or later: the project was last \
            upgraded by Xcode 27), and says which SDK the project names, or that it names none. It is \
            placed on the app's entry point (`@main`) and names the file that sets the key; \
            `glasslint facts` lists every place it is set and the SDK of each target.
            """,
        source: """
            Information Property List: UIDesignRequiresCompatibility (Apple documentation: ignored when \
            building for the 27 releases); Apple developer forums thread 858194 (launch crashes on 26.x \
            of apps built with Xcode 27 that keep the key)
            """,
        triggers: ["@main", ".main()", "UIApplicationMain", "NSApplicationMain"],
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
            RuleExample("""
                ↓@main
                struct TripsApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """, note: "built with Xcode 26: the key still works, for now", project: ExampleProjects.compatibilityModeXcode26),
            RuleExample("""
                ⓔ@main
                struct TripsApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                """, note: "built with Xcode 27: the key is ignored (an error)", project: ExampleProjects.compatibilityModeXcode27),
            RuleExample("""
                import TripsKit

                ↓TripsKit.TripsApp.main()
                """, note: "a main.swift that starts the app from a package", project: ExampleProjects.compatibilityMode),
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
    /// The first SDK release that ignores the key.
    static let ignoringSDK = 27

    public func check(_ file: SyntaxFile) -> [Violation] {
        let deployment = file.deployment
        guard let setting = deployment.compatibility else { return [] }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        let prefix = "\(CompatibilitySwitch.key) is YES (\(setting.location))"
        let starts = finder.entryPoints.map(Syntax.init) + [Self.topLevelStart(of: file.tree)].compactMap { $0.map(Syntax.init) }
        return starts.map { attribute in
            guard let sdk = deployment.sdk else {
                return Violation(
                    at: attribute,
                    message: "\(prefix): the app keeps the pre-26 look; the project does not say its SDK, "
                        + "and the key is ignored once it builds with the \(Self.ignoringSDK) SDKs",
                    fix: "plan the move to glass before building with Xcode \(Self.ignoringSDK)"
                )
            }
            guard sdk.major >= Self.ignoringSDK else {
                return Violation(
                    at: attribute,
                    message: "\(prefix): the app keeps the pre-26 look while it builds with the \(sdk.major) SDKs "
                        + "(\(sdk.evidence)); the key is ignored from the \(Self.ignoringSDK) SDKs",
                    fix: "plan the move to glass before building with Xcode \(Self.ignoringSDK)"
                )
            }
            return Violation(
                at: attribute,
                message: "\(prefix), but the project builds with the \(sdk.major) SDKs (\(sdk.evidence)), which "
                    + "ignore it; apps built so have been reported to crash at launch on 26.x",
                fix: "remove the key and adopt the new design", severity: .error
            )
        }
    }

    /// The call that starts the app from a `main.swift`'s top-level code:
    /// `TripsApp.main()`, `UIApplicationMain(…)`. Top-level code compiles only there.
    static func topLevelStart(of tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        tree.statements.lazy.compactMap { $0.item.as(FunctionCallExprSyntax.self) }
            .first { CallNames.name(ofCall: $0).map(entryPoints.contains) == true }
    }

    private final class Finder: SyntaxVisitor {
        var entryPoints: [AttributeSyntax] = []

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if DesignCompatibility.entryPoints.contains(node.attributeName.trimmedText) { entryPoints.append(node) }
            return .skipChildren
        }
    }
}
