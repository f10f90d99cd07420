/// A unified diff (`diff -u`, as `git apply` takes it) of a text and its fixed copy, for
/// `check --fix --dry-run`.
///
/// The fixes say where the texts differ (``ChangedRegions``), so no line matching is searched for:
/// each region grows to whole lines, regions closer than twice the context share a hunk, and the
/// work is one pass over both texts plus the lines printed.
struct UnifiedDiff {
    /// The lines of context around each change.
    static let context = 3

    /// Bytes and lines visited, for tests that hold the work to the size of the texts.
    private(set) var steps = 0

    /// The diff of `old` and `new`, whose differences are `regions` (byte ranges of each), headed
    /// `--- a/path` and `+++ b/path`; empty when nothing differs.
    mutating func render(path: String, old: [UInt8], new: [UInt8], regions: [ChangedRegions.Region]) -> String {
        let oldLines = LineIndex(old), newLines = LineIndex(new)
        steps += old.count + new.count
        let blocks = lineBlocks(old: old, new: new, regions: regions, oldLines: oldLines, newLines: newLines)
        guard !blocks.isEmpty else { return "" }
        var output: [UInt8] = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        var first = 0
        while first < blocks.count {
            var last = first
            while last + 1 < blocks.count, blocks[last + 1].old.lowerBound - blocks[last].old.upperBound <= 2 * Self.context {
                last += 1
            }
            let oldStart = max(0, blocks[first].old.lowerBound - Self.context)
            let oldEnd = min(oldLines.count, blocks[last].old.upperBound + Self.context)
            let newStart = blocks[first].new.lowerBound - (blocks[first].old.lowerBound - oldStart)
            let newEnd = blocks[last].new.upperBound + (oldEnd - blocks[last].old.upperBound)
            output += Array("@@ -\(Self.range(oldStart, oldEnd - oldStart)) +\(Self.range(newStart, newEnd - newStart)) @@\n".utf8)
            var line = oldStart
            for block in blocks[first...last] {
                for context in line..<block.old.lowerBound { append(UInt8(ascii: " "), old, oldLines, context, to: &output) }
                for removed in block.old { append(UInt8(ascii: "-"), old, oldLines, removed, to: &output) }
                for added in block.new { append(UInt8(ascii: "+"), new, newLines, added, to: &output) }
                line = block.old.upperBound
            }
            for context in line..<oldEnd { append(UInt8(ascii: " "), old, oldLines, context, to: &output) }
            first = last + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `start,count` of a hunk header: 1-based, or the line before when the count is 0.
    private static func range(_ start: Int, _ count: Int) -> String {
        "\(count == 0 ? start : start + 1),\(count)"
    }

    /// Appends line `index` of `text` after `mark`, and git's note when it has no line break.
    private mutating func append(_ mark: UInt8, _ text: [UInt8], _ lines: LineIndex, _ index: Int, to output: inout [UInt8]) {
        steps += 1
        let range = lines.range(of: index)
        output.append(mark)
        output += text[range]
        if range.isEmpty || text[range.upperBound - 1] != UInt8(ascii: "\n") {
            output += Array("\n\\ No newline at end of file\n".utf8)
        }
    }

    /// The regions grown to whole lines, as line ranges of each text, in order and apart. Regions
    /// that share a line become one; one whose bytes are the same on both sides is left out.
    private mutating func lineBlocks(
        old: [UInt8], new: [UInt8], regions: [ChangedRegions.Region], oldLines: LineIndex, newLines: LineIndex
    ) -> [(old: Range<Int>, new: Range<Int>)] {
        var blocks: [(old: Range<Int>, new: Range<Int>)] = []
        var index = 0
        while index < regions.count {
            var oldRange = regions[index].old, newRange = regions[index].new
            // The next region joins while the kept bytes between them hold no line break.
            while index + 1 < regions.count, !contains(old, UInt8(ascii: "\n"), in: oldRange.upperBound..<regions[index + 1].old.lowerBound) {
                index += 1
                oldRange = oldRange.lowerBound..<regions[index].old.upperBound
                newRange = newRange.lowerBound..<regions[index].new.upperBound
            }
            index += 1
            // Back to the start of the line: the same kept bytes on both sides.
            let lead = oldRange.lowerBound - oldLines.start(ofLineAt: oldRange.lowerBound)
            let oldStart = oldRange.lowerBound - lead, newStart = newRange.lowerBound - lead
            // On to the end of the line, unless both sides already end at a line's end.
            var oldEnd = oldRange.upperBound, newEnd = newRange.upperBound
            let oldAtEnd = oldEnd == oldStart || oldEnd == old.count || old[oldEnd - 1] == UInt8(ascii: "\n")
            let newAtEnd = newEnd == newStart || newEnd == new.count || new[newEnd - 1] == UInt8(ascii: "\n")
            if !(oldAtEnd && newAtEnd) {
                let tail = oldLines.end(ofLineAt: oldEnd) - oldEnd
                oldEnd += tail
                newEnd += tail
            }
            guard old[oldStart..<oldEnd] != new[newStart..<newEnd] else { continue }
            let block = (old: oldLines.line(startingAt: oldStart)..<oldLines.line(startingAt: oldEnd),
                         new: newLines.line(startingAt: newStart)..<newLines.line(startingAt: newEnd))
            if let previous = blocks.last, previous.old.upperBound >= block.old.lowerBound {
                blocks[blocks.count - 1] = (previous.old.lowerBound..<block.old.upperBound, previous.new.lowerBound..<block.new.upperBound)
            } else {
                blocks.append(block)
            }
        }
        return blocks
    }

    private mutating func contains(_ text: [UInt8], _ byte: UInt8, in range: Range<Int>) -> Bool {
        for offset in range {
            steps += 1
            if text[offset] == byte { return true }
        }
        return false
    }
}

/// Where each line of a text starts; a line holds its line break (`\n`, or `\r\n`).
struct LineIndex {
    private let starts: [Int]
    private let length: Int
    private let endsWithBreak: Bool

    init(_ text: [UInt8]) {
        var starts = text.isEmpty ? [] : [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < text.count {
            starts.append(offset + 1)
        }
        self.starts = starts
        length = text.count
        endsWithBreak = text.last == UInt8(ascii: "\n")
    }

    /// How many lines the text has.
    var count: Int { starts.count }

    /// The bytes of line `index`.
    func range(of index: Int) -> Range<Int> {
        starts[index]..<(index + 1 < starts.count ? starts[index + 1] : length)
    }

    /// The offset where the line holding `offset` starts; at the text's end, the start of its last
    /// line when that has no line break, else the end itself.
    func start(ofLineAt offset: Int) -> Int {
        guard offset < length else { return !endsWithBreak && !starts.isEmpty ? starts[starts.count - 1] : length }
        return starts[lineIndex(of: offset)]
    }

    /// The offset just after the line holding `offset` (its line break included).
    func end(ofLineAt offset: Int) -> Int {
        guard offset < length else { return length }
        return range(of: lineIndex(of: offset)).upperBound
    }

    /// The index of the line that starts at `offset`, which is a line's start or the text's end.
    func line(startingAt offset: Int) -> Int {
        offset >= length ? starts.count : lineIndex(of: offset)
    }

    /// The index of the line holding `offset`.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
