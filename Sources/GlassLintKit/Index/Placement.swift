/// Where a view is shown, as far as the project tells: the layer it belongs to, the glass
/// drawn around it, and whether it is rendered together with its neighbours. A placement
/// holds no syntax, so the index can keep one for every use of every view and combine
/// them across files: the placement of a view inside `TripRow` inside a `List` is the
/// placement inside `TripRow`, `inside` the placement of `TripRow` in the list.
public struct Placement: Hashable, Codable, Sendable {
    public enum Layer: Hashable, Codable, Sendable {
        case unknown
        /// Data the user scrolls: rows, cells, cards.
        case content(ContentKind)
        /// The functional layer that floats above content: bars, overlays, accessories.
        case floating(FloatingKind)
    }

    public enum ContentKind: Hashable, Codable, Sendable {
        /// A row or section of a `List` or `Form`.
        case listRow
        /// A cell repeated by `ForEach` or a lazy stack in scrolling content.
        case scrollCell
        /// Anything else inside a `ScrollView`.
        case scrolling
    }

    public enum FloatingKind: Hashable, Codable, Sendable {
        case toolbar
        case overlay
        /// `safeAreaInset` and `safeAreaBar`.
        case safeArea
        case accessory
        /// A `ZStack` layer above scrolling content.
        case overScroll
    }

    public var layer: Layer = .unknown
    /// Repeated by a `ForEach` or a lazy stack not yet known to scroll.
    public var isRepeated = false
    /// Glass drawn around or under the view, nearest first.
    public var glassAncestors: [GlassAncestor] = []
    /// Rendered with its neighbours: inside a `GlassEffectContainer`, or a toolbar.
    public var isGrouped = false
    public var isInToolbar = false
    /// Inside the label of a control (`Button { … } label: { here }`), or of a view shown
    /// there; a navigation link's label is not (it is the row it navigates from), nor is
    /// scrolling content inside a label.
    public var isInControl = false
    /// In a control's label beside other views (a tag over the title of a row that is one
    /// big button): a part of what the control shows rather than its face.
    public var isPartOfLabel = false
    /// Inside a view that decides how the sheet it is presented on is drawn: it sets the
    /// sheet's background (`presentationBackground`, here or through a helper), or picks
    /// its detents through a binding (`selection: $detent`: what shows at each height is
    /// the app's choice). Whatever detents the presenter gives, no partial sheet's glass is
    /// taken to be behind it.
    public var decidesItsSheet = false
    /// Pressed with something around it: inside a control's label (`isInControl`, and
    /// scrolling content there too), or under a tap or drag gesture
    /// (`here.onTapGesture { … }`), or in a view shown there.
    public var isUnderTap = false
    /// Stands beside other views in its row or cell: a stack or view builder with more than
    /// one view lies between it and what makes the cell (a `ForEach`, a lazy stack). Inside
    /// a control's label, counted from the control outwards: whether the control is the
    /// whole cell (a grid of tappable cards) or one control among others in it.
    public var sharesItsCell = false
    public var availability: AvailabilityBranch = .unknown
    /// The modifier that presents the view on its own surface (`sheet`, `popover`).
    public var presentation: String?
    /// Platforms named by enclosing `#if os(…)` clauses.
    public var platformConditions: Set<String> = []
    /// The constant Boolean arguments the nearest enclosing view was created with.
    public var arguments: [String: String] = [:]
    /// Drawn over an opaque backdrop of its own (`Backdrop`), or hung far outside the view it
    /// overlays (`.overlay { slider.offset(y: -176) }`): no glass further out is behind it.
    public var isOverBackdrop = false
    /// Drawn over a picture of its own: an image that fills its view, a video, a map
    /// (`.background(Image(…).resizable().scaledToFill())`). Glass there is a control over
    /// media, not a card of the content around it.
    public var isOverMedia = false
    /// Inside a view held in the dark appearance (`.preferredColorScheme(.dark)`,
    /// `.environment(\.colorScheme, .dark)`), or laid over a black layer of its own (a
    /// `ZStack` that starts with `Color.black`): glass there is always dark.
    public var isHeldDark = false

    /// The placement of a view nothing is known about: the top of a screen.
    public static let root = Placement()

    static let maximumAncestors = 4

