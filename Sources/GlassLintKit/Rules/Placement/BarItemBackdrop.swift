import Foundation
import SwiftSyntax

/// A background, shadow or gradient added behind a toolbar item, in the toolbar's own code.
public struct BarItemBackdrop: Rule {
    public static let description = RuleDescription(
        id: "bar-item-backdrop",
        title: "Darkening behind bar items",
        severity: .warning,
        rationale: """
            On the 26 releases toolbar items sit on the bar's glass, and a scroll edge \
            effect keeps them legible over whatever scrolls beneath. A background, shadow \
            or gradient added behind an item (the old trick for legibility over photos) now \
            fights that effect: it draws a dark blob on the glass and hides the lensing. \
            Remove it; the system handles legibility. The rule reads the toolbar's own code; \
            a custom view shown in a toolbar is judged where it is declared.
            """,
        source: "WWDC25 session 323 \"Build a SwiftUI app with the new design\" (scroll edge effect)",
        triggers: ["toolbar", "Toolbar"],
        triggeringExamples: [
            RuleExample("""
                photo.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { share() } label: {
                            Image(systemName: "square.and.arrow.up")
                                .padding(6)
                                .↓background(.black.opacity(0.4), in: .circle)
                        }
                        .accessibilityLabel("Share")
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                var isLiquidGlass: Bool {
                    if #available(iOS 26.0, *) { return true } else { return false }
                }

                struct SortScreen: View {
                    var body: some View {
                        List(options) { Text($0.name) }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button(action: close) {
                                        if isLiquidGlass {
                                            Image(systemName: "xmark")
                                        } else {
                                            Image(systemName: "xmark")
                                                .frame(width: 30, height: 30)
                                                .background(Circle().fill(Color.gray))
                                        }
                                    }
                                }
                            }
                    }
                }
                """, note: "a project's Boolean that answers #available(iOS 26): its else is the pre-26 fallback"),
            RuleExample("""
                scanner.toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { cancel() }.background(.clear)
                    }
                    ToolbarItem(placement: .primaryAction) {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                            .background(ShareAnchorView(view: $anchor))
                    }
                }
                """, note: "a clear background and an invisible anchor view draw nothing behind the item"),
            RuleExample("""
                photo.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") { share() }
                    }
                }
                """),
            RuleExample("""
                content.toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Text("Day 2 of 5").padding(8).glassEffect()
                    }
                    .sharedBackgroundVisibility(.hidden)
                }
                """, note: "glass on an item detached from the shared background is its own surface"),
            RuleExample("""
                Image("coast")
                    .shadow(radius: 8)
                    .toolbar {
                        ToolbarItem { Button("Edit") { edit() } }
                    }
                """, note: "the shadow is on the content, not on the item"),
            RuleExample("""
                thread.toolbar {
                    ToolbarItem(placement: .principal) {
                        HStack(spacing: 4) {
                            Image(systemName: "lock.fill")
                            Text(title).font(.headline)
                            Text("Private")
                                .font(.caption2)
                                .padding(.horizontal, 4)
                                .background(.green.opacity(0.15), in: RoundedRectangle(cornerRadius: 3))
                        }
                    }
                }
                """, note: "a tag drawn on one part of the title, beside the others: not a backdrop behind the item"),
            RuleExample("""
                List(tasks) { TaskRow(task: $0) }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button { showsQueue.toggle() } label: {
                                ZStack(alignment: .topTrailing) {
                                    Image(systemName: "tray.full")
                                    if failures > 0 {
                                        Text("\\(failures)")
                                            .font(.system(size: 8, weight: .bold))
                                            .frame(width: 12, height: 12)
                                            .background(Color.red)
                                            .clipShape(Circle())
                                    }
                                }
                            }
                        }
                    }
                """, note: "a count badge shown under an if inside the item's label is part of the item"),
        ]
    )

    public init(options: RuleOptions) {}

    public func check(_ file: SyntaxFile) -> [Violation] {
        file.chains.flatMap { chain -> [Violation] in
            let backdrops = chain.modifiers.filter(Self.isBackdrop)
            // Only the toolbar's own code: a view from elsewhere shown in a toolbar keeps its look.
            guard !backdrops.isEmpty, !Self.isPartOfAStack(chain), file.localPlacement(of: chain.expression).placement.isInToolbar
            else { return [] }
            // Before 26 the bar has no glass and no scroll edge effect: a backdrop there is the item's look.
            return backdrops.filter { file.releaseSide(of: $0.call, in: file.availability) != .fallback }.map { modifier in
                Violation(
                    at: modifier.nameToken, through: modifier.call,
                    message: "\(modifier.name) behind a toolbar item fights the scroll edge effect",
                    fix: "remove it; the bar's glass keeps items legible"
                )
            }
        }
    }

    /// A view laid out beside others in a stack (`HStack { Image(…); Text("E2EE").background(…) }`),
    /// or shown there under an `if` (a count badge over an icon): its background is a badge
    /// or a tag inside the item, not a backdrop behind it.
    static func isPartOfAStack(_ chain: ModifierChain) -> Bool {
        var node = Syntax(chain.expression)
        while let item = node.parent?.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self) {
            if let closure = items.parent?.as(ClosureExprSyntax.self) {
                guard items.count > 1, let stack = CallNames.call(passing: closure).flatMap(CallNames.name(ofCall:)) else { return false }
                return ModifierNames.stacks.contains(stack)
            }
            // Out of a branch of an `if` to the statement the `if` is.
            guard let statement = items.branchedIf?.parent?.as(ExpressionStmtSyntax.self) else { return false }
            node = Syntax(statement)
        }
        return false
    }

    /// A shadow, or a background that draws something and is not glass.
    static func isBackdrop(_ modifier: Modifier) -> Bool {
        switch modifier.name {
        case "shadow": return true
        case "background": return !modifier.argumentWords.contains("glassEffect") && !isInvisible(modifier)
        default: return false
        }
    }

    /// `.background(.clear)`, `.background(Color.clear)`, `.background(EmptyView())`, or a
    /// project view put behind (an anchor for a share sheet, a geometry reader): none of
    /// them is a visual backdrop that can be told from the syntax.
    static func isInvisible(_ modifier: Modifier) -> Bool {
        guard let argument = modifier.firstUnlabeledArgument else { return false }
        let text = argument.trimmedText
        if [".clear", "Color.clear", "EmptyView()"].contains(text) { return true }
        guard let call = argument.as(FunctionCallExprSyntax.self), let name = CallNames.name(ofCall: call),
              name.first?.isUppercase == true
        else { return false }
        return !visibleViews.contains(name)
    }

    /// Views that draw a surface when put behind an item.
    static let visibleViews: Set<String> = ModifierNames.shapeViews.union([
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ContainerRelativeShape", "Image",
    ])
}

extension BarItemBackdrop: TextualPrecondition {
    /// A backdrop needs a shadow or a background written in a toolbar's own code.
    public static func mayHaveFindings(in bytes: Data) -> Bool {
        let toolbars = ToolbarText(bytes)
        return toolbars.contains(".shadow") || toolbars.contains(".background")
    }
}
