import CPushlocICUShim

/// Calls a shim function that writes a NUL-terminated C string into a buffer and returns its length.
@inline(__always)
func withCStringResult(capacity: Int = 160, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> String? in
        guard let base = buffer.baseAddress else { return nil }
        let length = body(base, Int32(capacity))
        guard length >= 0 else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: base, count: Int(length)), as: UTF8.self)
    }
}

/// Calls a shim function that writes UTF-16 into a buffer and returns its length.
@inline(__always)
func withUTF16Result(capacity: Int = 256, _ body: (UnsafeMutablePointer<UInt16>, Int32) -> Int32) -> String? {
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer -> String? in
        guard let base = buffer.baseAddress else { return nil }
        let length = body(base, Int32(capacity))
        guard length >= 0, Int(length) <= capacity else { return nil }
        return String(decoding: UnsafeBufferPointer(start: base, count: Int(length)), as: UTF16.self)
    }
}
