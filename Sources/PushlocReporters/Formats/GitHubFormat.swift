import PushlocDiagnostics

/// `github`: GitHub Actions workflow commands, which annotate a pull request's lines:
/// `::error file=...,line=...,col=...,title=rule::message`; a note is a `::notice`, GitHub's word for it.
public struct GitHubFormat: Reporter {
    /// Creates the reporter.
    public init() {}

    /// `github`.
    public var identifier: String { "github" }

    /// What the format is for.
    public var description: String { "GitHub Actions annotations (::error file=...::message)" }

    /// One workflow command per diagnostic.
    public func render(_ report: CheckReport) -> String {
        report.diagnostics.map(Self.line(for:)).map { $0 + "\n" }.joined()
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
        let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }

    /// GitHub's escaping for the message part (`%`, CR and LF), and every other control character
    /// (ESC, BEL, NUL, C1, U+2028/U+2029) made a visible escape as the text reporter does, so a key
    /// or value cannot send terminal sequences into a CI log.
    static func escapeData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default:
                if ControlCharacterEscaping.isControl(scalar) {
                    result += ControlCharacterEscaping.escaped(String(scalar))
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
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
