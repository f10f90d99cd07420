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
    private let scalars: [Unicode.Scalar]
    /// The UTF-8 bytes of the source, and the byte offset of each scalar (plus the end), so literal
    /// text is made from a byte slice in one step instead of scalar by scalar.
    private let utf8: [UInt8]
    private let utf8Offsets: [Int]

    init(_ source: String) {
        self.source = source
        // Most values have no `%` at all: they need neither the scalar array nor the offsets.
        guard source.utf8.contains(0x25) else {
            scalars = []
            utf8 = []
            utf8Offsets = []
            return
        }
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        scalars.reserveCapacity(source.utf8.count)
        offsets.reserveCapacity(source.utf8.count + 1)
        var offset = 0
        for scalar in source.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        self.scalars = scalars
        self.utf8Offsets = offsets
        self.utf8 = Array(source.utf8)
    }

    func parse() -> Result {
        var result = Result()
        if scalars.isEmpty {
            // The fast path: no `%`, so the whole string is one literal.
            if !source.isEmpty {
                result.segments = [.literal(source)]
                result.renderItems = [.text(source)]
            }
            return result
        }
        var tracker = PositionTracker()
        var segments = TextMergingAccumulator<FormatSegment> { .literal($0) }
        var rendering = TextMergingAccumulator<RenderItem> { .text($0) }
        var invalidIssues: [FormatIssue] = []
        var lastSequential = 0
        let scanner = SpecifierScanner(scalars: scalars)
        var index = 0

        while index < scalars.count {
            var percent = index
            while percent < scalars.count, scalars[percent] != "%" { percent += 1 }
            if percent > index {
                let literal = text(index..<percent)
                segments.appendText(literal)
                rendering.appendText(literal)
            }
            guard percent < scalars.count else { break }

            let directive = scanner.scan(at: percent)
            let source = text(directive.start..<directive.end)
            switch directive.kind {
            case .percent:
                segments.append(.percent)
                rendering.appendText("%")

            case .variable(let name, let explicitPosition):
                let position = explicitPosition ?? { lastSequential += 1; return lastSequential }()
                if position > FormatLimits.maximumPosition {
                    // Only an unnumbered variable gets here (the scanner bounds numbered ones).
                    invalidIssues.append(
                        IssueMessages.invalid(.positionTooHigh(position), text: source, offset: percent))
                    segments.appendText(source)
                    rendering.append(.variable(position: position))
                    break
                }
                tracker.read(
                    position: position, isPositional: explicitPosition != nil, type: .int64,
                    text: source, offset: percent)
                result.variables.append(
                    FormatVariable(
                        name: name, position: position, isPositional: explicitPosition != nil,
                        text: source, offset: percent))
                segments.append(.variable(name))
                rendering.append(.variable(position: position))

            case .specifier(let scanned):
                let specifier = resolve(scanned, text: source, offset: percent, lastSequential: &lastSequential)
                if let highest = ([specifier.position] + specifier.starPositions).max(),
                   highest > FormatLimits.maximumPosition {
                    // Only unnumbered specifiers get here (the scanner bounds numbered ones): the
                    // string is reported and left out of the signature, but renders as the device does.
                    invalidIssues.append(
                        IssueMessages.invalid(.positionTooHigh(highest), text: source, offset: percent))
                    segments.appendText(source)
                    rendering.append(.specifier(specifier))
                    break
                }
                if let widthPosition = specifier.widthPosition {
                    tracker.read(
                        position: widthPosition, isPositional: scanned.width != .next, type: .int,
                        text: source, offset: percent)
                }
                if let precisionPosition = specifier.precisionPosition {
                    tracker.read(
                        position: precisionPosition, isPositional: scanned.precision != .next, type: .int,
                        text: source, offset: percent)
                }
                tracker.read(
                    position: specifier.position, isPositional: specifier.isPositional, type: specifier.type,
                    text: source, offset: percent)
                result.specifiers.append(specifier)
                segments.append(.specifier(specifier))
                rendering.append(.specifier(specifier))

            case .invalid(let reason):
                invalidIssues.append(IssueMessages.invalid(reason, text: source, offset: percent))
                segments.appendText(source)
                rendering.appendInvalid(reason, scalars: scalars, start: directive.start, end: directive.end)
            }
            index = directive.end
        }

        result.segments = segments.items
        result.renderItems = rendering.items
        result.signature = tracker.signature
        result.percentCount = scalars.lazy.filter { $0 == "%" }.count
        let all = invalidIssues + tracker.issues + tracker.gapIssues
        result.issues = all.enumerated()
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map(\.element)
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

    private func text(_ range: Range<Int>) -> String {
        String(decoding: utf8[utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]], as: UTF8.self)
    }
}
