/// The names that make a file worth a syntax tree although it has no glass word. A file
/// that *mentions* a view carrying glass may put it in a list or in other glass, one that
/// mentions a helper applying glass carries glass itself, and one that mentions a view
/// setting a sheet's background says whether that sheet is glass. A view shown inside
/// glass or a container matters where it is *declared*: its own code then sits on glass,
/// or shares its container; a mere mention of it (a `Font`, a `Binding`, a row shown
/// elsewhere) adds nothing. A project container wrapped around a view matters where it is
/// declared with content slots. Each round of the first pass reads the files with a new
/// such name, which may name more.
public struct RelevantNames: Equatable, Sendable {
    /// Names whose every use matters.
    public var mentioned: Set<String> = []
    /// Names whose declaration (or extension) matters.
    public var declared: Set<String> = []
    /// Names of containers: their declaration matters when it can hold content slots.
    public var containers: Set<String> = []

    public var isEmpty: Bool { mentioned.isEmpty && declared.isEmpty && containers.isEmpty }

    /// What is here and not in `other`.
    public func subtracting(_ other: RelevantNames) -> RelevantNames {
        RelevantNames(
            mentioned: mentioned.subtracting(other.mentioned), declared: declared.subtracting(other.declared),
            containers: containers.subtracting(other.containers)
        )
    }

    public mutating func formUnion(_ other: RelevantNames) {
        mentioned.formUnion(other.mentioned)
        declared.formUnion(other.declared)
        containers.formUnion(other.containers)
    }

    /// The names that matter given the files read so far, whose summaries `resolver` holds.
    static func of(_ resolver: PlacementResolver) -> RelevantNames {
        let catalog = resolver.catalog
        var names: Set<String> = []
        var glassHelpers: Set<String> = []
        for (key, helper) in catalog.helpers {
            guard let effect = resolver.helperEffects[key], !effect.glass.isEmpty || effect.appliesContainer else { continue }
            glassHelpers.insert(helper.name)
        }
        names.formUnion(glassHelpers)
        names.formUnion(catalog.styleMembers.filter { glassHelpers.contains($0.value) }.keys)
        for key in carryingGlass(resolver, glassHelpers: glassHelpers) {
            names.insert(key.type)
        }
        names.formUnion(catalog.declarations.values.filter(\.setsSheetBackground).map(\.key.type))
        // A window's root view says, where it is declared, whether it holds the app dark.
        let declared = coveredByGlass(resolver).union(catalog.sceneViews.subtracting(PlacementVocabulary.systemViews)).subtracting(names)
        return RelevantNames(
            mentioned: names, declared: declared, containers: containers(in: catalog).subtracting(names).subtracting(declared)
        )
    }

    /// The project's container views that wrap the views, the glass and the helpers of the
    /// files read: a container decides where its content is shown (it may put it in a
    /// list, or in glass).
    static func containers(in catalog: IndexCatalog) -> Set<String> {
        var names: Set<String> = []
        func take(_ enclosures: [Enclosure]) {
            for enclosure in enclosures {
                if case .container = enclosure.kind { names.insert(enclosure.name) }
            }
        }
        for declaration in catalog.declarations.values {
            for use in declaration.uses { take(use.local.enclosures) }
            for slot in declaration.slotPlacements { take(slot.local.enclosures) }
            names.formUnion(declaration.containersAroundGlass)
        }
        return names.subtracting(PlacementVocabulary.systemViews)
    }

    /// Declarations that apply glass, directly, through a helper, or through what they show.
    static func carryingGlass(_ resolver: PlacementResolver, glassHelpers: Set<String>) -> Set<DeclarationKey> {
        let catalog = resolver.catalog
        var carrying = Set(catalog.declarations.filter { _, declaration in
            !declaration.glass.isEmpty || declaration.helperApplications.contains { enclosure in
                resolver.effect(of: enclosure).map { !$0.glass.isEmpty || $0.appliesContainer } ?? false
            }
        }.keys)
        // A declaration that shows one carrying glass carries it too: follow the uses back.
        var users: [DeclarationKey: [DeclarationKey]] = [:]
        for (key, declaration) in catalog.declarations {
            for use in declaration.uses {
                if let target = catalog.target(of: use, in: key) { users[target, default: []].append(key) }
            }
        }
        var pending = Array(carrying)
        while let key = pending.popLast() {
            for user in users[key] ?? [] where carrying.insert(user).inserted {
                pending.append(user)
            }
        }
        return carrying
    }

    /// Names of views shown inside the project's glass or a glass container, or by a view
    /// that morphs, and of everything they show in turn.
    static func coveredByGlass(_ resolver: PlacementResolver) -> Set<String> {
        let catalog = resolver.catalog
        var names: Set<String> = []
        var pending: [DeclarationKey] = []
        var seen: Set<DeclarationKey> = []
        func cover(_ use: ViewUse, in user: DeclarationKey) {
            if case .type(let name) = use.target, !PlacementVocabulary.systemViews.contains(name) { names.insert(name) }
            if let target = catalog.target(of: use, in: user), seen.insert(target).inserted {
                pending.append(target)
            }
        }
        let morphingTypes = Set(catalog.declarations.values.filter(\.morphs).map(\.key.type))
        for (key, declaration) in catalog.declarations {
            guard let file = catalog.files[key] else { continue }
            for use in declaration.uses {
                let placement = resolver.resolve(use.local, in: file, of: key)
                // A view handed the state changes of a morph may animate them itself.
                if placement.glassAncestors.contains(where: { $0.kind == .glass }) || placement.isGrouped
                    || morphingTypes.contains(key.type) {
                    cover(use, in: key)
                }
            }
        }
        var depth = 0
        while !pending.isEmpty, depth < ProjectIndex.maximumDepth {
            let level = pending
            pending = []
            for key in level {
                for use in catalog.declarations[key]?.uses ?? [] { cover(use, in: key) }
            }
            depth += 1
        }
        return names
    }
}
