/// View models: @Observable classes and ObservableObject classes with Combine.
extension FileBuilder {
    mutating func buildViewModel(_ role: ViewModelRole) {
        let combine = role == .search || rng.chance(25)
        fileHeader(imports: combine ? ["Combine", "Foundation"] : rng.pick([["Foundation", "Observation"], ["Observation", "SwiftUI"], ["Foundation"]]))
        switch role {
        case .list: observableList(spec.typeName)
        case .detail: detailModel(spec.typeName)
        case .editor: editorModel(spec.typeName)
        case .search: searchModel(spec.typeName)
        case .pager: pagerModel(spec.typeName)
        }
        fill([
            { $0.routeEnum() },
            { $0.previewFactory() },
            { $0.selectionExtension() },
            { $0.loadStateEnum() },
            { $0.searchModel($0.unique($0.f.entity + "LookupModel", prefix: $0.f.entity)) },
        ])
    }

    mutating func observableList(_ name: String) {
        let client = f.entity + "Fetching"
        maybeDoc("owns the state of the \(label(f.plural).lowercased()) list", percent: 80)
        w.lines("""
        @MainActor
        @Observable
        final class \(name) {
            enum State: Equatable {
                case idle
                case loading
                case loaded
                case empty
                case failed(message: String)
            }

            private(set) var state: State = .idle
            private(set) var items: [\(f.entity)] = []
            var searchText = ""
            var sortOrder: \(f.entity)SortOrder = .newest
            var filter = \(f.entity)Filter()

            @ObservationIgnored private let client: any \(client)
            @ObservationIgnored private var refreshTask: Task<Void, Never>?

            init(client: any \(client)) {
                self.client = client
            }

            var visibleItems: [\(f.entity)] {
                var result = items.filter(filter.matches)
                if !searchText.isEmpty {
                    result = result.filter { $0.\(f.titleProperty).localizedCaseInsensitiveContains(searchText) }
                }
                return sortOrder.sorted(result)
            }

            var sections: [(status: \(f.statusType), items: [\(f.entity)])] {
                let grouped = Dictionary(grouping: visibleItems, by: \\.status)
                return \(f.statusType).allCases.compactMap { status in
                    guard let items = grouped[status], !items.isEmpty else { return nil }
                    return (status, items)
                }
            }

            func load() async {
                guard state != .loading else { return }
                state = .loading
                do {
                    items = try await client.\(f.lowerPlural)(page: 1)
                    state = items.isEmpty ? .empty : .loaded
                } catch is CancellationError {
                    state = .idle
                } catch {
                    state = .failed(message: error.localizedDescription)
                }
            }

            func refresh() {
                refreshTask?.cancel()
                refreshTask = Task { await load() }
            }

            func delete(at offsets: IndexSet) {
                let ids = offsets.map { visibleItems[$0].id }
                items.removeAll { ids.contains($0.id) }
                if items.isEmpty { state = .empty }
            }
        """)
        if let flag = f.firstBool {
            let upper = flag.prefix(1).uppercased() + flag.dropFirst()
            w.lines("""

                func toggle\(upper.hasPrefix("Is") ? String(upper.dropFirst(2)) : upper)(for item: \(f.entity)) {
                    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
                    items[index].\(flag).toggle()
                }
            """)
        }
        w.line("}")
    }

    mutating func detailModel(_ name: String) {
        maybeDoc("loads one \(label(f.entity).lowercased()) and the actions its screen offers")
        w.lines("""
        @MainActor
        @Observable
        final class \(name) {
            private(set) var item: \(f.entity)
            private(set) var isRefreshing = false
            private(set) var lastError: String?
            var isConfirmingDelete = false

            @ObservationIgnored private let client: any \(f.entity)Fetching
            @ObservationIgnored var onDelete: (@MainActor (\(f.entity).ID) -> Void)?

            init(item: \(f.entity), client: any \(f.entity)Fetching) {
                self.item = item
                self.client = client
            }

            var title: String { item.\(f.titleProperty) }

            var canEdit: Bool {
                switch item.status {
                case \(f.statuses.prefix(2).map { "." + $0 }.joined(separator: ", ")):
                    return true
                default:
                    return !item.status.isTerminal
                }
            }

            func refresh() async {
                isRefreshing = true
                defer { isRefreshing = false }
                do {
                    item = try await client.\(f.lower)(id: item.id)
                    lastError = nil
                } catch {
                    lastError = error.localizedDescription
                }
            }

            func confirmDelete() {
                isConfirmingDelete = false
                onDelete?(item.id)
            }
        }
        """)
    }

