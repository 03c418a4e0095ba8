/// Services: caches, repositories, persistence, analytics, preferences, sync.
extension FileBuilder {
    mutating func buildService(_ role: ServiceRole) {
        var imports = ["Foundation"]
        if role == .reminders { imports.append("UserNotifications") }
        if rng.chance(35) { imports.append("OSLog") }
        fileHeader(imports: imports)
        switch role {
        case .cache: cacheActor(spec.typeName)
        case .repository: repository(spec.typeName)
        case .store: fileStore(spec.typeName)
        case .analytics: analytics(spec.typeName)
        case .preferences: preferences(spec.typeName)
        case .reminders: reminders(spec.typeName)
        case .sync: syncEngine(spec.typeName)
        }
        fill([
            { $0.serviceProtocol() },
            { $0.cacheActor($0.unique($0.f.entity + "Cache", prefix: $0.f.entity)) },
            { $0.fileStore($0.unique($0.f.entity + "Archive", prefix: $0.f.entity)) },
            { $0.analyticsEvents() },
            { $0.conflictResolver() },
        ])
    }

    mutating func cacheActor(_ name: String) {
        let ttl = rng.pick([60, 120, 300, 900, 3_600])
        maybeDoc("keeps recently fetched \(label(f.plural).lowercased()) in memory")
        w.lines("""
        actor \(name) {
            private struct Entry {
                let value: \(f.entity)
                let storedAt: Date
            }

            private var entries: [\(f.entity).ID: Entry] = [:]
            private let timeToLive: TimeInterval
            private let capacity: Int

            init(timeToLive: TimeInterval = \(ttl), capacity: Int = \(rng.pick([100, 250, 500, 1_000]))) {
                self.timeToLive = timeToLive
                self.capacity = capacity
            }

            func value(for id: \(f.entity).ID, now: Date = .now) -> \(f.entity)? {
                guard let entry = entries[id] else { return nil }
                guard now.timeIntervalSince(entry.storedAt) < timeToLive else {
                    entries[id] = nil
                    return nil
                }
                return entry.value
            }

            func insert(_ values: [\(f.entity)], now: Date = .now) {
                for value in values {
                    entries[value.id] = Entry(value: value, storedAt: now)
                }
                evictIfNeeded()
            }

            func remove(_ id: \(f.entity).ID) {
                entries[id] = nil
            }

            func removeAll() {
                entries.removeAll(keepingCapacity: true)
            }

            private func evictIfNeeded() {
                guard entries.count > capacity else { return }
                let oldest = entries
                    .sorted { $0.value.storedAt < $1.value.storedAt }
                    .prefix(entries.count - capacity)
                for (id, _) in oldest {
                    entries[id] = nil
                }
            }
        }
        """)
    }

    mutating func repository(_ name: String) {
        let logger = w.text.contains("import OSLog")
        maybeDoc("the single source of truth for \(label(f.plural).lowercased()): cache first, then network", percent: 80)
        w.open("final class \(name): Sendable")
        w.line("private let client: \(f.entity)APIClient")
        w.line("private let cache: \(f.entity)Cache")
        if logger { w.line("private let logger = Logger(subsystem: \"com.\(appName.lowercased()).app\", category: \"\(name)\")") }
        w.blank()
        w.lines("""
        init(client: \(f.entity)APIClient, cache: \(f.entity)Cache = \(f.entity)Cache()) {
            self.client = client
            self.cache = cache
        }

        func \(f.lower)(id: \(f.entity).ID, forceRefresh: Bool = false) async throws -> \(f.entity) {
            if !forceRefresh, let cached = await cache.value(for: id) {
                return cached
            }
            let fresh = try await client.\(f.lower)(id: id)
            await cache.insert([fresh])
            return fresh
        }
        """)
        w.blank()
        w.open("func refreshAll() async throws -> [\(f.entity)]")
        w.open("do")
        w.line("let items = try await client.\(f.lowerPlural)()")
        w.line("await cache.insert(items)")
        w.line("return items")
        w.close()
        w.open("catch")
        if logger { w.line("logger.error(\"Refreshing \(f.lowerPlural) failed: \\(error.localizedDescription, privacy: .public)\")") }
        w.line("throw error")
        w.close()
        w.close()
        w.blank()
        w.lines("""
        func update(_ item: \(f.entity)) async throws -> \(f.entity) {
            let saved = try await client.save(item, isNew: false)
            await cache.insert([saved])
            return saved
        }

        func delete(_ id: \(f.entity).ID) async throws {
            try await client.delete(id: id)
            await cache.remove(id)
        }
        """)
        w.close()
    }

