/// A parsed format compiled for the device's substitution of string arguments (APNs `loc-args`).
///
/// The device (CoreFoundation's format engine) collects the arguments of the positions a string
/// reads in position order, skipping unread positions without consuming an argument. So a
/// string with a gap, `%1$@ %3$@`, shows arguments 1 and 2, and `%2$@` alone shows argument 1.
/// It also bounds positions by the number of `%` in the string: a position above
/// `3 × (number of %) + 1` shows `(null)`. The plan resolves both once, at parse time; rendering
/// then only copies text.
@usableFromInline
struct DevicePlan: Sendable {
    /// Literal text, then (when `argument >= 0`) the argument at that index.
    @usableFromInline
    struct Piece: Sendable {
        @usableFromInline var literal: String
        @usableFromInline var argument: Int
    }

    @usableFromInline static let null = "(null)"

    @usableFromInline let pieces: [Piece]
    let literalUTF8Count: Int
    /// How many arguments the pieces read (one more than the highest argument index).
    let argumentCount: Int

    init(items: [RenderItem], percentCount: Int) {
        let limit = 3 * percentCount + 1
        // Positions read, in order, without duplicates. A small sorted array: strings read a handful of
        // positions, and a Set plus a Dictionary per string cost more than the whole parse.
        var used: [Int] = []
        for item in items {
            switch item {
            case .specifier(let specifier):
                used.append(specifier.position)
                used.append(contentsOf: specifier.starPositions)
            case .variable(let position):
                used.append(position)
            case .text, .null:
                break
            }
        }
        used.sort()
        var ranked: [Int] = []
        ranked.reserveCapacity(used.count)
        for position in used where position <= limit && ranked.last != position {
            ranked.append(position)
        }

        var pieces: [Piece] = []
        var pending = ""
        func argument(at position: Int) {
            if let rank = Self.rank(of: position, in: ranked) {
                pieces.append(Piece(literal: pending, argument: rank))
                pending = ""
            } else {
                pending += Self.null
            }
        }
        for item in items {
            switch item {
            case .text(let text): pending += text
            case .null: pending += Self.null
            case .specifier(let specifier): argument(at: specifier.position)
            case .variable(let position): argument(at: position)
            }
        }
        if !pending.isEmpty || pieces.isEmpty {
            pieces.append(Piece(literal: pending, argument: -1))
        }
        self.pieces = pieces
        self.literalUTF8Count = pieces.reduce(0) { $0 + $1.literal.utf8.count }
        self.argumentCount = pieces.reduce(0) { Swift.max($0, $1.argument + 1) }
    }

    /// The index of `position` in the sorted `ranked`, by binary search: a linear search per
    /// specifier made a string of n specifiers cost n² (hostile input; DESIGN.md section 9).
    private static func rank(of position: Int, in ranked: [Int]) -> Int? {
        var low = 0, high = ranked.count
        while low < high {
            let middle = (low + high) / 2
            if ranked[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < ranked.count && ranked[low] == position ? low : nil
    }

    /// Substitutes `arguments`: each inserted as it is, `(null)` for a missing one.
    func render(_ arguments: [String]) -> String {
        // A string that reads no argument is its own text: share it, allocate nothing.
        if pieces.count == 1, pieces[0].argument < 0 { return pieces[0].literal }
        var capacity = literalUTF8Count
        for piece in pieces where piece.argument >= 0 {
            capacity += piece.argument < arguments.count ? arguments[piece.argument].utf8.count : Self.null.utf8.count
        }
        // One buffer of the exact size, filled by copying UTF-8 bytes: `String.append` checks each
        // piece's encoding and storage again, and cost several times the copies.
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var written = 0
            for piece in pieces {
                written = Self.copyUTF8(of: piece.literal, into: buffer, at: written)
                if piece.argument >= 0 {
                    written = Self.copyUTF8(of: piece.argument < arguments.count ? arguments[piece.argument] : Self.null,
                                            into: buffer, at: written)
                }
            }
            return written
        }
    }

    /// Copies `text`'s UTF-8 bytes into `buffer` from `offset`, stopping at the buffer's end (the
    /// caller sized it for every piece, so nothing is cut); returns the offset after them.
    @inline(__always)
    private static func copyUTF8(of text: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let copied = text.utf8.withContiguousStorageIfAvailable { source -> Int in
            let count = min(source.count, buffer.count - offset)
            guard count > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return offset }
            (to + offset).initialize(from: from, count: count)
            return offset + count
        }
        if let copied { return copied }
        var position = offset
        for byte in text.utf8 where position < buffer.count {
            buffer[position] = byte
            position += 1
        }
        return position
    }
}
