import Foundation

/// The values the examples' observers record, from any thread, in the order they came. (`Mutex`
/// needs macOS 15 / iOS 18, and the package's `Locked` is internal: these examples use only what a
/// client can.)
final class Recorded<Element: Sendable>: @unchecked Sendable {  // `elements` is only used under `lock`
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    /// Everything recorded so far.
    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}