    /// Platforms kept by nested `#if os(…)` clauses: those both keep, no condition keeping
    /// all; none at all (`#if os(macOS)` in the `#else` of another) is `never`.
    static func narrowing(_ conditions: Set<String>, by outer: Set<String>) -> Set<String> {
        if conditions.isEmpty { return outer }
        if outer.isEmpty { return conditions }
        let both = conditions.intersection(outer)
        return both.isEmpty ? [Self.neverCompiled] : both
    }

    /// The platform condition of code that no platform compiles where it is shown.
    static let neverCompiled = "never"

    /// Whether the `#if os(…)` around the view keep none of `platforms` (`nil`: all of them),
    /// where glass is drawn: a helper that draws it on tvOS only, shown under `#if os(iOS)`.
    func keepsNone(of platforms: Set<ApplePlatform>?) -> Bool {
        if platformConditions == [Self.neverCompiled] { return true }
        guard let platforms, !platformConditions.isEmpty else { return false }
        let kept = Set(platformConditions.compactMap(ApplePlatform.init(rawValue:)))
        return kept.count == platformConditions.count && kept.isDisjoint(with: platforms)
    }

    /// This placement, on a sheet or popover presented from a view whose own placement is
    /// `outer`: a screen of its own, compiled only where the presenter is.
    public func presented(from outer: Placement) -> Placement {
        var result = self
        result.platformConditions = Self.narrowing(platformConditions, by: outer.platformConditions)
        return result
    }

    /// This placement, found inside a view whose own placement is `outer`.
    public func inside(_ outer: Placement) -> Placement {
        var result = self
        result.layer = Self.layer(inner: self, outer: outer)
        result.isRepeated = result.layer == .unknown && (isRepeated || outer.isRepeated)
        var ancestors = glassAncestors
        for ancestor in outer.glassAncestors where !isOverBackdrop && !ancestors.contains(ancestor) {
            // Toolbar content of the project's own (`.toolbar { items }`) holds its own
            // items: one inside them has its item's glass, or none in the title area.
            if isInToolbar, ancestor.kind == .toolbarItem { continue }
            ancestors.append(ancestor)
        }
        result.isOverBackdrop = isOverBackdrop || outer.isOverBackdrop
        result.isOverMedia = isOverMedia || outer.isOverMedia
        result.isHeldDark = isHeldDark || outer.isHeldDark
        result.glassAncestors = Array(ancestors.prefix(Self.maximumAncestors))
        result.isGrouped = isGrouped || outer.isGrouped
        result.isInToolbar = isInToolbar || outer.isInToolbar
        result.isInControl = isInControl || (outer.isInControl && contentKind == nil)
        // One presentation's placements compose here (a presented view starts afresh): a sheet
        // background set inside it or where it is presented is that sheet's.
        result.decidesItsSheet = decidesItsSheet || outer.decidesItsSheet
        if result.decidesItsSheet { result.glassAncestors.removeAll { $0.kind == .partialSheet } }
        result.isPartOfLabel = isPartOfLabel
            || (!isInControl && contentKind == nil && (outer.isPartOfLabel || (outer.isInControl && sharesItsCell)))
        result.isUnderTap = isUnderTap || outer.isUnderTap
        // Neighbours inside a label are part of the control; outside the cell they are others.
        let ownNeighbours = (isInControl || !outer.isInControl) && sharesItsCell
        result.sharesItsCell = ownNeighbours || (layer == .unknown && !isRepeated && outer.sharesItsCell)
        result.availability = availability.inside(outer.availability)
        result.presentation = presentation ?? outer.presentation
        result.platformConditions = Self.narrowing(platformConditions, by: outer.platformConditions)
        result.arguments = outer.arguments
        return result
    }

    /// The floating layer wins wherever it is: a scroll view inside a safe-area bar is a
    /// bar. Otherwise the nearest content decides, and a repeated view inside scrolling
    /// content is a cell.
    private static func layer(inner: Placement, outer: Placement) -> Layer {
        if case .floating = inner.layer { return inner.layer }
        if case .floating = outer.layer { return outer.layer }
        if inner.layer != .unknown { return inner.layer }
        if inner.isRepeated, outer.layer == .content(.scrolling) { return .content(.scrollCell) }
        return outer.layer
    }

