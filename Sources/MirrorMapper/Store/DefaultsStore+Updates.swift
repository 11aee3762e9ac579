/// Values as asynchronous sequences: the current value, then the value after each change.
extension DefaultsStore {
    /// The values of `keys` now, then again after every change of any of them, from this process
    /// or another (seen as ``observe(_:handler:)-(String,_)`` sees them). Values are read as
    /// ``subscript(_:)`` reads them: a key's default when none is stored, and problems go to
    /// ``Configuration/issueHandler``. Values are read when the change is seen, and only the latest
    /// element not yet consumed is buffered, so a slow consumer gets the newest values, not every one
    /// in between; a batch that changes
    /// several of the keys yields once per key it changed, each time with every value as the batch
    /// left it. The sequence ends when the task iterating it is cancelled; its observations (and
    /// the file's watch, if they were the last) end then, or when the loop is left. One key gives
    /// its values, several give tuples.
    ///
    /// ```swift
    /// for await settings in store.updates(for: .settings) {
    ///     apply(settings)
    /// }
    /// for await (volume, isMuted) in store.updates(for: .volume, .isMuted) {
    ///     player.volume = isMuted ? 0 : volume
    /// }
    /// ```
    /// - Parameter keys: The typed keys to follow.
    /// - Returns: A sequence of the keys' values, starting with the current ones.
    public func updates<each Value: Sendable>(
        for keys: repeat DefaultsKey<each Value>
    ) -> AsyncStream<(repeat each Value)> {
        var names: [String] = []
        for key in repeat each keys {
            names.append(key.name)
        }
        let read: @Sendable (DefaultsStore) -> (repeat each Value) = { store in
            (repeat store[each keys])
        }
        return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            // Two changes seen on two threads (a write here, another process's seen by the watch)
            // cannot leave the older values newest; the read holds no lock, since it may tell this
            // very observation of what it found.
            let keeper = NewestReadKeeper()
            let deliver: @Sendable (DefaultsStore) -> Void = { store in
                keeper.read({ read(store) }, thenKeep: { _ = continuation.yield($0) })
            }
            // Observed first, read second: a change in between is seen twice, never missed.
            let observations = names.map { name in
                observe(name) { [weak self] in
                    guard let self else {
                        return
                    }
                    deliver(self)
                }
            }
            continuation.onTermination = { _ in
                for observation in observations {
                    observation.cancel()
                }
            }
            deliver(self)
        }
    }
}
