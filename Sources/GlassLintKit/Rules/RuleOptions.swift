/// A value a rule option can take in the configuration file.
public enum OptionValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case strings([String])

    var typeName: String {
        switch self {
        case .bool: "a boolean"
        case .int: "an integer"
        case .strings: "an array of strings"
        }
    }

    func hasSameType(as other: OptionValue) -> Bool {
        typeName == other.typeName
    }
}

/// One option a rule accepts, with its default.
public struct RuleOption: Sendable {
    public let name: String
    public let summary: String
    public let defaultValue: OptionValue

    public init(_ name: String, default defaultValue: OptionValue, summary: String) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// The options one rule runs with: its defaults overlaid with the configured values.
/// Values were checked against the declared options when the configuration was read.
public struct RuleOptions: Sendable {
    private let values: [String: OptionValue]

    public init(declared: [RuleOption], configured: [String: OptionValue] = [:]) {
        var values: [String: OptionValue] = [:]
        for option in declared {
            values[option.name] = configured[option.name] ?? option.defaultValue
        }
        self.values = values
    }

    public func int(_ name: String) -> Int {
        guard case .int(let value)? = values[name] else { preconditionFailure("no integer option \(name)") }
        return value
    }

    public func bool(_ name: String) -> Bool {
        guard case .bool(let value)? = values[name] else { preconditionFailure("no boolean option \(name)") }
        return value
    }

    public func strings(_ name: String) -> [String] {
        guard case .strings(let value)? = values[name] else { preconditionFailure("no list option \(name)") }
        return value
    }
}
