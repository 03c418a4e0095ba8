import SwiftSyntax

/// Two or more glass views side by side with no `GlassEffectContainer` around them.
public struct GlassNeedsContainer: Rule {
    public static let description = RuleDescription(
        id: "glass-needs-container",
        title: "Glass siblings without a container",
        severity: .warning,
        rationale: """
            Glass cannot sample other glass. Glass shapes that sit near each other must be \
            rendered together by one `GlassEffectContainer`, which lets them blend when they \
            come closer than its spacing, lets them morph, and costs less than separate \
            effects. Wrap the stack in a container with the stack's spacing.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\"; SwiftUI documentation of GlassEffectContainer",
        triggers: ["glass", "Glass"],
        triggeringExamples: [
            RuleExample("""
                ↓HStack(spacing: 12) {
                    Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
                    Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
                }
                """),
            RuleExample("""
                ↓VStack {
                    ForEach(tools) { tool in
                        Button(tool.name) { select(tool) }
                            .buttonStyle(.glass)
                    }
                }
                """, note: "a ForEach of glass views is many glass views"),
            RuleExample("""
                ↓HStack {
                    Label("Map", systemImage: "map").padding().glassEffect()
                    if showsFilter {
                        Label("Filter", systemImage: "line.3.horizontal.decrease").padding().glassEffect()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 12) {
                        Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
                        Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
                    }
                }
                """),
            RuleExample("""
                HStack {
                    Text("Route").font(.headline)
                    Spacer()
                    Image(systemName: "location").padding().glassEffect()
                }
                """, note: "a single glass view alone in its stack needs no container"),
            RuleExample("""
                HStack {
                    if isEditing {
                        Label("Done", systemImage: "checkmark").padding().glassEffect()
                    } else {
                        Label("Edit", systemImage: "pencil").padding().glassEffect()
                    }
                }
                """, note: "the if and the else are never on screen together"),
            RuleExample("""
                HStack {
                    Label("Map", systemImage: "map").padding().glassEffect()
                    Label("List", systemImage: "list.bullet").padding().glassEffect(.identity)
                    Label("Off", systemImage: "xmark").padding().glassEffect(.identity)
                }
                """, note: "identity glass is no glass"),
            RuleExample("""
                content.toolbar {
                    ToolbarItem {
                        HStack {
                            Button("A") {}.buttonStyle(.glass)
                            Button("B") {}.buttonStyle(.glass)
                        }
                    }
                }
                """, note: "toolbar items are grouped on glass by the system"),
        ],
        corrections: [
            RuleCorrection("""
                var body: some View {
                    HStack(spacing: 12) {
                        Image(systemName: "pencil").glassEffect()
                        Image(systemName: "eraser").glassEffect()
                    }
                    .padding()
                }
                """, """
                var body: some View {
                    GlassEffectContainer(spacing: 12) {
                        HStack(spacing: 12) {
                            Image(systemName: "pencil").glassEffect()
                            Image(systemName: "eraser").glassEffect()
                        }
                    }
                    .padding()
                }
                """),
            RuleCorrection("""
                VStack {
                    Text("A").padding().glassEffect()
                    Text("B").padding().glassEffect()
                }
                """, """
                GlassEffectContainer {
                    VStack {
                        Text("A").padding().glassEffect()
                        Text("B").padding().glassEffect()
                    }
                }
                """),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.compactMap { chain -> Violation? in
            guard let name = chain.baseName, ModifierNames.stacks.contains(name),
                  let stack = chain.base?.as(FunctionCallExprSyntax.self),
                  let closure = CallNames.contentClosure(of: stack)
            else { return nil }
            let content = ViewBuilderContent.of(closure)
            let glassCount = ViewBuilderContent.simultaneousCount(of: content) { !GlassApplication.drawn(in: $0).isEmpty }
            guard glassCount >= 2, !Self.isGrouped(stack) else { return nil }
            return Violation(
                at: stack, message: glassCount == 2 ? "two glass views, no container" : "several glass views, no container",
                fix: "wrap in GlassEffectContainer", edits: Self.wrap(stack, in: file)
            )
        }
    }

    /// Glass under a container, or in a toolbar, is already rendered together.
    static func isGrouped(_ node: some SyntaxProtocol) -> Bool {
        for call in node.enclosingCalls {
            let name = CallNames.name(ofCall: call)
            if name == "GlassEffectContainer" || name == "toolbar" || name == "ToolbarItem" || name == "ToolbarItemGroup" {
                return true
            }
        }
        return false
    }

    /// Wraps the stack in `GlassEffectContainer(spacing: <the stack's spacing>) { … }`,
    /// indenting it one step in the file's own style.
    static func wrap(_ stack: FunctionCallExprSyntax, in file: SyntaxFile) -> [TextEdit] {
        let text = file.text(of: stack)
        // Re-indenting would change the contents of a multi-line string.
        guard !stack.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .multilineStringQuote }) else {
            return []
        }
        let indentation = file.indentation(ofLineAt: stack.positionAfterSkippingLeadingTrivia)
        let unit = file.indentUnit
        let spacing = stack.arguments.first { $0.label?.text == "spacing" }.map { "(spacing: \(file.text(of: $0.expression)))" } ?? ""
        let wrapped = "GlassEffectContainer\(spacing) {\n\(indentation)\(unit)"
            + Indentation.indentFollowingLines(text, by: unit)
            + "\n\(indentation)}"
        return [TextEdit(
            start: stack.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: stack.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: wrapped
        )]
    }
}
