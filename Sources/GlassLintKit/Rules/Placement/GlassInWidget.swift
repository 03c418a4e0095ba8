import Foundation
import SwiftSyntax

/// `glassEffect` in a widget or Live Activity: the system renders widget views from an
/// archive, and the glass is not drawn.
public struct GlassInWidget: Rule {
    public static let description = RuleDescription(
        id: "glass-in-widget",
        title: "Glass in a widget",
        severity: .warning,
        rationale: """
            Widgets and Live Activities are not live views: the system renders their views \
            itself, and `glassEffect` is not drawn there. The system gives a widget its own \
            look on the 26 releases (including the glass and tinted Home Screen modes); the \
            widget's background belongs in `containerBackground(for: .widget)`, and its \
            content in plain fills and text. The rule looks at files that import WidgetKit \
            and build a widget: a `Widget`, a timeline provider or entry, a widget or \
            activity configuration, `containerBackground` or the widget family.
            """,
        source: "WidgetKit documentation: containerBackground(for:alignment:content:) and \"Optimizing your widget for accented rendering mode and Liquid Glass\"",
        triggers: GlassApplication.triggers,
        triggeringExamples: [
            RuleExample("""
                import SwiftUI
                import WidgetKit

                struct StepsWidgetView: View {
                    let entry: StepsEntry
                    var body: some View {
                        Text("\\(entry.steps)")
                            .padding()
                            .↓glassEffect(.regular, in: .rect(cornerRadius: 16))
                            .containerBackground(.fill.tertiary, for: .widget)
                    }
                }
                """),
            RuleExample("""
                import WidgetKit
                import SwiftUI

                struct StepsWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
                            Text("\\(entry.steps)").padding().↓glassEffect()
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                import WidgetKit
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        Button("Refresh widgets") { WidgetCenter.shared.reloadAllTimelines() }
                            .padding()
                            .glassEffect()
                    }
                }
                """, note: "an app view that only asks WidgetKit to reload timelines"),
            RuleExample("""
                import SwiftUI

                struct IslandPreview: View {
                    var body: some View {
                        Text("12:30").padding().glassEffect()
                    }
                }
                """, note: "no WidgetKit: an in-app view"),
            RuleExample("""
                import SwiftUI
                import WidgetKit

                struct GoalCard: View {
                    @Environment(\\.widgetRenderingMode) private var renderingMode
                    var body: some View {
                        Text("Run 5 km")
                            .padding()
                            .glassEffect(.regular, in: .rect(cornerRadius: 20))
                            .opacity(renderingMode == .fullColor ? 1 : 0.8)
                    }
                }
                """, note: "a card the app shows that also reads how a widget would render it"),
        ]
    )

    public init(options: RuleOptions) {}

    /// Names that only a widget or Live Activity's code uses.
    /// What only a widget's own code names. `widgetRenderingMode` is not among them: a view
    /// the app shows too may read it; nor is a container background for anything but a widget.
    private static let widgetWords = [
        "WidgetConfiguration", "TimelineProvider", "TimelineEntry", "WidgetBundle", "StaticConfiguration",
        "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration", "widgetFamily", "for: .widget",
    ]

    public func check(_ file: SyntaxFile) -> [Violation] {
        guard Self.isWidgetFile(file) else { return [] }
        return file.chains.flatMap { chain in
            file.appliedGlass(in: chain).filter { $0.facts.kind == .effect }.map { glass in
                Violation(
                    at: glass.modifier.nameToken, through: glass.modifier.call,
                    message: "\(glass.spelling) in a widget is not drawn: the system renders widget views itself",
                    fix: "use containerBackground(for: .widget) and plain fills"
                )
            }
        }
    }

    private static func isWidgetFile(_ file: SyntaxFile) -> Bool {
        let imports = file.tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.trimmedText == "WidgetKit"
        }
        return imports && widgetText.matches(Data(file.text(of: file.tree).utf8))
    }
}

extension GlassInWidget: TextualPrecondition {
    private static let widgetText = WordMatcher(words: widgetWords, wholeWords: false)
    private static let widgetKit = WordMatcher(words: ["WidgetKit"], wholeWords: true)

    /// A widget file names WidgetKit and something only a widget's code uses. Glass that a
    /// project helper applies reaches the review through the index, which reads every file
    /// that names a glass helper.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        widgetKit.matches(bytes) && widgetText.matches(bytes)
    }
}
