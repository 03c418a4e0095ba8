import SwiftSyntax

/// Reads availability checks and attributes as the placement of a view needs them: on
/// which side of a check for the releases with Liquid Glass it is. (Per-platform
/// availability with the project's deployment targets is `FileAvailability`'s job.)
enum AvailabilityReading {
    /// The first release with glass, on every platform that has it.
    static let glassRelease = OSVersion(26)

    /// `iOS 26.0, *` names a release with glass; `iOS 17, *` does not.
    static func namesGlassRelease(_ arguments: AvailabilityArgumentListSyntax) -> Bool {
        AvailabilityArguments(arguments).introduced.values.contains { $0 >= glassRelease }
    }

    /// `@available(iOS 26.0, *)` among a declaration's attributes.
    static func requiresGlassRelease(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), let arguments = AvailabilityArguments(attribute: attribute) else {
                return false
            }
            return arguments.introduced.values.contains { $0 >= glassRelease }
        }
    }

    /// The branch an `if`'s body is on: `.glass` for `#available(…26…)`, `.fallback` for
    /// `#unavailable(…26…)`, `.unknown` otherwise.
    static func branch(ofBodyOf ifExpression: IfExprSyntax) -> AvailabilityBranch {
        for element in ifExpression.conditions {
            guard case .availability(let check) = element.condition,
                  namesGlassRelease(check.availabilityArguments)
            else { continue }
            return check.availabilityKeyword.tokenKind == .poundUnavailable ? .fallback : .glass
        }
        return .unknown
    }

    /// The branch an `if`'s `else` is on, when its only condition is an availability check.
    static func branch(ofElseOf ifExpression: IfExprSyntax) -> AvailabilityBranch {
        guard ifExpression.conditions.count == 1 else { return .unknown }
        switch branch(ofBodyOf: ifExpression) {
        case .glass: return .fallback
        case .fallback: return .glass
        case .unknown: return .unknown
        }
    }
}
