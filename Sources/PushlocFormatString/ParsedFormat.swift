/// A format string parsed by the `objc-format` grammar (DESIGN.md section 4): its segments, its
/// signature, the problems within it, and device-faithful substitution.
///
/// Parsing never fails: every problem is a ``FormatIssue``, and an invalid specifier stays in
/// ``segments`` as literal text. Parse once and substitute many times; a `ParsedFormat` is
/// immutable and safe to share between threads.
public struct ParsedFormat: Sendable, Hashable {
    /// The format string as given.
    public let source: String
    /// The string in order: literal text, `%%`, specifiers and variables.
    public let segments: [FormatSegment]
    /// Argument position to type class, and the argument count.
    public let signature: FormatSignature
    /// Problems within the string, ordered by offset.
    public let issues: [FormatIssue]
    /// The `.stringsdict` variables (`%#@name@`) in string order.
    public let variables: [FormatVariable]

    /// The device's substitution plan. The render steps of the typed substitution are not kept: a
    /// catalog holds hundreds of thousands of these, and only the library's typed path needs them,
    /// so it re-derives them from ``source``.
    @usableFromInline let devicePlan: DevicePlan

    /// Parses `source`.
    public init(_ source: String) {
        let result = FormatParser(source).parse()
        self.source = source
        self.segments = result.segments
        self.signature = result.signature
        self.issues = result.issues
        self.variables = result.variables
        self.devicePlan = DevicePlan(items: result.renderItems, percentCount: result.percentCount)
    }

    /// The valid specifiers of `source` in string order (``specifiers``), from a parse that builds
    /// neither segments nor issues: for a caller that needs no more, such as the numbering of a plural
    /// form, whose issue messages (mixed numbering quotes the directives) were most of its cost.
    package static func specifiers(in source: String) -> [FormatSpecifier] {
        FormatParser(source, buildsSegments: false, buildsIssues: false).parse().specifiers
    }

    /// The literal text segments of `source` in order (the `.literal` ``segments``), from a parse
    /// that builds no issues.
    package static func literalTexts(in source: String) -> [String] {
        FormatParser(source, buildsIssues: false).parse().segments.compactMap { segment in
            if case .literal(let text) = segment { return text }
            return nil
        }
    }

    /// The valid specifiers in string order (not `%%`, not variables).
    public var specifiers: [FormatSpecifier] {
        segments.compactMap { segment in
            if case .specifier(let specifier) = segment { return specifier }
            return nil
        }
    }

    /// Calls `body` with the pieces of ``substituting(_:)-([String])`` in order (literal text and the
    /// arguments as inserted, `(null)` for a missing one) without joining them: a writer can copy them
    /// straight into its own buffer.
    @inlinable
    public func forEachSubstitutedPiece(_ arguments: [String], _ body: (String) -> Void) {
        for piece in devicePlan.pieces {
            if !piece.literal.isEmpty { body(piece.literal) }
            if piece.argument >= 0 {
                body(piece.argument < arguments.count ? arguments[piece.argument] : DevicePlan.null)
            }
        }
    }

    /// What the device shows for an argument a string reads but is not given.
    package static let missingArgumentText = DevicePlan.null

    /// Calls `body` with each piece of ``substituting(_:)-([String])`` in order: literal text (possibly
    /// empty), then the index of the argument inserted after it, or -1 for none. An index at or past
    /// the arguments given shows ``missingArgumentText``.
    package func forEachDevicePiece(_ body: (String, Int) -> Void) {
        for piece in devicePlan.pieces { body(piece.literal, piece.argument) }
    }

    /// How many string arguments the device reads for this string (APNs `loc-args`): with fewer, it
    /// shows `(null)` for each one missing. Positions that are never read (a gap) take no argument.
    public var deviceArgumentCount: Int { devicePlan.argumentCount }

    /// Whether the string has a valid specifier (not `%%`, not a variable); ``specifiers`` without building the array.
    public var hasSpecifiers: Bool {
        segments.contains { segment in
            if case .specifier = segment { return true }
            return false
        }
    }

    /// The render steps of the typed substitution.
    var renderItems: [RenderItem] { FormatParser(source).parse().renderItems }

    /// The specifiers a push notification may not use: everything but plain `%@` and `%n$@`
    /// (`%%` is fine and is not a specifier).
    public var pushIncompatibleSpecifiers: [FormatSpecifier] {
        specifiers.filter { !$0.isPushCompatible }
    }

    /// Whether the string has no issues.
    public var isValid: Bool { issues.isEmpty }

    /// Substitutes string arguments as the device does for APNs `loc-args`.
    ///
    /// - `%@` and `%n$@` insert the argument as it is; an argument containing `%@` is never
    ///   expanded again.
    /// - A missing argument inserts `(null)`; extra arguments are ignored; `%%` gives `%`.
    /// - The device gathers the arguments of the positions the string reads in position order,
    ///   so a gap (`%1$@ %3$@`) shifts later arguments down, exactly as on the device.
    /// - Other valid conversions (`%d`, `%s`, a `%#@name@` variable) also insert their argument
    ///   as it is: the device would read a number from a string object and show garbage, and the
    ///   push checks report these specifiers.
    /// - An invalid specifier shows what the device shows: the scalar after the `%` (`%y` gives
    ///   `y`, `% %` gives a space, `%'d` gives `'d`), nothing for a `%` at the very end.
    ///   (Foundation also rejects `%D %U %O`; pushloc renders those as specifiers, and they are
    ///   never push-compatible anyway.)
    ///
    /// This is the server's hot path: it allocates only the result.
    public func substituting(_ arguments: [String]) -> String {
        devicePlan.render(arguments)
    }

    /// Two parsed formats are equal when their sources are.
    public static func == (lhs: ParsedFormat, rhs: ParsedFormat) -> Bool {
        lhs.source == rhs.source
    }

    /// Hashes the source.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}
