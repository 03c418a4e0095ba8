/// Which views and helpers the declarations of the index show or apply, as far as the
/// index knows: what the project's windows reach, and who uses a view. A view a window
/// reaches is used; one shown only by views that nothing in the index shows is used when
/// one of those is, which only a look at the files that name them can tell.
struct IndexUsage {
    /// Names the index shows used: reached from the views the scenes show, or from what
    /// types other than views and helpers show.
    let knownUsed: Set<String>
    /// For each view or helper name, the names of the declarations that show or apply it:
    /// a view type by its name, a helper by its member's name.
    private let users: [String: Set<String>]

    init(_ catalog: IndexCatalog) {
        var byName: [String: [DeclarationSummary]] = [:]
        var users: [String: Set<String>] = [:]
        var shownElsewhere: [String] = []
        for key in catalog.orderedKeys {
            let declaration = catalog.declarations[key]!
            byName[key.type, default: []].append(declaration)
            if let member = key.member, member != key.type { byName[member, default: []].append(declaration) }
            // A helper is named by its member (`glassCard`), a view by its type. What another
            // type shows (a view model's `content`, an extension of a system type) is taken
            // as used: its name is no name to look for in the files.
            let isHelper = key.member.map { catalog.helpers[IndexCatalog.HelperKey(kind: .modifier, name: $0)] != nil } ?? false
            let user = isHelper ? key.member : catalog.typeKeys[key.type] != nil ? key.type : nil
            for name in Self.names(shownBy: declaration, styleMembers: catalog.styleMembers) where name != user {
                if let user { users[name, default: []].insert(user) } else { shownElsewhere.append(name) }
            }
        }
        self.users = users
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

    /// The users of `name`, and theirs, up to `hops`, that nothing in the index uses: `name`
    /// is used if one of them is. `nil` when the index shows it used: a user a window
    /// reaches, or users beyond `hops`.
    func topUsers(of name: String, hops: Int) -> Set<String>? {
        guard !knownUsed.contains(name) else { return nil }
        var seen: Set<String> = [name]
        var level: Set<String> = [name]
        var tops: Set<String> = []
        for _ in 0...hops {
            var next: Set<String> = []
            for current in level {
                let above = users[current, default: []]
                if above.isEmpty { tops.insert(current) }
                for user in above where seen.insert(user).inserted {
                    if knownUsed.contains(user) { return nil }
                    next.insert(user)
                }
            }
            if next.isEmpty { return tops }
            level = next
        }
        return nil
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
