import PushlocDiagnostics
import PushlocJSON

/// `gitlab`: GitLab Code Quality JSON, for merge request widgets: an array of
/// `{description, check_name, fingerprint, severity, location: {path, lines: {begin}}}`.
///
/// The fingerprint hashes the finding's rule, file, language, table and key: not its line, so GitLab
/// tracks a finding across commits that move it, and not its message, whose counts ("678 of 681 keys")
/// change as translation goes on. Findings that share all of these (two of one rule at one key, or
/// key-less ones in one file) are told apart by their order among themselves in the report.
public struct GitLabFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `gitlab`.
    public var identifier: String { "gitlab" }

    /// What the format is for.
    public var description: String { "GitLab Code Quality JSON" }

    /// Code Quality's severity: `major` for an error, `minor` for a warning, `info` for a note.
    static func severity(of severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// The report as a Code Quality array.
    public func render(_ report: CheckReport) -> String {
        var seen: [String: Int] = [:]
        let issues: [JSONValue] = report.diagnostics.map { diagnostic in
            let identity = Self.identity(of: diagnostic)
            let repeats = seen[identity, default: 0]
            seen[identity] = repeats + 1
            return .object(JSONObject([
                JSONMember(key: "description", value: .string("\(diagnostic.message) [\(diagnostic.rule)]")),
                JSONMember(key: "check_name", value: .string(diagnostic.rule)),
                JSONMember(key: "fingerprint", value: .string(Self.fingerprint(of: identity, occurrence: repeats))),
                JSONMember(key: "severity", value: .string(Self.severity(of: diagnostic.severity))),
                JSONMember(key: "location", value: .object(JSONObject([
                    JSONMember(key: "path", value: .string(diagnostic.location?.file ?? ".")),
                    JSONMember(key: "lines", value: .object(JSONObject([
                        JSONMember(key: "begin", value: .number(JSONNumber(diagnostic.location?.line ?? 1))),
                    ]))),
                ]))),
            ]))
        }
        return String(decoding: JSONWriter.serialize(.array(issues)), as: UTF8.self) + "\n"
    }

    /// What identifies a finding across runs: its rule, file, language, table and key, never its
    /// message or line.
    static func identity(of diagnostic: Diagnostic) -> String {
        [diagnostic.rule, diagnostic.location?.file ?? "", diagnostic.language ?? "", diagnostic.table ?? "", diagnostic.key ?? ""]
            .joined(separator: "\u{1F}")
    }

    /// 128 bits of two FNV-1a hashes of `identity` (and, for its second and later findings in one
    /// report, their ordinal), as 32 hex digits.
    static func fingerprint(of identity: String, occurrence: Int = 0) -> String {
        let bytes = Array((occurrence == 0 ? identity : identity + "\u{1F}#\(occurrence)").utf8)
        func fnv(_ seed: UInt64) -> UInt64 {
            bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
        }
        return HexDigits.sixteen(fnv(0xcbf29ce484222325)) + HexDigits.sixteen(fnv(0x84222325cbf29ce4))
    }
}
