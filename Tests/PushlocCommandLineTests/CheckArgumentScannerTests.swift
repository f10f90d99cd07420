import PushlocTestSupport
import Testing
@testable import pushloc

/// The fast reader of `pushloc check`'s command line against argument-parser reading the same words from
/// the root: where the fast reader takes a line, both give the same options; where argument-parser
/// refuses a line, the fast reader gives it up too.
@Suite struct CheckArgumentScannerTests {
    /// What argument-parser makes of `pushloc check WORDS`, `nil` when it refuses them or they ask for
    /// something else (help, a completion script).
    static func parsed(_ words: [String]) -> CheckArguments? {
        (try? Pushloc.parseAsRoot(["check"] + words) as? CheckCommand)?.arguments
    }

    static let lines: [[String]] = [
        [], ["Localizations"], ["a", "b/c.strings"], ["--strict"], ["--strict", "--strict"],
        ["--format", "json", "App"], ["--reporter", "sarif"], ["--format=json"], ["--format", "xml"], ["--format", "json", "--reporter", "text"],
        ["--base", "fr", "--templates", "t"], ["--base=", "x"], ["--base"], ["--base", "--strict"], ["--base", "-x"],
        ["--exclude", "Pods/**", "--exclude", "b"], ["--exclude=a", "--only-rule", "loc-args-arity", "--only-rule=x"],
        ["--missing-keys", "each"], ["--missing-keys", "sometimes"], ["--color", "never", "--quiet"], ["--color", "blue"],
        ["--config", "c.yml", "--baseline", "b.json", "--write-baseline", "w.json", "--include-unshipped"],
        ["--fix", "--dry-run", "L"], ["--dry-run"], ["--help"], ["-h"], ["--version"], ["--", "-x"], ["-"],
        ["--generate-completion-script", "bash"], ["--unknown"], ["-s"], ["--strict=yes"], ["help"],
        ["--config", "a", "--config", "b"], ["x", "--quiet", "y"], ["--templates", "t", "--templates=u"],
    ]

    @Test func everyLineReadsAsArgumentParserReadsIt() {
        for words in Self.lines {
            let fast = CheckArgumentScanner.scan(words)
            let reference = Self.parsed(words)
            if let fast { #expect(fast == reference, "\(words)") }
        }
        // Plain lines are taken by the fast reader (that is its purpose).
        for words in [["App"], ["--format", "json", "App"], ["--strict", "--only-rule", "a", "--only-rule", "b", "x.strings"]] {
            #expect(CheckArgumentScanner.scan(words) != nil, "\(words)")
        }
    }

    /// 400 generated lines, in four batches of 100 that run side by side.
    @Test(arguments: 0..<4) func generatedLinesReadAsArgumentParserReadsThem(batch: Int) {
        let vocabulary = [
            "App", "x.strings", "-", "--", "-h", "--help", "--strict", "--fix", "--dry-run", "--quiet", "--include-unshipped",
            "--base", "--base=fr", "--templates", "--exclude", "--exclude=*", "--missing-keys", "each", "grouped", "off", "maybe",
            "--format", "--reporter=json", "json", "sarif", "text", "--config", "--baseline", "--write-baseline", "--only-rule",
            "--color", "always", "never", "--color=auto", "--nope", "=", "--=", "help",
        ]
        var generator = SeededGenerator(seed: 44 &+ UInt64(batch))
        var taken = 0
        for _ in 0..<100 {
            let count = Int.random(in: 0...5, using: &generator)
            let words = (0..<count).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &generator)] }
            guard let fast = CheckArgumentScanner.scan(words) else { continue }
            taken += 1
            #expect(fast == Self.parsed(words), "\(words)")
        }
        #expect(taken > 5)
    }
}
