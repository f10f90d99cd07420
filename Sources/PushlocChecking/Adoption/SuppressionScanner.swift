import PushlocDiagnostics
import PushlocFormats
import PushlocStringCatalog
import PushlocStringsFile

/// The `pushloc:disable` directives of checked files, read from their parsed documents: the file is not
/// read or decoded again, so a directive is seen in every encoding the reader decodes.
///
/// A `.strings` file's directives are its ``StringsFile/StringsDocument/directiveComments``, which the
/// parser keeps wherever they stand (an entry's documenting comment has no place, and a comment apart
/// from any entry is otherwise dropped). A String Catalog's are in its keys' `comment` fields. The
/// `.stringsdict` reader keeps no XML comments, so such a file has none.
package enum SuppressionScanner {
    /// The directives of one table file as it was read.
    package static func directives(in document: TableDocument) -> [SuppressionDirective] {
        switch document {
        case .strings(let strings): directives(in: strings)
        case .stringsDict: []
        case .stringCatalog(let catalog): directives(in: catalog)
        }
    }

    /// The directives of the `.strings` text `text`, as the UTF-8 file `file` holding it.
    package static func directives(in text: String, file: String) -> [SuppressionDirective] {
        directives(in: StringsParser.parse(Array(text.utf8), path: file))
    }

    /// The directives of a parsed `.strings` file, from its comments that open with `pushloc:`.
    package static func directives(in document: StringsDocument) -> [SuppressionDirective] {
        guard !document.directiveComments.isEmpty else { return [] }
        var directives: [SuppressionDirective] = []
        var open: [String: (SourceLocation, Int)] = [:]
        for comment in document.directiveComments {
            guard let command = SuppressionCommand(comment.text[...]) else { continue }
            let location = SourceLocation(file: document.path, line: comment.line, column: comment.column)
            switch command.verb {
            case "disable:next":
                let lines = comment.nextEntryLines ?? (comment.endLine + 1)...(comment.endLine + 1)
                directives.append(SuppressionDirective(
                    location: location, rules: command.rules, firstLine: lines.lowerBound, lastLine: lines.upperBound))
            case "disable":
                for rule in command.rules where open[rule] == nil { open[rule] = (location, comment.endLine) }
            case "enable":
                for rule in command.rules {
                    guard let (start, line) = open.removeValue(forKey: rule) else { continue }
                    directives.append(SuppressionDirective(location: start, rules: [rule], firstLine: line, lastLine: comment.line))
                }
            default:
                continue
            }
        }
        for (rule, (start, line)) in open {
            directives.append(SuppressionDirective(
                location: start, rules: [rule], firstLine: line, lastLine: max(line, document.lastContentLine)))
        }
        return sorted(directives)
    }

    /// The directives in a String Catalog's `comment` fields: where a line of a key's comment holds
    /// `pushloc:disable:next` or `pushloc:disable`, the rule ids after it on that line (none: `all`) are
    /// not reported for that key. The directive's place is the key's.
    package static func directives(in catalog: StringCatalogDocument) -> [SuppressionDirective] {
        var directives: [SuppressionDirective] = []
        for entry in catalog.entries ?? [] {
            guard let comment = entry.comment, comment.contains(SuppressionCommand.marker) else { continue }
            for line in comment.split(whereSeparator: \.isNewline) {
                guard let start = line.firstRange(of: SuppressionCommand.marker)?.lowerBound,
                      let command = SuppressionCommand(line[start...]),
                      command.verb == "disable:next" || command.verb == "disable" else { continue }
                directives.append(SuppressionDirective(location: entry.keyLocation, rules: command.rules, key: entry.key))
            }
        }
        return sorted(directives)
    }

    /// In order of place, then of the rules named.
    private static func sorted(_ directives: [SuppressionDirective]) -> [SuppressionDirective] {
        directives.sorted { ($0.location, $0.rules.sorted().joined(separator: " ")) < ($1.location, $1.rules.sorted().joined(separator: " ")) }
    }
}
