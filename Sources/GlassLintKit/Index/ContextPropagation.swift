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
        let arguments: [String: Bool]?
    }

    /// Where each declaration is shown. With `withinTypes`, only members shown by other
    /// members of their own type are followed, and a type's `body` is the top.
    static func placements(_ resolver: PlacementResolver, withinTypes: Bool) -> [DeclarationKey: [Placement]] {
        let catalog = resolver.catalog
        var incoming: [DeclarationKey: [Edge]] = [:]
        for user in catalog.orderedKeys {
            guard let declaration = catalog.declarations[user], let file = catalog.files[user] else { continue }
            for use in declaration.uses {
                // A still picture of a view (a screen's preview in a settings card) shows nothing in use.
                guard !use.local.isInert, let target = catalog.target(of: use, in: user), target != user else { continue }
                var arguments: [String: Bool]?
                if case .type = use.target {
                    guard !withinTypes else { continue }
                    arguments = catalog.defaults(of: target).merging(use.arguments) { _, given in given }
                }
                incoming[target, default: []].append(Edge(
                    user: user, conditions: use.local.conditions, placement: resolver.resolve(use.local, in: file),
                    isPresentationRoot: use.local.isPresentationRoot, arguments: arguments
                ))
            }
        }
        var placements: [DeclarationKey: [Placement]] = [:]
        for key in catalog.declarations.keys where incoming[key] == nil {
            placements[key] = [top(of: key, in: catalog)]
        }
        var neverShown: Set<DeclarationKey> = []
        for _ in 0..<ProjectIndex.maximumDepth {
            var next = placements
            var changed = false
            neverShown = []
            for (target, edges) in incoming {
                var found: [Placement] = []
                var rejected = false
                for edge in edges {
                    for outer in placements[edge.user] ?? [] {
                        guard edge.conditions.allow(outer.arguments) else {
                            rejected = true
                            continue
                        }
                        var placement = edge.isPresentationRoot ? edge.placement : edge.placement.inside(outer)
                        placement.arguments = edge.arguments ?? outer.arguments
                        if found.count < maximumPlacements, !found.contains(placement) { found.append(placement) }
                    }
                }
                if found.isEmpty {
                    if rejected { neverShown.insert(target) }
                } else if placements[target] != found {
                    next[target] = found
                    changed = true
                }
            }
            if !changed { break }
            placements = next
        }
        // Users out of reach (cycles, or deeper than the bound): the top of a screen.
        for target in incoming.keys where placements[target] == nil && !neverShown.contains(target) {
            placements[target] = [top(of: target, in: catalog)]
        }
        return placements
    }

    /// Where each container shows each of its slots, within its own declarations.
    static func slotPlacements(_ resolver: PlacementResolver) -> [DeclarationKey: [String: [Placement]]] {
        let catalog = resolver.catalog
        let withinTypes = placements(resolver, withinTypes: true)
        var result: [DeclarationKey: [String: [Placement]]] = [:]
        for key in catalog.orderedKeys {
            guard let declaration = catalog.declarations[key], !declaration.slotPlacements.isEmpty,
                  let file = catalog.files[key]
            else { continue }
            for slot in declaration.slotPlacements {
                let resolved = resolver.resolve(slot.local, in: file)
                for outer in withinTypes[key] ?? [] where slot.local.conditions.allow(outer.arguments) {
                    let placement = resolved.inside(outer)
                    var known = result[key.typeKey, default: [:]][slot.slot, default: []]
                    if !known.contains(placement) { known.append(placement) }
                    result[key.typeKey, default: [:]][slot.slot] = known
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
