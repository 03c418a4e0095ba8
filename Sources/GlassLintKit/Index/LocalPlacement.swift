/// Where a view expression sits as far as its own declaration shows. Besides the
/// placement the file itself decides, it names what only the index can explain: the
/// project helpers and containers around the view, and the conditions on the view's
/// own parameters that decide whether it is shown at all.
public struct LocalPlacement: Hashable, Codable, Sendable {
    public var placement = Placement()
    /// Project names wrapped around the view, nearest first.
    public var enclosures: [Enclosure] = []
    /// Conditions of enclosing `if`s on the declaring view's own properties.
    public var conditions: [ParameterCondition] = []
    /// Shown by a presentation (`sheet`, `navigationDestination`): nothing around the
    /// presenting view reaches it.
    public var isPresentationRoot = false
    /// Inside the label of a control of the same declaration (`Button { … } label: { here }`).
    public var isInControl = false
}
