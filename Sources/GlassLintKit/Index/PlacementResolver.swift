/// Turns what a file shows of a view's place (a `LocalPlacement`) into a `Placement` by
/// explaining its enclosures: the glass or container a project helper applies, and
/// where a container view shows the slot the view is passed in.
struct PlacementResolver: Sendable {
    let catalog: IndexCatalog
    private(set) var helperEffects: [IndexCatalog.HelperKey: HelperEffect]
    /// Per container body key, per slot, where the container shows it.
    var slots: [DeclarationKey: [String: [Placement]]] = [:]
    /// The helpers that draw an opaque view of the project behind their content.
    private(set) var opaqueBackdropHelpers: Set<IndexCatalog.HelperKey> = []

    init(catalog: IndexCatalog) {
        self.catalog = catalog
        let (effects, backdrops) = Self.effects(of: catalog)
        helperEffects = effects
        // A helper that draws a project view behind its content carries that view's glass,
        // read against the effects without backdrops, so that no helper's order matters.
        var withBackdrops = effects
        for (key, enclosures) in backdrops {
            if enclosures.contains(where: { catalog.viewType(named: $0.name, from: "")?.isOpaqueBackdrop == true }) {
                opaqueBackdropHelpers.insert(key)
            }
            for enclosure in enclosures {
                for facts in backdropGlass(of: enclosure) where withBackdrops[key]?.glass.contains(facts) == false {
                    withBackdrops[key]?.glass.append(facts)
                }
            }
        }
        helperEffects = withBackdrops
    }

    /// The resolver of the files summarized, with where their containers show each slot.
    init(summaries: [FileSummary]) {
        self.init(catalog: IndexCatalog(summaries))
        // Containers inside containers: each round explains one more level of nesting, until
        // a round explains nothing new.
        for _ in 0..<3 {
            let explained = ContextPropagation.slotPlacements(self)
            if explained == slots { break }
            slots = explained
        }
    }

    /// The placement `local` describes, seen from `file`, in the declaration `user`.
    func resolve(_ local: LocalPlacement, in file: String, of user: DeclarationKey?) -> Placement {
        var placement = local.placement
        // `if hasGlass { … }` on a project flag that answers `#available(iOS 26, *)` is an availability branch.
        for condition in local.conditions {
            guard let value = catalog.availabilityFlags[condition.name] else { continue }
            placement.availability = placement.availability.inside(condition.values.contains(value) == condition.matches ? .glass : .fallback)
        }
        let localAncestors = local.placement.glassAncestors
        var hidden = false
        for enclosure in local.enclosures {
            if enclosure.kind == .backdrop || enclosure.kind == .layerBehind {
                for facts in backdropGlass(of: enclosure, from: file) where placement.glassAncestors.count < Placement.maximumAncestors && !hidden {
                    placement.glassAncestors.append(GlassAncestor(kind: .glass, facts: facts, file: file, line: enclosure.line, via: enclosure.name))
                }
                // An opaque view behind (`ZStack { TimeOfDayBackground(); … }`) hides the glass
                // further out than itself: the glass its file read around it, and what the
                // enclosures after it would add.
                if catalog.viewType(named: enclosure.name, from: file)?.isOpaqueBackdrop == true {
                    placement.hideGlass(of: localAncestors, outside: enclosure.placementInside?.glassAncestors ?? [])
                    hidden = true
                }
            } else if case .container(let label) = enclosure.kind {
                // What a representable hosts in UIKit is not inside anything further out.
                if hostsContentOutside(enclosure, from: file) {
                    placement = enclosure.placementInside ?? Placement()
                    break
                }
                guard let container = catalog.typeKey(named: enclosure.name, from: file),
                      let slot = slotPlacement(of: container, label: label)
                else { continue }
                placement = placement.shown(in: slot, of: enclosure)
            } else if case .memberContainer(let label) = enclosure.kind {
                guard let user, let function = catalog.memberKey(enclosure.name, of: user),
                      let slot = parameterPlacement(of: function, label: label)
                else { continue }
                placement = placement.shown(in: slot, of: enclosure)
            } else if let effect = effect(of: enclosure) {
                for facts in effect.glass where placement.glassAncestors.count < Placement.maximumAncestors && !hidden
                    && !(enclosure.stylesAContainer && facts.kind != .effect) {
                    placement.glassAncestors.append(GlassAncestor(kind: .glass, facts: facts, file: file, line: enclosure.line, via: enclosure.name))
                }
                if effect.appliesContainer { placement.isGrouped = true }
                if effect.setsSheetBackground { placement.dropsSheetGlass() }
                // A helper that draws an opaque view of the project behind the content
                // (`.appBackground()`, a full-bleed gradient) hides the glass further out.
                if let key = catalog.helper(for: enclosure), opaqueBackdropHelpers.contains(key) {
                    placement.hideGlass(of: localAncestors, outside: enclosure.placementInside?.glassAncestors ?? [])
                    hidden = true
                }
                // A project button style that fills behind the label it draws, with no glass
                // (`RoundedRectangle().fill(configuration.tint)`), is what the label sits on.
                if enclosure.kind == .buttonStyle, effect.glass.isEmpty, effect.appliesBackground, placement.isInControl {
                    placement.hideGlass(of: localAncestors, outside: [])
                    hidden = true
                }
            }
        }
        return placement
    }

