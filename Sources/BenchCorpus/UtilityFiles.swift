/// Utilities: extensions, formatters, generic caches, property wrappers, logging.
extension FileBuilder {
    mutating func buildUtility(_ role: UtilityRole) {
        var imports = ["Foundation"]
        if role == .colors { imports = ["SwiftUI"] }
        if role == .keychain { imports.append("Security") }
        if role == .logging { imports.append("OSLog") }
        fileHeader(imports: imports)
        let all: [(inout FileBuilder) -> Void] = [
            { $0.stringExtension() }, { $0.dateExtension() }, { $0.sequenceExtension() }, { $0.memoryCache() },
            { $0.debouncer() }, { $0.formatters() }, { $0.validator() }, { $0.clampedWrapper() },
        ]
        switch role {
        case .strings: stringExtension()
        case .dates: dateExtension()
        case .collections: sequenceExtension()
        case .lru: memoryCache()
        case .debouncer: debouncer()
        case .formatters: formatters()
        case .validators: validator()
        case .wrappers: clampedWrapper()
        case .keychain: keychain()
        case .colors: colorExtension()
        case .logging: logging()
        }
        fill(role == .colors ? [{ $0.colorExtension() }, { $0.stringExtension() }] : all)
    }

    mutating func stringExtension() {
        let slug = unique("slug")
        let initials = unique("initials")
        let truncated = unique("truncated")
        w.lines("""
        extension String {
            /// A URL-safe form used for share links: lower case, ASCII, dashes.
            var \(slug): String {
                let folded = folding(options: [.diacriticInsensitive, .caseInsensitive], locale: .current)
                let allowed = CharacterSet.alphanumerics
                var result = ""
                var lastWasDash = false
                for scalar in folded.unicodeScalars {
                    if allowed.contains(scalar) && scalar.isASCII {
                        result.unicodeScalars.append(scalar)
                        lastWasDash = false
                    } else if !lastWasDash && !result.isEmpty {
                        result.append("-")
                        lastWasDash = true
                    }
                }
                return lastWasDash ? String(result.dropLast()) : result
            }

            /// Up to \(rng.pick([2, 3])) initials, for avatars without a photo.
            var \(initials): String {
                split(whereSeparator: \\.isWhitespace)
                    .prefix(\(rng.pick([2, 3])))
                    .compactMap(\\.first)
                    .map { String($0).uppercased() }
                    .joined()
            }

            func \(truncated)(to length: Int, trailing: String = "…") -> String {
                guard count > length else { return self }
                return String(prefix(max(0, length - trailing.count))) + trailing
            }
        }
        """)
    }

    mutating func dateExtension() {
        let start = unique("startOfWeek")
        let same = unique("isSameDay")
        let days = unique("days")
        w.lines("""
        extension Date {
            func \(start)(calendar: Calendar = .current) -> Date {
                calendar.dateInterval(of: .weekOfYear, for: self)?.start ?? calendar.startOfDay(for: self)
            }

            func \(same)(as other: Date, calendar: Calendar = .current) -> Bool {
                calendar.isDate(self, inSameDayAs: other)
            }

            /// Whole days between two dates, ignoring the time of day \(rng.pick(["(DST safe)", "in the user's calendar", "so 23:59 and 00:01 are one day apart"])).
            func \(days)(until other: Date, calendar: Calendar = .current) -> Int {
                let from = calendar.startOfDay(for: self)
                let to = calendar.startOfDay(for: other)
                return calendar.dateComponents([.day], from: from, to: to).day ?? 0
            }

            var relativeDescription: String {
                if Calendar.current.isDateInToday(self) {
                    return formatted(date: .omitted, time: .shortened)
                } else if Calendar.current.isDateInYesterday(self) {
                    return String(localized: "Yesterday")
                }
                return formatted(.dateTime.month(.abbreviated).day())
            }
        }
        """)
    }

    mutating func sequenceExtension() {
        let grouped = unique("grouped")
        let uniqued = unique("uniqued")
        let sorted = unique("sorted")
        w.lines("""
        extension Sequence {
            func \(grouped)<Key: Hashable>(by key: (Element) throws -> Key) rethrows -> [Key: [Element]] {
                var result: [Key: [Element]] = [:]
                for element in self {
                    result[try key(element), default: []].append(element)
                }
                return result
            }

            /// Keeps the first occurrence of every key, in order.
            func \(uniqued)<Key: Hashable>(on key: (Element) -> Key) -> [Element] {
                var seen = Set<Key>()
                return filter { seen.insert(key($0)).inserted }
            }

            func \(sorted)<Value: Comparable>(by keyPath: KeyPath<Element, Value>, ascending: Bool = true) -> [Element] {
                sorted { lhs, rhs in
                    ascending ? lhs[keyPath: keyPath] < rhs[keyPath: keyPath] : lhs[keyPath: keyPath] > rhs[keyPath: keyPath]
                }
            }
        }

        extension Collection {
            subscript(safe index: Index) -> Element? {
                indices.contains(index) ? self[index] : nil
            }

            func chunked(into size: Int) -> [SubSequence] {
                precondition(size > 0, "chunk size must be positive")
                var chunks: [SubSequence] = []
                var start = startIndex
                while start != endIndex {
                    let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
                    chunks.append(self[start..<end])
                    start = end
                }
                return chunks
            }
        }
        """)
    }

