import Foundation

/// Tells objects whose keys are ids (`{"138586341": {…}, "138586345": {…}}`) from objects whose keys
/// are property names: the first kind is a dictionary, `[String: Model]`.
enum IDKeys {
    /// Whether every key of a non-empty object is an id.
    static func areIDs(_ keys: [String]) -> Bool {
        !keys.isEmpty && keys.allSatisfy(isID)
    }

    /// Whether `key` is an id: decimal digits (`138586341`), a UUID, or a long run of ASCII letters and
    /// digits with both in it (`eb8fce65jw1ew468zkxcgj237k1t01l0`), as hashes and generated ids are.
    static func isID(_ key: String) -> Bool {
        let scalars = key.unicodeScalars
        let digits = scalars.filter { ("0"..."9").contains($0) }.count
        if digits > 0, digits == scalars.count { return true }
        if UUID(uuidString: key) != nil { return true }
        return scalars.count >= 16 && digits > 0 && scalars.allSatisfy(SwiftNames.isAlphanumeric)
    }
}
