import Foundation

/// The review cache's file: lines of tab-separated fields, so that a warm review splits
/// the file and decodes only the summaries and findings it uses, and a cold one writes
/// each file's results as they were encoded on the worker threads. Text fields escape
/// `%`, tab, line feed and carriage return; JSON fields hold none of them unescaped.
///
///     glasslint review cache 6
///     <store key>
///     <rounds digest> TAB <indexed path> TAB …
///     <rounds digest> TAB <unused name> TAB …    (empty when not checked)
///     <path> TAB <size> TAB <hash> TAB <flags> TAB [+<skipped reason>] TAB [<summary JSON>] TAB [<project key>] TAB [<outcome JSON>] TAB [<evidence JSON>] TAB [<stamp>]
enum CacheStoreFormat {
    static let header = "glasslint review cache 6"

    static func write(_ contents: ReviewCache.Contents) -> Data {
        var out = Data()
        func line(_ fields: [Data]) {
            for (position, field) in fields.enumerated() {
                if position > 0 { out.append(tab) }
                out.append(field)
            }
            out.append(newline)
        }
        line([Data(header.utf8)])
        line([text(contents.key)])
        line(contents.rounds.map { [text($0.digest)] + $0.indexed.map(text) } ?? [])
        line(contents.unused.map { [text($0.digest)] + $0.names.sorted().map(text) } ?? [])
        for (path, file) in contents.files.sorted(by: { $0.key < $1.key }) {
            line([
                text(path), Data(String(file.content.size).utf8), Data(file.content.hash.utf8), Data(file.look.flags.utf8),
                file.look.skipped.map { text("+" + $0) } ?? Data(), file.summary ?? Data(),
                file.review.map { text($0.project) } ?? Data(), file.review?.outcome ?? Data(),
                file.evidence.flatMap { $0.isEmpty ? nil : CachedFile.encoded($0) } ?? Data(),
                file.stamp.map { text($0.text) } ?? Data(),
            ])
        }
        return out
    }

    /// The contents, or `nil` when the data is not a store of this format made under `key`.
    /// Splits with `memchr` over the raw bytes: a store holds a line per file of the project.
    static func read(_ data: Data, key: String) -> ReviewCache.Contents? {
        data.withUnsafeBytes { raw -> ReviewCache.Contents? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var lines = Lines(base: base, count: raw.count)
            guard let first = lines.next(), string(first) == header, let second = lines.next(), string(second) == key,
                  let roundsLine = lines.next(), let unusedLine = lines.next()
            else { return nil }
            var contents = ReviewCache.Contents(key: key)
            let rounds = fields(of: roundsLine).map(string)
            if let digest = rounds.first, !digest.isEmpty {
                contents.rounds = ReviewCache.Rounds(digest: digest, indexed: Array(rounds.dropFirst()))
            }
            let unused = fields(of: unusedLine).map(string)
            if let digest = unused.first, !digest.isEmpty {
                contents.unused = ReviewCache.Unused(digest: digest, names: Set(unused.dropFirst()))
            }
            while let line = lines.next() {
                guard !line.isEmpty else { continue }
                let fields = fields(of: line)
                guard fields.count == 10, let size = Int(string(fields[1])) else { return nil }
                let skipped = string(fields[4])
                guard let look = FileLook(flags: Substring(string(fields[3])), skipped: skipped.isEmpty ? nil : String(skipped.dropFirst()))
                else { return nil }
                var evidence = FileEvidence()
                if !fields[8].isEmpty {
                    guard let decoded = try? JSONDecoder().decode(FileEvidence.self, from: Data(fields[8])) else { return nil }
                    evidence = decoded
                }
                let project = string(fields[6])
                contents.files[string(fields[0])] = CachedFile(
                    content: ContentKey(size: size, hash: string(fields[2])),
                    stamp: fields[9].isEmpty ? nil : FileStamp(text: string(fields[9])), look: look,
                    summary: fields[5].isEmpty ? nil : Data(fields[5]),
                    review: project.isEmpty ? nil : CachedReview(project: project, encoded: Data(fields[7])),
                    evidence: evidence
                )
            }
            return contents
        }
    }

    /// The lines of a buffer, without their line feeds.
    private struct Lines {
        let base: UnsafePointer<UInt8>
        let count: Int
        var position = 0

        init(base: UnsafePointer<UInt8>, count: Int) {
            self.base = base
            self.count = count
        }

        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            guard position < count else { return nil }
            let start = base + position
            let end = memchr(start, Int32(newline), count - position).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) } ?? base + count
            position = end - base + 1
            return UnsafeBufferPointer(start: start, count: end - start)
        }
    }

    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> [UnsafeBufferPointer<UInt8>] {
        guard var start = line.baseAddress else { return [line] }
        let end = start + line.count
        var fields: [UnsafeBufferPointer<UInt8>] = []
        while let found = memchr(start, Int32(tab), end - start) {
            let stop = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            fields.append(UnsafeBufferPointer(start: start, count: stop - start))
            start = stop + 1
        }
        fields.append(UnsafeBufferPointer(start: start, count: end - start))
        return fields
    }

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")

    private static func text(_ value: String) -> Data {
        // Paths and keys hardly ever hold a byte to escape: they are written as they are.
        if !value.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == tab || $0 == newline || $0 == UInt8(ascii: "\r") }) {
            return Data(value.utf8)
        }
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\t": escaped += "%09"
            case "\n": escaped += "%0A"
            case "\r": escaped += "%0D"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return Data(escaped.utf8)
    }

    private static func string(_ field: UnsafeBufferPointer<UInt8>) -> String {
        let raw = String(decoding: field, as: UTF8.self)
        guard field.contains(UInt8(ascii: "%")) else { return raw }
        return raw.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}
