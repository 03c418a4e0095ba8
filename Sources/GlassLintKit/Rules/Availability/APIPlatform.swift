/// API that exists only from a point release (26.1) reached at 26.0, API that a platform
/// the code is built for does not have (`ToolbarSpacer` on tvOS), and tab-bar minimising in
/// an app that also runs on iPad, where it does nothing.
public struct APIPlatform: Rule {
    public static let description = RuleDescription(
        id: "api-platform",
        title: "Point releases and platforms",
        severity: .error,
        rationale: """
            Some glass API came in a point release: `GlassButtonStyle(_:)` and \
            `tabViewBottomAccessory(isEnabled:content:)` need 26.1, so a 26.0 check or deployment \
            target does not cover them. Some is missing on whole platforms: `ToolbarSpacer`, \
            `SpacerSizing` and `sharedBackgroundVisibility` exist on iOS and macOS only, \
            `tabViewBottomAccessory` and the `.onScrollDown` tab-bar behaviours on iOS only. Code built \
            for those platforms does not compile. A project that sets `minimumGlassRuntime` (for example \
            "26.1", after glass crashes on 26.0 devices) requires that release of every 26.x API, so a \
            26.0 check is reported here too. Tab-bar minimising happens on iPhone only; in an app \
            that also runs on iPad it does nothing there, which is worth knowing (reported as info). \
            visionOS is the `visionos-glass` rule's.
            """,
        source: """
            The iOS 26.0, 26.1 and 26.2 SDK interfaces (API-FACTS.md); WWDC25 session 323; \
            quran/quran-ios pull request 992 (glassEffect gated at 26.1 after crashes on the 26.0 runtime)
            """,
        triggers: APITable.triggerWords,
        triggeringExamples: [
            RuleExample(#"Button("Go") { go() }.buttonStyle(↓GlassButtonStyle(.clear))"#,
                        note: "GlassButtonStyle(_:) is 26.1", project: ExampleProjects.iOS26),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    tabs.↓tabViewBottomAccessory(isEnabled: showsPlayer) { MiniPlayer() }
                }
                """, project: ExampleProjects.iOS17),
            RuleExample("""
                .toolbar {
                    ↓ToolbarSpacer(.fixed)
                }
                """, project: ExampleProjects.iOS18AndTVOS26),
            RuleExample("tabs.tabBarMinimizeBehavior(.ⓘonScrollDown)", note: "minimising happens on iPhone only",
                        project: ExampleProjects.iOS26),
            RuleExample("panel.↓glassBackgroundEffect()", note: "visionOS's glass in an iOS app: glassEffect is iOS's",
                        project: ExampleProjects.iOS26),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    banner.↓glassEffect(.regular, in: .capsule)
                } else {
                    banner.background(.regularMaterial, in: .capsule)
                }
                """, note: "minimumGlassRuntime 26.1: a 26.0 check admits the runtime the project does not trust",
                project: ExampleProjects.iOS18GlassFrom261),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.1, *) {
                    button.buttonStyle(GlassButtonStyle(.clear))
                } else {
                    button.buttonStyle(.glass)
                }
                """, note: "checked at 26.1", project: ExampleProjects.iOS26),
            RuleExample(#"Button("Go") { go() }.buttonStyle(.glass(.clear))"#, note: ".glass(_:) is already 26.0",
                        project: ExampleProjects.iOS26),
            RuleExample("""
                .toolbar {
                    #if os(iOS)
                    ToolbarSpacer(.fixed)
                    #endif
                }
                """, note: "compiled for iOS only", project: ExampleProjects.iOS18AndTVOS26),
            RuleExample("tabs.tabBarMinimizeBehavior(.onScrollDown)", note: "an iPhone-only app",
                        project: ExampleProjects.iPhoneOnly26),
            RuleExample("""
                if #available(iOS 26.1, *) {
                    banner.glassEffect(.regular, in: .capsule)
                } else {
                    banner.background(.regularMaterial, in: .capsule)
                }
                """, note: "minimumGlassRuntime 26.1, checked at 26.1", project: ExampleProjects.iOS18GlassFrom261),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    banner.glassEffect(.regular, in: .capsule)
                }
                """, note: "without minimumGlassRuntime, 26.0 is what glassEffect needs", project: ExampleProjects.iOS17),
            RuleExample(#"sheet.presentationBackground(.thinMaterial)"#, note: "macOS 13.3 API: not of the 26 releases",
                        project: ExampleProjects.iOS16AndMacOS13),
        ]
    )

    public init(options: RuleOptions) {}

    private static let minimisingBehaviours: Set<String> = ["onScrollDown", "onScrollUp"]

    public func check(_ file: SyntaxFile) -> [Violation] {
        let mayRunOnIPad = file.deployment.mayRunOnIPad
        return file.availability.judgedUses.compactMap { judged in
            let name = judged.use.symbol.name
            let missing = judged.problems.map(\.platform).filter { platform in
                platform != .visionOS && judged.problems.contains(.unavailable(platform))
            }
            if !missing.isEmpty {
                let condition = missing.map { "!os(\($0.rawValue))" }.joined(separator: " && ")
                let isVisionGlass = judged.use.symbol.name == "glassBackgroundEffect"
                return judged.violation(
                    message: "\(name) does not exist on \(missing.map(\.rawValue).joined(separator: ", ")), which this target builds for"
                        + (isVisionGlass ? " (it is visionOS's glass)" : ""),
                    fix: isVisionGlass ? "use glassEffect(_:in:) there; keep glassBackgroundEffect under #if os(visionOS)"
                        : "leave it out of that build with #if \(condition)",
                    severity: judged.severity(on: missing)
                )
            }
            if let pointRelease = judged.problems.first(where: \.isPointRelease),
               case .tooNew(let platform, let needs, let runsFrom) = pointRelease {
                var reason = ""
                if case .introduced(let declared)? = judged.use.symbol.availability.support(on: platform), declared < needs {
                    reason = " (minimumGlassRuntime; the SDK has it from \(declared))"
                }
                return judged.violation(
                    message: "\(name) needs \(platform.rawValue) \(needs)\(reason); this code is reached from \(runsFrom)",
                    fix: "check #available(\(platform.rawValue) \(needs), *)", severity: judged.severity(on: [platform])
                )
            }
            if case .member(let member, of: "TabBarMinimizeBehavior", _) = judged.use.symbol.spelling,
               Self.minimisingBehaviours.contains(member), mayRunOnIPad, judged.code.platforms[.iOS] != nil {
                return judged.violation(
                    message: "the tab bar minimises on iPhone only; this app also runs on iPad",
                    fix: "expect a full tab bar on iPad", severity: .info
                )
            }
            return nil
        }
    }
}