    /// Whether `local` is content given to a representable, which hosts it in UIKit or AppKit.
    func isHostedOutside(_ local: LocalPlacement, in file: String) -> Bool {
        local.enclosures.contains { hostsContentOutside($0, from: file) }
    }

    private func hostsContentOutside(_ enclosure: Enclosure, from file: String) -> Bool {
        guard case .container = enclosure.kind else { return false }
        return catalog.viewType(named: enclosure.name, from: file)?.hostsContentOutside == true
    }

    /// What the project helper an enclosure names applies there, with its arguments.
    func effect(of enclosure: Enclosure) -> HelperEffect? {
        catalog.helper(for: enclosure).flatMap { helperEffects[$0] }?.chosen(by: enclosure.arguments)
    }

    /// The placement a container gives the slot passed with `label` (the trailing closure
    /// fills the first slot): the first where glass is drawn, outside a pre-26 fallback and
    /// a visionOS-only branch, so that a wrapper that gates its `GlassEffectContainer`
    /// groups what it is given; else the first of all.
    private func slotPlacement(of container: DeclarationKey, label: String?) -> Placement? {
        guard let view = catalog.viewTypes[container], let bySlot = slots[container] else { return nil }
        let slot = label.flatMap { view.slots.contains($0) ? $0 : nil } ?? view.slots.first
        return slot.flatMap { bySlot[$0] }.flatMap(Self.preferred)
    }

    /// The placement a function of a view gives the content passed with `label`, chosen
    /// as a container's slot is.
    private func parameterPlacement(of function: DeclarationKey, label: String?) -> Placement? {
        guard let parameters = catalog.declarations[function]?.parameterSlots,
              let parameter = ParameterSlot.filled(by: label, in: parameters),
              let shown = slots[function]?[parameter.name]
        else { return nil }
        return Self.preferred(shown)
    }

    /// Of the places a slot is shown, the first where glass is drawn: outside a pre-26
    /// fallback and a visionOS-only branch; else the first of all.
    private static func preferred(_ shown: [Placement]) -> Placement? {
        shown.first { $0.availability != .fallback && $0.platformConditions != ["visionOS"] } ?? shown.first
    }

    /// What a helper called by another applies there: with the caller's arguments, and
    /// its glass drawn only by the builds that compile the call (`#if os(tvOS)`).
    private static func effect(of called: HelperSummary, as enclosure: Enclosure) -> HelperEffect {
        var effect = called.effect.chosen(by: enclosure.arguments)
        guard let platforms = enclosure.platforms, !effect.glass.isEmpty else { return effect }
        let drawn = (effect.glassPlatforms ?? Set(ApplePlatform.allCases)).intersection(platforms)
        if drawn.isEmpty { effect.glass = [] }
        effect.glassPlatforms = drawn.isEmpty ? nil : drawn
        return effect
    }

    /// The glass of the project view a `background` draws (`.background(Surface())`).
    func backdropGlass(of enclosure: Enclosure, from file: String = "") -> [GlassFacts] {
        guard case .backdrop = enclosure.kind, let view = catalog.typeKey(named: enclosure.name, from: file) else { return [] }
        return rootGlass(of: view, arguments: catalog.defaults(of: view), on: nil)
    }

    /// The glass a declaration applies to what it returns as a whole, for `arguments`,
    /// followed through the members and views it returns (to a bounded depth).
    /// `platforms`: those whose builds show the view, when known; a helper's glass drawn on
    /// none of them (`#if os(…)`) is left out.
    func rootGlass(of key: DeclarationKey, arguments: [String: String], on platforms: Set<ApplePlatform>?, depth: Int = 0) -> [GlassFacts] {
        guard depth < ProjectIndex.maximumDepth, let declaration = catalog.declarations[key] else { return [] }
        var glass: [GlassFacts] = []
        for root in declaration.roots where root.availability != .fallback && root.conditions.allow(arguments) {
            // `GlassButtonStyle()` of the project's own (`private struct GlassButtonStyle`) is not
            // SwiftUI's glass: what it draws is its helper's.
            var found = root.glass.filter { facts in
                facts.styleType.map { catalog.helpers[IndexCatalog.HelperKey(kind: .buttonStyle, name: $0)] == nil } ?? true
            }
            for helper in root.helpers {
                guard let effect = effect(of: helper) else { continue }
                if let platforms, let drawn = effect.glassPlatforms, platforms.isDisjoint(with: drawn) { continue }
                found += effect.glass
            }
            if let target = root.target {
                switch target {
                case .member(let name):
                    if let member = catalog.memberKey(name, of: key) {
                        found += rootGlass(of: member, arguments: arguments, on: platforms, depth: depth + 1)
                    }
                case .type(let name):
                    if let view = catalog.typeKey(named: name, from: catalog.files[key] ?? "") {
                        let given = catalog.defaults(of: view).merging(root.arguments) { _, given in given }
                        found += rootGlass(of: view, arguments: given, on: platforms, depth: depth + 1)
                    }
                }
            }
            glass += found.filter { !glass.contains($0) }
        }
        return glass
    }

