/// Finds YAML anchors (`&name`) and aliases (`*name`) before Yams reads the text.
///
/// A configuration comes from the repository, so a pull request can edit it. Yams expands every
/// alias into a copy of its node and hashes mapping keys to find duplicates, which walks every copy:
/// ten levels of aliases of aliases ("billion laughs") take hours. `.pushloc.yml` needs neither
/// anchors nor aliases, so the loader refuses them, at their line and column, before Yams builds
/// anything. The scan is one pass over the text: it follows YAML's quoting, comments, flow
/// collections and block scalars far enough to tell an anchor or alias at the start of a node from a
/// `&` or `*` inside a scalar (`"**/Pods/**"`, `a&b`, `# *note`).
struct YAMLAliasScanner {
    /// An anchor or alias, 1-based, columns counted in Unicode scalars.
    struct Found: Equatable {
        var line: Int
        var column: Int
        /// `*name` (an alias) rather than `&name` (an anchor).
        var isAlias: Bool
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var flowDepth = 0
    private var atNodeStart = true
    /// The indentation of the line that opened a block scalar (`|`, `>`) while inside one.
    private var blockScalarParent: Int?
    /// Scalars visited, for tests that bound the scan's cost.
    private(set) var steps = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The first anchor or alias of `text`, if any.
    static func firstAnchorOrAlias(in text: String) -> Found? {
        var scanner = YAMLAliasScanner(text)
        return scanner.scan()
    }

    /// Scans the whole text; returns the first anchor or alias.
    mutating func scan() -> Found? {
        if scalars.first == "\u{FEFF}" { advance() }
        startLine()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                advance()
                if scalar == "\r" && current == "\n" { advance() }
                newLine()
                continue
            }
            if scalar == " " || scalar == "\t" {
                advance()
                continue
            }
            if scalar == "#" && (index == lineStart || isBlank(scalars[index - 1])) {
                skipToEndOfLine()
                continue
            }
            if atNodeStart {
                if let found = nodeStart(scalar) { return found }
            } else {
                insideNode(scalar)
            }
        }
        return nil
    }

    /// A scalar where a node may begin: an anchor or alias here is one.
    private mutating func nodeStart(_ scalar: Unicode.Scalar) -> Found? {
        switch scalar {
        case "&", "*":
            return Found(line: line, column: index - lineStart + 1, isAlias: scalar == "*")
        case "!":
            while index < scalars.count && !isBlank(scalars[index]) && !isLineBreak(scalars[index]) { advance() }
        case "-", "?", ":":
            // An indicator when a space follows ("- item", "? key", ": value"), else a plain scalar.
            if !isSeparatorAfter(index) { atNodeStart = false }
            advance()
        case "[", "{":
            flowDepth += 1
            advance()
        case "]", "}":
            flowDepth = max(0, flowDepth - 1)
            atNodeStart = false
            advance()
        case "," where flowDepth > 0:
            advance()
        case "\"":
            skipDoubleQuoted()
            atNodeStart = false
        case "'":
            skipSingleQuoted()
            atNodeStart = false
        case "|", ">":
            blockScalarParent = indentation(ofLineAt: lineStart)
            skipToEndOfLine()
            atNodeStart = false
        default:
            atNodeStart = false
            advance()
        }
        return nil
    }

    /// A scalar inside a plain scalar or after a quoted one: only what ends a node matters.
    private mutating func insideNode(_ scalar: Unicode.Scalar) {
        switch scalar {
        case ":" where isSeparatorAfter(index):
            atNodeStart = true
        case "," where flowDepth > 0:
            atNodeStart = true
        case "[", "{":
            if flowDepth > 0 {
                flowDepth += 1
                atNodeStart = true
            }
        case "]", "}":
            if flowDepth > 0 { flowDepth -= 1 }
        default:
            break
        }
        advance()
    }

    /// Whether the scalar after `position` separates an indicator from what follows.
    private func isSeparatorAfter(_ position: Int) -> Bool {
        let next = position + 1
        guard next < scalars.count else { return true }
        let scalar = scalars[next]
        return isBlank(scalar) || isLineBreak(scalar) || (flowDepth > 0 && (scalar == "," || scalar == "]" || scalar == "}"))
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
        startLine()
    }

    /// At the start of a line: skips the content of a block scalar, and document markers.
    private mutating func startLine() {
        if let parent = blockScalarParent {
            while index < scalars.count {
                let indent = indentation(ofLineAt: lineStart)
                let end = endOfLine(from: lineStart)
                let blank = lineStart + indent == end
                guard blank || indent > parent else { break }
                index = end
                steps += 1
                guard index < scalars.count else { return }
                advance()
                if scalars[index - 1] == "\r" && current == "\n" { advance() }
                line += 1
                lineStart = index
            }
            blockScalarParent = nil
        }
        if flowDepth == 0 { atNodeStart = true }
        let marker = String(String.UnicodeScalarView(scalars[lineStart..<min(lineStart + 3, scalars.count)]))
        if (marker == "---" || marker == "...") && isSeparatorAfter(lineStart + 2) {
            index = lineStart + 3
            atNodeStart = true
        }
    }

    private mutating func skipDoubleQuoted() {
        advance()
        while index < scalars.count {
            let scalar = scalars[index]
            advance()
            if scalar == "\\" {
                if index < scalars.count && !isLineBreak(scalars[index]) { advance() }
            } else if scalar == "\"" {
                return
            } else if isLineBreak(scalar) {
                if scalar == "\r" && current == "\n" { advance() }
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func skipSingleQuoted() {
        advance()
        while index < scalars.count {
            let scalar = scalars[index]
            advance()
            if scalar == "'" {
                guard current == "'" else { return }
                advance()
            } else if isLineBreak(scalar) {
                if scalar == "\r" && current == "\n" { advance() }
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func skipToEndOfLine() {
        while index < scalars.count && !isLineBreak(scalars[index]) { advance() }
    }

    private func endOfLine(from start: Int) -> Int {
        var end = start
        while end < scalars.count && !isLineBreak(scalars[end]) { end += 1 }
        return end
    }

    private func indentation(ofLineAt start: Int) -> Int {
        var end = start
        while end < scalars.count && scalars[end] == " " { end += 1 }
        return end - start
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        index += 1
        steps += 1
    }

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
    private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
}
