import Foundation

/// What the examples' observers record from other threads, read and changed under a lock. (`Mutex`
/// needs macOS 15 / iOS 18; the package's `Locked` is internal, and these examples use only what a
/// client can.)
final class Recorded<Value>: @unchecked Sendable {  // every access to `value` holds `lock`
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the recorded value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