    mutating func fileStore(_ name: String) {
        let file = "\(f.lowerPlural)-v\(rng.int(in: 1...4)).json"
        maybeDoc("persists \(label(f.plural).lowercased()) to disk for offline launch")
        w.lines("""
        struct \(name): Sendable {
            let directory: URL
            var fileName = "\(file)"

            static var `default`: \(name) {
                let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
                return \(name)(directory: base.appending(path: "\(f.name)", directoryHint: .isDirectory))
            }

            private var fileURL: URL { directory.appending(path: fileName) }

            func load() throws -> [\(f.entity)] {
                guard FileManager.default.fileExists(atPath: fileURL.path) else { return [] }
                let data = try Data(contentsOf: fileURL)
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode([\(f.entity)].self, from: data)
            }

            func save(_ items: [\(f.entity)]) throws {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                encoder.outputFormatting = [.sortedKeys]
                let data = try encoder.encode(items)
                try data.write(to: fileURL, options: [.atomic, .completeFileProtection])
            }

            func clear() throws {
                if FileManager.default.fileExists(atPath: fileURL.path) {
                    try FileManager.default.removeItem(at: fileURL)
                }
            }
        }
        """)
    }

    mutating func analytics(_ name: String) {
        analyticsEvents()
        w.blank()
        w.lines("""
        /// Sends \(label(f.entity).lowercased()) events in small batches.
        actor \(name) {
            private var pending: [(name: String, parameters: [String: String], date: Date)] = []
            private let flushThreshold = \(rng.pick([10, 20, 50]))
            private let send: @Sendable ([[String: String]]) async -> Void

            init(send: @escaping @Sendable ([[String: String]]) async -> Void) {
                self.send = send
            }

            func track(name: String, parameters: [String: String] = [:]) async {
                pending.append((name, parameters, .now))
                if pending.count >= flushThreshold {
                    await flush()
                }
            }

            func flush() async {
                guard !pending.isEmpty else { return }
                let batch = pending.map { event in
                    event.parameters.merging(["event": event.name, "timestamp": ISO8601DateFormatter().string(from: event.date)]) { current, _ in current }
                }
                pending.removeAll()
                await send(batch)
            }
        }
        """)
    }

    mutating func analyticsEvents() {
        let name = unique(f.entity + "Event", prefix: f.entity)
        let screen = f.pathSegment.replacingOccurrences(of: "-", with: "_")
        w.lines("""
        enum \(name): Equatable {
            case viewed(id: UUID)
            case created(status: \(f.statusType))
            case shared(channel: String)
            case filtered(count: Int)
            case failed(reason: String)

            var name: String {
                switch self {
                case .viewed: "\(screen)_viewed"
                case .created: "\(screen)_created"
                case .shared: "\(screen)_shared"
                case .filtered: "\(screen)_filtered"
                case .failed: "\(screen)_failed"
                }
            }

            var parameters: [String: String] {
                switch self {
                case let .viewed(id): ["id": id.uuidString]
                case let .created(status): ["status": status.rawValue]
                case let .shared(channel): ["channel": channel]
                case let .filtered(count): ["count": String(count)]
                case let .failed(reason): ["reason": reason]
                }
            }
        }
        """)
    }

    mutating func preferences(_ name: String) {
        let prefix = "\(appName.lowercased()).\(f.lower)"
        w.lines("""
        /// User choices for the \(label(f.plural).lowercased()) screens, stored in `UserDefaults`.
        struct \(name) {
            private enum Key {
                static let sortOrder = "\(prefix).sortOrder"
                static let lastOpened = "\(prefix).lastOpened"
                static let showsCompleted = "\(prefix).showsCompleted"
                static let pinnedIDs = "\(prefix).pinnedIDs"
            }

            private let defaults: UserDefaults

            init(defaults: UserDefaults = .standard) {
                self.defaults = defaults
            }

            var sortOrder: \(f.entity)SortOrder {
                get { defaults.string(forKey: Key.sortOrder).flatMap(\(f.entity)SortOrder.init(rawValue:)) ?? .newest }
                nonmutating set { defaults.set(newValue.rawValue, forKey: Key.sortOrder) }
            }

            var lastOpened: Date? {
                get { defaults.object(forKey: Key.lastOpened) as? Date }
                nonmutating set { defaults.set(newValue, forKey: Key.lastOpened) }
            }

            var showsCompleted: Bool {
                get { defaults.object(forKey: Key.showsCompleted) as? Bool ?? \(rng.chance(50) ? "true" : "false") }
                nonmutating set { defaults.set(newValue, forKey: Key.showsCompleted) }
            }

            var pinnedIDs: Set<UUID> {
                get {
                    let strings = defaults.stringArray(forKey: Key.pinnedIDs) ?? []
                    return Set(strings.compactMap(UUID.init(uuidString:)))
                }
                nonmutating set {
                    defaults.set(newValue.map(\\.uuidString).sorted(), forKey: Key.pinnedIDs)
                }
            }

            func reset() {
                for key in [Key.sortOrder, Key.lastOpened, Key.showsCompleted, Key.pinnedIDs] {
                    defaults.removeObject(forKey: key)
                }
            }
        }
        """)
    }

