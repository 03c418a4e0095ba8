/// Models: Codable structs, enums with associated values, filters, sort orders.
extension FileBuilder {
    mutating func buildModel(_ role: ModelRole) {
        fileHeader(imports: ["Foundation"])
        switch role {
        case .entity: entityStruct()
        case .status: statusEnum(f.statusType)
        case .filter: filterStruct(spec.typeName)
        case .summary: summaryStruct(spec.typeName)
        case .draft: draftStruct(spec.typeName)
        case .sortOrder: sortOrderEnum(spec.typeName)
        case .page: pageStruct(spec.typeName)
        case .change: changeEnum(spec.typeName)
        case .stats: statisticsStruct(spec.typeName)
        }
        fill([
            { $0.formattingExtension() },
            { $0.samplesExtension() },
            { $0.changeEnum($0.unique(($0.f.entity) + "Change", prefix: $0.f.entity)) },
            { $0.filterStruct($0.unique($0.f.entity + "Filter", prefix: $0.f.entity)) },
            { $0.sortOrderEnum($0.unique($0.f.entity + "SortOrder", prefix: $0.f.entity)) },
            { $0.valueStruct() },
            { $0.summaryStruct($0.unique($0.f.entity + "Summary", prefix: $0.f.entity)) },
            { $0.comparableConformance() },
            { $0.statisticsStruct($0.unique($0.f.entity + "Statistics", prefix: $0.f.entity)) },
        ])
    }

    mutating func entityStruct() {
        let name = f.entity
        used.insert(name)
        maybeDoc("a single \(label(name).lowercased()) as the API and the local cache see it", percent: 80)
        let conformances = rng.pick(["Identifiable, Codable, Hashable, Sendable", "Identifiable, Codable, Equatable, Sendable", "Codable, Identifiable, Hashable"])
        w.open("\(accessPrefix())struct \(name): \(conformances)")
        w.line("let id: UUID")
        for p in f.properties {
            if rng.chance(15) { w.doc(docLine(for: p)) }
            w.line("\(p.name == "createdAt" ? "let" : "var") \(p.name): \(p.type)")
        }
        w.blank()
        w.open("enum CodingKeys: String, CodingKey")
        w.line("case id")
        for p in f.properties {
            w.line(p.jsonKey == p.name ? "case \(p.name)" : "case \(p.name) = \"\(p.jsonKey)\"")
        }
        w.close()
        w.close()
        if rng.chance(55) {
            w.blank()
            w.mark("Decoding")
            w.comment("Declared in an extension so the memberwise initialiser stays available.")
            w.open("extension \(name)")
            w.open("init(from decoder: any Decoder) throws")
            w.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            w.line("id = try container.decode(UUID.self, forKey: .id)")
            for p in f.properties { w.line(decodeLine(p)) }
            w.close()
            w.close()
        }
    }

    func docLine(for p: Property) -> String {
        switch p.kind {
        case .date: return "When the \(label(f.entity).lowercased()) was \(p.name == "createdAt" ? "created" : "last touched"), in UTC."
        case .money: return "Stored as `Decimal` so sums never drift."
        case .url: return "Absent for items imported from older clients."
        case .status: return "Drives the badge colour and which actions are offered."
        case .tags: return "Free-form labels, lower-cased on save."
        default: return "\(label(p.name)) shown in lists and search results."
        }
    }

    func decodeLine(_ p: Property) -> String {
        switch p.kind {
        case .url: return "\(p.name) = try container.decodeIfPresent(URL.self, forKey: .\(p.name))"
        case .identifier: return "\(p.name) = try container.decodeIfPresent(UUID.self, forKey: .\(p.name))"
        case .tags: return "\(p.name) = try container.decodeIfPresent([String].self, forKey: .\(p.name)) ?? []"
        case .bool: return "\(p.name) = try container.decodeIfPresent(Bool.self, forKey: .\(p.name)) ?? false"
        case .status: return "\(p.name) = (try? container.decode(\(p.type).self, forKey: .\(p.name))) ?? .\(f.statuses[0])"
        default: return "\(p.name) = try container.decode(\(p.type).self, forKey: .\(p.name))"
        }
    }

