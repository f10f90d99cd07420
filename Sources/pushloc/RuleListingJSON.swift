import PushlocJSON
import PushlocRules

/// The registry's rules as `pushloc rules --format json` prints them.
enum RuleListingJSON {
    /// `{"rules":[…]}` as `pushloc rules --format json` prints it, for every rule.
    static func json(_ rules: [RuleDescription]) -> String {
        let document: JSONValue = .object(JSONObject([JSONMember(key: "rules", value: .array(rules.map(jsonValue)))]))
        return String(decoding: JSONWriter.serialize(document), as: UTF8.self) + "\n"
    }

    /// One rule's object, as an element of ``json(_:)``'s `rules`, and a newline.
    static func json(_ rule: RuleDescription) -> String {
        String(decoding: JSONWriter.serialize(jsonValue(rule)), as: UTF8.self) + "\n"
    }

    /// `{"id","severity","mandatory","fixable","summary","help","examples":[{"triggers","files","args","at"}]}`:
    /// `files` maps each path to its text, and `args` is the command `pushloc` runs in a folder that
    /// holds only those files.
    private static func jsonValue(_ rule: RuleDescription) -> JSONValue {
        .object(JSONObject([
            JSONMember(key: "id", value: .string(rule.id)),
            JSONMember(key: "severity", value: .string(rule.defaultSeverity.rawValue)),
            JSONMember(key: "mandatory", value: .bool(rule.isMandatory)),
            JSONMember(key: "fixable", value: .bool(rule.isFixable)),
            JSONMember(key: "summary", value: .string(rule.summary)),
            JSONMember(key: "help", value: .string(rule.help)),
            JSONMember(key: "examples", value: .array(rule.examples.map(jsonValue))),
        ]))
    }

    /// `{"triggers","files","args"}`, and `"at"` (`path:line:column`, or `the command line`) where the
    /// finding of a triggering example lands.
    private static func jsonValue(_ example: RuleExample) -> JSONValue {
        var members = [
            JSONMember(key: "triggers", value: .bool(example.triggers)),
            JSONMember(key: "files", value: .object(JSONObject(example.files.map { JSONMember(key: $0.path, value: .string($0.text)) }))),
            JSONMember(key: "args", value: .array(example.arguments.map { .string($0) })),
        ]
        if let place = example.place { members.append(JSONMember(key: "at", value: .string(place))) }
        return .object(JSONObject(members))
    }
}