    mutating func memoryCache() {
        let name = unique(f.entity + "MemoryCache", prefix: f.entity)
        w.lines("""
        /// A small least-recently-used cache. Not thread-safe: confine it to one actor.
        final class \(name)<Key: Hashable, Value> {
            private var values: [Key: Value] = [:]
            private var order: [Key] = []
            let capacity: Int

            init(capacity: Int = \(rng.pick([32, 64, 128, 256]))) {
                precondition(capacity > 0)
                self.capacity = capacity
            }

            subscript(key: Key) -> Value? {
                get {
                    guard let value = values[key] else { return nil }
                    touch(key)
                    return value
                }
                set {
                    if let newValue {
                        values[key] = newValue
                        touch(key)
                        trim()
                    } else {
                        values[key] = nil
                        order.removeAll { $0 == key }
                    }
                }
            }

            var count: Int { values.count }

            private func touch(_ key: Key) {
                order.removeAll { $0 == key }
                order.append(key)
            }

            private func trim() {
                while order.count > capacity {
                    let evicted = order.removeFirst()
                    values[evicted] = nil
                }
            }
        }
        """)
    }

    mutating func debouncer() {
        let name = unique(f.entity + "Debouncer", prefix: f.entity)
        w.lines("""
        /// Runs only the last of a burst of calls, after a quiet period.
        @MainActor
        final class \(name) {
            private let delay: Duration
            private var task: Task<Void, Never>?

            init(delay: Duration = .milliseconds(\(rng.pick([200, 300, 400, 750])))) {
                self.delay = delay
            }

            func schedule(_ action: @escaping @MainActor () async -> Void) {
                task?.cancel()
                task = Task { [delay] in
                    try? await Task.sleep(for: delay)
                    guard !Task.isCancelled else { return }
                    await action()
                }
            }

            func cancel() {
                task?.cancel()
                task = nil
            }
        }
        """)
    }

    mutating func formatters() {
        let name = unique(f.entity + "Formatters", prefix: f.entity)
        w.lines("""
        /// Formatters are expensive to create; these are shared and never mutated after setup.
        enum \(name) {
            static let relative: RelativeDateTimeFormatter = {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = .\(rng.pick(["full", "short", "abbreviated"]))
                return formatter
            }()

            static let duration: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
                formatter.unitsStyle = .abbreviated
                formatter.zeroFormattingBehavior = .dropAll
                return formatter
            }()

            static let fileSize: ByteCountFormatter = {
                let formatter = ByteCountFormatter()
                formatter.countStyle = .file
                return formatter
            }()

            static func currency(_ amount: Decimal, code: String = "\(rng.pick(["USD", "EUR", "GBP", "JPY"]))") -> String {
                amount.formatted(.currency(code: code).precision(.fractionLength(0...2)))
            }

            static func percent(_ value: Double) -> String {
                value.formatted(.percent.precision(.fractionLength(0)))
            }
        }
        """)
    }

    mutating func validator() {
        let name = unique(f.entity + "Validator", prefix: f.entity)
        w.lines("""
        struct \(name) {
            enum Rule: CaseIterable {
                case notEmpty, maxLength, emailAddress, noLeadingSpace
            }

            var maxLength = \(rng.pick([60, 80, 120, 255]))
            var rules: Set<Rule> = [.notEmpty, .maxLength]

            func failures(for value: String) -> [Rule] {
                Rule.allCases.filter { rules.contains($0) && !passes($0, value) }
            }

            private func passes(_ rule: Rule, _ value: String) -> Bool {
                switch rule {
                case .notEmpty:
                    return !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                case .maxLength:
                    return value.count <= maxLength
                case .emailAddress:
                    let pattern = "^[A-Z0-9._%+-]+@[A-Z0-9.-]+\\\\.[A-Z]{2,}$"
                    return value.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
                case .noLeadingSpace:
                    return value.first?.isWhitespace != true
                }
            }
        }
        """)
    }

