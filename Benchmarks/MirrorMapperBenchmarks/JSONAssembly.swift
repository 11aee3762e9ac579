import Foundation

/// Writes a large generated document piece by piece, so that only one batch of it exists as
/// dictionaries at a time: a 100× document built whole as `[String: Any]` and serialized at once
/// took gigabytes, which then showed in the peak memory the benchmark reports for mapping.
///
/// ```swift
/// var json = JSONAssembly()
/// json.append("{\"statuses\":")
/// json.open("[")
/// for batch in batches { try json.append(membersOf: batch) }
/// json.append("]}")
/// ```
struct JSONAssembly {
    private(set) var bytes = Data()
    /// Whether the batched container opened last has no members yet.
    private var openContainerIsEmpty = true

    /// Appends raw JSON text: keys, separators, closing brackets.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends `value` serialized with sorted keys.
    mutating func append(value: Any) throws {
        bytes.append(try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]))
    }

    /// Opens an array (`[`) or object (`{`) to be filled with ``append(membersOf:)``.
    mutating func open(_ bracket: String) {
        append(bracket)
        openContainerIsEmpty = true
    }

    /// Appends the elements of an array, or the members of an object, without its brackets, as
    /// members of the container opened last.
    mutating func append(membersOf batch: Any) throws {
        let serialized = try JSONSerialization.data(withJSONObject: batch, options: [.sortedKeys])
        let members = serialized.dropFirst().dropLast()
        guard !members.isEmpty else { return }
        if !openContainerIsEmpty { append(",") }
        bytes.append(members)
        openContainerIsEmpty = false
    }
}
