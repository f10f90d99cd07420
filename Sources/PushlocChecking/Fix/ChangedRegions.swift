import PushlocStringsFile

/// Where a text and its fixed copy differ, as pairs of byte ranges: outside the regions both hold
/// the same bytes in the same order. Built from the edits of each fixing round, so that the diff of
/// `--fix --dry-run` needs no search (its work grows with the file and the fixes, never their product).
struct ChangedRegions: Sendable, Equatable {
    /// One changed stretch: `old` bytes of the original text became `new` bytes of the current text.
    struct Region: Sendable, Equatable {
        var old: Range<Int>
        var new: Range<Int>
    }

    /// The regions, in order, apart from each other (a gap of at least one kept byte, or none when
    /// edits touch).
    private(set) var regions: [Region] = []

    /// Adds one round of edits made to the current text (sorted, not overlapping). An edit that
    /// overlaps or touches a region joins it.
    mutating func apply(_ edits: [StringsTextEdit]) {
        var merged: [Region] = []
        merged.reserveCapacity(regions.count + edits.count)
        // How much longer the current text is than the original before the point reached (regions
        // already passed), and how much the round's edits already passed have lengthened it.
        var shift = 0, roundShift = 0
        var regionIndex = 0, editIndex = 0
        while regionIndex < regions.count || editIndex < edits.count {
            // The group starts with whichever comes first, then takes everything it overlaps or touches.
            var start = Int.max, end = Int.min
            var regionsShift = 0, editsGrowth = 0
            func takesRegion() -> Bool {
                regionIndex < regions.count && (start == Int.max
                    ? editIndex >= edits.count || regions[regionIndex].new.lowerBound <= edits[editIndex].range.lowerBound
                    : regions[regionIndex].new.lowerBound <= end)
            }
            func takesEdit() -> Bool {
                editIndex < edits.count && (start == Int.max || edits[editIndex].range.lowerBound <= end)
            }
            while true {
                if takesRegion() {
                    let region = regions[regionIndex]
                    start = min(start, region.new.lowerBound)
                    end = max(end, region.new.upperBound)
                    regionsShift += region.new.count - region.old.count
                    regionIndex += 1
                } else if takesEdit() {
                    let edit = edits[editIndex]
                    start = min(start, edit.range.lowerBound)
                    end = max(end, edit.range.upperBound)
                    editsGrowth += edit.replacement.utf8.count - edit.range.count
                    editIndex += 1
                } else {
                    break
                }
            }
            let old = (start - shift)..<(end - shift - regionsShift)
            let new = (start + roundShift)..<(end + roundShift + editsGrowth)
            merged.append(Region(old: old, new: new))
            shift += regionsShift
            roundShift += editsGrowth
        }
        regions = merged
    }

    /// The offset in the original text of `offset` in the current text; a point inside a changed
    /// region gives the region's start.
    func originalOffset(of offset: Int) -> Int {
        var low = 0, high = regions.count
        while low < high {
            let middle = (low + high) / 2
            if regions[middle].new.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return offset }
        let region = regions[low - 1]
        if offset < region.new.upperBound { return region.old.lowerBound }
        return offset - region.new.upperBound + region.old.upperBound
    }
}