    mutating func editorModel(_ name: String) {
        let draft = f.entity + "Draft"
        maybeDoc("backs the editor sheet; validates before anything is sent")
        w.lines("""
        @MainActor
        final class \(name): ObservableObject {
            @Published var draft: \(draft)
            @Published private(set) var validationMessage: String?
            @Published private(set) var isSaving = false

            let original: \(f.entity)
            private let save: @Sendable (\(f.entity)) async throws -> Void

            init(original: \(f.entity), save: @escaping @Sendable (\(f.entity)) async throws -> Void) {
                self.original = original
                self.draft = \(draft)(original)
                self.save = save
            }

            var hasChanges: Bool { draft != \(draft)(original) }
            var canSave: Bool { hasChanges && !isSaving }

            func commit() async -> Bool {
                do {
                    try draft.validate()
                } catch {
                    validationMessage = error.localizedDescription
                    return false
                }
                isSaving = true
                defer { isSaving = false }
                do {
                    try await save(draft.applying(to: original))
                    validationMessage = nil
                    return true
                } catch {
                    validationMessage = error.localizedDescription
                    return false
                }
            }

            func discardChanges() {
                draft = \(draft)(original)
                validationMessage = nil
            }
        }
        """)
    }

    mutating func searchModel(_ name: String) {
        let delay = rng.pick([250, 300, 350, 500])
        maybeDoc("debounces typing and cancels stale searches")
        w.lines("""
        @MainActor
        final class \(name): ObservableObject {
            @Published var query = ""
            @Published private(set) var results: [\(f.entity)] = []
            @Published private(set) var isSearching = false
            @Published private(set) var recentQueries: [String] = []

            private var cancellables = Set<AnyCancellable>()
            private var searchTask: Task<Void, Never>?
            private let search: @Sendable (String) async throws -> [\(f.entity)]

            init(search: @escaping @Sendable (String) async throws -> [\(f.entity)]) {
                self.search = search
                $query
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    .removeDuplicates()
                    .debounce(for: .milliseconds(\(delay)), scheduler: RunLoop.main)
                    .sink { [weak self] text in
                        self?.run(text)
                    }
                    .store(in: &cancellables)
            }

            private func run(_ text: String) {
                searchTask?.cancel()
                guard text.count >= \(rng.pick([1, 2, 3])) else {
                    results = []
                    return
                }
                searchTask = Task { [weak self, search] in
                    self?.isSearching = true
                    defer { self?.isSearching = false }
                    let found = (try? await search(text)) ?? []
                    guard !Task.isCancelled else { return }
                    self?.results = found
                    self?.remember(text)
                }
            }

            private func remember(_ text: String) {
                recentQueries.removeAll { $0 == text }
                recentQueries.insert(text, at: 0)
                if recentQueries.count > \(rng.pick([5, 8, 10])) {
                    recentQueries.removeLast()
                }
            }
        }
        """)
    }

