import Foundation

/// Finds the binding a member of a JSON object is for, from the key's UTF-8 bytes, without making
/// a `String` of them: the streaming counterpart of looking a data key up in a dictionary.
///
/// ASCII keys are compared byte for byte, through an open-addressing table. A key with other
/// characters is made into a `String` and looked up by `String` equality, as a dictionary would,
/// so that canonically equivalent spellings (`é` and `e` + U+0301, the Kelvin sign and `K`) find
/// the same binding on both paths.
struct JSONKeyIndex {
    /// The ASCII bytes of each binding's key, empty for keys with other characters.
    private let keyBytes: [[UInt8]]
    /// Binding indices by hash, -1 where empty; the count is a power of two.
    private let slots: [Int32]
    /// Every key by its text, for keys that are not ASCII.
    private let bindingsByKey: [String: Int]

    /// An index of `keys`, the data key of each binding in order; nil when two bindings share a
    /// key, which streaming does not support.
    init?(keys: [String]) {
        var bindingsByKey: [String: Int] = [:]
        for (binding, key) in keys.enumerated() {
            guard bindingsByKey.updateValue(binding, forKey: key) == nil else {
                return nil
            }
        }
        var capacity = 8
        while capacity < keys.count * 2 {
            capacity *= 2
        }
        var slots = [Int32](repeating: -1, count: capacity)
        var keyBytes: [[UInt8]] = []
        for (binding, key) in keys.enumerated() {
            let bytes = Array(key.utf8)
            let (hash, isASCII) = bytes.withUnsafeBufferPointer(KeyBytes.hash)
            guard isASCII else {
                keyBytes.append([])
                continue
            }
            keyBytes.append(bytes)
            var slot = hash & (capacity - 1)
            while slots[slot] != -1 {
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = Int32(binding)
        }
        self.keyBytes = keyBytes
        self.slots = slots
        self.bindingsByKey = bindingsByKey
    }

    /// The binding whose key is `bytes`, or nil when no binding has that key.
    func binding(for bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let (hash, isASCII) = KeyBytes.hash(bytes)
        guard isASCII else {
            return bindingsByKey[String(decoding: bytes, as: UTF8.self)]
        }
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let binding = Int(slots[slot])
            guard binding != -1 else {
                return nil
            }
            if keyBytes[binding].withUnsafeBufferPointer({ KeyBytes.isEqual($0, bytes) }) {
                return binding
            }
            slot = (slot + 1) & mask
        }
    }
}
