import Testing
@testable import PushlocChecks

/// The placeholders an app replaces itself, found in a value's text as written.
@Suite struct AppPlaceholdersTests {
    @Test(arguments: [
        ("Hello {name}, you have {{count}} new", true, ["{name}", "{count}"]),
        ("Привет, ${user.name}! Осталось %1 из %2 — {0}", true, ["${user.name}", "%1", "%2", "{0}"]),
        ("é{name}ü and {name} again", true, ["{name}"]),
        ("%1$@ and %%1 and %1d and 50%5ç and %0.2f", true, []),
        ("50%5 ç", true, ["%5"]),
        ("%0. Fin {a.b_c9}", true, ["%0", "{a.b_c9}"]),
        ("%1 only when asked", false, []),
        ("{ not a token } {1a} {é} {}", true, []),
        ("", true, []),
    ])
    func tokensAreFoundAsWritten(text: String, percentTokens: Bool, expected: [String]) {
        #expect(AppPlaceholders.tokens(in: text, percentTokens: percentTokens) == expected)
    }
}
