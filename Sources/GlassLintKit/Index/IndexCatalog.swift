/// The summaries of the first pass, merged and keyed for look-up: declarations by key,
/// view types, project helpers by kind and name. The first file (in path order) to
/// declare a key wins, so the catalogue is the same whatever order files were read in.
struct IndexCatalog: Sendable {
    struct HelperKey: Hashable, Sendable {
        let kind: HelperSummary.Kind
        let name: String
    }

    private(set) var declarations: [DeclarationKey: DeclarationSummary] = [:]
    /// The keys of `declarations` in order, sorted once: the index walks them in a fixed
    /// order several times, so that what it keeps does not depend on hashing.
    private(set) var orderedKeys: [DeclarationKey] = []
    /// The file each declaration is in.
    private(set) var files: [DeclarationKey: String] = [:]
    private(set) var viewTypes: [DeclarationKey: ViewTypeSummary] = [:]
    /// Body keys by type name.
    private(set) var typeKeys: [String: [DeclarationKey]] = [:]
    /// The keys of every member of a type (its `body` included), by the type's `typeKey`.
    private(set) var membersByType: [DeclarationKey: [DeclarationKey]] = [:]
    /// View types by name, those without a `body` (a representable) too.
    private(set) var viewTypeKeys: [String: [DeclarationKey]] = [:]
    private(set) var helpers: [HelperKey: HelperSummary] = [:]
    /// Static member name to button style type.
    private(set) var styleMembers: [String: String] = [:]
    private(set) var animatingTypes: Set<String> = []
    /// The view types the project's scenes show in their windows.
    private(set) var sceneViews: Set<String> = []
    /// The project's values that answer an availability check, with their value on the
    /// glass releases (`AvailabilityFlag`).
    private(set) var availabilityFlags: [String: String] = [:]
    /// The project's own shapes.
    private(set) var shapeTypes: Set<String> = []

    init(_ summaries: [FileSummary]) {
        var aliases: [String: ParameterCondition] = [:]
        for summary in summaries.sorted(by: { $0.path < $1.path }) {
            for declaration in summary.declarations {
                // Overloads share a key: the one that takes content brings its slots.
                if let first = declarations[declaration.key] {
                    if first.parameterSlots.isEmpty, !declaration.parameterSlots.isEmpty {
                        declarations[declaration.key]?.parameterSlots = declaration.parameterSlots
                        declarations[declaration.key]?.slotPlacements += declaration.slotPlacements
                    }
                    continue
                }
                declarations[declaration.key] = declaration
                files[declaration.key] = summary.path
                membersByType[declaration.key.typeKey, default: []].append(declaration.key)
                if declaration.key.member == nil { typeKeys[declaration.key.type, default: []].append(declaration.key) }
            }
            for view in summary.viewTypes {
                if viewTypes[view.key] == nil { viewTypeKeys[view.key.type, default: []].append(view.key) }
                viewTypes[view.key] = viewTypes[view.key].map { $0.merged(with: view) } ?? view
            }
            for helper in summary.helpers {
                let key = HelperKey(kind: helper.kind, name: helper.name)
                if helpers[key] == nil { helpers[key] = helper }
            }
            styleMembers.merge(summary.styleMembers) { first, _ in first }
            animatingTypes.formUnion(summary.animatingTypes)
            sceneViews.formUnion(summary.sceneViews)
            availabilityFlags.merge(summary.availabilityFlags) { first, _ in first }
            aliases.merge(summary.availabilityFlagAliases) { first, _ in first }
            shapeTypes.formUnion(summary.shapeTypes)
        }
        orderedKeys = declarations.keys.sorted()
        availabilityFlags = AvailabilityFlag.resolving(availabilityFlags, aliases: aliases)
    }

    /// The `body` of the view named `name` as seen from `file`: the file's own private
    /// type if it has one, else the project's.
    func typeKey(named name: String, from file: String) -> DeclarationKey? {
        guard let keys = typeKeys[name] else { return nil }
        return keys.first { $0.file == file } ?? keys.first { $0.file == nil }
    }

    /// The view type named `name` as seen from `file`, with or without a `body`.
    func viewType(named name: String, from file: String) -> ViewTypeSummary? {
        guard let keys = viewTypeKeys[name] else { return nil }
        return (keys.first { $0.file == file } ?? keys.first { $0.file == nil }).flatMap { viewTypes[$0] }
    }

    /// The member `name` of the type a declaration belongs to.
    func memberKey(_ name: String, of user: DeclarationKey) -> DeclarationKey? {
        let own = DeclarationKey(type: user.type, member: name, file: user.file)
        if declarations[own] != nil { return own }
        let shared = DeclarationKey(type: user.type, member: name, file: nil)
        return declarations[shared] != nil ? shared : nil
    }

    /// Whether a member of the type names a control or a gesture.
    func showsControl(_ type: DeclarationKey) -> Bool {
        membersByType[type.typeKey]?.contains { declarations[$0]?.showsControl == true } ?? false
    }

    /// The declaration a use shows.
    func target(of use: ViewUse, in user: DeclarationKey) -> DeclarationKey? {
        switch use.target {
        // A function of the user's type named like a type (`func MiniPlayer() -> some View`) when no type has the name.
        case .type(let name): typeKey(named: name, from: files[user] ?? "") ?? memberKey(name, of: user)
        case .member(let name): memberKey(name, of: user)
        }
    }

    /// The helper an enclosure names, through static style members (`.pill` → `PillStyle`).
    func helper(for enclosure: Enclosure) -> HelperKey? {
        let key: HelperKey
        switch enclosure.kind {
        case .modifier: key = HelperKey(kind: .modifier, name: enclosure.name)
        case .viewModifier: key = HelperKey(kind: .viewModifier, name: enclosure.name)
        case .buttonStyle: key = HelperKey(kind: .buttonStyle, name: styleMembers[enclosure.name] ?? enclosure.name)
        case .container, .memberContainer, .backdrop, .layerBehind: return nil
        }
        return helpers[key] == nil ? nil : key
    }

    /// The boolean defaults of the view a body key belongs to.
    func defaults(of key: DeclarationKey) -> [String: String] {
        viewTypes[key.typeKey]?.defaults ?? [:]
    }
}
