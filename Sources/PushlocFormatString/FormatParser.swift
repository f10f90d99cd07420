/// Turns a format string into segments, specifiers, variables, a signature, issues and the
/// steps that render it.
struct FormatParser {
    struct Result {
        var segments: [FormatSegment] = []
        var specifiers: [FormatSpecifier] = []
        var variables: [FormatVariable] = []
        var issues: [FormatIssue] = []
        var signature = FormatSignature.empty
        var renderItems: [RenderItem] = []
        /// How many `%` scalars the string has (the device bounds argument positions by it).
        var percentCount = 0
    }

    private let source: String
    /// Whether to build the segments and render steps; a signature-only parse (the checks' comparison
    /// of plural forms) skips them and the literal text they hold, the bulk of a parse's allocations.
    private let buildsSegments: Bool
    /// Whether to make the issues (their messages quote the directives); a parse for the signature
    /// alone (every plural form of every language, compared with the development one) skips them.
    private let buildsIssues: Bool

    init(_ source: String, buildsSegments: Bool = true, buildsIssues: Bool = true) {
        self.source = source
        self.buildsSegments = buildsSegments
        self.buildsIssues = buildsIssues
    }

    func parse() -> Result {
        // The grammar is ASCII, so the parse reads the string's UTF-8 bytes in place; a native
        // string lends them without a copy.
        var copy = source
        return copy.withUTF8 { parse($0) }
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        guard let firstPercent = bytes.firstIndex(of: 0x25) else {
            // The fast path: no `%`, so the whole string is one literal.
            if !source.isEmpty && buildsSegments {
                result.segments = [.literal(source)]
                result.renderItems = [.text(source)]
            }
            return result
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        // Offsets are counted in Unicode scalars: the count so far, carried forwards.
        var countedBytes = 0
        var countedScalars = 0
        func scalarOffset(of byte: Int) -> Int {
            while countedBytes < byte {
                if bytes[countedBytes] & 0xC0 != 0x80 { countedScalars += 1 }
                countedBytes += 1
            }
            return countedScalars
        }
        var tracker = PositionTracker(recordsIssues: buildsIssues)
        var segments = TextMergingAccumulator<FormatSegment> { .literal($0) }
        var rendering = TextMergingAccumulator<RenderItem> { .text($0) }
        var invalidIssues: [FormatIssue] = []
        var lastSequential = 0
        let scanner = SpecifierScanner(bytes: bytes)
        var index = 0
        var nextPercent = firstPercent
        var directives = 0

        while index < bytes.count {
            var percent = max(nextPercent, index)
            while percent < bytes.count, bytes[percent] != 0x25 { percent += 1 }
            nextPercent = percent
            if percent > index && buildsSegments {
                let literal = text(index..<percent)
                segments.appendText(literal)
                rendering.appendText(literal)
            }
            guard percent < bytes.count else { break }

            let directive = scanner.scan(at: percent)
            if case .percent = directive.kind {} else {
                directives += 1
                if directives > FormatLimits.maximumDirectives {
                    return Self.tooMany(self.source, offset: scalarOffset(of: percent))
                }
            }
            let source = text(directive.start..<directive.end)
            let offset = scalarOffset(of: percent)
            switch directive.kind {
            case .percent:
                if buildsSegments { segments.append(.percent) }
                if buildsSegments { rendering.appendText("%") }

            case .variable(let name, let explicitPosition):
                let position = explicitPosition ?? { lastSequential += 1; return lastSequential }()
                if position > FormatLimits.maximumPosition {
                    // Only an unnumbered variable gets here (the scanner bounds numbered ones).
                    if buildsIssues {
                        invalidIssues.append(
                            IssueMessages.invalid(.positionTooHigh(position), text: source, offset: offset))
                    }
                    if buildsSegments { segments.appendText(source) }
                    if buildsSegments { rendering.append(.variable(position: position)) }
                    break
                }
                tracker.read(
                    position: position, isPositional: explicitPosition != nil, type: .int64,
                    text: source, offset: offset)
                result.variables.append(
                    FormatVariable(
                        name: name, position: position, isPositional: explicitPosition != nil,
                        text: source, offset: offset))
                if buildsSegments { segments.append(.variable(name)) }
                if buildsSegments { rendering.append(.variable(position: position)) }

            case .specifier(let scanned):
                let specifier = resolve(scanned, text: source, offset: offset, lastSequential: &lastSequential)
                // The highest position the directive reads (its argument, `*` width and precision),
                // without building an array of them for every directive.
                let highest = max(specifier.position, specifier.widthPosition ?? 0, specifier.precisionPosition ?? 0)
                if highest > FormatLimits.maximumPosition {
                    // Only unnumbered specifiers get here (the scanner bounds numbered ones): the
                    // string is reported and left out of the signature, but renders as the device does.
                    if buildsIssues {
                        invalidIssues.append(
                            IssueMessages.invalid(.positionTooHigh(highest), text: source, offset: offset))
                    }
                    if buildsSegments { segments.appendText(source) }
                    if buildsSegments { rendering.append(.specifier(specifier)) }
                    break
                }
                if let widthPosition = specifier.widthPosition {
                    tracker.read(
                        position: widthPosition, isPositional: scanned.width != .next, type: .int,
                        text: source, offset: offset)
                }
                if let precisionPosition = specifier.precisionPosition {
                    tracker.read(
                        position: precisionPosition, isPositional: scanned.precision != .next, type: .int,
                        text: source, offset: offset)
                }
                tracker.read(
                    position: specifier.position, isPositional: specifier.isPositional, type: specifier.type,
                    text: source, offset: offset)
                result.specifiers.append(specifier)
                if buildsSegments { segments.append(.specifier(specifier)) }
                if buildsSegments { rendering.append(.specifier(specifier)) }

            case .invalid(let reason):
                if buildsIssues { invalidIssues.append(IssueMessages.invalid(reason, text: source, offset: offset)) }
                if buildsSegments { segments.appendText(source) }
                if buildsSegments { rendering.appendInvalid(reason, scanner: scanner, start: directive.start, end: directive.end) }
            }
            index = directive.end
        }

        result.segments = segments.items
        result.renderItems = rendering.items
        result.signature = tracker.signature
        var percents = 0
        for byte in bytes where byte == 0x25 { percents += 1 }
        result.percentCount = percents
        guard buildsIssues else { return result }
        let all = invalidIssues + tracker.issues + tracker.gapIssues
        // Almost every string has no issue, or one: nothing to order.
        result.issues = all.count < 2 ? all : all.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
        return result
    }

    /// The result for a string over ``FormatLimits/maximumDirectives``: one issue at the first
    /// directive past the bound, and the whole string as literal text (no signature, nothing to expand).
    private static func tooMany(_ source: String, offset: Int) -> Result {
        var result = Result()
        result.segments = [.literal(source)]
        result.renderItems = [.text(source)]
        result.issues = [IssueMessages.tooMany(offset: offset)]
        return result
    }

    /// Assigns positions: a sequential `*` width, then a sequential `*` precision, then a sequential
    /// value each take the next position; `n$` and `*m$` take theirs.
    private func resolve(
        _ scanned: ScannedSpecifier, text: String, offset: Int, lastSequential: inout Int
    ) -> FormatSpecifier {
        func take(_ width: ScannedWidth?) -> (FormatWidth?, Int?) {
            switch width {
            case nil: return (nil, nil)
            case .fixed(let value): return (.fixed(value), nil)
            case .argument(let position): return (.fromArgument(position), position)
            case .next:
                lastSequential += 1
                return (.fromNextArgument, lastSequential)
            }
        }
        let (width, widthPosition) = take(scanned.width)
        let (precision, precisionPosition) = take(scanned.precision)
        let position: Int
        if let explicit = scanned.explicitPosition {
            position = explicit
        } else {
            lastSequential += 1
            position = lastSequential
        }
        return FormatSpecifier(
            position: position,
            isPositional: scanned.explicitPosition != nil,
            flags: scanned.flags,
            width: width,
            precision: precision,
            lengthModifier: scanned.lengthModifier,
            conversion: Character(scanned.conversion),
            type: .forConversion(scanned.conversion, lengthModifier: scanned.lengthModifier),
            text: text,
            offset: offset,
            widthPosition: widthPosition,
            precisionPosition: precisionPosition)
    }
}
