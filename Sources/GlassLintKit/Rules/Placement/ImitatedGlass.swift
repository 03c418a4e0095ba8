import Foundation
import SwiftSyntax

/// Glass faked with a material and highlights where real glass exists.
public struct ImitatedGlass: Rule {
    public static let description = RuleDescription(
        id: "imitated-glass",
        title: "Imitated glass",
        severity: .warning,
        rationale: """
            Before the 26 releases, apps faked glass with `.ultraThinMaterial`, a white \
            stroke, a highlight gradient or a blur. Where real glass exists (a deployment \
            target of 26, or inside `if #available(iOS 26, *)`), the imitation does not \
            lens, does not respond to touch, and ignores Reduce Transparency and Increase \
            Contrast. Use `glassEffect` there. In the pre-26 branch, or in the branch a \
            run-time switch of the app shows instead of its glass \
            (`if UIDevice.supportsLiquidGlass { … } else { … }`), the material is the right \
            fallback.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; Human Interface Guidelines, Materials",
        triggers: ["Material"],
        triggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    Text("Now Playing")
                        .padding()
                        .↓background(.ultraThinMaterial, in: .capsule)
                        .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
                }
                """),
            RuleExample("""
                @available(iOS 26.0, *)
                struct MiniPlayer: View {
                    var body: some View {
                        Label("Track", systemImage: "music.note")
                            .padding()
                            .↓background(.thinMaterial)
                            .blur(radius: 0.5)
                    }
                }
                """),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    if isSelected {
                        Text("Now Playing").padding().glassEffect()
                    } else {
                        Text("Now Playing")
                            .padding()
                            .↓background(.ultraThinMaterial, in: .capsule)
                            .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
                    }
                }
                """, note: "a state that changes on screen is no gate: both branches run where glass exists"),
            RuleExample("""
                @available(iOS 26.0, *)
                struct SessionCard: View {
                    var body: some View {
                        Text("42 min read")
                            .padding(16)
                            .background(
                                RoundedRectangle(cornerRadius: 16)
                                    .↓fill(.ultraThinMaterial)
                                    .overlay(
                                        RoundedRectangle(cornerRadius: 16)
                                            .stroke(LinearGradient(colors: [.white.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom), lineWidth: 1)
                                    )
                            )
                    }
                }
                """, note: "one imitation, reported once, where the material is drawn: a rim lit by a white gradient"),
            RuleExample("""
                struct RadarMap: UIViewRepresentable {
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ view: MKMapView, context: Context) {}
                }

                @available(iOS 26.0, *)
                struct RadarScreen: View {
                    var body: some View {
                        ZStack {
                            RadarMap().ignoresSafeArea()
                            VStack {
                                Spacer()
                                Button { locate() } label: {
                                    Image(systemName: "location.fill").frame(width: 44, height: 44)
                                }
                                .↓background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                            }
                        }
                    }
                }
                """, note: "a control floating over a map the project wraps, backed by a material: the floating layer, where glass belongs"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                if #available(iOS 26.0, *) {
                    Text("Now Playing").padding().glassEffect()
                } else {
                    Text("Now Playing")
                        .padding()
                        .background(.ultraThinMaterial, in: .capsule)
                        .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
                }
                """, note: "materials in the pre-26 branch are the fallback, not imitation"),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    if Device.supportsGlass {
                        Text("Now Playing").padding().glassEffect()
                    } else {
                        Text("Now Playing")
                            .padding()
                            .background(.ultraThinMaterial, in: .capsule)
                            .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
                    }
                }
                """, note: "the else of a run-time glass gate is the fallback"),
            RuleExample("""
                @available(iOS 26.0, *)
                struct ChipStyle: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        if Device.supportsGlass {
                            glassBody(configuration)
                        } else {
                            plainBody(configuration)
                        }
                    }

                    private func glassBody(_ configuration: Configuration) -> some View {
                        configuration.label.padding().glassEffect(in: Capsule())
                    }

                    private func plainBody(_ configuration: Configuration) -> some View {
                        configuration.label
                            .padding()
                            .background(.ultraThinMaterial, in: Capsule())
                            .overlay(Capsule().stroke(.white.opacity(0.2), lineWidth: 1))
                    }
                }
                """, note: "a member shown only in the else of a run-time glass gate is the fallback"),
            RuleExample("""
                if #unavailable(iOS 26.0) {
                    Text("Now Playing").padding().background(.ultraThinMaterial).blur(radius: 0.5)
                }
                """, note: "#unavailable is the pre-26 branch"),
            RuleExample("""
                Text("Now Playing")
                    .padding()
                    .background(.ultraThinMaterial, in: .capsule)
                    .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
                """, note: "with no gate and no known deployment target, glass may not exist here"),
            RuleExample("""
                if #available(iOS 26.0, *) {
                    Text("Now Playing").padding().background(.ultraThinMaterial)
                }
                """, note: "a plain material is not an imitation of glass"),
            RuleExample("""
                @available(iOS 26.0, *)
                struct TaskRow: View {
                    var body: some View {
                        Text("Write the brief")
                            .padding(16)
                            .background(
                                RoundedRectangle(cornerRadius: 16)
                                    .fill(.ultraThinMaterial)
                                    .overlay(RoundedRectangle(cornerRadius: 16).stroke(.white.opacity(0.1), lineWidth: 1))
                            )
                    }
                }
                """, note: "a frosted card with a plain hairline edge is ordinary styling; glass would not be the fix for content"),
            RuleExample("""
                @available(iOS 26.0, *)
                struct MinuteChip: View {
                    let minutes: Int
                    var body: some View {
                        Button("+\\(minutes)") { add(minutes) }
                            .padding(8)
                            .background(RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial))
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(.white.opacity(0.15), lineWidth: 1))
                    }
                }
                """, note: "a frosted chip with a hairline edge: a button's plain styling, not a glass rim"),
            RuleExample("""
                @available(macOS 26.0, *)
                struct InterviewWindow: View {
                    @State private var appeared = false
                    var body: some View {
                        InterviewContent()
                            .clipShape(.rect(cornerRadius: 24))
                            .background(.thickMaterial, in: .rect(cornerRadius: 24))
                            .scaleEffect(appeared ? 1 : 0.9)
                            .blur(radius: appeared ? 0 : 18)
                            .onAppear { withAnimation { appeared = true } }
                    }
                }
                """, note: "a blur that animates to nothing is the window's entrance, not a frosted highlight"),
            RuleExample("""
                extension View {
                    @ViewBuilder
                    func searchBarStyle() -> some View {
                        if #available(iOS 26.0, *) {
                            modifier(GlassSearchBar())
                        } else {
                            modifier(LegacySearchBar())
                        }
                    }
                }

                @available(iOS 26.0, *)
                struct GlassSearchBar: ViewModifier {
                    func body(content: Content) -> some View {
                        content.glassEffect(.regular.interactive(), in: .capsule)
                    }
                }

                struct LegacySearchBar: ViewModifier {
                    func body(content: Content) -> some View {
                        content
                            .background(.ultraThinMaterial, in: .capsule)
                            .overlay(Capsule().stroke(.white.opacity(0.2), lineWidth: 1))
                    }
                }
                """, note: "a modifier the file applies only before 26 is the fallback for the glass", project: ExampleProjects.iOS26),
            RuleExample("""
                @available(iOS 26.0, *)
                struct ForecastCard: View {
                    var body: some View {
                        ScrollView {
                            Button { expand() } label: { Text("Hourly forecast").padding() }
                                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                        }
                    }
                }
                """, note: "a material behind a control of the scrolling content, with no highlight, is a card's backing"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        let availability = file.availability
        let imitations = file.chains.compactMap { chain -> (material: Modifier, isHighlighted: Bool)? in
            let highlight = chain.modifiers.lazy.compactMap(Self.highlight(of:)).max()
            let isHighlighted = highlight == .rim || (highlight != nil && Self.isPillOrDisc(chain))
            guard let material = chain.modifiers.first(where: Self.appliesMaterial),
                  isHighlighted || Self.isFloatingControl(chain, in: file),
                  file.releaseSide(of: chain.expression, in: availability) == .glass,
                  !Self.isUsedOnlyBefore26(chain.expression, in: file, availability: availability)
            else { return nil }
            return (material, isHighlighted)
        }
        // One imitation, one finding: a background that draws a whole imitation inside it
        // (`.background(shape.fill(.ultraThinMaterial).overlay(…stroke…))`) is reported there.
        return imitations.filter { outer in
            !imitations.contains { $0.material.call.id != outer.material.call.id && outer.material.call.arguments.isAncestorOrSelf(of: $0.material.call)
                || outer.material.call.trailingClosure?.isAncestorOrSelf(of: $0.material.call) == true }
        }.map { material, isHighlighted in
            Violation(
                at: material.nameToken, through: material.call,
                message: isHighlighted
                    ? "material with a glass highlight imitates glass where real glass exists"
                    : "material behind a floating control imitates glass where real glass exists",
                fix: "use glassEffect"
            )
        }
    }

    /// A style or modifier of the file that the file applies only in pre-26 branches
    /// (`if #available(iOS 26, *) { modifier(GlassBar()) } else { modifier(LegacyBar()) }`):
    /// its material is the fallback for the glass, where there is none.
    static func isUsedOnlyBefore26(_ node: some SyntaxProtocol, in file: SyntaxFile, availability: FileAvailability) -> Bool {
        guard let type = node.enclosingTypeDeclaration, !type.is(ExtensionDeclSyntax.self), let name = TypeNames.name(of: type)
        else { return false }
        let uses = file.tree.tokens(viewMode: .sourceAccurate).filter { token in
            token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) == true && !type.isAncestorOrSelf(of: Syntax(token))
        }
        return !uses.isEmpty && uses.allSatisfy { file.releaseSide(of: $0, in: availability) == .fallback }
    }

    /// `.background(.ultraThinMaterial…)`, `.background { … .fill(.thinMaterial) }`.
    static func appliesMaterial(_ modifier: Modifier) -> Bool {
        guard modifier.name == "background" || modifier.name == "fill" else { return false }
        return ShapeStyles.namesMaterial(modifier)
    }

    /// What hand-made glass adds to its material.
    enum Highlight: Comparable {
        /// A plain white stroke or border: a hairline that frosted cards and fields carry too.
        case hairline
        /// A white highlight gradient (a rim lit from one side), or a blur.
        case rim
    }

    static func highlight(of modifier: Modifier) -> Highlight? {
        let words = modifier.argumentWords
        switch modifier.name {
        // A blur that animates to nothing (`.blur(radius: appeared ? 0 : 18)`) is an entrance.
        case "blur": return MaterialUnderGlass.isSwitchedOff(modifier) ? nil : .rim
        case "border": return words.contains("white") ? .hairline : nil
        case "overlay", "background":
            guard words.contains("white"), !words.isDisjoint(with: ["stroke", "strokeBorder", "LinearGradient", "linearGradient"]) else {
                return nil
            }
            return words.isDisjoint(with: ["LinearGradient", "linearGradient"]) ? .hairline : .rim
        default: return nil
        }
    }

    /// A control, or a cluster of them, floating over media: a layer of a `ZStack` over a
    /// map, a video or a picture, or over a map or player the project wraps from UIKit
    /// (`RadarMapView`), wherever it is shown. There a material backing is what glass
    /// replaces, highlight or not; elsewhere (a bar, a dimming layer, a card) it may be a
    /// backing of its own.
    static func isFloatingControl(_ chain: ModifierChain, in file: SyntaxFile) -> Bool {
        guard Tappability.isTappable(chain) || chain.base.map(Tappability.holdsControl) == true else { return false }
        let node = Syntax(chain.expression)
        for ancestor in node.ancestors {
            if ancestor.parent?.is(MemberBlockItemSyntax.self) == true { break }
            guard let call = ancestor.as(FunctionCallExprSyntax.self), CallNames.name(ofCall: call) == "ZStack" else { continue }
            if Backdrop.isOverPicture(node, in: call) || Backdrop.isOverHostedView(node, in: call) { return true }
        }
        let placements = file.placements(of: chain.expression).filter { $0.availability != .fallback }
        return !placements.isEmpty && placements.allSatisfy(\.isOverMedia)
    }

    /// A pill or a disc, a floating control's shape: where a plain white hairline on a
    /// material is hand-made glass rather than the edge of a frosted card, row, chip or field.
    static func isPillOrDisc(_ chain: ModifierChain) -> Bool {
        if let name = chain.baseName, ["Capsule", "Circle"].contains(name) { return true }
        return chain.modifiers.contains { modifier in
            (appliesMaterial(modifier) || modifier.name == "overlay")
                && !modifier.argumentWords.isDisjoint(with: ["Capsule", "capsule", "Circle", "circle"])
        }
    }
}

extension ImitatedGlass: TextualPrecondition {
    private static let highlights = WordMatcher(
        words: ["blur", "white", "ZStack"] + MediaViews.words.sorted(), wholeWords: false
    )

    /// Hand-made glass adds a blur, or a white stroke, border or gradient, to its material;
    /// a control's material floats in a layer over media.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        highlights.matches(bytes)
    }
}