    mutating func pagerModel(_ name: String) {
        maybeDoc("loads further pages as the user nears the end of the feed")
        w.lines("""
        @MainActor
        @Observable
        final class \(name) {
            private(set) var items: [\(f.entity)] = []
            private(set) var isLoadingPage = false
            private(set) var reachedEnd = false
            private var nextPage = 1

            @ObservationIgnored private let client: any \(f.entity)Fetching
            @ObservationIgnored private let prefetchDistance = \(rng.pick([3, 5, 8]))

            init(client: any \(f.entity)Fetching) {
                self.client = client
            }

            func loadMoreIfNeeded(after item: \(f.entity)?) async {
                if let item {
                    guard let index = items.firstIndex(where: { $0.id == item.id }),
                          index >= items.count - prefetchDistance else { return }
                }
                guard !isLoadingPage, !reachedEnd else { return }
                isLoadingPage = true
                defer { isLoadingPage = false }
                do {
                    let page = try await client.\(f.lowerPlural)(page: nextPage)
                    let known = Set(items.map(\\.id))
                    items.append(contentsOf: page.filter { !known.contains($0.id) })
                    reachedEnd = page.isEmpty
                    nextPage += 1
                } catch {
                    reachedEnd = true
                }
            }

            func reset() {
                items = []
                nextPage = 1
                reachedEnd = false
            }
        }
        """)
    }

    mutating func routeEnum() {
        let name = unique(f.entity + "Route", prefix: f.entity)
        w.lines("""
        /// Where the \(label(f.plural).lowercased()) flow can navigate to.
        enum \(name): Hashable, Identifiable {
            case detail(\(f.entity).ID)
            case edit(\(f.entity).ID)
            case create
            case share(URL)
            case filters

            var id: String {
                switch self {
                case .detail(let id): "detail-\\(id)"
                case .edit(let id): "edit-\\(id)"
                case .create: "create"
                case .share(let url): "share-\\(url.absoluteString)"
                case .filters: "filters"
                }
            }
        }
        """)
    }

    mutating func previewFactory() {
        let wrote = onceOnly("previewFactory") { b in
            b.w.lines("""
            #if DEBUG
            extension \(b.spec.typeName) {
                /// A model filled with sample data for SwiftUI previews.
                @MainActor static var preview: \(b.spec.typeName) {
                    \(b.previewConstruction())
                }
            }
            #endif
            """)
        }
        if !wrote { loadStateEnum() }
    }

    private func previewConstruction() -> String {
        switch spec.role {
        case .viewModel(.editor): return "\(spec.typeName)(original: .sample, save: { _ in })"
        case .viewModel(.search): return "\(spec.typeName)(search: { query in \(f.entity).samples.filter { $0.\(f.titleProperty).contains(query) } })"
        case .viewModel(.detail): return "\(spec.typeName)(item: .sample, client: Mock\(f.entity)Client())"
        default: return "\(spec.typeName)(client: Mock\(f.entity)Client())"
        }
    }

    mutating func selectionExtension() {
        let name = unique(f.entity + "Selection", prefix: f.entity)
        w.lines("""
        /// Multi-select state for batch actions in edit mode.
        struct \(name): Equatable {
            private(set) var ids: Set<\(f.entity).ID> = []
            var isSelecting = false

            var count: Int { ids.count }

            mutating func toggle(_ id: \(f.entity).ID) {
                if ids.contains(id) {
                    ids.remove(id)
                } else {
                    ids.insert(id)
                }
            }

            mutating func selectAll(_ items: [\(f.entity)]) {
                ids = Set(items.map(\\.id))
            }

            mutating func clear() {
                ids.removeAll()
                isSelecting = false
            }

            func contains(_ item: \(f.entity)) -> Bool {
                ids.contains(item.id)
            }
        }
        """)
    }

    mutating func loadStateEnum() {
        let name = unique(f.entity + "LoadState", prefix: f.entity)
        w.lines("""
        enum \(name)<Value> {
            case idle
            case loading(previous: Value?)
            case loaded(Value)
            case failed(any Error, previous: Value?)

            var value: Value? {
                switch self {
                case .idle: nil
                case .loading(let previous): previous
                case .loaded(let value): value
                case .failed(_, let previous): previous
                }
            }

            var isLoading: Bool {
                if case .loading = self { return true }
                return false
            }
        }
        """)
    }
}
