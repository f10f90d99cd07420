import Diagnostics

/// GitHub Actions workflow commands: `::error file=...,line=...,col=...,title=rule::message`.
public enum GitHubReporter {
    /// One workflow command per diagnostic.
    public static func render(_ report: CheckReport) -> String {
        report.diagnostics.map(line(for:)).map { $0 + "\n" }.joined()
    }

    /// The workflow command for one diagnostic.
    public static func line(for diagnostic: Diagnostic) -> String {
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=\(escapeProperty(location.file))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(escapeProperty(diagnostic.rule))")
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }

    /// GitHub's escaping for the message part.
    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// GitHub's escaping for property values.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
