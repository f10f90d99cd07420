/// Collects what a string reads, position by position, and the issues between specifiers:
/// mixed numbering, conflicting types and gaps.
struct PositionTracker {
    private struct Reading {
        var type: ArgumentType
        var text: String
    }

    private var readings: [Int: Reading] = [:]
    private var conflicted: Set<Int> = []
    private var firstStyle: (isPositional: Bool, text: String)?
    private var mixedReported = false
    /// Every reference in string order, for naming the specifier after a gap.
    private var references: [(position: Int, text: String, offset: Int)] = []
    private(set) var issues: [FormatIssue] = []

    /// Records that the directive `text` at `offset` reads `position` as `type`.
    mutating func read(position: Int, isPositional: Bool, type: ArgumentType, text: String, offset: Int) {
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
        if let earlier = readings[position] {
            if earlier.type != type, !conflicted.contains(position) {
                conflicted.insert(position)
                issues.append(
                    IssueMessages.conflict(
                        position: position, first: earlier.type, firstText: earlier.text,
                        second: type, secondText: text, offset: offset))
            }
        } else {
            readings[position] = Reading(type: type, text: text)
        }
    }

    /// The signature: the first type read at each position.
    var signature: FormatSignature {
        FormatSignature(types: readings.mapValues(\.type))
    }

    /// One `argument-gap` issue per run of unread positions below the highest one read. It sits at
    /// the first specifier (in string order) that reads a position above the run.
    var gapIssues: [FormatIssue] {
        guard let highest = readings.keys.max() else { return [] }
        var gaps: [FormatIssue] = []
        var position = 1
        while position < highest {
            guard readings[position] == nil else {
                position += 1
                continue
            }
            var last = position
            while last + 1 < highest, readings[last + 1] == nil { last += 1 }
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
