import PushlocStringsFile

/// The `--fix --dry-run` diff of one file, over the file's own bytes, so that `git apply` takes it.
enum FixDiff {
    /// The diff of `change`; `nil` for a file whose bytes are not its UTF-8 text (UTF-16, UTF-32,
    /// or bytes that are not valid UTF-8), which a text diff cannot show.
    static func render(_ change: FixRun.Change) -> String? {
        var diff = UnifiedDiff()
        return render(change, with: &diff)
    }

    /// The diff of `change`, made by `diff` (which counts its work).
    static func render(_ change: FixRun.Change, with diff: inout UnifiedDiff) -> String? {
        guard change.encoding == .utf8,
              let before = textOffset(change.before), let after = textOffset(change.after), before == after else { return nil }
        let regions = change.regions.regions.map { region in
            ChangedRegions.Region(old: (region.old.lowerBound + before)..<(region.old.upperBound + before),
                                  new: (region.new.lowerBound + after)..<(region.new.upperBound + after))
        }
        return diff.render(path: change.path, old: change.before, new: change.after, regions: regions)
    }

    /// Where the decoded text starts in `bytes` (after a byte order mark), when the rest of the
    /// bytes is exactly that text; `nil` otherwise.
    private static func textOffset(_ bytes: [UInt8]) -> Int? {
        guard let text = StringsParser.parse(bytes, path: "").decodedUTF8 else { return nil }
        let mark = StringsEncoding.utf8.byteOrderMark
        if bytes.starts(with: mark), text.elementsEqual(bytes[mark.count...]) { return mark.count }
        return text == bytes ? 0 : nil
    }
}
