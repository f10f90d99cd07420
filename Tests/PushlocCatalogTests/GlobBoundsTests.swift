import PushlocTestSupport
import Testing
@testable import PushlocCatalog

/// Globs come from untrusted configuration: matching is bounded by pattern × path, counted in steps.
@Suite struct GlobBoundsTests {
    @Test func repeatedDoubleStarsCostPatternTimesPath() {
        let path = (1...40).map { "d\($0)" }.joined(separator: "/")
        let pattern = GlobPattern(Array(repeating: "**", count: 6).joined(separator: "/") + "/nothing/**/x")
        let result = pattern.evaluate(path)
        #expect(!result.matches)
        // Six consecutive ** are one: 4 pattern components over 40 path components.
        #expect(result.steps <= 5 * 41)
    }

    @Test func manySeparatedDoubleStarsStayPolynomial() {
        let path = (1...40).map { "d\($0)" }.joined(separator: "/")
        let pattern = GlobPattern(Array(repeating: "**/d?", count: 12).joined(separator: "/") + "/none")
        let result = pattern.evaluate(path)
        #expect(!result.matches)
        #expect(result.steps <= 25 * 41)
    }

    @Test func collapsedDoubleStarsMatchAsOne() {
        #expect(GlobPattern("a/**/**/**/z").matches("a/z"))
        #expect(GlobPattern("**/**/Pods").matches("x/y/Pods/en.lproj"))
        #expect(!GlobPattern("**/**/Pods").matches("x/y/Podz"))
    }

    /// The matcher agrees with a plain recursive one on random small patterns and paths.
    @Test func agreesWithARecursiveMatcher() {
        var random = SeededGenerator(seed: 19)
        let atoms = ["a", "b", "*", "?", "**", "a*", "*b"]
        let names = ["a", "b", "ab", "ba", "bb"]
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 1...5, using: &random)).map { _ in atoms.randomElement(using: &random) ?? "a" }
            let path = (0..<Int.random(in: 0...5, using: &random)).map { _ in names.randomElement(using: &random) ?? "a" }
            let text = pattern.joined(separator: "/"), pathText = path.joined(separator: "/")
            let expected = (1...max(path.count, 1)).contains { count in
                count <= path.count && Self.recursive(pattern[...], path[..<count])
            }
            #expect(GlobPattern(text).matches(pathText) == expected, "\(text) ~ \(pathText)")
        }
    }

    private static func recursive(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (0...path.count).contains { recursive(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let component = path.first, component.wholeMatch(of: Self.regex(first)) != nil else { return false }
        return recursive(pattern.dropFirst(), path.dropFirst())
    }

    private static func regex(_ glob: String) -> Regex<Substring> {
        let body = glob.map { $0 == "*" ? "[^/]*" : $0 == "?" ? "[^/]" : String($0) }.joined()
        return (try? Regex(body, as: Substring.self)) ?? /(?!)/
    }
}
