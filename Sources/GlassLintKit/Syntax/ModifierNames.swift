/// The SwiftUI vocabulary the syntax model and rules reason about.
public enum ModifierNames {
    /// Modifiers that change a view's size or how its content looks. Glass applied before
    /// them is anchored to the smaller, plainer view inside.
    public static let layout: Set<String> = [
        "padding", "frame", "containerRelativeFrame", "fixedSize", "aspectRatio", "scaledToFit",
        "scaledToFill", "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic",
        "monospaced", "monospacedDigit", "foregroundStyle", "foregroundColor", "lineLimit",
        "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "textCase", "kerning",
        "tracking", "imageScale", "symbolRenderingMode", "symbolVariant", "labelStyle",
        "controlSize", "dynamicTypeSize",
    ]

    /// Modifiers that give a view its bounds. Glass applied before them hugs the smaller view
    /// inside; the others of `layout` (fonts, foreground styles, line limits…) flow down
    /// through the environment, so their order around the glass changes nothing.
    public static let sizing: Set<String> = ["padding", "frame", "containerRelativeFrame"]

    /// Modifiers that only set a size: a greedy view takes any proposed size anyway.
    public static let sizeOnly: Set<String> = ["frame", "containerRelativeFrame"]

    /// Views that take all the space they are offered.
    public static let greedyViews: Set<String> = [
        "Color", "ScrollView", "List", "Form", "GeometryReader", "Spacer", "Rectangle",
        "LinearGradient", "RadialGradient", "AngularGradient", "MeshGradient", "Map",
    ]

    /// Stacks and grids whose children are laid out side by side.
    public static let stacks: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid",
        "Grid", "GridRow",
    ]

    /// Views people can press, click or drag by themselves.
    public static let controls: Set<String> = [
        "Button", "Toggle", "Menu", "Link", "NavigationLink", "Picker", "Stepper", "Slider",
        "DatePicker", "ColorPicker", "ShareLink", "PasteButton", "EditButton", "RenameButton",
        "TextField", "SecureField",
    ]

    /// Modifiers that make any view respond to touches.
    public static let gestures: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "draggable", "onDrag", "contextMenu",
    ]

    /// The shapes SwiftUI draws, filled with the foreground style unless told otherwise.
    public static let shapeViews: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "ConcentricRectangle", "Capsule", "Circle", "Ellipse",
    ]

    /// Views that only show something and cannot be interacted with.
    public static let staticViews: Set<String> = [
        "Text", "Image", "Label", "AsyncImage", "ProgressView", "Circle", "Capsule",
        "RoundedRectangle", "Rectangle", "Ellipse", "Color", "Divider",
    ]

    /// Modifiers recognised when called on the implicit `self` of a view extension.
    static let implicitSelfModifiers: Set<String> = layout.union([
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "buttonStyle",
        "background", "overlay", "clipShape", "tint", "contentShape", "shadow", "opacity",
    ])
}
