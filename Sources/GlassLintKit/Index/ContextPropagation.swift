/// Follows placements from the views that show a declaration down to the declaration:
/// a declaration is shown wherever each of its users shows it, inside wherever that user
/// is shown, to `ProjectIndex.maximumDepth` levels. A use under `if isFloating` passes
/// only the placements of users created with a compatible `isFloating`.
enum ContextPropagation {
    /// Most placements kept per declaration; enough for every distinct way real views are shown.
    static let maximumPlacements = 16

    private struct Edge {
        let user: DeclarationKey
        let conditions: [ParameterCondition]
        let placement: Placement
        let isPresentationRoot: Bool
        /// The constant arguments a use of a view passes; `nil` for a member, which keeps its type's.
        let arguments: [String: String]?
        /// The constants a member function is called with, over its type's: its parameters
        /// shadow the type's properties of the same name.
        let calledWith: [String: String]
        /// The arguments that pass on a value of the user's (`isFloating: isFloating`), known
        /// in each place the user is shown, or a computed one (empty).
        let forwarded: [String: String]

        /// The arguments the target is shown with inside `outer`.
        func arguments(inside outer: Placement) -> [String: String] {
            let passedOn = forwarded.compactMapValues { $0.isEmpty ? nil : outer.arguments[$0] }
            return (arguments ?? outer.arguments.merging(calledWith) { _, given in given }).merging(passedOn) { _, given in given }
        }
    }

    /// Where each declaration that something shows is shown; a declaration nothing shows
    /// is absent (it is the top of a screen, `top(of:in:)`), and one that every use hides
    /// (its users are never created with the arguments its `if`s ask for) has none.
    /// With `withinTypes`, only the members of those types shown by other members of their
    /// own type are followed, and a type's `body` is the top.
    static func placements(_ resolver: PlacementResolver, withinTypes: Set<String>? = nil) -> [DeclarationKey: [Placement]] {
        let catalog = resolver.catalog
        var incoming: [DeclarationKey: [Edge]] = [:]
        for user in catalog.orderedKeys where withinTypes?.contains(user.type) ?? true {
            guard let declaration = catalog.declarations[user], let file = catalog.files[user] else { continue }
            // A still picture of a view (a screen's preview in a settings card) shows nothing in use.
            for use in declaration.uses where !use.local.isInert {
                var arguments: [String: String]?
                if case .type = use.target {
                    guard withinTypes == nil else { continue }
                }
                guard let target = catalog.target(of: use, in: user), target != user else { continue }
                if case .type = use.target {
                    // A view with controls drawn with hit testing off is a picture of it.
                    if use.local.ignoresTouches, catalog.showsControl(target) { continue }
                    // A default holds only where the argument is left out.
                    arguments = catalog.defaults(of: target).filter { use.forwarded[$0.key] == nil }.merging(use.arguments) { _, given in given }
                }
                incoming[target, default: []].append(Edge(
                    user: user, conditions: use.local.conditions, placement: resolver.resolve(use.local, in: file, of: user),
                    isPresentationRoot: use.local.isPresentationRoot || resolver.isHostedOutside(use.local, in: file), arguments: arguments,
                    calledWith: arguments == nil ? use.arguments : [:], forwarded: use.forwarded
                ))
            }
        }
        // The users nothing shows are the tops the placements start from.
        var tops: [DeclarationKey: [Placement]] = [:]
        for edges in incoming.values {
            for edge in edges where incoming[edge.user] == nil && tops[edge.user] == nil {
                tops[edge.user] = [top(of: edge.user, in: catalog)]
            }
        }
        // Each round takes every target one level further; only a target whose users
        // changed in the last round can change in this one.
        var targetsOfUser: [DeclarationKey: Set<DeclarationKey>] = [:]
        for (target, edges) in incoming {
            for edge in edges { targetsOfUser[edge.user, default: []].insert(target) }
        }
        var placements: [DeclarationKey: [Placement]] = [:]
        var neverShown: Set<DeclarationKey> = []
        var pending = Set(incoming.keys)
        for _ in 0..<ProjectIndex.maximumDepth {
            var next: [DeclarationKey: [Placement]] = [:]
            for target in pending {
                var found: [Placement] = []
                var rejected = false
                for edge in incoming[target] ?? [] {
                    for outer in tops[edge.user] ?? placements[edge.user] ?? [] {
                        guard edge.conditions.allow(outer.arguments) else {
                            rejected = true
                            continue
                        }
                        var placement = edge.isPresentationRoot ? edge.placement.presented(from: outer) : edge.placement.inside(outer)
                        placement.arguments = edge.arguments(inside: outer)
                        if found.count < maximumPlacements, !found.contains(placement) { found.append(placement) }
                    }
                }
                if found.isEmpty, rejected {
                    neverShown.insert(target)
                } else {
                    neverShown.remove(target)
                }
                if !found.isEmpty, placements[target] != found { next[target] = found }
            }
            if next.isEmpty { break }
            placements.merge(next) { _, new in new }
            pending = next.keys.reduce(into: []) { $0.formUnion(targetsOfUser[$1] ?? []) }
        }
        // Users out of reach (cycles, or deeper than the bound): the top of a screen.
        for target in incoming.keys where placements[target] == nil {
            placements[target] = neverShown.contains(target) ? [] : [top(of: target, in: catalog)]
        }
        return placements
    }

    /// Where each container shows each of its slots, within its own declarations.
    static func slotPlacements(_ resolver: PlacementResolver) -> [DeclarationKey: [String: [Placement]]] {
        let catalog = resolver.catalog
        // Members show each other within their type only: the types with slots are all it takes.
        let containers = Set(catalog.declarations.values.filter { !$0.slotPlacements.isEmpty }.map(\.key.type))
        guard !containers.isEmpty else { return [:] }
        let withinTypes = placements(resolver, withinTypes: containers)
        var result: [DeclarationKey: [String: [Placement]]] = [:]
        for key in catalog.orderedKeys where containers.contains(key.type) {
            guard let declaration = catalog.declarations[key], !declaration.slotPlacements.isEmpty,
                  let file = catalog.files[key]
            else { continue }
            for slot in declaration.slotPlacements {
                let resolved = resolver.resolve(slot.local, in: file, of: key)
                // What a function's caller passes is where the call is: the function's own
                // place is already the caller's. A type's content is where its members show it.
                let isParameter = declaration.parameterSlots.contains { $0.name == slot.slot }
                let owner = isParameter ? key : key.typeKey
                let shown = isParameter ? [resolved] : (withinTypes[key] ?? [top(of: key, in: catalog)])
                    .filter { slot.local.conditions.allow($0.arguments) }.map(resolved.inside)
                for placement in shown {
                    var known = result[owner, default: [:]][slot.slot, default: []]
                    if !known.contains(placement) { known.append(placement) }
                    result[owner, default: [:]][slot.slot] = known
                }
            }
        }
        return result
    }

    /// The placement of a declaration nothing is known to show: the top of a screen,
    /// with the view's own defaults as its arguments.
    static func top(of key: DeclarationKey, in catalog: IndexCatalog) -> Placement {
        var placement = Placement.root
        placement.arguments = catalog.defaults(of: key)
        // What a button style draws is the button: every view of its body is pressed with it.
        if catalog.helpers[IndexCatalog.HelperKey(kind: .buttonStyle, name: key.type)] != nil {
            placement.isInControl = true
            placement.isUnderTap = true
        }
        return placement
    }
}
