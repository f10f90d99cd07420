/// The rule table of the README's "## Rules" section.
enum RuleTable {
    /// The lines of the section's first table (from its `| rule |` header to the first line that is
    /// not a table row), each followed by a newline; `nil` when there is none.
    static func section(of readme: String) -> String? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "## Rules"),
              let start = lines[heading...].firstIndex(where: { $0.hasPrefix("| rule |") }) else { return nil }
        let rows = lines[start...].prefix { $0.hasPrefix("|") }
        return rows.map { $0 + "\n" }.joined()
    }
}
