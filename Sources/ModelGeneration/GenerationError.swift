import MirrorMapper

/// Why no models could be made from a sample. Each description is one line.
package enum GenerationError: Error, CustomStringConvertible {
    /// The sample is not JSON.
    case notJSON(sample: String, JSONError)
    /// Nothing is at the key path given with `--at`.
    case nothingAtKeyPath(sample: String, keyPath: String)
    /// The value to model holds no object: `found` names what it is instead.
    case noObject(sample: String, found: String)
    /// The root name given with `--name` cannot name a type.
    case invalidRootName(String)
    /// The prefix given with `--prefix` cannot start a type's name.
    case invalidTypePrefix(String)

    package var description: String {
        switch self {
        case .notJSON(let sample, let error):
            "\(sample) is not JSON: \(error)"
        case .nothingAtKeyPath(let sample, let keyPath):
            "\(sample) has nothing at the key path \(keyPath)"
        case .noObject(let sample, let found):
            "\(sample) holds \(found) where an object or an array of objects should be"
        case .invalidRootName(let name):
            "\(SwiftStringLiteral.quotingSampleText(name)) cannot name a model: use an upper camel case name such as Status, "
                + "not one of Swift's, Foundation's or MirrorMapper's types"
        case .invalidTypePrefix(let prefix):
            "\(SwiftStringLiteral.quotingSampleText(prefix)) cannot start a model's name: use ASCII letters and "
                + "digits, starting with a capital, such as GH"
        }
    }
}
