/// A path glob as `--exclude` and the configuration's `excluded` take it: `*` matches any run of
/// characters within one path component, `?` one character, `**` any number of whole components
/// (zero included), and every other character itself.
///
/// A pattern matches a path when it matches the whole path or any of its leading folders, so
/// `**/StringsConvertor/input` excludes everything below such a folder.
///
/// Matching costs time linear in the pattern's components times the path's: consecutive `**` are
/// one, and a table of (pattern component, path component) pairs is filled once, so a pattern from
/// an untrusted configuration cannot make matching exponential.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as given.
    public let text: String
    private let components: [Component]

    /// One component of a pattern.
    private enum Component: Sendable, Hashable {
        /// `**`: any number of whole components.
        case anyComponents
        /// A component with `*` and `?`.
        case component([Unicode.Scalar])
    }

    /// Creates a pattern. A trailing `/` is ignored; a leading `./` too.
    public init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        var components: [Component] = []
        for part in trimmed.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "**" {
                if components.last != .anyComponents { components.append(.anyComponents) }
            } else {
                components.append(.component(Array(part.unicodeScalars)))
            }
        }
        self.components = components
    }

    /// The pattern as given.
    public var description: String { text }

    /// Whether `path` (components separated by `/`) or one of its leading folders matches.
    public func matches(_ path: String) -> Bool {
        evaluate(path).matches
    }

    /// Whether `path` matches, and how many (pattern component, path component) pairs were visited:
    /// at most (pattern components + 1) × (path components + 1), whatever the pattern.
    package func evaluate(_ path: String) -> (matches: Bool, steps: Int) {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        let width = parts.count + 1
        // reached[i * width + j]: the first i pattern components match the first j path components.
        var reached = [Bool](repeating: false, count: (components.count + 1) * width)
        reached[0] = true
        var steps = 0
        for (index, component) in components.enumerated() {
            for consumed in 0...parts.count where reached[index * width + consumed] {
                steps += 1
                switch component {
                case .anyComponents:
                    reached[(index + 1) * width + consumed] = true
                    if consumed < parts.count { reached[index * width + consumed + 1] = true }
                case .component(let pattern):
                    if consumed < parts.count && Self.matchComponent(pattern, parts[consumed]) {
                        reached[(index + 1) * width + consumed + 1] = true
                    }
                }
            }
        }
        // The whole path or one of its leading folders: any non-empty prefix the whole pattern matched.
        let last = components.count * width
        let matches = parts.isEmpty ? false : (1...parts.count).contains { reached[last + $0] }
        return (matches, steps)
    }

    /// `*` and `?` within one component, by the classic linear backtracking over the last `*`.
    private static func matchComponent(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        var patternIndex = 0, textIndex = 0
        var star: Int?, starText = 0
        while textIndex < text.count {
            if patternIndex < pattern.count && (pattern[patternIndex] == "?" || pattern[patternIndex] == text[textIndex]) {
                patternIndex += 1
                textIndex += 1
            } else if patternIndex < pattern.count && pattern[patternIndex] == "*" {
                star = patternIndex
                starText = textIndex
                patternIndex += 1
            } else if let starIndex = star {
                patternIndex = starIndex + 1
                starText += 1
                textIndex = starText
            } else {
                return false
            }
        }
        while patternIndex < pattern.count && pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