    mutating func statusEnum(_ name: String) {
        used.insert(name)
        maybeDoc("the lifecycle states of a \(label(f.entity).lowercased())")
        w.open("enum \(name): String, Codable, CaseIterable, Identifiable, Sendable")
        if rng.chance(50) {
            w.line("case " + f.statuses.joined(separator: ", "))
        } else {
            for status in f.statuses { w.line("case \(status)") }
        }
        w.blank()
        w.line("var id: String { rawValue }")
        w.blank()
        w.open("var displayName: String")
        w.open("switch self")
        // One style per switch: an expression switch cannot mix in `return` statements.
        let keyword = rng.chance(40) ? "return " : ""
        for status in f.statuses {
            w.line("case .\(status): \(keyword)String(localized: \"\(label(status))\")")
        }
        w.close()
        w.close()
        w.blank()
        w.open("var systemImage: String")
        w.open("switch self")
        for status in f.statuses { w.line("case .\(status): \"\(rng.pick(Vocabulary.symbols))\"") }
        w.close()
        w.close()
        w.blank()
        let terminal = rng.pick(f.statuses, count: 1 + rng.below(f.statuses.count - 1))
        w.doc("Whether no further transitions are possible.")
        w.open("var isTerminal: Bool")
        w.open("switch self")
        w.line("case " + terminal.map { "." + $0 }.joined(separator: ", ") + ":")
        w.line("    true")
        w.line("default:")
        w.line("    false")
        w.close()
        w.close()
        w.close()
    }

    mutating func changeEnum(_ name: String) {
        maybeDoc("one edit to a \(label(f.entity).lowercased()), replayed when syncing offline changes")
        let cases = rng.pick(Vocabulary.changeCases, count: rng.int(in: 3...6))
        w.open("enum \(name): Equatable, Sendable")
        for (caseName, payload) in cases { w.line("case \(caseName)(\(payload))") }
        w.blank()
        w.open("var summary: String")
        w.open("switch self")
        for (caseName, payload) in cases {
            let bindings = payload.split(separator: ",").enumerated().map { index, _ in "v\(index)" }
            w.line("case let .\(caseName)(\(bindings.joined(separator: ", "))):")
            w.line("    return \"\(caseName) \(bindings.map { "\\(\($0))" }.joined(separator: " "))\"")
        }
        w.close()
        w.close()
        w.blank()
        w.open("var isDestructive: Bool")
        w.line("if case .deleted = self { return true }")
        w.line("return false")
        w.close()
        w.close()
    }

    mutating func filterStruct(_ name: String) {
        maybeDoc("what the list screen is narrowed to; saved with the scene")
        w.open("struct \(name): Equatable, Codable, Sendable")
        w.line("var query = \"\"")
        w.line("var statuses: Set<\(f.statusType)> = []")
        if let flag = f.firstBool { w.line("var only\(flag.prefix(1).uppercased() + flag.dropFirst()) = false") }
        w.line("var dateRange: ClosedRange<Date>?")
        w.blank()
        w.line("static let empty = \(name)()")
        w.blank()
        w.line("var isActive: Bool { self != .empty }")
        w.blank()
        w.open("func matches(_ item: \(f.entity)) -> Bool")
        w.line("if !statuses.isEmpty && !statuses.contains(item.status) { return false }")
        if let flag = f.firstBool { w.line("if only\(flag.prefix(1).uppercased() + flag.dropFirst()) && !item.\(flag) { return false }") }
        w.open("if let dateRange, !dateRange.contains(item.\(f.dateProperty))")
        w.line("return false")
        w.close()
        w.line("guard !query.isEmpty else { return true }")
        let texts = f.textProperties.map(\.name)
        w.lines("return " + texts.map { "item.\($0).localizedCaseInsensitiveContains(query)" }.joined(separator: "\n    || "))
        w.close()
        w.close()
    }

    mutating func sortOrderEnum(_ name: String) {
        let number = f.firstNumber
        w.open("enum \(name): String, CaseIterable, Identifiable, Codable")
        w.line("case newest, oldest, alphabetical\(number != nil ? ", \(number!.name)" : "")")
        w.blank()
        w.line("var id: Self { self }")
        w.blank()
        w.open("var title: LocalizedStringResource")
        w.open("switch self")
        w.line("case .newest: \"Newest First\"")
        w.line("case .oldest: \"Oldest First\"")
        w.line("case .alphabetical: \"Name\"")
        if let number { w.line("case .\(number.name): \"\(label(number.name))\"") }
        w.close()
        w.close()
        w.blank()
        w.open("func sorted(_ items: [\(f.entity)]) -> [\(f.entity)]")
        w.open("switch self")
        w.line("case .newest:")
        w.line("    items.sorted { $0.\(f.dateProperty) > $1.\(f.dateProperty) }")
        w.line("case .oldest:")
        w.line("    items.sorted { $0.\(f.dateProperty) < $1.\(f.dateProperty) }")
        w.line("case .alphabetical:")
        w.line("    items.sorted { $0.\(f.titleProperty).localizedStandardCompare($1.\(f.titleProperty)) == .orderedAscending }")
        if let number {
            w.line("case .\(number.name):")
            w.line("    items.sorted { $0.\(number.name) > $1.\(number.name) }")
        }
        w.close()
        w.close()
        w.close()
    }

