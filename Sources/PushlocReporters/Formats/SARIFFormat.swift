import PushlocJSON
import PushlocDiagnostics
import PushlocRules

/// `sarif`: SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
public struct SARIFFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `sarif`.
    public var identifier: String { "sarif" }

    /// What the format is for.
    public var description: String { "SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers" }

    /// The SARIF schema this writes.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report as a SARIF log with one run.
    public func render(_ report: CheckReport) -> String {
        let fired = Set(report.diagnostics.map(\.rule)).subtracting(RuleRegistry.ids)
        let rules = RuleRegistry.all + fired.sorted().map(RuleRegistry.description(of:))
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver: JSONValue = .object(JSONObject([
            JSONMember(key: "name", value: "pushloc"),
            JSONMember(key: "version", value: .string(ToolVersion.current)),
            JSONMember(key: "informationUri", value: "https://github.com/pushloc/pushloc"),
            JSONMember(key: "rules", value: .array(rules.map(Self.ruleMetadata))),
        ]))
        let results: [JSONValue] = report.diagnostics.map { diagnostic in
            var members: [JSONMember] = [
                JSONMember(key: "ruleId", value: .string(diagnostic.rule)),
                JSONMember(key: "ruleIndex", value: .number(JSONNumber(ruleIndex[diagnostic.rule] ?? 0))),
                JSONMember(key: "level", value: .string(diagnostic.severity.rawValue)),
                JSONMember(key: "message", value: .object(JSONObject([JSONMember(key: "text", value: .string(diagnostic.message))]))),
            ]
            if let location = diagnostic.location {
                members.append(JSONMember(key: "locations", value: .array([.object(JSONObject([Self.physicalLocation(location)]))])))
            }
            // Each language of a finding about one defect in several, at its own string.
            let related = (diagnostic.languages?.members ?? []).compactMap { member -> JSONValue? in
                guard let place = member.location else { return nil }
                return .object(JSONObject([
                    Self.physicalLocation(place),
                    JSONMember(key: "message", value: .object(JSONObject([JSONMember(key: "text", value: .string(member.language))]))),
                ]))
            }
            if !related.isEmpty { members.append(JSONMember(key: "relatedLocations", value: .array(related))) }
            var properties: [JSONMember] = []
            if let language = diagnostic.language { properties.append(JSONMember(key: "language", value: .string(language))) }
            if let table = diagnostic.table { properties.append(JSONMember(key: "table", value: .string(table))) }
            if let key = diagnostic.key { properties.append(JSONMember(key: "key", value: .string(key))) }
            if let path = diagnostic.jsonPath { properties.append(JSONMember(key: "jsonPath", value: .string(path))) }
            if !properties.isEmpty { members.append(JSONMember(key: "properties", value: .object(JSONObject(properties)))) }
            return .object(JSONObject(members))
        }
        let log: JSONValue = .object(JSONObject([
            JSONMember(key: "$schema", value: .string(Self.schema)),
            JSONMember(key: "version", value: "2.1.0"),
            JSONMember(key: "runs", value: .array([.object(JSONObject([
                JSONMember(key: "tool", value: .object(JSONObject([JSONMember(key: "driver", value: driver)]))),
                JSONMember(key: "originalUriBaseIds", value: .object(JSONObject([
                    JSONMember(key: Self.srcroot, value: .object(JSONObject([
                        JSONMember(key: "description", value: .object(JSONObject([JSONMember(key: "text", value: "The working directory of pushloc check")]))),
                    ]))),
                ]))),
                JSONMember(key: "columnKind", value: "unicodeCodePoints"),
                JSONMember(key: "results", value: .array(results)),
            ]))])),
        ]))
        return String(decoding: JSONWriter.serialize(log), as: UTF8.self) + "\n"
    }

    /// The base id of relative paths: the working directory the paths are relative to.
    static let srcroot = "%SRCROOT%"

    /// A rule's `reportingDescriptor`: id, descriptions, default level and help.
    static func ruleMetadata(_ rule: RuleDescription) -> JSONValue {
        func text(_ value: String) -> JSONValue { .object(JSONObject([JSONMember(key: "text", value: .string(value))])) }
        return .object(JSONObject([
            JSONMember(key: "id", value: .string(rule.id)),
            JSONMember(key: "name", value: .string(rule.id)),
            JSONMember(key: "shortDescription", value: text(rule.summary)),
            JSONMember(key: "fullDescription", value: text("\(rule.summary). \(rule.help)")),
            JSONMember(key: "defaultConfiguration", value: .object(JSONObject([
                JSONMember(key: "level", value: .string(rule.defaultSeverity.rawValue)),
            ]))),
            JSONMember(key: "help", value: text(rule.help)),
        ]))
    }

    /// `"physicalLocation"`: the file and the line and column in it, as a result's location and each
    /// related location give it.
    private static func physicalLocation(_ location: SourceLocation) -> JSONMember {
        JSONMember(key: "physicalLocation", value: .object(JSONObject([
            JSONMember(key: "artifactLocation", value: artifactLocation(location.file)),
            JSONMember(key: "region", value: .object(JSONObject([
                JSONMember(key: "startLine", value: .number(JSONNumber(location.line))),
                JSONMember(key: "startColumn", value: .number(JSONNumber(location.column))),
            ]))),
        ])))
    }

    /// A relative path as a percent-encoded URI relative to ``srcroot``; an absolute one as a `file:` URI.
    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object(JSONObject([JSONMember(key: "uri", value: .string("file://" + percentEncoded(path)))]))
        }
        return .object(JSONObject([
            JSONMember(key: "uri", value: .string(percentEncoded(path))),
            JSONMember(key: "uriBaseId", value: .string(srcroot)),
        ]))
    }

    /// RFC 3986: unreserved characters and `/` stay; every other UTF-8 byte becomes `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
