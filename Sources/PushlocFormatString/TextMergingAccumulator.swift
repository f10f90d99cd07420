/// Builds a list of items (segments, render steps), merging adjacent text into one item.
struct TextMergingAccumulator<Item> {
    private var finished: [Item] = []
    private var pending = ""
    private let makeText: (String) -> Item

    /// `makeText` wraps merged text as an item (`.literal`, `.text`).
    init(makeText: @escaping (String) -> Item) {
        self.makeText = makeText
    }

    mutating func appendText(_ text: String) {
        pending += text
    }

    mutating func append(_ item: Item) {
        flush()
        finished.append(item)
    }

    var items: [Item] {
        mutating get {
            flush()
            return finished
        }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        finished.append(makeText(pending))
        pending = ""
    }
}

extension TextMergingAccumulator where Item == RenderItem {
    /// What the device shows for an invalid specifier: the scalar right after the `%` (`%y`
    /// shows `y`, `% %` shows a space, `%0$@` shows `0@`), nothing for a `%` at the end or a
    /// specifier cut off by the end, and `(null)` for a position out of bounds.
    /// `start..<end` is the specifier's byte range in the string `scanner` reads.
    mutating func appendInvalid(_ reason: InvalidSpecifierReason, scanner: SpecifierScanner, start: Int, end: Int) {
        switch reason {
        case .loneTrailingPercent, .truncated:
            return
        case .positionTooHigh:
            append(.null)
        case .unknownConversion, .dollarWithoutNumber, .modifiersBeforePercent, .zeroPosition:
            if start + 1 < end {
                appendText(String(Character(scanner.scalar(at: start + 1).0)))
            }
        }
    }
}
