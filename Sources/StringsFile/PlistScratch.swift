/// The bytes of text values that need unescaping (references, CDATA), one value at a time: a buffer
/// allocated once per file and written through its pointer.
///
/// `[UInt8]` appends checked uniqueness and capacity each time, and clearing it went through the
/// generic `replaceSubrange`; nearly every value of a real file holds `&amp;` or the like.
final class PlistScratch {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int

    /// A buffer for `capacity` bytes (at least one).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `count` bytes, keeping the first `used`.
    func reserve(_ count: Int, keeping used: Int) {
        guard count > capacity else { return }
        let grown = max(count, capacity * 2)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: base, count: used)
        base.deallocate()
        base = bigger
        capacity = grown
    }
}
