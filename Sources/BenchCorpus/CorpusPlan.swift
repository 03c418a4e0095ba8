/// What a corpus file is about. The split is the point of the benchmark: only `.glass`
/// files may mention Liquid Glass, bars or materials.
public enum CorpusFileKind: String, CaseIterable, Sendable, Codable {
    /// The corpus's `Package.swift` (declares an iOS 17 deployment target).
    case manifest
    /// A SwiftUI view with no glass, bar or material customisation.
    case view
    /// A SwiftUI view (or UIKit appearance setup) that touches Liquid Glass, bars or materials.
    case glass
    case model
    case networking
    case viewModel
    case service
    case utility

    /// Share of the corpus (after the manifest), in parts per thousand. Views are 30 %
    /// in all, glass files included.
    static let perMille: [(CorpusFileKind, Int)] = [
        (.glass, 40), (.view, 260), (.model, 220), (.networking, 120), (.viewModel, 140), (.service, 120), (.utility, 100),
    ]
}

struct Property: Sendable {
    let name: String
    let kind: PropertyKind
    let type: String
    let jsonKey: String
}

/// One feature folder (or shared area) and the domain type its files share, so that a
/// view, its view model and its client agree on names the way a real app does.
struct Feature: Sendable {
    let root: String
    let name: String
    let entity: String
    let plural: String
    let lower: String
    let lowerPlural: String
    let properties: [Property]
    let statuses: [String]
    let symbol: String
    let tint: String
    let pathSegment: String

    var statusType: String { entity + "Status" }
    var titleProperty: String { properties[0].name }
    var dateProperty: String { properties[1].name }
    var firstBool: String? { properties.first { $0.kind == .bool }?.name }
    var firstNumber: Property? { properties.first { $0.kind == .int || $0.kind == .double || $0.kind == .money } }
    var textProperties: [Property] { properties.filter { $0.kind == .text } }
}

enum ViewRole: CaseIterable, Sendable { case list, detail, row, editor, card, grid, header, emptyState, filterSheet, summary, settings, picker }
enum GlassRole: CaseIterable, Sendable { case floatingControls, card, toolbar, sheet, tabs, surface, morph, overlay, appearance }
enum ModelRole: CaseIterable, Sendable { case entity, status, filter, summary, draft, sortOrder, page, change, stats }
enum NetworkingRole: CaseIterable, Sendable { case endpoint, client, dto, errors, uploader, poller, mock }
enum ViewModelRole: CaseIterable, Sendable { case list, detail, editor, search, pager }
enum ServiceRole: CaseIterable, Sendable { case cache, repository, store, analytics, preferences, reminders, sync }
enum UtilityRole: CaseIterable, Sendable { case strings, dates, collections, lru, debouncer, formatters, validators, wrappers, keychain, colors, logging }

enum FileRole: Sendable {
    case manifest
    case view(ViewRole)
    case glass(GlassRole)
    case model(ModelRole)
    case networking(NetworkingRole)
    case viewModel(ViewModelRole)
    case service(ServiceRole)
    case utility(UtilityRole)
}

struct FileSpec: Sendable {
    let kind: CorpusFileKind
    let role: FileRole
    let feature: Int
    let directory: String
    let typeName: String
    let fileName: String
    let targetBytes: Int

    var relativePath: String { directory.isEmpty ? fileName : directory + "/" + fileName }
}

/// The whole project laid out before any file is written: features, and for every file
/// its kind, role, path, main type name and target size. Files are then generated
/// independently from (seed, index), which makes single-file generation and parallel
/// writing give the same bytes.
struct CorpusPlan: Sendable {
    let seed: UInt64
    let appName: String
    let features: [Feature]
    let files: [FileSpec]
    /// Every main type name per feature, so helper types in one file avoid them.
    let typeNames: [Set<String>]

