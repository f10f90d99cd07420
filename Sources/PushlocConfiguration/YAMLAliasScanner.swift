import CYaml

/// Finds YAML anchors (`&name`) and aliases (`*name`) before Yams builds any node.
///
/// A configuration comes from the repository, so a pull request can edit it. Yams expands every
/// alias into a copy of its node and hashes mapping keys to find duplicates, which walks every copy:
/// ten levels of aliases of aliases ("billion laughs") take hours. `.pushloc.yml` needs neither
/// anchors nor aliases, so the loader refuses them, at their line and column, before Yams composes
/// anything.
///
/// The scan asks libyaml's own tokenizer, the one Yams's parser reads, for its tokens: what it calls
/// an anchor or an alias is exactly what the parser would expand, whatever the quoting, comments,
/// block scalars, indentation or line breaks (libyaml also ends lines at U+0085, U+2028 and U+2029).
/// Tokenizing is linear in the text; no node is built.
struct YAMLAliasScanner {
    /// An anchor or alias, 1-based, columns counted in Unicode scalars (libyaml's marks).
    struct Found: Equatable {
        var line: Int
        var column: Int
        /// `*name` (an alias) rather than `&name` (an anchor).
        var isAlias: Bool
    }

    private let text: String
    /// Tokens read, for tests that bound the scan's cost.
    private(set) var steps = 0

    init(_ text: String) {
        self.text = text
    }

    /// The first anchor or alias of `text`, if any.
    static func firstAnchorOrAlias(in text: String) -> Found? {
        var scanner = YAMLAliasScanner(text)
        return scanner.scan()
    }

    /// Tokenizes the text up to its first anchor or alias, its end, or the first place libyaml
    /// cannot tokenize (where Yams's parser stops too, with its own error). An anchor or alias whose
    /// name is malformed (`**/Pods/**` unquoted) is that place, and is reported as one.
    mutating func scan() -> Found? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Found? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var token = yaml_token_t()
            while true {
                guard yaml_parser_scan(&parser, &token) == 1 else { return Self.malformedAnchorOrAlias(parser) }
                defer { yaml_token_delete(&token) }
                steps += 1
                switch token.type {
                case YAML_ANCHOR_TOKEN, YAML_ALIAS_TOKEN:
                    return Found(line: Int(token.start_mark.line) + 1, column: Int(token.start_mark.column) + 1,
                                 isAlias: token.type == YAML_ALIAS_TOKEN)
                case YAML_STREAM_END_TOKEN, YAML_NO_TOKEN:
                    return nil
                default:
                    continue
                }
            }
        }
    }

    /// Where libyaml stopped, when it stopped inside an anchor or alias.
    private static func malformedAnchorOrAlias(_ parser: yaml_parser_t) -> Found? {
        guard let context = parser.context else { return nil }
        let isAlias: Bool
        switch String(cString: context) {
        case "while scanning an alias": isAlias = true
        case "while scanning an anchor": isAlias = false
        default: return nil
        }
        return Found(line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1, isAlias: isAlias)
    }
}
