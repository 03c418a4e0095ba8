import SwiftSyntax

/// Reads what a project helper applies to the view it is called on: the glass, container,
/// material, background and tint in its body, outside the pre-26 fallback branch, and
/// whether it checks availability itself.
struct HelperEffectReader {
    let reader: PlacementReader

    func read(_ body: Syntax) -> HelperEffect {
        var effect = HelperEffect()
        let calls = CallCollector(named: nil)
        calls.walk(body)
        let gates = AvailabilityCheckCollector(viewMode: .sourceAccurate)
        gates.walk(body)
        effect.isGated = gates.checksGlassAvailability
        for call in calls.found {
            guard reader.read(call).placement.availability != .fallback else { continue }
            if let modifier = Self.modifier(of: call) {
                read(modifier, into: &effect)
            } else if let name = CallNames.name(ofCall: call) {
                if name == "GlassEffectContainer" { effect.appliesContainer = true }
                if ModifierNames.controls.contains(name) { effect.makesTappable = true }
            }
        }
        return effect
    }

    private func read(_ modifier: Modifier, into effect: inout HelperEffect) {
        if Tappability.makesTappable(modifier) { effect.makesTappable = true }
        if let application = GlassApplication(modifier) {
            if let facts = GlassFacts(application), !effect.glass.contains(facts) { effect.glass.append(facts) }
            return
        }
        switch modifier.name {
        case "background", "fill":
            if let style = modifier.firstUnlabeledArgument {
                if ShapeStyles.isMaterial(style) {
                    effect.appliesMaterial = true
                } else {
                    effect.appliesBackground = true
                }
            }
        case "tint":
            effect.appliesTint = true
        case "presentationBackground":
            effect.setsSheetBackground = true
        case _ where ModifierNames.sizing.contains(modifier.name):
            effect.sizesContent = true
        default:
            if let helper = HelperReference.enclosure(for: modifier, line: reader.line(modifier.nameToken.positionAfterSkippingLeadingTrivia)) {
                effect.helpers.append(helper)
            }
        }
    }

    /// A modifier call, on a receiver or on the helper's implicit `self`.
    static func modifier(of call: FunctionCallExprSyntax) -> Modifier? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            return Modifier(call: call, nameToken: member.declName.baseName, period: member.period)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return Modifier(call: call, nameToken: reference.baseName, period: nil)
        }
        return nil
    }
}

/// Whether a helper's body checks for the 26 releases.
private final class AvailabilityCheckCollector: SyntaxVisitor {
    var checksGlassAvailability = false

    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        if AvailabilityReading.namesGlassRelease(node.availabilityArguments) { checksGlassAvailability = true }
        return .visitChildren
    }
}
