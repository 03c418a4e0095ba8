@testable import GlassLintKit
import SwiftParser
import Testing

/// Which spellings in code are uses of which table symbols.
struct AvailabilityUsesTests {
    func uses(_ code: String) -> [APIUse] {
        let file = SyntaxFile(path: "Example.swift", source: code, tree: Parser.parse(source: code), project: .unknown)
        return APIUses.find(in: file)
    }

    /// `name <- owner` for each use.
    func names(_ code: String) -> [String] {
        uses(code).map { use in use.owner.map { "\(use.symbol.name) <- \($0.name)" } ?? use.symbol.name }
    }

    @Test(arguments: [
        (#"Text("a").glassEffect(.clear.interactive())"#, ["glassEffect", "Glass.clear <- glassEffect"]),
        ("label.glassEffect(on ? .regular : .identity, in: .capsule)", ["glassEffect", "Glass.regular <- glassEffect", "Glass.identity <- glassEffect"]),
        ("let style = Glass.regular", ["Glass", "Glass.regular <- Glass"]),
        ("let style = SwiftUI.Glass.clear", ["Glass.clear <- Glass"]),
        ("var glass: Glass = .regular", ["Glass"]),
        ("button.buttonStyle(.glass)", ["PrimitiveButtonStyle.glass"]),
        ("button.buttonStyle(.glass(.clear))", ["PrimitiveButtonStyle.glass"]),
        ("button.buttonStyle(GlassButtonStyle())", ["GlassButtonStyle"]),
        ("button.buttonStyle(GlassButtonStyle(.clear))", ["GlassButtonStyle(_:)", "Glass.clear <- GlassButtonStyle(_:)"]),
        ("GlassEffectContainer(spacing: 8) { row }", ["GlassEffectContainer(content:spacing:)"]),
        ("GlassEffectContainer { row }", ["GlassEffectContainer"]),
        ("tabs.tabBarMinimizeBehavior(.onScrollDown)", ["tabBarMinimizeBehavior", "TabBarMinimizeBehavior.onScrollDown <- tabBarMinimizeBehavior"]),
        ("tabs.tabViewBottomAccessory(isEnabled: on) { Player() }", ["tabViewBottomAccessory"]),
        ("ToolbarItem { x }.sharedBackgroundVisibility(.hidden)", ["sharedBackgroundVisibility"]),
        ("ToolbarSpacer(.fixed, placement: .largeTitle)", ["ToolbarSpacer", "SpacerSizing.fixed <- ToolbarSpacer", "ToolbarItemPlacement.largeTitle <- ToolbarSpacer"]),
        ("@Environment(\\.tabViewBottomAccessoryPlacement) var placement", ["\\.tabViewBottomAccessoryPlacement"]),
        ("card.clipShape(.rect(corners: .concentric))", ["Shape.rect"]),
        ("card.clipShape(.rect(cornerRadius: 8))", []),
        ("let insets = proxy.containerCornerInsets", ["containerCornerInsets"]),
        ("Button(\"OK\", role: .confirm) {}", ["ButtonRole.confirm"]),
        ("Button(\"Delete\", role: .destructive) {}", []),
        ("let effect = UIGlassEffect.Style.clear", ["UIGlassEffect", "UIGlassEffect.Style <- UIGlassEffect"]),
        ("panel.glassBackgroundEffect(.plate)", ["glassBackgroundEffect"]),
        ("let text = \"glassEffect\" // .glassEffect()", []),
        ("let mode: Mode = .regular", []),
    ] as [(String, [String])])
    func recognises(_ code: String, _ expected: [String]) {
        #expect(names(code) == expected)
    }

    @Test func overloadsAreChosenByLabels() {
        #expect(uses("tabs.tabViewBottomAccessory(isEnabled: on) { Player() }").first?.symbol.factsRow == "tabViewBottomAccessory(isEnabled:content:)")
        #expect(uses("tabs.tabViewBottomAccessory { Player() }").first?.symbol.factsRow == "tabViewBottomAccessory(content:)")
        #expect(uses("panel.glassBackgroundEffect(.plate)").first?.symbol.availability.support(on: .visionOS) == .introduced(OSVersion(2, 4)))
        #expect(uses("ToolbarItem { x }.matchedTransitionSource(id: 1, in: space)").first?.symbol.factsSubject == "ToolbarContent")
        #expect(uses("image.matchedTransitionSource(id: 1, in: space)").first?.symbol.factsSubject == "View")
    }

    @Test func argumentsAddOnlyWhatTheirOwnerDoesNot() throws {
        let found = uses("tabs.tabBarMinimizeBehavior(.onScrollDown)")
        let member = try #require(found.last)
        #expect(!member.addsRequirement(on: .iOS), "both are iOS 26.0")
        #expect(member.addsRequirement(on: .macOS), "the modifier exists on macOS, .onScrollDown does not")
        #expect(!uses("label.glassEffect(.clear)").last!.addsRequirement(on: .visionOS), "both are missing on visionOS")
    }

    @Test func projectNamesThatVoidAUse() {
        #expect(uses("let card = content.backport.glassEffect()").first?.voidIfProjectDeclares == ["View.glassEffect", "Backport.glassEffect"])
        #expect(uses("let style = Glass.clear").map(\.voidIfProjectDeclares) == [["Glass"], ["Glass.clear", "Glass"]])
        #expect(uses("label.glassEffect()").first?.voidIfProjectDeclares == ["View.glassEffect", "Label.glassEffect"])
        #expect(uses("button.buttonStyle(.glass)").first?.voidIfProjectDeclares == ["PrimitiveButtonStyle.glass", "PrimitiveButtonStyle", "Button.buttonStyle"])
        // The style of a namespace's `buttonStyle` is the namespace's when its `buttonStyle` is.
        #expect(uses("let go = button.backport.buttonStyle(.glass)").first?.voidIfProjectDeclares
            == ["PrimitiveButtonStyle.glass", "PrimitiveButtonStyle", "Backport.buttonStyle"])
    }
}