    /// Marks the view as deciding how its sheet is drawn: no partial sheet's glass behind
    /// it, from here or from the presenter.
    mutating func dropsSheetGlass() {
        decidesItsSheet = true
        glassAncestors.removeAll { $0.kind == .partialSheet }
    }

    public var isFloating: Bool {
        if case .floating = layer { return true }
        return false
    }

    /// The content kind, when the view is in the content layer.
    public var contentKind: ContentKind? {
        if case .content(let kind) = layer { return kind }
        return nil
    }
}

// Every use of every view keeps a placement in the summaries, which the review cache
// writes: only what differs from a placement nothing is known about is written.
extension Placement {
    private enum CodingKeys: String, CodingKey {
        case layer, isRepeated, glassAncestors, isGrouped, isInToolbar, isInControl, isPartOfLabel, decidesItsSheet, isUnderTap, sharesItsCell, availability, presentation, platformConditions, arguments,
            isOverBackdrop, isOverMedia, isHeldDark
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        layer = try container.decodeIfPresent(Layer.self, forKey: .layer) ?? .unknown
        isRepeated = try container.decodeIfPresent(Bool.self, forKey: .isRepeated) ?? false
        glassAncestors = try container.decodeIfPresent([GlassAncestor].self, forKey: .glassAncestors) ?? []
        isGrouped = try container.decodeIfPresent(Bool.self, forKey: .isGrouped) ?? false
        isInToolbar = try container.decodeIfPresent(Bool.self, forKey: .isInToolbar) ?? false
        isInControl = try container.decodeIfPresent(Bool.self, forKey: .isInControl) ?? false
        isPartOfLabel = try container.decodeIfPresent(Bool.self, forKey: .isPartOfLabel) ?? false
        decidesItsSheet = try container.decodeIfPresent(Bool.self, forKey: .decidesItsSheet) ?? false
        isUnderTap = try container.decodeIfPresent(Bool.self, forKey: .isUnderTap) ?? false
        sharesItsCell = try container.decodeIfPresent(Bool.self, forKey: .sharesItsCell) ?? false
        availability = try container.decodeIfPresent(AvailabilityBranch.self, forKey: .availability) ?? .unknown
        presentation = try container.decodeIfPresent(String.self, forKey: .presentation)
        platformConditions = try container.decodeIfPresent(Set<String>.self, forKey: .platformConditions) ?? []
        arguments = try container.decodeIfPresent([String: String].self, forKey: .arguments) ?? [:]
        isOverBackdrop = try container.decodeIfPresent(Bool.self, forKey: .isOverBackdrop) ?? false
        isOverMedia = try container.decodeIfPresent(Bool.self, forKey: .isOverMedia) ?? false
        isHeldDark = try container.decodeIfPresent(Bool.self, forKey: .isHeldDark) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if layer != .unknown { try container.encode(layer, forKey: .layer) }
        if isRepeated { try container.encode(isRepeated, forKey: .isRepeated) }
        if !glassAncestors.isEmpty { try container.encode(glassAncestors, forKey: .glassAncestors) }
        if isGrouped { try container.encode(isGrouped, forKey: .isGrouped) }
        if isInToolbar { try container.encode(isInToolbar, forKey: .isInToolbar) }
        if isInControl { try container.encode(isInControl, forKey: .isInControl) }
        if isPartOfLabel { try container.encode(isPartOfLabel, forKey: .isPartOfLabel) }
        if decidesItsSheet { try container.encode(decidesItsSheet, forKey: .decidesItsSheet) }
        if isUnderTap { try container.encode(isUnderTap, forKey: .isUnderTap) }
        if sharesItsCell { try container.encode(sharesItsCell, forKey: .sharesItsCell) }
        if availability != .unknown { try container.encode(availability, forKey: .availability) }
        try container.encodeIfPresent(presentation, forKey: .presentation)
        if !platformConditions.isEmpty { try container.encode(platformConditions.sorted(), forKey: .platformConditions) }
        if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
        if isOverBackdrop { try container.encode(isOverBackdrop, forKey: .isOverBackdrop) }
        if isOverMedia { try container.encode(isOverMedia, forKey: .isOverMedia) }
        if isHeldDark { try container.encode(isHeldDark, forKey: .isHeldDark) }
    }
}
