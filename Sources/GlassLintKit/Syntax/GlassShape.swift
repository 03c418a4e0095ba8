import SwiftSyntax

/// The shape a glass effect, a clip or a fill is drawn in, read from its expression:
/// `.capsule`, `Circle()`, `.rect(cornerRadius: 12)`, `RoundedRectangle(cornerRadius: 12)`.
/// Radii are kept as written, so `12` and `Layout.radius` are two different radii.
public enum GlassShape: Hashable, Codable, Sendable, CustomStringConvertible {
    case capsule
    case circle
    case ellipse
    case rectangle
    case roundedRectangle(radius: String)
    case concentric
    /// A shape the syntax cannot name (a variable, a custom `Shape`).
    case unknown

    /// The shape `glassEffect` draws when no `in:` is given.
    public static let glassDefault = GlassShape.capsule

    /// Reads a shape expression; `nil` reads as `.unknown`.
    public init(_ expression: ExprSyntax?) {
        guard let expression else {
            self = .unknown
            return
        }
        let call = expression.as(FunctionCallExprSyntax.self)
        let name = CallNames.calleeName(of: expression) ?? ""
        let radius = call?.arguments.first { $0.label?.text == "cornerRadius" }?.expression.trimmedText
        switch name {
        case "capsule", "Capsule": self = .capsule
        case "circle", "Circle": self = .circle
        case "ellipse", "Ellipse": self = .ellipse
        case "ConcentricRectangle", "containerRelative", "ContainerRelativeShape": self = .concentric
        case "rect", "RoundedRectangle", "Rectangle", "rectangle":
            if let radius {
                self = .roundedRectangle(radius: radius)
            } else if call?.arguments.contains(where: { $0.label?.text == "corners" }) == true {
                self = .concentric
            } else if name == "RoundedRectangle" {
                self = .unknown
            } else {
                self = .rectangle
            }
        default: self = .unknown
        }
    }

    /// Fully rounded shapes (a circle is a capsule on a square) belong to one family.
    public var isFullyRounded: Bool { self == .capsule || self == .circle }

    public var description: String {
        switch self {
        case .capsule: "a capsule"
        case .circle: "a circle"
        case .ellipse: "an ellipse"
        case .rectangle: "a rectangle"
        case .roundedRectangle(let radius): "a rounded rectangle (radius \(radius))"
        case .concentric: "a concentric rectangle"
        case .unknown: "a custom shape"
        }
    }
}
