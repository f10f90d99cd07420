import Diagnostics
import JSON

/// GitLab Code Quality JSON: an array of `{description, check_name, fingerprint, severity, location: {path, lines: {begin}}}`.
///
/// The fingerprint hashes the finding's rule, file, language, table, key and message (not its line),
/// so GitLab tracks a finding across commits that move it.
public enum GitLabReporter {
    /// The report as a Code Quality array.
    public static func render(_ report: CheckReport) -> String {
        let issues: [JSONValue] = report.diagnostics.map { diagnostic in
            .object(JSONObject([
                JSONMember(key: "description", value: .string("\(diagnostic.message) [\(diagnostic.rule)]")),
                JSONMember(key: "check_name", value: .string(diagnostic.rule)),
                JSONMember(key: "fingerprint", value: .string(fingerprint(of: diagnostic))),
                JSONMember(key: "severity", value: .string(diagnostic.severity == .error ? "major" : "minor")),
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

    /// 128 bits of two FNV-1a hashes, as 32 hex digits.
    static func fingerprint(of diagnostic: Diagnostic) -> String {
        let fields = [diagnostic.rule, diagnostic.location?.file ?? "", diagnostic.language ?? "", diagnostic.table ?? "",
                      diagnostic.key ?? "", diagnostic.message]
        let bytes = Array(fields.joined(separator: "\u{1F}").utf8)
        func fnv(_ seed: UInt64) -> UInt64 {
            bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
        }
        let hex = [fnv(0xcbf29ce484222325), fnv(0x84222325cbf29ce4)].map { value -> String in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex.joined()
    }
}
