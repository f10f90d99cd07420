/// A unified diff (`diff -u`) of two texts, line by line, for `check --fix --dry-run`.
///
/// The line matching is Myers' O((N+M)·D) algorithm: fixes change a few lines of a file, so D is small
/// even for a file of many thousand lines.
enum UnifiedDiff {
    /// The diff of `old` and `new`, headed `--- a/path` and `+++ b/path`, with three lines of context;
    /// empty when the texts are equal.
    static func render(path: String, old: String, new: String) -> String {
        let before = lines(old), after = lines(new)
        let script = matches(before, after)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks(script) {
            let oldStart = hunk.first?.oldLine ?? 0, newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.count { $0.kind != .inserted }, newCount = hunk.count { $0.kind != .deleted }
            output += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for step in hunk {
                switch step.kind {
                case .same: output += " " + before[step.oldLine]
                case .deleted: output += "-" + before[step.oldLine]
                case .inserted: output += "+" + after[step.newLine]
                }
                if output.unicodeScalars.last != "\n" { output += "\n\\ No newline at end of file\n" }
            }
        }
        return output
    }

    struct Step {
        enum Kind { case same, deleted, inserted }
        var kind: Kind
        /// The line of the old text this step is at (0-based; for an insertion, the next old line).
        var oldLine: Int
        /// The line of the new text this step is at (0-based; for a deletion, the next new line).
        var newLine: Int
    }

    /// The lines of `text`, each with its line break.
    private static func lines(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The shortest edit script from `a` to `b` (Myers).
    private static func matches(_ a: [String], _ b: [String]) -> [Step] {
        let n = a.count, m = b.count, offset = n + m
        var frontier = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for depth in 0...max(offset, 0) {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if diagonal == -depth || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1]) {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + diagonal] = x
                if x >= n && y >= m { break search }
            }
        }
        // Walk the trace back from the end to recover the steps.
        var steps: [Step] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[depth]
            let diagonal = x - y
            let previous: Int
            if diagonal == -depth || (diagonal != depth && saved[offset + diagonal - 1] < saved[offset + diagonal + 1]) {
                previous = diagonal + 1
            } else {
                previous = diagonal - 1
            }
            let previousX = depth == 0 ? 0 : saved[offset + previous]
            let previousY = previousX - previous
            while x > previousX && y > previousY {
                x -= 1; y -= 1
                steps.append(Step(kind: .same, oldLine: x, newLine: y))
            }
            if depth > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .inserted, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .deleted, oldLine: x, newLine: y))
                }
            }
        }
        return steps.reversed()
    }

    /// The changed steps with three steps of context, grouped into hunks: changes closer than twice
    /// the context share a hunk.
    private static func hunks(_ script: [Step]) -> [[Step]] {
        let context = 3
        let changed = script.indices.filter { script[$0].kind != .same }
        var groups: [(first: Int, last: Int)] = []
        for index in changed {
            if let last = groups.last, index - last.last <= 2 * context {
                groups[groups.count - 1].last = index
            } else {
                groups.append((index, index))
            }
        }
        return groups.map { group in
            Array(script[max(0, group.first - context)...min(script.count - 1, group.last + context)])
        }
    }
}