    init(seed: UInt64, fileCount: Int) {
        precondition(fileCount >= 1, "a corpus needs at least one file")
        self.seed = seed
        var rng = SplitMix64(seed: seed, stream: 0, salt: 1)
        appName = rng.pick(Vocabulary.appNames)

        let featureCount = max(1, fileCount / 60)
        let sharedCount = fileCount >= 40 ? min(Vocabulary.sharedAreas.count, max(1, fileCount / 400)) : 0
        var names: [(qualifier: String, noun: String)] = []
        for qualifier in Vocabulary.qualifiers { for noun in Vocabulary.nouns { names.append((qualifier, noun)) } }
        rng.shuffle(&names)
        var features: [Feature] = []
        for index in 0..<featureCount {
            let base = names[index % names.count]
            let round = index / names.count
            let name = base.qualifier + base.noun + (round == 0 ? "" : String(round + 1))
            features.append(Self.makeFeature(root: "Features", name: name, entity: name, seed: seed, index: index))
        }
        for (offset, area) in Vocabulary.sharedAreas.prefix(sharedCount).enumerated() {
            features.append(Self.makeFeature(root: "Core", name: area.area, entity: area.entity, seed: seed, index: featureCount + offset))
        }
        self.features = features

        // Exact quotas, then a shuffle: shares are right even for small corpora.
        var kinds: [CorpusFileKind] = []
        let remaining = fileCount - 1
        for (kind, perMille) in CorpusFileKind.perMille where kind != .view {
            kinds += Array(repeating: kind, count: (remaining * perMille + 500) / 1000)
        }
        let views = (remaining * 300 + 500) / 1000 - kinds.filter { $0 == .glass }.count
        kinds += Array(repeating: .view, count: max(0, views))
        while kinds.count > remaining { kinds.removeLast() }
        while kinds.count < remaining { kinds.append(.model) }
        rng.shuffle(&kinds)

        var usedNames = Array(repeating: Set<String>(), count: features.count)
        var usedPaths: Set<String> = ["Package.swift"]
        var files = [FileSpec(kind: .manifest, role: .manifest, feature: 0, directory: "", typeName: "Package", fileName: "Package.swift", targetBytes: 900)]
        files.reserveCapacity(fileCount)
        for kind in kinds {
            let featureIndex = sharedCount > 0 && rng.chance(15)
                ? featureCount + rng.below(sharedCount)
                : rng.below(featureCount)
            let feature = features[featureIndex]
            let role = Self.pickRole(kind, &rng)
            let (folder, baseName) = Self.naming(role, feature)
            // Several files of one role in one feature get an aspect word: OrderArchiveListView.
            var typeName = baseName
            var attempt = 0
            while usedNames[featureIndex].contains(typeName) {
                attempt += 1
                let aspect = rng.pick(Vocabulary.aspects) + (attempt < 12 ? "" : String(attempt))
                typeName = Self.insertAspect(aspect, into: baseName, entity: feature.entity)
            }
            usedNames[featureIndex].insert(typeName)
            let directory = folder.hasPrefix("App/")
                ? "\(appName)/\(folder)"
                : "\(appName)/\(feature.root == "Core" && Self.isViewLike(kind) ? "DesignSystem" : feature.root)/\(feature.name)/\(folder)"
            // Extension files keep Xcode's Type+Topic.swift naming.
            let fileName = "\(typeName).swift"
            var path = directory + "/" + fileName
            var serial = 2
            while usedPaths.contains(path) {
                path = directory + "/" + fileName.replacingOccurrences(of: ".swift", with: "\(serial).swift")
                serial += 1
            }
            usedPaths.insert(path)
            let finalName = String(path.dropFirst(directory.count + 1))
            files.append(FileSpec(
                kind: kind, role: role, feature: featureIndex, directory: directory,
                typeName: typeName.replacingOccurrences(of: "+", with: ""), fileName: finalName,
                targetBytes: Self.targetSize(kind, &rng)))
        }
        self.files = files
        var typeNames = Array(repeating: Set<String>(), count: features.count)
        for file in files where file.kind != .manifest { typeNames[file.feature].insert(file.typeName) }
        self.typeNames = typeNames
    }

    private static func isViewLike(_ kind: CorpusFileKind) -> Bool { kind == .view || kind == .glass }

    private static func insertAspect(_ aspect: String, into name: String, entity: String) -> String {
        if let plus = name.firstIndex(of: "+") {
            return name[...plus] + aspect + name[name.index(after: plus)...]
        }
        if name.hasPrefix(entity) {
            return entity + aspect + name.dropFirst(entity.count)
        }
        return aspect + name
    }

