/// Builds the text of one corpus file from its spec and its own random stream.
///
/// Each file starts with the section its role calls for, then adds further sections of
/// the same kind (chosen at random, with fresh names) until it reaches its target size,
/// so sizes spread the way the plan asks while every file stays one coherent topic.
struct FileBuilder {
    var rng: SplitMix64
    var w: SourceWriter
    let spec: FileSpec
    let f: Feature
    let appName: String
    /// Type and member names already declared in this file.
    var used: Set<String> = []
    /// One-off sections already written (samples, previews, conformances).
    var once: Set<String> = []

    init(plan: CorpusPlan, index: Int) {
        spec = plan.files[index]
        f = plan.features[spec.feature]
        appName = plan.appName
        rng = SplitMix64(seed: plan.seed, stream: UInt64(index), salt: 3)
        // Types other files of the feature declare: helper types here must not clash.
        used = plan.typeNames[spec.feature]
        used.remove(spec.typeName)
        w = SourceWriter(indentWidth: 4, capacity: spec.targetBytes + 2_048)
        // A minority of codebases indent with two spaces.
        if rng.chance(15) { w = SourceWriter(indentWidth: 2, capacity: spec.targetBytes + 2_048) }
    }

    mutating func build() -> String {
        switch spec.role {
        case .manifest: manifest()
        case .view(let role): buildView(role)
        case .glass(let role): buildGlass(role)
        case .model(let role): buildModel(role)
        case .networking(let role): buildNetworking(role)
        case .viewModel(let role): buildViewModel(role)
        case .service(let role): buildService(role)
        case .utility(let role): buildUtility(role)
        }
        return w.text
    }

    /// Adds sections until the file reaches its target size. Sections are drawn without
    /// replacement (a shuffled deck, reshuffled when empty) so a file repeats a template
    /// only once it has used all the others.
    mutating func fill(_ sections: [(inout FileBuilder) -> Void]) {
        var deck: [Int] = []
        var rounds = 0
        while w.byteCount < spec.targetBytes && rounds < 80 {
            if deck.isEmpty {
                deck = Array(sections.indices)
                rng.shuffle(&deck)
            }
            let section = sections[deck.removeLast()]
            w.blank()
            section(&self)
            rounds += 1
        }
    }

    /// Runs `body` only the first time `key` is seen in this file.
    mutating func onceOnly(_ key: String, _ body: (inout FileBuilder) -> Void) -> Bool {
        guard !once.contains(key) else { return false }
        once.insert(key)
        body(&self)
        return true
    }

    /// A name not yet declared in this file: `base`, else `base` with an aspect word.
    mutating func unique(_ base: String, prefix: String? = nil) -> String {
        if !used.contains(base) {
            used.insert(base)
            return base
        }
        for attempt in 0..<40 {
            let aspect = rng.pick(Vocabulary.aspects) + (attempt < 20 ? "" : String(attempt))
            let candidate: String
            if let prefix, base.hasPrefix(prefix) {
                candidate = prefix + aspect + base.dropFirst(prefix.count)
            } else if base.first!.isLowercase {
                candidate = base + aspect
            } else {
                candidate = aspect + base
            }
            if !used.contains(candidate) {
                used.insert(candidate)
                return candidate
            }
        }
        let fallback = base + String(used.count)
        used.insert(fallback)
        return fallback
    }

    // MARK: - File chrome

    mutating func fileHeader(imports: [String]) {
        switch rng.below(10) {
        case 0..<6:
            w.line("//")
            w.line("//  \(spec.fileName)")
            w.line("//  \(appName)")
            w.line("//")
            w.line("//  Created by \(rng.pick(Vocabulary.firstNames)) \(rng.pick(Vocabulary.lastNames)) on \(rng.int(in: 1...12))/\(rng.int(in: 1...28))/\(rng.int(in: 22...25)).")
            w.line("//")
            w.line("")
        case 6..<8:
            w.line("// Copyright © 20\(rng.int(in: 21...25)) \(appName) Labs. All rights reserved.")
            w.line("")
        default:
            break
        }
        for module in imports { w.line("import \(module)") }
        w.line("")
    }

    // MARK: - Prose