    mutating func clampedWrapper() {
        let name = unique("Clamped")
        let stored = unique(f.entity + "Stored", prefix: f.entity)
        w.lines("""
        @propertyWrapper
        struct \(name)<Value: Comparable> {
            private var value: Value
            let range: ClosedRange<Value>

            init(wrappedValue: Value, _ range: ClosedRange<Value>) {
                self.range = range
                self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
            }

            var wrappedValue: Value {
                get { value }
                set { value = min(max(newValue, range.lowerBound), range.upperBound) }
            }
        }

        /// Reads and writes a Codable value in `UserDefaults` as JSON.
        @propertyWrapper
        struct \(stored)<Value: Codable> {
            let key: String
            let defaultValue: Value
            var store: UserDefaults = .standard

            var wrappedValue: Value {
                get {
                    guard let data = store.data(forKey: key),
                          let value = try? JSONDecoder().decode(Value.self, from: data) else {
                        return defaultValue
                    }
                    return value
                }
                set {
                    store.set(try? JSONEncoder().encode(newValue), forKey: key)
                }
            }
        }
        """)
    }

    mutating func keychain() {
        let service = "com.\(appName.lowercased()).\(f.lower)"
        let name = unique(f.entity + "Keychain", prefix: f.entity)
        w.lines("""
        /// Minimal generic-password storage; values never touch `UserDefaults`.
        struct \(name) {
            enum KeychainError: Error {
                case unexpectedStatus(OSStatus)
            }

            var service = "\(service)"

            func set(_ data: Data, for account: String) throws {
                let query: [String: Any] = [
                    kSecClass as String: kSecClassGenericPassword,
                    kSecAttrService as String: service,
                    kSecAttrAccount as String: account,
                ]
                SecItemDelete(query as CFDictionary)
                var attributes = query
                attributes[kSecValueData as String] = data
                attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
                let status = SecItemAdd(attributes as CFDictionary, nil)
                guard status == errSecSuccess else { throw KeychainError.unexpectedStatus(status) }
            }

            func data(for account: String) throws -> Data? {
                let query: [String: Any] = [
                    kSecClass as String: kSecClassGenericPassword,
                    kSecAttrService as String: service,
                    kSecAttrAccount as String: account,
                    kSecReturnData as String: true,
                    kSecMatchLimit as String: kSecMatchLimitOne,
                ]
                var result: AnyObject?
                let status = SecItemCopyMatching(query as CFDictionary, &result)
                switch status {
                case errSecSuccess:
                    return result as? Data
                case errSecItemNotFound:
                    return nil
                default:
                    throw KeychainError.unexpectedStatus(status)
                }
            }
        }
        """)
    }

    mutating func colorExtension() {
        let palette = unique(f.lower + "Palette")
        let wroteInit = onceOnly("hexInit") { b in
            b.w.lines("""
            extension Color {
                /// `0xRRGGBB`, as designers hand colours over.
                init(hex: UInt32, opacity: Double = 1) {
                    self.init(
                        .sRGB,
                        red: Double((hex >> 16) & 0xFF) / 255,
                        green: Double((hex >> 8) & 0xFF) / 255,
                        blue: Double(hex & 0xFF) / 255,
                        opacity: opacity
                    )
                }
            }
            """)
        }
        if wroteInit { w.blank() }
        w.lines("""
        extension Color {
            static let \(palette): [Color] = [
                Color(hex: 0x\(hex())),
                Color(hex: 0x\(hex()), opacity: 0.\(rng.int(in: 6...9))),
                Color(hex: 0x\(hex())),
                .\(f.tint),
            ]

            /// Picks a stable colour for an identifier, so avatars keep their colour.
            static func \(palette)Color(for id: UUID) -> Color {
                let index = abs(id.hashValue) % \(palette).count
                return \(palette)[index]
            }
        }
        """)
    }

    mutating func hex() -> String {
        let digits = Array("0123456789ABCDEF")
        return String((0..<6).map { _ in digits[rng.below(16)] })
    }

    mutating func logging() {
        let name = unique(f.entity + "Log", prefix: f.entity)
        w.lines("""
        /// Loggers for the \(label(f.plural).lowercased()) code, one category per layer.
        enum \(name) {
            private static let subsystem = Bundle.main.bundleIdentifier ?? "com.\(appName.lowercased()).app"

            static let network = Logger(subsystem: subsystem, category: "\(f.entity).network")
            static let storage = Logger(subsystem: subsystem, category: "\(f.entity).storage")
            static let ui = Logger(subsystem: subsystem, category: "\(f.entity).ui")

            static func measure<T>(_ label: StaticString, _ work: () throws -> T) rethrows -> T {
                let start = ContinuousClock.now
                defer {
                    let elapsed = ContinuousClock.now - start
                    storage.debug("\\(label, privacy: .public) took \\(elapsed.formatted(.units(allowed: [.milliseconds])), privacy: .public)")
                }
                return try work()
            }
        }
        """)
    }
}