    /// Sizes follow a skewed histogram (most files 2–6 KB, a long tail to 20 KB), in
    /// integers only so every platform agrees. Views run larger, models smaller.
    private static func targetSize(_ kind: CorpusFileKind, _ rng: inout SplitMix64) -> Int {
        let buckets: [(ClosedRange<Int>, Int)] = [
            (1_000...2_000, 110), (2_000...3_000, 150), (3_000...4_000, 160), (4_000...5_000, 150),
            (5_000...6_000, 120), (6_000...8_000, 140), (8_000...11_000, 95), (11_000...15_000, 55), (15_000...19_000, 20),
        ]
        let range = rng.weighted(buckets.map { ($0.0, $0.1) })
        let base = rng.int(in: range)
        let scale: Int
        switch kind {
        case .view, .glass: scale = 98
        case .model, .utility: scale = 72
        default: scale = 86
        }
        // Sections overshoot the target by up to ~2.5 KB, hence the cap below 20 KB.
        return min(17_500, max(1_000, base * scale / 100))
    }

    private static func pickRole(_ kind: CorpusFileKind, _ rng: inout SplitMix64) -> FileRole {
        switch kind {
        case .manifest: return .manifest
        case .view:
            return .view(rng.weighted([
                (.list, 14), (.detail, 14), (.row, 14), (.editor, 10), (.card, 10), (.grid, 6), (.header, 6),
                (.emptyState, 5), (.filterSheet, 6), (.summary, 7), (.settings, 5), (.picker, 5),
            ]))
        case .glass:
            return .glass(rng.weighted([
                (.floatingControls, 16), (.card, 14), (.toolbar, 12), (.sheet, 10), (.tabs, 8), (.surface, 8),
                (.morph, 10), (.overlay, 12), (.appearance, 7),
            ]))
        case .model:
            return .model(rng.weighted([
                (.entity, 20), (.status, 12), (.filter, 10), (.summary, 10), (.draft, 10), (.sortOrder, 9),
                (.page, 8), (.change, 10), (.stats, 9),
            ]))
        case .networking:
            return .networking(rng.weighted([
                (.endpoint, 18), (.client, 26), (.dto, 18), (.errors, 8), (.uploader, 10), (.poller, 10), (.mock, 10),
            ]))
        case .viewModel:
            return .viewModel(rng.weighted([(.list, 30), (.detail, 22), (.editor, 20), (.search, 14), (.pager, 14)]))
        case .service:
            return .service(rng.weighted([
                (.cache, 15), (.repository, 20), (.store, 15), (.analytics, 12), (.preferences, 12), (.reminders, 10), (.sync, 16),
            ]))
        case .utility:
            return .utility(rng.weighted(UtilityRole.allCases.map { ($0, 10) }))
        }
    }

