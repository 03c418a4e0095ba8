/// Every rule glasslint has, in the order of the specification. Adding a rule means
/// adding its type here; a test checks ids are unique and every rule has examples.
public enum RuleCatalog {
    public static let all: [any Rule.Type] = [
        // API use: specification rules 1–12.
        GlassBeforeLayout.self,
        GlassNeedsContainer.self,
        ContainerSpacing.self,
        InteractiveOnStatic.self,
        TintOveruse.self,
        HandMadeGlassButton.self,
        MorphIncomplete.self,
        ClearGlassLegibility.self,
        GlassVariantMix.self,
        GlassToggleIdentity.self,
        UnknownGlassAPI.self,
        GlassDefaultShape.self,
        InteractiveOnMac.self,
        ReduceTransparencyFallback.self,
        // Where glass belongs: rules 13–23.
        GlassOnGlass.self,
        GlassOnContent.self,
        GlassOveruse.self,
        ImitatedGlass.self,
        MaterialUnderGlass.self,
        OpaqueBarBackground.self,
        SheetBackground.self,
        BarItemBackdrop.self,
        ToolbarGrouping.self,
        FixedColorOnGlass.self,
        SectionHeaderCase.self,
        GlassSheetBackground.self,
        GlassInWidget.self,
        EmptyBottomAccessory.self,
        ActionAsTab.self,
        // Availability and platforms: rules 24–28.
        UngatedAPI.self,
        ScatteredAvailabilityChecks.self,
        VisionOSGlass.self,
        APIPlatform.self,
        DesignCompatibility.self,
        OlderCompiler.self,
        // Shape and order: rules 29–32.
        GlassShapeMismatch.self,
        OpaqueUnderGlass.self,
        GlassModifierOrder.self,
        GlassShapeConsistency.self,
        // glasslint's own.
        UnknownRuleInComment.self,
    ]

    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map { $0.description.id } }
}
