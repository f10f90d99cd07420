import Testing
@testable import PushlocFormatString

/// The one specifier of a string that must have exactly one.
private func only(_ format: String) throws -> FormatSpecifier {
    let parsed = ParsedFormat(format)
    // A lone numbered specifier above 1 leaves a gap; nothing else may be wrong.
    #expect(parsed.issues.allSatisfy { $0.rule == "argument-gap" }, "\(format): \(parsed.issues)")
    try #require(parsed.specifiers.count == 1, "\(format) has \(parsed.specifiers.count) specifiers")
    return parsed.specifiers[0]
}

@Suite("Grammar")
struct GrammarTests {
    @Test(arguments: ["-", "+", " ", "#", "0", "-+", "0-", "+ #0-", "--"])
    func flags(flags: String) throws {
        let specifier = try only("%\(flags)d")
        #expect(specifier.flags == flags)
        #expect(specifier.conversion == "d")
        #expect(specifier.text == "%\(flags)d")
        #expect(specifier.width == nil && specifier.precision == nil)
    }

    /// CoreFoundation has no `'` flag: `%'d` is no specifier (see `CoreFoundationRemnantTests`).
    @Test(arguments: ["'", "+ #0'-"])
    func theQuoteIsNoFlag(flags: String) {
        let parsed = ParsedFormat("%\(flags)d")
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.issues.map(\.rule) == ["invalid-specifier"])
    }

    @Test func fixedWidthAfterZeroFlag() throws {
        let specifier = try only("%05d")
        #expect(specifier.flags == "0")
        #expect(specifier.width == .fixed(5))
    }

    @Test func digitsWidth() throws {
        #expect(try only("%12@").width == .fixed(12))
        #expect(try only("%-3s").width == .fixed(3))
    }

    @Test func starWidthReadsThePositionBeforeTheValue() throws {
        let specifier = try only("%*d")
        #expect(specifier.width == .fromNextArgument)
        #expect(specifier.widthPosition == 1)
        #expect(specifier.position == 2)
        #expect(specifier.starPositions == [1])
    }

    @Test func numberedStarWidth() throws {
        let specifier = try only("%1$*2$d")
        #expect(specifier.width == .fromArgument(2))
        #expect(specifier.widthPosition == 2)
        #expect(specifier.position == 1)
        #expect(specifier.isPositional)
    }

    @Test func precisionForms() throws {
        #expect(try only("%.3f").precision == .fixed(3))
        #expect(try only("%.f").precision == .fixed(0))
        #expect(try only("%8.2f").width == .fixed(8))
        #expect(try only("%8.2f").precision == .fixed(2))
        let star = try only("%.*f")
        #expect(star.precision == .fromNextArgument)
        #expect(star.precisionPosition == 1)
        #expect(star.position == 2)
        let numbered = try only("%2$.*1$f")
        #expect(numbered.precision == .fromArgument(1))
        #expect(numbered.precisionPosition == 1)
        #expect(numbered.position == 2)
    }

    @Test func starWidthAndPrecisionComeBeforeTheValue() throws {
        let specifier = try only("%-*.*f")
        #expect(specifier.widthPosition == 1)
        #expect(specifier.precisionPosition == 2)
        #expect(specifier.position == 3)
        #expect(specifier.starPositions == [1, 2])
        let parsed = ParsedFormat("%-*.*f")
        #expect(parsed.signature.types == [1: .int, 2: .int, 3: .double])
        #expect(parsed.signature.argumentCount == 3)
    }

    @Test func briefExampleWithEverything() throws {
        let specifier = try only("%2$-*3$ld")
        #expect(specifier.position == 2)
        #expect(specifier.flags == "-")
        #expect(specifier.width == .fromArgument(3))
        #expect(specifier.lengthModifier == "l")
        #expect(specifier.type == .int64)
        #expect(specifier.text == "%2$-*3$ld")
    }

    @Test(arguments: [
        ("hh", ArgumentType.int), ("h", .int), ("l", .int64), ("ll", .int64), ("q", .int64),
        ("L", .int64), ("z", .int64), ("t", .int64), ("j", .int64), ("", .int),
    ])
    func lengthModifiers(length: String, type: ArgumentType) throws {
        let specifier = try only("%\(length)d")
        #expect(specifier.lengthModifier == length)
        #expect(specifier.type == type)
        #expect(!specifier.isPushCompatible)
    }

    @Test(arguments: [
        ("@", ArgumentType.object), ("d", .int), ("D", .int), ("i", .int), ("u", .int), ("U", .int),
        ("x", .int), ("X", .int), ("o", .int), ("O", .int), ("f", .double), ("F", .double),
        ("e", .double), ("E", .double), ("g", .double), ("G", .double), ("a", .double), ("A", .double),
        ("c", .char), ("C", .char), ("s", .cstring), ("S", .cstring), ("p", .pointer),
    ])
    func conversions(conversion: String, type: ArgumentType) throws {
        let specifier = try only("x%\(conversion)y")
        #expect(specifier.conversion == Character(conversion))
        #expect(specifier.type == type)
        #expect(specifier.offset == 1)
        #expect(specifier.position == 1)
        #expect(specifier.isPushCompatible == (conversion == "@"))
    }

    @Test(arguments: [("%lu", ArgumentType.int64), ("%lf", .double), ("%Lf", .double), ("%lc", .char), ("%ls", .cstring), ("%hhx", .int)])
    func lengthWithOtherConversions(format: String, type: ArgumentType) throws {
        #expect(try only(format).type == type)
    }

    @Test func percentIsASegmentAndReadsNothing() {
        let parsed = ParsedFormat("100%% sure")
        #expect(parsed.segments == [.literal("100"), .percent, .literal(" sure")])
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.signature == .empty)
        #expect(parsed.issues.isEmpty)
    }

    @Test func segmentsInOrder() throws {
        let parsed = ParsedFormat("Hi %@, %1$d%%!")
        let specifiers = parsed.specifiers
        try #require(specifiers.count == 2)
        #expect(parsed.segments == [
            .literal("Hi "), .specifier(specifiers[0]), .literal(", "), .specifier(specifiers[1]), .percent,
            .literal("!"),
        ])
    }

    @Test func offsetsCountUnicodeScalars() throws {
        // 👨‍👩‍👧 is 5 scalars, é written decomposed is 2, so %@ starts at 7.
        let parsed = ParsedFormat("👨‍👩‍👧e\u{301}%@ 😀%2$@")
        try #require(parsed.specifiers.count == 2)
        #expect(parsed.specifiers[0].offset == 7)
        #expect(parsed.specifiers[1].offset == 11)
    }

    @Test func percentFollowedByParsableTextIsARealSpecifier() throws {
        // "100% guaranteed" reads "% g": a space flag and a %g conversion.
        let parsed = ParsedFormat("100% guaranteed")
        try #require(parsed.specifiers.count == 1)
        let specifier = parsed.specifiers[0]
        #expect(specifier.text == "% g")
        #expect(specifier.flags == " ")
        #expect(specifier.conversion == "g")
        #expect(specifier.type == .double)
        #expect(specifier.offset == 3)
        #expect(parsed.signature.argumentCount == 1)
        #expect(parsed.pushIncompatibleSpecifiers == [specifier])
        #expect(parsed.segments == [.literal("100"), .specifier(specifier), .literal("uaranteed")])
        #expect(parsed.substituting(["X"]) == "100Xuaranteed")
    }

    @Test func variables() throws {
        let parsed = ParsedFormat("%#@files@ in %#@folders@")
        #expect(parsed.segments == [.variable("files"), .literal(" in "), .variable("folders")])
        #expect(parsed.variables == [
            FormatVariable(name: "files", position: 1, isPositional: false, text: "%#@files@", offset: 0),
            FormatVariable(name: "folders", position: 2, isPositional: false, text: "%#@folders@", offset: 13),
        ])
        #expect(parsed.signature.types == [1: .int64, 2: .int64])
        #expect(parsed.specifiers.isEmpty)
        #expect(parsed.issues.isEmpty)
    }

    @Test func numberedVariable() {
        let parsed = ParsedFormat("%2$#@n@ %1$@")
        #expect(parsed.variables.map(\.position) == [2])
        #expect(parsed.variables.first?.isPositional == true)
        #expect(parsed.signature.types == [1: .object, 2: .int64])
    }

    @Test(arguments: ["%#@", "%#@ x@", "%#@@", "%#@a b@"])
    func hashAtWithoutAVariableNameIsAnObjectSpecifier(format: String) throws {
        let parsed = ParsedFormat(format)
        #expect(parsed.variables.isEmpty)
        let specifier = try #require(parsed.specifiers.first)
        #expect(specifier.text == "%#@")
        #expect(specifier.flags == "#")
        #expect(specifier.type == .object)
        #expect(!specifier.isPushCompatible)
    }

    @Test(arguments: ["%@", "%1$@", "%12$@"])
    func pushCompatible(format: String) throws {
        #expect(try only(format).isPushCompatible)
    }

    @Test(arguments: ["%5@", "%-@", "%.2@", "%l@", "%1$ @", "%s", "%d", "%#@"])
    func pushIncompatible(format: String) throws {
        let parsed = ParsedFormat(format)
        #expect(parsed.pushIncompatibleSpecifiers.count == 1)
    }

    @Test func hugeWidthsSaturateInsteadOfOverflowing() throws {
        let specifier = try only("%999999999999999999999999d")
        #expect(specifier.width == .fixed(FormatLimits.maximumWrittenNumber))
        #expect(try only("%.99999999999999f").precision == .fixed(FormatLimits.maximumWrittenNumber))
    }

    @Test func argumentTypeSizeOnlyDifference() {
        #expect(ArgumentType.int.differsOnlyInSize(from: .int64))
        #expect(ArgumentType.int64.differsOnlyInSize(from: .int))
        #expect(!ArgumentType.int.differsOnlyInSize(from: .int))
        #expect(!ArgumentType.int.differsOnlyInSize(from: .double))
        #expect(!ArgumentType.object.differsOnlyInSize(from: .cstring))
    }

    @Test func equalityFollowsTheSource() {
        #expect(ParsedFormat("%@ x") == ParsedFormat("%@ x"))
        #expect(ParsedFormat("%@ x") != ParsedFormat("%@ y"))
        #expect(Set([ParsedFormat("a"), ParsedFormat("a")]).count == 1)
    }
}