    mutating func pageStruct(_ name: String) {
        maybeDoc("one page of a cursor-paginated response")
        w.lines("""
        struct \(name)<Element: Decodable & Sendable>: Decodable, Sendable {
            let items: [Element]
            let nextCursor: String?
            let totalCount: Int

            var hasMore: Bool { nextCursor != nil }

            private enum CodingKeys: String, CodingKey {
                case items = "data"
                case nextCursor = "next_cursor"
                case totalCount = "total_count"
            }

            func map<T: Decodable & Sendable>(_ transform: (Element) throws -> T) rethrows -> \(name)<T> {
                \(name)<T>(items: try items.map(transform), nextCursor: nextCursor, totalCount: totalCount)
            }
        }

        extension \(name) {
            init(items: [Element], nextCursor: String?, totalCount: Int) {
                self.items = items
                self.nextCursor = nextCursor
                self.totalCount = totalCount
            }

            static var empty: Self { Self(items: [], nextCursor: nil, totalCount: 0) }
        }
        """)
    }

    mutating func draftStruct(_ name: String) {
        maybeDoc("the editable copy of a \(label(f.entity).lowercased()) that the editor works on")
        let editable = f.properties.filter { $0.kind != .identifier }
        w.open("struct \(name): Equatable")
        for p in editable { w.line("var \(p.name): \(p.type)") }
        w.blank()
        w.open("enum ValidationError: LocalizedError, Equatable")
        w.line("case missingTitle")
        w.line("case tooLong(limit: Int)")
        if f.firstNumber != nil { w.line("case negativeValue") }
        w.blank()
        w.open("var errorDescription: String?")
        w.open("switch self")
        w.line("case .missingTitle:")
        w.line("    return String(localized: \"Add a \(label(f.titleProperty).lowercased()) before saving.\")")
        w.line("case .tooLong(let limit):")
        w.line("    return String(localized: \"Keep it under \\(limit) characters.\")")
        if f.firstNumber != nil {
            w.line("case .negativeValue:")
            w.line("    return String(localized: \"Values cannot be negative.\")")
        }
        w.close()
        w.close()
        w.close()
        w.blank()
        w.open("init(_ source: \(f.entity))")
        for p in editable { w.line("\(p.name) = source.\(p.name)") }
        w.close()
        w.blank()
        w.open("func validate() throws")
        w.line("let trimmed = \(f.titleProperty).trimmingCharacters(in: .whitespacesAndNewlines)")
        w.line("guard !trimmed.isEmpty else { throw ValidationError.missingTitle }")
        w.line("guard trimmed.count <= \(rng.pick([80, 120, 140, 200])) else { throw ValidationError.tooLong(limit: \(rng.pick([80, 120, 140, 200]))) }")
        if let number = f.firstNumber {
            w.line("if \(number.name) < 0 { throw ValidationError.negativeValue }")
        }
        w.close()
        w.blank()
        w.open("func applying(to original: \(f.entity)) -> \(f.entity)")
        w.line("var copy = original")
        for p in editable where p.name != "createdAt" { w.line("copy.\(p.name) = \(p.name)") }
        w.line("return copy")
        w.close()
        w.close()
    }

    mutating func summaryStruct(_ name: String) {
        maybeDoc("counts shown in the header of the \(label(f.plural).lowercased()) screen")
        w.open("struct \(name): Equatable, Sendable")
        w.line("let total: Int")
        w.line("let byStatus: [\(f.statusType): Int]")
        w.line("let mostRecent: Date?")
        if let number = f.firstNumber { w.line("let \(number.name)Sum: \(number.type)") }
        w.blank()
        w.open("init(_ items: some Collection<\(f.entity)>)")
        w.line("total = items.count")
        w.line("byStatus = Dictionary(grouping: items, by: \\.status).mapValues(\\.count)")
        w.line("mostRecent = items.map(\\.\(f.dateProperty)).max()")
        if let number = f.firstNumber { w.line("\(number.name)Sum = items.reduce(0) { $0 + $1.\(number.name) }") }
        w.close()
        w.blank()
        w.open("func share(of status: \(f.statusType)) -> Double")
        w.line("guard total > 0 else { return 0 }")
        w.line("return Double(byStatus[status, default: 0]) / Double(total)")
        w.close()
        w.close()
    }

