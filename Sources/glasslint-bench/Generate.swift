import BenchCorpus
import Dispatch
import Foundation

func runGenerate(directory: URL, fileCount: Int, seed: UInt64, reuse: Bool) throws {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw UsageError(message: "\(directory.path) exists and is not a directory") }
        let entries = try fileManager.contentsOfDirectory(atPath: directory.path)
        if !entries.isEmpty {
            // Only a folder we wrote before may be emptied: never delete someone's files.
            guard let marker = CorpusGenerator.marker(in: directory) else {
                throw UsageError(message: "\(directory.path) is not empty and holds no glasslint-bench corpus; choose an empty or new folder")
            }
            if reuse && marker.seed == seed && marker.fileCount == fileCount
                && marker.generatorVersion == CorpusGenerator.generatorVersion {
                print("reusing corpus in \(directory.path) (seed \(seed), generator v\(marker.generatorVersion))")
                printStats(marker.stats, seconds: nil)
                return
            }
            for entry in entries {
                try fileManager.removeItem(at: directory.appendingPathComponent(entry))
            }
        }
    }

    let start = DispatchTime.now().uptimeNanoseconds
    let generator = CorpusGenerator(seed: seed, fileCount: fileCount)
    let stats = try generator.write(to: directory)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("corpus in \(directory.path) (seed \(seed), app \(generator.appName), generator v\(CorpusGenerator.generatorVersion))")
    printStats(stats, seconds: seconds)
}

func printStats(_ stats: CorpusStats, seconds: Double?) {
    let megabytes = Double(stats.bytes) / 1_000_000
    let average = stats.files == 0 ? 0 : Double(stats.bytes) / Double(stats.files) / 1_000
    func percent(_ share: Double) -> String { String(format: "%.1f %%", share * 100) }
    print("files:   \(stats.files)")
    print(String(format: "bytes:   %d (%.1f MB; %.1f–%.1f KB per file, average %.1f KB)",
                 stats.bytes, megabytes, Double(stats.smallestFile) / 1_000, Double(stats.largestFile) / 1_000, average))
    print("views:   \(stats.count(.view) + stats.count(.glass)) (\(percent(stats.viewShare)) of files, glass files included)")
    print("glass:   \(stats.count(.glass)) (\(percent(stats.glassShare)) of files touch Liquid Glass, bars or materials)")
    let kinds = CorpusFileKind.allCases.map { "\($0.rawValue) \(stats.count($0))" }.joined(separator: ", ")
    print("kinds:   \(kinds)")
    if let seconds { print(String(format: "seconds: %.2f", seconds)) }
}
