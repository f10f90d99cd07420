import CPushlocUTF8
import Testing
import PushlocTestSupport

/// The vector search the `.strings` scanner uses for quoted strings and comments finds exactly what a
/// byte-by-byte search finds: the first byte that is one of two or below a limit, within a stop that
/// may end before the readable bytes do, from every start. Where the processor has no vector search,
/// it says so (-2) and the scanner searches itself.
@Suite struct FindStopTests {
    static func naive(_ bytes: [UInt8], _ start: Int, _ stop: Int, _ a: UInt8, _ b: UInt8, _ limit: UInt8) -> Int {
        var i = start
        while i < stop {
            if bytes[i] == a || bytes[i] == b || bytes[i] < limit { return i }
            i += 1
        }
        return max(i, start)
    }

    @Test func agreesWithAByteByByteSearch() {
        var random = SeededGenerator(seed: 0x5EED_0715)
        let stops: [(UInt8, UInt8, UInt8)] = [(0x22, 0x5C, 0x0E), (0x27, 0x5C, 0x0E), (0x2A, 0x2A, 0x0E), (0x5C, 0x5C, 0), (0x22, 0x22, 0x80)]
        for _ in 0..<3_000 {
            let count = Int(random.next() % 140)
            let bytes = (0..<count).map { _ in
                random.next() % 9 == 0 ? UInt8(truncatingIfNeeded: random.next()) : UInt8(0x20 + random.next() % 0x5F)
            }
            let (a, b, limit) = stops[Int(random.next() % UInt64(stops.count))]
            let start = count == 0 ? 0 : Int(random.next() % UInt64(count + 1))
            let stop = start + Int(random.next() % UInt64(count - start + 1))
            let found = bytes.withUnsafeBufferPointer { buffer -> Int in
                guard let base = buffer.baseAddress else { return Self.naive(bytes, start, stop, a, b, limit) }
                return pushloc_find_stop(base, start, stop, buffer.count, a, b, limit)
            }
            if found == -2 { return }
            #expect(found == Self.naive(bytes, start, stop, a, b, limit), "\(bytes) from \(start) to \(stop), \(a) \(b) < \(limit)")
        }
    }
}
