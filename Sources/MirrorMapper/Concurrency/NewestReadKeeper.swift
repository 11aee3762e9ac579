/// Keeps the newest of the values that racing threads read, with no lock held while they read.
///
/// An observer of a store reads the store when it is told of a change, and that read may itself
/// tell the observers (a store's first read, or one that finds another process's change), this
/// one among them, on the same thread. So the read cannot happen under a lock the observer holds:
/// it would wait for itself. Instead each read takes a ticket before it starts, and what it read
/// is kept only if no read that started later was kept first. A read that starts after a change
/// sees that change, so the value kept last is never older than the last change told.
final class NewestReadKeeper: Sendable {
    private struct Tickets {
        /// The ticket of the read that started last.
        var started: UInt64 = 0
        /// The ticket of the read whose value was kept last.
        var kept: UInt64 = 0
    }

    private let tickets = Locked(Tickets())

    /// Reads with `read`, with no lock held, then calls `keep` with what it read, under this
    /// keeper's lock, unless a read that started later was kept already: so `keep` sees the reads
    /// in the order they started. `keep` must only store or hand on the value (it must not call
    /// code that may wait or call back).
    func read<Value>(_ read: () -> Value, thenKeep keep: (Value) -> Void) {
        let ticket = tickets.withLock { tickets in
            tickets.started += 1
            return tickets.started
        }
        let value = read()
        tickets.withLock { tickets in
            guard ticket > tickets.kept else {
                return
            }
            tickets.kept = ticket
            keep(value)
        }
    }
}
