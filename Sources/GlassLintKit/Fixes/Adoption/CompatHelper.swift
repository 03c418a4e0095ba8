/// A helper the adoption refactor can write into a project: it gates one piece of 26
/// API once, with the earlier look as its fallback, so call sites need no check.
enum CompatHelper: String, CaseIterable, Sendable {
    /// `glassSurface(_:tint:interactive:in:)`: glass on 26, a material in the same shape before.
    case glassSurface
    /// `glassButtonStyle()`: `.glass` on 26, `.bordered` before.
    case glassButtonStyle
    /// `glassProminentButtonStyle()`: `.glassProminent` on 26, `.borderedProminent` before.
    case glassProminentButtonStyle
    /// `GlassGroup(spacing:content:)`: a `GlassEffectContainer` on 26, the content alone before.
    case glassGroup

    /// The names the helper declares, as `ProjectDeclarations` lists them.
    var declaredNames: [String] {
        switch self {
        case .glassSurface: ["View.glassSurface", "GlassSurfaceVariant"]
        case .glassButtonStyle: ["View.glassButtonStyle"]
        case .glassProminentButtonStyle: ["View.glassProminentButtonStyle"]
        case .glassGroup: ["GlassGroup"]
        }
    }

    /// Where the 26 API replaces the earlier look.
    struct Gate {
        /// `iOS 26.0, macOS 26.0, *`: every platform the project builds below 26.
        var availability: String
        /// The project builds for visionOS, where the glass API does not exist and the `*`
        /// of `#available` would pick the glass branch.
        var buildsVisionOS: Bool

        /// `newer` where the system has it, `older` before; on visionOS always `older`.
        func choose(_ newer: String, else older: String, indent: String) -> String {
            let check = """
                \(indent)if #available(\(availability)) {
                \(indent)    \(newer)
                \(indent)} else {
                \(indent)    \(older)
                \(indent)}
                """
            guard buildsVisionOS else { return check }
            return """
                \(indent)#if os(visionOS)
                \(indent)\(older)
                \(indent)#else
                \(check)
                \(indent)#endif
                """
        }
    }

    /// The declaration: a member of `extension View` (indented for it) or a type of its own.
    func declaration(_ gate: Gate) -> String {
        let body = gate.choose(branches.newer, else: branches.older, indent: "        ")
        switch self {
        case .glassSurface:
            return """
                    /// Liquid Glass in `shape` on the 26 releases; a material in the same shape before.
                    /// `isEnabled: false` shows neither, and keeps the view's identity.
                    @ViewBuilder
                    func glassSurface(
                        _ variant: GlassSurfaceVariant = .regular, tint: Color? = nil, interactive: Bool = false,
                        isEnabled: Bool = true, in shape: some Shape = Capsule()
                    ) -> some View {
                \(body)
                    }
                """
        case .glassButtonStyle:
            return """
                    /// The glass button style on the 26 releases; the bordered style before.
                    @ViewBuilder
                    func glassButtonStyle() -> some View {
                \(body)
                    }
                """
        case .glassProminentButtonStyle:
            return """
                    /// The prominent glass button style, for the one primary action, on the 26
                    /// releases; the bordered prominent style before.
                    @ViewBuilder
                    func glassProminentButtonStyle() -> some View {
                \(body)
                    }
                """
        case .glassGroup:
            return """
                /// A `GlassEffectContainer` on the 26 releases, so that glass shapes near each other
                /// blend and morph; the content alone before, where there is no glass to group.
                struct GlassGroup<Content: View>: View {
                    var spacing: CGFloat?
                    var content: Content

                    init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
                        self.spacing = spacing
                        self.content = content()
                    }

                    var body: some View {
                \(body)
                    }
                }
                """
        }
    }

    /// What the helper does on the 26 releases, and before.
    private var branches: (newer: String, older: String) {
        switch self {
        case .glassSurface:
            ("glassEffect(isEnabled ? (variant == .clear ? Glass.clear : Glass.regular).tint(tint).interactive(interactive) : .identity, in: shape)",
             "background(isEnabled ? AnyShapeStyle(variant == .clear ? Material.ultraThin : Material.regular) : AnyShapeStyle(Color.clear), in: shape)")
        case .glassButtonStyle: ("buttonStyle(.glass)", "buttonStyle(.bordered)")
        case .glassProminentButtonStyle: ("buttonStyle(.glassProminent)", "buttonStyle(.borderedProminent)")
        case .glassGroup: ("GlassEffectContainer(spacing: spacing) { content }", "content")
        }
    }
}

/// The file the helpers are written to, one per group of files that share a module.
enum CompatFile {
    static let name = "LiquidGlassCompat.swift"
    /// The first line, by which a later run knows the file as its own.
    static let header = "// Liquid Glass helpers written by `glasslint fix`."

    static func render(_ helpers: Set<CompatHelper>, gate: CompatHelper.Gate) -> String {
        let ordered = CompatHelper.allCases.filter(helpers.contains)
        var text = """
            \(header) Each one gives the 26 look where the
            // system has it and the earlier look before, so that call sites need no `#available`.
            // Edit them freely: a later `glasslint fix` adds the helpers it needs and keeps these.
            import SwiftUI

            """
        if helpers.contains(.glassSurface) {
            text += """

                /// The kinds of Liquid Glass a surface can have, named so that code for earlier
                /// systems can pass them.
                enum GlassSurfaceVariant {
                    case regular
                    case clear
                }

                """
        }
        let members = ordered.filter { $0 != .glassGroup }
        if !members.isEmpty {
            text += "\nextension View {\n" + members.map { $0.declaration(gate) }.joined(separator: "\n\n") + "\n}\n"
        }
        if helpers.contains(.glassGroup) {
            text += "\n" + CompatHelper.glassGroup.declaration(gate) + "\n"
        }
        return text
    }

    /// The helpers an earlier run wrote into `text`, if the file is one of ours.
    static func helpers(in text: String) -> Set<CompatHelper>? {
        guard text.hasPrefix(header) else { return nil }
        return Set(CompatHelper.allCases.filter { helper in
            switch helper {
            case .glassGroup: text.contains("struct GlassGroup<")
            default: text.contains("func \(helper.rawValue)(")
            }
        })
    }
}