    /// Folder and main type name (`Type+Topic` for extension files).
    private static func naming(_ role: FileRole, _ feature: Feature) -> (String, String) {
        let e = feature.entity
        switch role {
        case .manifest: return ("", "Package")
        case .view(let r):
            switch r {
            case .list: return ("Views", "\(e)ListView")
            case .detail: return ("Views", "\(e)DetailView")
            case .row: return ("Views/Components", "\(e)Row")
            case .editor: return ("Views", "\(e)EditorView")
            case .card: return ("Views/Components", "\(e)Card")
            case .grid: return ("Views", "\(e)GridView")
            case .header: return ("Views/Components", "\(e)HeaderView")
            case .emptyState: return ("Views/Components", "\(e)EmptyStateView")
            case .filterSheet: return ("Views", "\(e)FilterSheet")
            case .summary: return ("Views", "\(e)SummaryView")
            case .settings: return ("Views", "\(e)SettingsView")
            case .picker: return ("Views/Components", "\(e)Picker")
            }
        case .glass(let r):
            switch r {
            case .floatingControls: return ("Views", "\(e)ControlsView")
            case .card: return ("Views/Components", "\(e)FloatingCard")
            case .toolbar: return ("Views", "\(e)BrowserView")
            case .sheet: return ("Views", "\(e)QuickActionsSheet")
            case .tabs: return ("Views", "\(e)TabsView")
            case .surface: return ("Views/Styles", "View+\(e)Surface")
            case .morph: return ("Views", "\(e)ActionMenu")
            case .overlay: return ("Views", "\(e)PlayerOverlay")
            case .appearance: return ("App/Appearance", "\(e)BarAppearance")
            }
        case .model(let r):
            switch r {
            case .entity: return ("Models", e)
            case .status: return ("Models", "\(e)Status")
            case .filter: return ("Models", "\(e)Filter")
            case .summary: return ("Models", "\(e)Summary")
            case .draft: return ("Models", "\(e)Draft")
            case .sortOrder: return ("Models", "\(e)SortOrder")
            case .page: return ("Models", "\(e)Page")
            case .change: return ("Models", "\(e)Change")
            case .stats: return ("Models", "\(e)Statistics")
            }
        case .networking(let r):
            switch r {
            case .endpoint: return ("Networking", "\(e)Endpoint")
            case .client: return ("Networking", "\(e)APIClient")
            case .dto: return ("Networking", "\(e)DTO")
            case .errors: return ("Networking", "\(e)APIError")
            case .uploader: return ("Networking", "\(e)Uploader")
            case .poller: return ("Networking", "\(e)UpdatesFeed")
            case .mock: return ("Networking", "Mock\(e)Client")
            }
        case .viewModel(let r):
            switch r {
            case .list: return ("ViewModels", "\(e)ListViewModel")
            case .detail: return ("ViewModels", "\(e)DetailViewModel")
            case .editor: return ("ViewModels", "\(e)EditorViewModel")
            case .search: return ("ViewModels", "\(e)SearchViewModel")
            case .pager: return ("ViewModels", "\(e)FeedViewModel")
            }
        case .service(let r):
            switch r {
            case .cache: return ("Services", "\(e)Cache")
            case .repository: return ("Services", "\(e)Repository")
            case .store: return ("Services", "\(e)Store")
            case .analytics: return ("Services", "\(e)Analytics")
            case .preferences: return ("Services", "\(e)Preferences")
            case .reminders: return ("Services", "\(e)ReminderScheduler")
            case .sync: return ("Services", "\(e)SyncEngine")
            }
        case .utility(let r):
            let folder = feature.root == "Core" ? "Utilities" : "Support"
            switch r {
            case .strings: return ("Extensions", "String+\(e)")
            case .dates: return ("Extensions", "Date+\(e)")
            case .collections: return ("Extensions", "Collection+\(e)")
            case .lru: return (folder, "\(e)MemoryCache")
            case .debouncer: return (folder, "\(e)Debouncer")
            case .formatters: return (folder, "\(e)Formatters")
            case .validators: return (folder, "\(e)Validator")
            case .wrappers: return (folder, "\(e)Defaults")
            case .keychain: return (folder, "\(e)Keychain")
            case .colors: return ("Extensions", "Color+\(e)")
            case .logging: return (folder, "\(e)Log")
            }
        }
    }

    static func makeFeature(root: String, name: String, entity: String, seed: UInt64, index: Int) -> Feature {
        var rng = SplitMix64(seed: seed, stream: UInt64(index), salt: 2)
        let statusType = entity + "Status"
        var templates = [rng.pick([PropertyTemplate("title", .text), PropertyTemplate("name", .text)]),
                         rng.pick([PropertyTemplate("createdAt", .date), PropertyTemplate("updatedAt", .date), PropertyTemplate("startDate", .date)])]
        let extra = Vocabulary.properties.filter { candidate in !templates.contains { $0.name == candidate.name } }
        templates += rng.pick(extra, count: rng.int(in: 3...8))
        var properties = templates.map { template -> Property in
            Property(name: template.name, kind: template.kind, type: swiftType(template.kind, statusType: statusType), jsonKey: snakeCase(template.name))
        }
        properties.insert(Property(name: "status", kind: .status, type: statusType, jsonKey: "status"), at: min(properties.count, 2 + rng.below(3)))
        let noun = entity.first!.lowercased() + entity.dropFirst()
        let plural = pluralize(entity)
        return Feature(
            root: root, name: name, entity: entity, plural: plural, lower: noun,
            lowerPlural: plural.first!.lowercased() + plural.dropFirst(),
            properties: properties, statuses: rng.pick(Vocabulary.statusWords, count: rng.int(in: 3...6)),
            symbol: rng.pick(Vocabulary.symbols), tint: rng.pick(Vocabulary.colors),
            pathSegment: kebabCase(plural))
    }

    static func swiftType(_ kind: PropertyKind, statusType: String) -> String {
        switch kind {
        case .text: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL?"
        case .tags: return "[String]"
        case .money: return "Decimal"
        case .identifier: return "UUID?"
        case .status: return statusType
        }
    }

    static func pluralize(_ word: String) -> String {
        if word.hasSuffix("y"), let last = word.dropLast().last, !"aeiou".contains(last) { return word.dropLast() + "ies" }
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("ch") || word.hasSuffix("sh") { return word + "es" }
        return word + "s"
    }

    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func kebabCase(_ name: String) -> String {
        String(snakeCase(name.first!.lowercased() + name.dropFirst()).map { $0 == "_" ? "-" : $0 })
    }
}
