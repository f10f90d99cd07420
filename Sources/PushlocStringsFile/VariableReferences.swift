/// The names of the `%#@name@` (and `%1$#@name@`) variables in a `.stringsdict` format.
enum VariableReferences {
    /// The names in the UTF-8 `bytes` of a format, in order. Every marker of the syntax is ASCII, so the
    /// bytes are read directly (a scalar array of each form was the builder's largest cost).
    static func names(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        // Every form is looked at, and nearly none names a variable: without a `#@` there is none.
        guard containsHashAt(bytes) else { return [] }
        var names: [String] = []
        var i = 0
        while i < bytes.count {
            guard bytes[i] == 0x25 else {  // %
                i += 1
                continue
            }
            var j = i + 1
            if j < bytes.count, bytes[j] == 0x25 {
                i = j + 1
                continue
            }
            var digits = j
            while digits < bytes.count, bytes[digits] &- 0x30 < 10 { digits += 1 }
            if digits > j, digits < bytes.count, bytes[digits] == 0x24 { j = digits + 1 }  // $
            guard j + 1 < bytes.count, bytes[j] == 0x23, bytes[j + 1] == 0x40 else {  // #@
                i += 1
                continue
            }
            var end = j + 2
            while end < bytes.count, bytes[end] != 0x40 { end += 1 }
            guard end < bytes.count, end > j + 2 else {
                i = j + 2
                continue
            }
            names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[(j + 2)..<end]), as: UTF8.self))
            i = end + 1
        }
        return names
    }

    /// Whether `bytes` hold `#@`, looking for `#` eight bytes at a time.
    static func containsHashAt(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        guard count >= 8 else {
            var index = 0
            while index &+ 1 < count {
                if base[index] == 0x23, base[index &+ 1] == 0x40 { return true }
                index &+= 1
            }
            return false
        }
        var index = 0
        while true {
            // The last word is the last eight bytes, overlapping the one before.
            let at = min(index, count &- 8)
            var hashes = SWAR.matches(SWAR.load(base, at), 0x23)
            while hashes != 0 {
                let hash = at &+ SWAR.firstIndex(hashes)
                if hash &+ 1 < count, base[hash &+ 1] == 0x40 { return true }
                hashes &= hashes &- 1
            }
            if at == count &- 8 { return false }
            index &+= 8
        }
    }

    /// The names in `format`, in order.
    static func names(in format: String) -> [String] {
        var format = format
        return format.withUTF8(names)
    }
}