    /// What each helper applies, adding the helpers it calls in turn (to a bounded depth,
    /// so helpers that call each other end), and the project views each draws behind its
    /// content, its own and those of the helpers it calls.
    static func effects(of catalog: IndexCatalog) -> ([IndexCatalog.HelperKey: HelperEffect], [IndexCatalog.HelperKey: [Enclosure]]) {
        var effects: [IndexCatalog.HelperKey: HelperEffect] = [:]
        var backdrops: [IndexCatalog.HelperKey: [Enclosure]] = [:]
        for (key, helper) in catalog.helpers {
            var (effect, drawnBehind) = withCalledHelpers(helper.effect, of: key, in: catalog)
            // A case whose arguments choose what the helpers it calls draw (`interactive:
            // interactive`) adds those helpers as chosen.
            if var choices = helper.effect.choices {
                if let name = choices.forwarded { choices.byCase = forwardedCases(of: helper.effect, name: name, in: catalog) }
                choices.byCase = choices.byCase.mapValues { withCalledHelpers($0, of: key, in: catalog).effect }
                effect.choices = choices
            }
            effects[key] = effect
            if !drawnBehind.isEmpty { backdrops[key] = drawnBehind }
        }
        return (effects, backdrops)
    }

    /// The cases of an enum parameter a helper passes on as `name`: those the helpers it is
    /// passed to choose by, each with the helpers given that case.
    private static func forwardedCases(of effect: HelperEffect, name: String, in catalog: IndexCatalog) -> [String: HelperEffect] {
        let receivers = effect.helpers.filter { $0.arguments.contains { $0.forwarded == name } }
        let cases = Set(receivers.flatMap { receiver in
            catalog.helper(for: receiver).flatMap { catalog.helpers[$0]?.effect.choices?.byCase.keys }.map(Array.init) ?? []
        })
        return Dictionary(uniqueKeysWithValues: cases.map { ($0, effect.passing($0, as: name)) })
    }

    /// `effect` with the effects of the helpers it calls added, in turn (to a bounded depth,
    /// so helpers that call each other end), and the project views they draw behind.
    private static func withCalledHelpers(
        _ start: HelperEffect, of key: IndexCatalog.HelperKey, in catalog: IndexCatalog
    ) -> (effect: HelperEffect, drawnBehind: [Enclosure]) {
        func isBackdrop(_ enclosure: Enclosure) -> Bool {
            if case .backdrop = enclosure.kind { return true }
            return false
        }
        var effect = start
        var drawnBehind = start.helpers.filter(isBackdrop)
        var pending = start.helpers
        var seen: Set<IndexCatalog.HelperKey> = [key]
        var depth = 0
        while !pending.isEmpty, depth < ProjectIndex.maximumDepth {
            var next: [Enclosure] = []
            for enclosure in pending {
                guard let called = catalog.helper(for: enclosure), seen.insert(called).inserted,
                      let calledHelper = catalog.helpers[called]
                else { continue }
                effect = effect.adding(Self.effect(of: calledHelper, as: enclosure))
                drawnBehind += calledHelper.effect.helpers.filter(isBackdrop)
                next += calledHelper.effect.helpers
            }
            pending = next
            depth += 1
        }
        return (effect, drawnBehind)
    }
}

private extension Placement {
    /// Drawn over something opaque: of `local`, the glass the file read around the view,
    /// only what is in `inner` (read inside the opaque layer) is still under it, and nothing
    /// further out reaches it.
    mutating func hideGlass(of local: [GlassAncestor], outside inner: [GlassAncestor]) {
        glassAncestors.removeAll { local.contains($0) && !inner.contains($0) }
        isOverBackdrop = true
    }

    /// This placement inside the slot a container (a view, or a function of the view's
    /// type) shows it in: the container's own glass is named after it, and the arguments
    /// stay those of the view the placement is in.
    func shown(in slot: Placement, of container: Enclosure) -> Placement {
        var shown = slot
        shown.glassAncestors = slot.glassAncestors.map { ancestor in
            var named = ancestor
            named.via = container.name
            return named
        }
        // An opaque layer found only around the container's call (`ZStack { Color.black;
        // ScrollView { section { … } } }`) is further out than the glass the container
        // draws around what it is given: that glass is still under the view.
        var inner = self
        if container.placementInside.map({ !$0.isOverBackdrop }) ?? false { inner.isOverBackdrop = false }
        var placement = inner.inside(shown)
        placement.isOverBackdrop = isOverBackdrop || shown.isOverBackdrop
        placement.arguments = arguments
        return placement
    }
}
