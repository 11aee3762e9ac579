extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first byte in `range` that does not start a well-formed UTF-8
    /// sequence lying wholly inside `range`, or nil when all of `range` is well-formed UTF-8.
    ///
    /// Well-formed means RFC 3629: no overlong forms, no surrogates (U+D800 to U+DFFF), nothing
    /// above U+10FFFF. ASCII is skipped eight bytes at a time.
    func firstInvalidUTF8(in range: Range<Int>) -> Int? {
        let raw = UnsafeRawBufferPointer(self)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if cursor + 8 <= range.upperBound,
                raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self) & highBits == 0
            {
                cursor += 8
                continue
            }
            let lead = self[cursor]
            let length: Int
            var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case ..<0x80:
                cursor += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0: (length, secondByteRange) = (3, 0xA0...0xBF)
            case 0xED: (length, secondByteRange) = (3, 0x80...0x9F)
            case 0xE1...0xEF: length = 3
            case 0xF0: (length, secondByteRange) = (4, 0x90...0xBF)
            case 0xF4: (length, secondByteRange) = (4, 0x80...0x8F)
            case 0xF1...0xF3: length = 4
            default: return cursor
            }
            guard cursor + length <= range.upperBound, secondByteRange.contains(self[cursor + 1]) else {
                return cursor
            }
            for continuation in cursor + 2..<cursor + length where self[continuation] & 0xC0 != 0x80 {
                return cursor
            }
            cursor += length
        }
        return nil
    }
}
