/// What a project helper applies to the view it is called on.
public struct HelperSummary: Codable, Sendable {
    public enum Kind: Hashable, Codable, Sendable {
        /// A `View` extension member: `.floatingSurface(cornerRadius:)`.
        case modifier
        /// A `ViewModifier` type, applied with `.modifier(…)`.
        case viewModifier
        /// A `ButtonStyle` or `PrimitiveButtonStyle` type.
        case buttonStyle
    }

    public var kind: Kind
    public var name: String
    public var file: String
    public var line: Int
    public var effect = HelperEffect()
    /// The view type a modifier helper extends: `View`, or one kind of view (`Button`).
    public var host = "View"
}

/// The styling a helper applies, outside its pre-26 fallback branch.
public struct HelperEffect: Hashable, Codable, Sendable {
    public var glass: [GlassFacts] = []
    public var appliesContainer = false
    public var appliesMaterial = false
    /// A background or fill that is not a material.
    public var appliesBackground = false
    public var appliesTint = false
    /// The helper pads or frames the view itself, so what follows a call is a margin.
    public var sizesContent = false
    /// The helper checks `#available` for the 26 releases itself.
    public var isGated = false
    /// Other project helpers it applies in turn.
    public var helpers: [Enclosure] = []
    /// It adds a gesture or wraps the view in a control: people can tap the view.
    public var makesTappable = false
    /// It sets a `presentationBackground`: a sheet it styles is not drawn as glass.
    public var setsSheetBackground = false
    /// Whether it gives a sheet a detent below full height (`presentationDetents([.medium])`
    /// in a project's `presentationDetents250medium()`).
    public var setsPartialDetents = false
    /// It presents a sheet, popover or cover of its own (`withAppSheets()`): the background
    /// and detents it sets may be that presentation's, not the view's it is called on.
    public var presents = false
    /// The platforms whose builds draw its glass, when `#if os(…)` keeps it from some
    /// (a tvOS branch with a material instead); `nil` for all.
    public var glassPlatforms: Set<ApplePlatform>?
    /// What each case applies, when the helper picks its styling with a `switch` over one
    /// of its parameters; this effect is then that of every case together.
    public var choices: HelperChoices?

    /// The effect of a call with these arguments: a case's alone when the call names the
    /// cases of the switched parameter, else every case's.
    func chosen(by arguments: [CaseArgument]) -> HelperEffect {
        guard let choices, let cases = choices.cases(in: arguments) else { return self }
        var chosen: HelperEffect?
        for name in cases {
            guard let effect = choices.byCase[name] ?? choices.byCase[HelperChoices.defaultCase] else { return self }
            chosen = chosen?.adding(effect) ?? effect
        }
        return chosen ?? self
    }

    /// This effect for one case of a parameter it passes on as `name` to the helpers it
    /// applies: they are given the case. Like every case's effect, it holds no choice and no
    /// gate of its own (the helper's gate is on its whole effect).
    func passing(_ value: String, as name: String) -> HelperEffect {
        var chosen = self
        chosen.choices = nil
        chosen.isGated = false
        chosen.helpers = helpers.map { $0.passing([value], as: name) }
        return chosen
    }

    /// This effect with another helper's added, as when one helper calls another.
    func adding(_ other: HelperEffect) -> HelperEffect {
        var sum = self
        sum.glass += other.glass.filter { !glass.contains($0) }
        sum.appliesContainer = appliesContainer || other.appliesContainer
        sum.appliesMaterial = appliesMaterial || other.appliesMaterial
        sum.appliesBackground = appliesBackground || other.appliesBackground
        sum.appliesTint = appliesTint || other.appliesTint
        sum.sizesContent = sizesContent || other.sizesContent
        sum.isGated = isGated || other.isGated
        sum.makesTappable = makesTappable || other.makesTappable
        sum.setsSheetBackground = setsSheetBackground || other.setsSheetBackground
        sum.setsPartialDetents = setsPartialDetents || other.setsPartialDetents
        sum.presents = presents || other.presents
        // The arguments are this helper's: each of its cases gets the other's effect too.
        sum.choices = choices.map { choices in
            var added = choices
            added.byCase = choices.byCase.mapValues { $0.adding(other) }
            return added
        }
        if glass.isEmpty {
            sum.glassPlatforms = other.glassPlatforms
        } else if !other.glass.isEmpty {
            sum.glassPlatforms = glassPlatforms.flatMap { mine in other.glassPlatforms.map { mine.union($0) } }
        }
        return sum
    }
}

/// The parameter a helper switches over to pick its styling, and each case's effect, with
/// what the helper applies outside the switch.
public struct HelperChoices: Hashable, Codable, Sendable {
    /// The parameter's argument label; `nil` for one written `_ style`.
    public var label: String?
    /// Its position among the parameters.
    public var position: Int
    /// By case name (`plain` for `case .plain:`, `true` and `false` for `if prominent { … }
    /// else { … }`); `default` for the `default:` clause.
    public var byCase: [String: HelperEffect]
    /// The case of the parameter's default value (`prominent: Bool = false`), for a call
    /// that leaves the argument out.
    public var omitted: String?
    /// The name of an enum parameter the helper does not read but hands to the helpers it
    /// applies (`modifier(Surface(state: state))`), whose cases are theirs: `byCase` is
    /// empty until the index reads those helpers' cases.
    public var forwarded: String?

    static let defaultCase = "default"

    /// The cases the argument for the parameter names, if it names any.
    func cases(in arguments: [CaseArgument]) -> [String]? {
        guard let argument = argument(in: arguments, label: \.label) else { return omitted.map { [$0] } }
        return argument.cases.isEmpty ? nil : argument.cases
    }

    /// The argument a call passes for the parameter: by its label, or by its position when
    /// the parameter has none.
    func argument<Argument>(in arguments: [Argument], label labelOf: (Argument) -> String?) -> Argument? {
        argumentIndex(in: arguments, label: labelOf).map { arguments[$0] }
    }

    /// Where in `arguments` the call passes the parameter.
    func argumentIndex<Argument>(in arguments: [Argument], label labelOf: (Argument) -> String?) -> Int? {
        if let label { return arguments.firstIndex { labelOf($0) == label } }
        return position < arguments.count && labelOf(arguments[position]) == nil ? position : nil
    }
}