    /// A doc comment for a declaration described by `subject` ("the list of orders"),
    /// sometimes followed by a remark of the kind real code carries.
    mutating func docSentence(_ subject: String) -> String {
        let sentence = subject.prefix(1).uppercased() + subject.dropFirst() + "."
        return rng.chance(45) ? sentence + " " + rng.pick(Vocabulary.docRemarks) : sentence
    }

    mutating func maybeDoc(_ subject: String, percent: Int = 60) {
        if rng.chance(percent) { w.doc(docSentence(subject)) }
    }

    // MARK: - Domain helpers

    mutating func accessPrefix() -> String {
        rng.chance(12) ? "public " : ""
    }

    /// A literal for a property in previews and samples.
    mutating func sample(_ p: Property) -> String {
        switch p.kind {
        case .text:
            if p.name.hasSuffix("Name") || p.name == "name" {
                return "\"\(rng.pick(Vocabulary.firstNames)) \(rng.pick(Vocabulary.lastNames))\""
            }
            return "\"\(rng.pick(Vocabulary.sampleTitles))\""
        case .int: return String(rng.int(in: 1...48))
        case .double: return "0.\(rng.int(in: 1...9))"
        case .bool: return rng.chance(30) ? "true" : "false"
        case .date:
            return rng.pick([".now", "Date(timeIntervalSinceNow: -86_400)", "Date(timeIntervalSinceNow: -3_600 * 5)",
                             "Date(timeIntervalSince1970: 1_717_000_000)", "Calendar.current.date(byAdding: .day, value: 3, to: .now) ?? .now"])
        case .url: return "URL(string: \"https://example.com/\(f.pathSegment)/\(rng.int(in: 100...999))\")"
        case .tags: return "[\"\(rng.pick(["work", "home", "urgent", "later", "travel", "q3"]))\", \"\(rng.pick(["review", "shared", "ideas", "draft"]))\"]"
        case .money: return "\(rng.int(in: 5...900)).\(rng.int(in: 10...99))"
        case .identifier: return rng.chance(50) ? "nil" : "UUID()"
        case .status: return "." + rng.pick(f.statuses)
        }
    }

    /// A memberwise initialiser call of the feature's entity, one argument a line.
    mutating func entityLiteral() -> String {
        var text = "\(f.entity)(\n    id: UUID()"
        for p in f.properties { text += ",\n    \(p.name): \(sample(p))" }
        return text + "\n)"
    }

    /// A SwiftUI expression that shows `p` of `item`.
    func display(_ p: Property, of item: String) -> String {
        switch p.kind {
        case .text: return "Text(\(item).\(p.name))"
        case .int: return "Text(\"\\(\(item).\(p.name))\")"
        case .double: return "Text(\(item).\(p.name), format: .number.precision(.fractionLength(1)))"
        case .bool: return "Image(systemName: \(item).\(p.name) ? \"checkmark.circle.fill\" : \"circle\")"
        case .date: return "Text(\(item).\(p.name), format: .dateTime.day().month().year())"
        case .url: return "Text(\(item).\(p.name)?.host() ?? \"—\")"
        case .tags: return "Text(\(item).\(p.name).joined(separator: \", \"))"
        case .money: return "Text(\(item).\(p.name), format: .currency(code: \"USD\"))"
        case .identifier: return "Text(\(item).\(p.name)?.uuidString.prefix(8) ?? \"none\")"
        case .status: return "Text(\(item).\(p.name).displayName)"
        }
    }

    func label(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        words.append(current)
        let sentence = words.joined(separator: " ").lowercased()
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
    }

    // MARK: - Manifest

    mutating func manifest() {
        w.line("// swift-tools-version:5.10")
        w.line("import PackageDescription")
        w.line("")
        w.lines("""
        let package = Package(
            name: "\(appName)",
            defaultLocalization: "en",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [
                .library(name: "\(appName)", targets: ["\(appName)"]),
            ],
            targets: [
                .target(
                    name: "\(appName)",
                    path: "\(appName)",
                    swiftSettings: [.enableUpcomingFeature("StrictConcurrency")]
                ),
                .testTarget(name: "\(appName)Tests", dependencies: ["\(appName)"]),
            ]
        )
        """)
    }
}
