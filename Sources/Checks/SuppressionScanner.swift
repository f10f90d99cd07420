import Diagnostics

/// Finds the `pushloc:disable` comments of a `.strings` file.
///
/// A small tokenizer of its own rather than ``StringsParser``: the parser keeps an entry's documenting
/// comment as text, without positions, and only the comments right before an entry, while
/// `disable`/`enable` may stand anywhere. Quoted strings are skipped, so a `/*` inside a value is not a
/// comment. Malformed input is the parser's to report; this scanner never fails.
public enum SuppressionScanner {
    /// The directives of `text`, the decoded contents of `file`.
    public static func directives(in text: String, file: String) -> [SuppressionDirective] {
        guard text.contains("pushloc:") else { return [] }
        let tokens = tokenize(Array(text.unicodeScalars))
        var directives: [SuppressionDirective] = []
        var open: [String: (SourceLocation, Int)] = [:]
        var lastLine = 1
        for (index, token) in tokens.enumerated() {
            lastLine = max(lastLine, token.endLine)
            guard case .comment(let body) = token.kind, let command = Command(body) else { continue }
            let location = SourceLocation(file: file, line: token.line, column: token.column)
            switch command.verb {
            case "disable:next":
                let entry = nextEntry(in: tokens, after: index)
                directives.append(SuppressionDirective(location: location, rules: command.rules,
                                                       firstLine: entry?.first ?? token.endLine + 1, lastLine: entry?.last ?? token.endLine + 1))
            case "disable":
                for rule in command.rules where open[rule] == nil { open[rule] = (location, token.endLine) }
            case "enable":
                for rule in command.rules {
                    guard let (start, line) = open.removeValue(forKey: rule) else { continue }
                    directives.append(SuppressionDirective(location: start, rules: [rule], firstLine: line, lastLine: token.line))
                }
            default:
                continue
            }
        }
        for (rule, (start, line)) in open {
            directives.append(SuppressionDirective(location: start, rules: [rule], firstLine: line, lastLine: max(line, lastLine)))
        }
        return directives.sorted { ($0.location, $0.rules.sorted().joined(separator: " ")) < ($1.location, $1.rules.sorted().joined(separator: " ")) }
    }

    /// `pushloc:VERB RULE RULE ...` in a comment's text.
    private struct Command {
        var verb: String
        var rules: Set<String>

        init?(_ body: String) {
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," })
            guard let first = words.first, first.hasPrefix("pushloc:") else { return nil }
            verb = String(first.dropFirst("pushloc:".count))
            rules = Set(words.dropFirst().map(String.init))
            if rules.isEmpty { rules = ["all"] }
        }
    }

    private struct Token {
        enum Kind { case comment(String), quoted, semicolon, other }
        var kind: Kind
        var line: Int
        var column: Int
        var endLine: Int
    }

    /// The lines from the first token after `index` that is not a comment to the `;` that ends it.
    private static func nextEntry(in tokens: [Token], after index: Int) -> (first: Int, last: Int)? {
        var first: Int?
        for token in tokens[(index + 1)...] {
            if case .comment = token.kind { continue }
            if first == nil { first = token.line }
            if case .semicolon = token.kind, let first { return (first, token.endLine) }
        }
        return first.map { ($0, $0) }
    }

    private static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var i = 0, line = 1, column = 1
        func advance() {
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        while i < scalars.count {
            let c = scalars[i]
            let next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            let (startLine, startColumn) = (line, column)
            if c == "/" && (next == "*" || next == "/") {
                let block = next == "*"
                advance(); advance()
                var body = String.UnicodeScalarView()
                while i < scalars.count {
                    if block && scalars[i] == "*" && i + 1 < scalars.count && scalars[i + 1] == "/" { advance(); advance(); break }
                    if !block && scalars[i] == "\n" { break }
                    body.append(scalars[i])
                    advance()
                }
                tokens.append(Token(kind: .comment(String(body)), line: startLine, column: startColumn, endLine: line))
            } else if c == "\"" || c == "'" {
                advance()
                while i < scalars.count && scalars[i] != c {
                    if scalars[i] == "\\" && i + 1 < scalars.count { advance() }
                    advance()
                }
                if i < scalars.count { advance() }
                tokens.append(Token(kind: .quoted, line: startLine, column: startColumn, endLine: line))
            } else if c == ";" {
                advance()
                tokens.append(Token(kind: .semicolon, line: startLine, column: startColumn, endLine: line))
            } else if c.properties.isWhitespace {
                advance()
            } else {
                advance()
                tokens.append(Token(kind: .other, line: startLine, column: startColumn, endLine: line))
            }
        }
        return tokens
    }
}
