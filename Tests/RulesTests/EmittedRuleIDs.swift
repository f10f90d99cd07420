/// The rule ids the code can emit, read from its source: every string constant of the rule-id enums
/// (`RuleID`, `CheckRule`, `JSONRule`, `StringCatalogRule`, `PayloadRule`, `DevtodevRule`,
/// `CatalogLoader.Rule`, `StringsDictChecks.Rule`) and every literal passed as `rule:`.
///
/// Reading the source rather than listing the constants by hand means a new constant is caught
/// without anyone remembering to add it to a test.
enum EmittedRuleIDs {
    /// The names of the enums that hold rule ids.
    static let enumNames: Set<String> = ["RuleID", "CheckRule", "JSONRule", "StringCatalogRule", "PayloadRule", "DevtodevRule", "Rule"]

    /// (enum, id) for every `static let name = "id"` directly inside one of ``enumNames``.
    static func constants(in text: String) -> [(owner: String, id: String)] {
        var found: [(String, String)] = []
        // The enclosing declarations as a stack of (name, brace depth at which they opened).
        var scopes: [(name: String, depth: Int)] = []
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let code = line.trimmingPrefix(while: \.isWhitespace)
            if code.hasPrefix("//") { continue }
            if let name = declaredEnum(in: code), code.contains("{") {
                scopes.append((name, depth))
            }
            // A constant directly in the enum's body: one brace deeper than the enum's own line.
            if let owner = scopes.last, owner.depth == depth - 1, enumNames.contains(owner.name), let id = stringConstant(in: code) {
                found.append((owner.name, id))
            }
            depth += code.count { $0 == "{" } - code.count { $0 == "}" }
            while let last = scopes.last, depth <= last.depth { scopes.removeLast() }
        }
        return found
    }

    /// Every string literal passed as a `rule:` argument (`rule: "some-id"`).
    static func literalArguments(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "rule: \"") {
            let after = rest[range.upperBound...]
            if let end = after.firstIndex(of: "\"") { found.append(String(after[..<end])) }
            rest = after
        }
        return found
    }

    private static func declaredEnum(in code: Substring) -> String? {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == ":" })
        guard let index = words.firstIndex(of: "enum"), index + 1 < words.count else { return nil }
        return String(words[index + 1])
    }

    private static func stringConstant(in code: Substring) -> String? {
        guard code.contains("static let "), let equals = code.range(of: "= \"") else { return nil }
        let after = code[equals.upperBound...]
        guard let end = after.firstIndex(of: "\"") else { return nil }
        return String(after[..<end])
    }
}