    mutating func statisticsStruct(_ name: String) {
        w.lines("""
        /// Rolling numbers for the \(label(f.plural).lowercased()) insights card.
        struct \(name): Codable, Hashable, Sendable {
            struct Bucket: Codable, Hashable, Sendable {
                let start: Date
                let count: Int
            }

            var buckets: [Bucket]
            var streak: Int
            var best: Int

            var average: Double {
                guard !buckets.isEmpty else { return 0 }
                return Double(buckets.map(\\.count).reduce(0, +)) / Double(buckets.count)
            }

            static func weekly(from items: [\(f.entity)], calendar: Calendar = .current) -> \(name) {
                let grouped = Dictionary(grouping: items) { item in
                    calendar.dateInterval(of: .weekOfYear, for: item.\(f.dateProperty))?.start ?? item.\(f.dateProperty)
                }
                let buckets = grouped
                    .map { Bucket(start: $0.key, count: $0.value.count) }
                    .sorted { $0.start < $1.start }
                var streak = 0
                for bucket in buckets.reversed() {
                    guard bucket.count > 0 else { break }
                    streak += 1
                }
                return \(name)(buckets: buckets, streak: streak, best: buckets.map(\\.count).max() ?? 0)
            }
        }
        """)
    }

    mutating func formattingExtension() {
        let suffix = unique("formatted", prefix: nil)
        w.mark(rng.pick(["Formatting", "Presentation", "Display helpers"]))
        w.open("extension \(f.entity)")
        w.open("var \(suffix)Date: String")
        w.line("\(f.dateProperty).formatted(\(rng.pick([".dateTime.month(.abbreviated).day()", "date: .abbreviated, time: .shortened", ".relative(presentation: .named)"])))")
        w.close()
        w.blank()
        w.open("var \(suffix)Subtitle: String")
        w.line("var parts: [String] = [status.displayName]")
        for p in f.properties.prefix(6) {
            switch p.kind {
            case .int: w.line("if \(p.name) > 0 { parts.append(\"\\(\(p.name)) \(label(p.name).lowercased())\") }")
            case .money: w.line("parts.append(\(p.name).formatted(.currency(code: Locale.current.currency?.identifier ?? \"USD\")))")
            case .tags: w.line("if let first = \(p.name).first { parts.append(\"#\\(first)\") }")
            case .url: w.line("if let host = \(p.name)?.host() { parts.append(host) }")
            default: break
            }
        }
        w.line("parts.append(\(f.dateProperty).formatted(.relative(presentation: .named)))")
        w.line("return parts.joined(separator: \" · \")")
        w.close()
        w.blank()
        w.open("var \(suffix)Initials: String")
        w.line("let words = \(f.titleProperty).split(separator: \" \").prefix(2)")
        w.line("return words.compactMap(\\.first).map(String.init).joined().uppercased()")
        w.close()
        w.close()
    }

    mutating func samplesExtension() {
        _ = onceOnly("samples") { b in
            b.w.mark("Samples")
            b.w.open("extension \(b.f.entity)")
            b.w.lines("static let sample = " + b.entityLiteral())
            b.w.blank()
            b.w.line("static let samples: [\(b.f.entity)] = [")
            for _ in 0..<b.rng.int(in: 2...4) {
                let literal = b.entityLiteral().split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
                b.w.lines(literal + ",")
            }
            b.w.line("]")
            b.w.close()
        }
    }

    mutating func comparableConformance() {
        let done = onceOnly("comparable") { b in
            b.w.lines("""
            extension \(b.f.entity): Comparable {
                static func < (lhs: Self, rhs: Self) -> Bool {
                    if lhs.status.isTerminal != rhs.status.isTerminal {
                        return !lhs.status.isTerminal
                    }
                    return lhs.\(b.f.dateProperty) > rhs.\(b.f.dateProperty)
                }
            }
            """)
        }
        if !done { valueStruct() }
    }

    mutating func valueStruct() {
        let name = unique(f.entity + rng.pick(["Attachment", "Participant", "Location", "Reference", "Metadata", "Revision"]), prefix: f.entity)
        let fields = rng.pick(Vocabulary.properties, count: rng.int(in: 3...6))
        maybeDoc("a nested value decoded with its \(label(f.entity).lowercased())")
        w.open("struct \(name): Codable, Hashable, Sendable")
        w.line("var id = UUID()")
        for field in fields { w.line("var \(field.name): \(CorpusPlan.swiftType(field.kind, statusType: f.statusType))") }
        if rng.chance(60) {
            w.blank()
            w.open("var isComplete: Bool")
            let checks = fields.compactMap { field -> String? in
                switch field.kind {
                case .text: return "!\(field.name).isEmpty"
                case .url, .identifier: return "\(field.name) != nil"
                case .tags: return "!\(field.name).isEmpty"
                default: return nil
                }
            }
            w.line(checks.isEmpty ? "true" : checks.joined(separator: " && "))
            w.close()
        }
        w.close()
    }
}
