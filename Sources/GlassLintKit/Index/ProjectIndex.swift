/// The project as a whole, as the placement rules need it: every custom view with the
/// views it shows and the glass it applies, every project helper with what it applies,
/// and for every declaration that builds views the placements it is shown in, followed
/// across files through custom views, members and containers. Built once from the
/// summaries of the first pass; immutable and shared by every file of the second.
public final class ProjectIndex: Sendable {
    /// How far placements and helpers are followed: a view nested deeper than this below
    /// anything known is treated as the top of a screen.
    public static let maximumDepth = 16

    public static let empty = ProjectIndex(summaries: [])

    let resolver: PlacementResolver
    /// Where each declaration is shown, across the project.
    let placements: [DeclarationKey: [Placement]]
    let shapeCounts: ShapeCounts
    /// The files' summaries it was built from: a fix that changes a few files builds the
    /// next index from these and the changed files' new summaries.
    let summaries: [FileSummary]
    /// Whether a scene of the project holds the app in the dark appearance, or the root
    /// view of a scene's window holds itself dark.
    public let forcesDarkAppearance: Bool
    /// The project's values that answer an availability check, with their value on the
    /// glass releases.
    public var availabilityFlags: [String: String] { catalog.availabilityFlags }
    /// Whether some helper draws its glass on some platforms only (`#if os(…)`): only then
    /// do the platforms that build a view change the glass it shows.
    public let hasPlatformBoundGlass: Bool

    var catalog: IndexCatalog { resolver.catalog }

    public convenience init(summaries: [FileSummary]) {
        self.init(resolver: PlacementResolver(summaries: summaries), summaries: summaries)
    }

    /// `resolver`: the one built from `summaries`, when the first pass already has it.
    init(resolver: PlacementResolver, summaries: [FileSummary]) {
        self.summaries = summaries
        // A window's root view that holds itself dark holds the app dark too.
        let sceneViews = summaries.reduce(into: Set<String>()) { $0.formUnion($1.sceneViews) }
        forcesDarkAppearance = summaries.contains(where: \.forcesDarkAppearance)
            || summaries.contains { !$0.darkViews.isDisjoint(with: sceneViews) }
        self.resolver = resolver
        hasPlatformBoundGlass = resolver.helperEffects.values.contains { $0.glassPlatforms != nil }
        placements = ContextPropagation.placements(resolver)
        shapeCounts = ShapeCounts(resolver)
    }

    /// Every placement a view expression of `file` is shown in: where it sits in its own
    /// declaration, inside every placement of that declaration whose arguments allow
    /// the `if`s around it. Empty when no use of the declaration can show it.
    public func placements(of local: LocalPlacement, in declaration: DeclarationKey?, file: String) -> [Placement] {
        let resolved = resolver.resolve(local, in: file, of: declaration)
        guard let declaration else { return [resolved] }
        let outer = placements[declaration] ?? [ContextPropagation.top(of: declaration, in: catalog)]
        guard !local.isPresentationRoot else {
            return outer.map { resolved.presented(from: $0) }.reduce(into: []) { kept, placement in
                if !kept.contains(placement) { kept.append(placement) }
            }
        }
        return outer.filter { local.conditions.allow($0.arguments) }.map { resolved.inside($0) }
    }

    /// The project helper an applied modifier names, with what it applies.
    public func helper(for enclosure: Enclosure) -> (summary: HelperSummary, effect: HelperEffect)? {
        guard let key = catalog.helper(for: enclosure), let summary = catalog.helpers[key], let effect = resolver.effect(of: enclosure) else {
            return nil
        }
        return (summary, effect)
    }

    /// The glass a custom view applies to itself as a whole when created with `arguments`
    /// (`TripChip()` whose body is `label.glassEffect()`), followed through the members
    /// and views its body returns.
    /// `platforms`: those whose builds show the view, when known; a helper's glass drawn on
    /// none of them (`#if os(…)`) is left out.
    public func glassOfView(
        named name: String, arguments: [String: String], from file: String, on platforms: Set<ApplePlatform>? = nil
    ) -> [GlassFacts] {
        guard let key = catalog.typeKey(named: name, from: file) else { return [] }
        return resolver.rootGlass(of: key, arguments: catalog.defaults(of: key).merging(arguments) { _, given in given }, on: platforms)
    }

    /// The glass around what the member `name` of the declaration `user`'s type returns.
    public func glassOfMember(named name: String, of user: DeclarationKey, on platforms: Set<ApplePlatform>? = nil) -> [GlassFacts] {
        guard let key = catalog.memberKey(name, of: user) else { return [] }
        return resolver.rootGlass(of: key, arguments: [:], on: platforms)
    }

    /// Whether some declaration of the type, in any file, animates (`withAnimation`,
    /// `.animation`, a transaction).
    public func animates(type name: String) -> Bool {
        catalog.animatingTypes.contains(name)
    }

    /// Whether the view named `name` pads or frames all it shows; `nil` when the index has
    /// not read it.
    public func framesItself(view name: String, from file: String) -> Bool? {
        catalog.typeKey(named: name, from: file).flatMap { catalog.declarations[$0]?.framesItself }
    }

    /// Whether the view named `name` may show something to tap: a control or a gesture in
    /// its body, its members or the custom views they show (to a bounded depth). A view the
    /// index has not read may: nothing is known against it.
    public func mayShowControl(ofView name: String, from file: String) -> Bool {
        guard let key = catalog.typeKey(named: name, from: file) else { return true }
        return mayShowControl(key, depth: 0)
    }

    private func mayShowControl(_ key: DeclarationKey, depth: Int) -> Bool {
        guard depth < 4, let summary = catalog.declarations[key] else { return true }
        if summary.showsControl { return true }
        return summary.uses.contains { use in
            if let target = catalog.target(of: use, in: key) { return mayShowControl(target, depth: depth + 1) }
            // A name that is no member of the type is a local value (`iconImage`), not a view
            // built elsewhere; a type the index has not read is unknown, unless it is one of
            // the project's shapes.
            if case .type(let name) = use.target { return !catalog.shapeTypes.contains(name) }
            return false
        }
    }

    /// Whether the view calls one of its action closures inside `withAnimation`.
    public func animatesActions(ofView name: String, from file: String) -> Bool {
        guard let key = catalog.typeKey(named: name, from: file) else { return false }
        return catalog.viewTypes[key]?.animatesItsActions ?? false
    }

    /// How many glass shapes a view shows at once, following its members and the custom
    /// views it shows; and the most any one of those custom views shows by itself.
    /// `platforms`: those whose builds show the view, when known.
    public func glassShapes(ofView key: DeclarationKey, on platforms: Set<ApplePlatform>? = nil) -> (total: Int, largestPart: Int) {
        var total = shapeCounts.counts[key] ?? 0
        if let platforms, total > 0, hasPlatformBoundGlass {
            total = ShapeCounts.count(of: key, on: platforms, resolver: resolver)
        }
        var largest = 0
        for member in catalog.membersByType[key.typeKey] ?? [] {
            for use in catalog.declarations[member]?.uses ?? [] {
                guard case .type = use.target, let shown = catalog.target(of: use, in: member) else { continue }
                largest = max(largest, shapeCounts.counts[shown] ?? 0)
            }
        }
        return (total, largest)
    }
}
