/// Builds the public segment list, merging adjacent literal text.
struct SegmentAccumulator {
    private var finished: [FormatSegment] = []
    private var pending = ""

    mutating func appendLiteral(_ text: String) {
        pending += text
    }

    mutating func append(_ segment: FormatSegment) {
        flush()
        finished.append(segment)
    }

    var segments: [FormatSegment] {
        mutating get {
            flush()
            return finished
        }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        finished.append(.literal(pending))
        pending = ""
    }
}