    mutating func reminders(_ name: String) {
        let hour = rng.int(in: 7...10)
        w.lines("""
        /// Schedules local notifications ahead of a \(label(f.entity).lowercased())'s date.
        struct \(name) {
            private let center: UNUserNotificationCenter
            private let calendar: Calendar

            init(center: UNUserNotificationCenter = .current(), calendar: Calendar = .current) {
                self.center = center
                self.calendar = calendar
            }

            func requestAuthorization() async -> Bool {
                (try? await center.requestAuthorization(options: [.alert, .badge, .sound])) ?? false
            }

            func schedule(for item: \(f.entity), daysBefore: Int = \(rng.int(in: 1...3))) async throws {
                guard let day = calendar.date(byAdding: .day, value: -daysBefore, to: item.\(f.dateProperty)) else { return }
                var components = calendar.dateComponents([.year, .month, .day], from: day)
                components.hour = \(hour)
                let content = UNMutableNotificationContent()
                content.title = item.\(f.titleProperty)
                content.body = String(localized: "Coming up in \\(daysBefore) day(s).")
                content.sound = .default
                content.threadIdentifier = "\(f.pathSegment)"
                let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
                let request = UNNotificationRequest(identifier: identifier(for: item), content: content, trigger: trigger)
                try await center.add(request)
            }

            func cancel(for item: \(f.entity)) {
                center.removePendingNotificationRequests(withIdentifiers: [identifier(for: item)])
            }

            private func identifier(for item: \(f.entity)) -> String {
                "\(f.pathSegment).\\(item.id.uuidString)"
            }
        }
        """)
    }

    mutating func syncEngine(_ name: String) {
        let width = rng.pick([3, 4, 6, 8])
        w.lines("""
        /// Pulls changed \(label(f.plural).lowercased()) concurrently, at most \(width) requests at a time.
        actor \(name) {
            private let client: \(f.entity)APIClient
            private let store: \(f.entity)Store
            private(set) var lastSync: Date?
            private var isSyncing = false

            init(client: \(f.entity)APIClient, store: \(f.entity)Store) {
                self.client = client
                self.store = store
            }

            func sync(ids: [\(f.entity).ID]) async throws -> [\(f.entity)] {
                guard !isSyncing else { return [] }
                isSyncing = true
                defer { isSyncing = false }

                var fetched: [\(f.entity)] = []
                try await withThrowingTaskGroup(of: \(f.entity).self) { group in
                    var iterator = ids.makeIterator()
                    for _ in 0..<\(width) {
                        guard let id = iterator.next() else { break }
                        group.addTask { [client] in try await client.\(f.lower)(id: id) }
                    }
                    while let item = try await group.next() {
                        fetched.append(item)
                        if let id = iterator.next() {
                            group.addTask { [client] in try await client.\(f.lower)(id: id) }
                        }
                    }
                }
                try store.save(fetched)
                lastSync = .now
                return fetched
            }
        }
        """)
    }

    mutating func serviceProtocol() {
        let name = unique(f.entity + "Providing", prefix: f.entity)
        w.lines("""
        /// The seam tests replace: everything screens need from the \(label(f.entity).lowercased()) services.
        protocol \(name): AnyObject, Sendable {
            func \(f.lowerPlural)(matching filter: \(f.entity)Filter) async throws -> [\(f.entity)]
            func save(_ item: \(f.entity)) async throws
            func remove(_ id: \(f.entity).ID) async throws
        }
        """)
    }

    mutating func conflictResolver() {
        let name = unique(f.entity + "ConflictResolver", prefix: f.entity)
        w.lines("""
        /// Decides which copy wins when the same \(label(f.entity).lowercased()) changed on two devices.
        enum \(name) {
            enum Resolution: Equatable {
                case keepLocal
                case keepRemote
                case merge(\(f.entity))
            }

            static func resolve(local: \(f.entity), remote: \(f.entity)) -> Resolution {
                guard local != remote else { return .keepRemote }
                if remote.status.isTerminal && !local.status.isTerminal {
                    return .keepRemote
                }
                if local.\(f.dateProperty) > remote.\(f.dateProperty) {
                    var merged = remote
                    merged.\(f.titleProperty) = local.\(f.titleProperty)
                    return .merge(merged)
                }
                return .keepRemote
            }
        }
        """)
    }
}
