/// The views and helpers the index shows used: what the project's windows reach, and what
/// types other than views and helpers show. Any other view may be unused, which only a
/// look at the files that name it can tell (`UnusedDeclarations`).
struct IndexUsage {
    /// Names the index shows used: reached from the views the scenes show, or from what
    /// types other than views and helpers show.
    let knownUsed: Set<String>

    init(_ catalog: IndexCatalog) {
        var byName: [String: [DeclarationSummary]] = [:]
        var shownElsewhere: [String] = []
        for key in catalog.orderedKeys {
            let declaration = catalog.declarations[key]!
            byName[key.type, default: []].append(declaration)
            if let member = key.member, member != key.type { byName[member, default: []].append(declaration) }
            // What a type other than a view or a helper shows (a view model's `content`) is
            // used as from any other code.
            let isHelper = key.member.map { catalog.helpers[IndexCatalog.HelperKey(kind: .modifier, name: $0)] != nil } ?? false
            if !isHelper, catalog.typeKeys[key.type] == nil {
                shownElsewhere += Self.names(shownBy: declaration, styleMembers: catalog.styleMembers)
            }
        }
        var reached: Set<String> = []
        var pending = (catalog.sceneViews.sorted() + shownElsewhere).filter { reached.insert($0).inserted }
        while let name = pending.popLast() {
            for declaration in byName[name] ?? [] {
                for shown in Self.names(shownBy: declaration, styleMembers: catalog.styleMembers) where reached.insert(shown).inserted {
                    pending.append(shown)
                }
            }
        }
        knownUsed = reached
    }

    /// The views and helpers a declaration shows or applies.
    private static func names(shownBy declaration: DeclarationSummary, styleMembers: [String: String]) -> [String] {
        var names: [String] = []
        func add(_ enclosures: [Enclosure]) {
            for enclosure in enclosures {
                names.append(enclosure.name)
                if let style = styleMembers[enclosure.name] { names.append(style) }
            }
        }
        for use in declaration.uses {
            if case .type(let used) = use.target { names.append(used) }
            add(use.local.enclosures)
        }
        for root in declaration.roots {
            if case .type(let used) = root.target { names.append(used) }
            add(root.helpers)
        }
        add(declaration.helperApplications)
        for slot in declaration.slotPlacements { add(slot.local.enclosures) }
        return names
    }
}
