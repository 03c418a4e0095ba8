/// The part of the SARIF 2.1.0 object model that glasslint writes. Property names are
/// the specification's; optional properties are left out when `nil`.
enum SARIFLog {
    struct Log: Encodable {
        let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let columnKind = "utf16CodeUnits"
        let invocations: [Invocation]
        let results: [Result]
        let properties: [String: Int]?
    }

    struct Tool: Encodable {
        let driver: Driver
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        let id: String
        let shortDescription: Message
        let fullDescription: Message
        let help: MultiformatMessage
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        let level: String
    }

    struct Message: Encodable {
        let text: String
    }

    struct MultiformatMessage: Encodable {
        let text: String
        let markdown: String
    }

    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        let level: String
        let message: Message
        let locations: [Location]?
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
        let partialFingerprints: [String: String]?
        let fixes: [Fix]?
    }

    struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    /// Lines and UTF-16 columns (the run's `columnKind`), bytes, or both.
    struct Region: Encodable {
        var startLine: Int?
        var startColumn: Int?
        var endLine: Int?
        var endColumn: Int?
        var byteOffset: Int?
        var byteLength: Int?
    }

    struct Fix: Encodable {
        let description: Message
        let artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        let artifactLocation: ArtifactLocation
        let replacements: [Replacement]
    }

    struct Replacement: Encodable {
        let deletedRegion: Region
        let insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        let text: String
    }
}
