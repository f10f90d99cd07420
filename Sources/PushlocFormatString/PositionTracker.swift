/// Collects what a string reads, position by position, and the issues between specifiers:
/// mixed numbering, conflicting types and gaps.
struct PositionTracker {
    private struct Reading {
        var type: ArgumentType
        var text: String
        var isPositional = false
        var conflicted = false
    }

    /// The first reading of each position, indexed by position. Positions are at most
    /// ``FormatLimits/maximumPosition`` (the parser tracks no higher one), so an array indexed by
    /// position is small, and cheaper than a dictionary for the one to three a string usually reads.
    private var readings: [Reading?] = []
    /// The highest position read (0: none).
    private var highest = 0
    private var firstStyle: (isPositional: Bool, text: String)?
    private var mixedReported = false
    /// Every reference in string order, for naming the specifier after a gap.
    private var references: [(position: Int, text: String, offset: Int)] = []
    private(set) var issues: [FormatIssue] = []
    /// Whether to make the issues; a parse for the signature alone skips their messages.
    private let recordsIssues: Bool

    /// A tracker; `recordsIssues: false` keeps only what the signature needs.
    init(recordsIssues: Bool = true) {
        self.recordsIssues = recordsIssues
    }

    /// Records that the directive `text` at `offset` reads `position` as `type`.
    mutating func read(position: Int, isPositional: Bool, type: ArgumentType, text: String, offset: Int) {
        guard recordsIssues else {
            // The signature is the first type read at each position.
            if position >= readings.count {
                readings.append(contentsOf: repeatElement(nil, count: position + 1 - readings.count))
            }
            if readings[position] == nil { readings[position] = Reading(type: type, text: "") }
            highest = max(highest, position)
            return
        }
        if let firstStyle {
            if firstStyle.isPositional != isPositional, !mixedReported {
                mixedReported = true
                issues.append(
                    IssueMessages.mixed(
                        text: text, isPositional: isPositional, firstText: firstStyle.text, offset: offset))
            }
        } else {
            firstStyle = (isPositional, text)
        }
        references.append((position, text, offset))
        if position < readings.count, let earlier = readings[position] {
            if earlier.type != type, !earlier.conflicted {
                readings[position]?.conflicted = true
                // `%@ ... %1$d` reads argument 1 as an object and as an integer: the device reads
                // garbage for one of them, mixed numbering or not.
                issues.append(
                    IssueMessages.conflict(
                        position: position, first: earlier.type, firstText: earlier.text,
                        second: type, secondText: text, offset: offset,
                        causedByMixing: earlier.isPositional != isPositional))
            }
        } else {
            if position >= readings.count {
                readings.append(contentsOf: repeatElement(nil, count: position + 1 - readings.count))
            }
            readings[position] = Reading(type: type, text: text, isPositional: isPositional)
            highest = max(highest, position)
        }
    }

    /// The signature: the first type read at each position.
    var signature: FormatSignature {
        var signature = FormatSignature.empty
        for (position, reading) in readings.enumerated() {
            if let reading { signature.record(reading.type, at: position) }
        }
        return signature
    }

    /// One `argument-gap` issue per run of unread positions below the highest one read. It sits at
    /// the first specifier (in string order) that reads a position above the run.
    var gapIssues: [FormatIssue] {
        guard highest > 0, recordsIssues else { return [] }
        func isRead(_ position: Int) -> Bool { position < readings.count && readings[position] != nil }
        var gaps: [FormatIssue] = []
        var position = 1
        while position < highest {
            guard !isRead(position) else {
                position += 1
                continue
            }
            var last = position
            while last + 1 < highest, !isRead(last + 1) { last += 1 }
            if let later = references.first(where: { $0.position > last }) {
                gaps.append(
                    IssueMessages.gap(
                        missing: position...last, laterText: later.text, laterPosition: later.position,
                        offset: later.offset))
            }
            position = last + 1
        }
        return gaps
    }
}
