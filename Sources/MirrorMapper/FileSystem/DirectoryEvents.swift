#if canImport(Glibc)
    import Foundation
    import Glibc

    /// The process's one inotify instance, shared by every watch of a directory: a user has 128
    /// instances by default (`fs.inotify.max_user_instances`), so one instance per observed store
    /// would let one process take them all. Each watch is a subscription to the changes of some
    /// files in one directory; subscriptions to one directory share its inotify watch. The
    /// instance is opened with the first subscription and closed after the last.
    final class DirectoryEvents: Sendable {
        /// What the events of one subscription amount to.
        enum Change: Sendable {
            case fileChanged
            /// The directory was removed or moved, or the watch was dropped: no more events come,
            /// and the subscription has ended.
            case directoryGone
        }

        /// A subscription's files and what to call.
        private struct Subscriber {
            let fileNames: [[UInt8]]
            let handler: @Sendable (Change) -> Void
        }

        /// The open instance and its subscribers, by inotify watch.
        private struct Instance {
            let descriptor: Int32
            let source: any DispatchSourceRead
            var subscribers: [Int32: [Int: Subscriber]] = [:]

            /// Removes `watch` when no subscriber is left on it.
            mutating func removeWatchIfUnused(_ watch: Int32) {
                guard subscribers[watch]?.isEmpty == true else {
                    return
                }
                subscribers[watch] = nil
                _ = inotify_rm_watch(descriptor, watch)
            }
        }

        private struct State {
            var instance: Instance?
            var nextIdentifier = 0
        }

        /// The events that change a file in the directory: renamed over (a store's commit), closed
        /// after writing (a write in place), written (an append to a journal, whose writer keeps
        /// it open), created, removed or renamed away.
        private static let fileEvents = UInt32(
            IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        /// The events that end a watch.
        private static let endEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT)
        /// Events were lost: anything may have changed.
        private static let overflow = UInt32(IN_Q_OVERFLOW)
        /// The fixed part of an event: watch, mask, cookie and name length, 4 bytes each.
        private static let headerSize = 16

        /// The process's instance.
        static let shared = DirectoryEvents()

        private let state = Locked(State())

        /// Calls `handler` on a background queue whenever one of `fileNames` in `directory` may
        /// have changed, until the returned subscription is cancelled; nil when the directory
        /// cannot be watched (it does not exist, or inotify's limits are reached).
        func subscribe(
            directory: String, fileNames: [String], handler: @escaping @Sendable (Change) -> Void
        ) -> Subscription? {
            state.withLock { state -> Subscription? in
                guard let instance = state.instance ?? open() else {
                    return nil
                }
                let mask = Self.fileEvents | UInt32(IN_ONLYDIR | IN_DELETE_SELF | IN_MOVE_SELF)
                let watch = inotify_add_watch(instance.descriptor, directory, mask)
                guard watch != -1 else {
                    if state.instance == nil {
                        close(instance)
                    }
                    return nil
                }
                state.instance = instance
                let identifier = state.nextIdentifier
                state.nextIdentifier += 1
                state.instance?.subscribers[watch, default: [:]][identifier] = Subscriber(
                    fileNames: fileNames.map { Array($0.utf8) }, handler: handler)
                return Subscription(events: self, watch: watch, identifier: identifier)
            }
        }

        /// A subscription; it ends when cancelled or destroyed.
        final class Subscription: Sendable {
            private let events: DirectoryEvents
            private let watch: Int32
            private let identifier: Int

            fileprivate init(events: DirectoryEvents, watch: Int32, identifier: Int) {
                self.events = events
                self.watch = watch
                self.identifier = identifier
            }

            deinit {
                cancel()
            }

            /// Ends the subscription: nothing is called after it returns, except a call under way.
            func cancel() {
                events.unsubscribe(watch: watch, identifier: identifier)
            }
        }

        private func unsubscribe(watch: Int32, identifier: Int) {
            state.withLock { state in
                guard var instance = state.instance, instance.subscribers[watch]?[identifier] != nil else {
                    return
                }
                instance.subscribers[watch]?[identifier] = nil
                instance.removeWatchIfUnused(watch)
                keep(instance, in: &state)
            }
        }

        /// Makes `instance` the open one, or closes it when it has no subscriber left.
        private func keep(_ instance: Instance, in state: inout State) {
            if instance.subscribers.isEmpty {
                close(instance)
                state.instance = nil
            } else {
                state.instance = instance
            }
        }

        /// A new instance, reading its events on a background queue; nil when inotify's limits
        /// are reached.
        private func open() -> Instance? {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor != -1 else {
                return nil
            }
            let source = DispatchSource.makeReadSource(
                fileDescriptor: descriptor, queue: .global(qos: .utility))
            source.setEventHandler { [weak self] in self?.drain(descriptor) }
            source.setCancelHandler { _ = Glibc.close(descriptor) }
            source.resume()
            return Instance(descriptor: descriptor, source: source)
        }

        /// Stops reading the instance's events; its descriptor is closed once no handler runs.
        private func close(_ instance: Instance) {
            instance.source.cancel()
        }

        /// Reads every waiting event of the instance `descriptor` and calls the subscribers they
        /// concern, once each, outside the lock.
        private func drain(_ descriptor: Int32) {
            var events: [(watch: Int32, mask: UInt32, name: [UInt8])] = []
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    break
                }
                buffer.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset + Self.headerSize <= count {
                        let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                        let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                        let nameLength = Int(
                            bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        let nameStart = offset + Self.headerSize
                        let nameEnd = min(nameStart + nameLength, count)
                        events.append((watch, mask, Array(bytes[nameStart..<nameEnd].prefix { $0 != 0 })))
                        offset = nameEnd
                    }
                }
            }
            for (handler, change) in calls(for: events, of: descriptor) {
                handler(change)
            }
        }

        /// The subscribers that `events` concern and what they amount to for each; the watches
        /// that ended are dropped with their subscribers.
        private func calls(
            for events: [(watch: Int32, mask: UInt32, name: [UInt8])], of descriptor: Int32
        ) -> [(@Sendable (Change) -> Void, Change)] {
            state.withLock { state in
                guard var instance = state.instance, instance.descriptor == descriptor else {
                    return []
                }
                var changes: [Int32: [Int: Change]] = [:]
                for event in events {
                    if event.mask & Self.overflow != 0 {
                        for (watch, subscribers) in instance.subscribers {
                            for identifier in subscribers.keys where changes[watch]?[identifier] == nil {
                                changes[watch, default: [:]][identifier] = .fileChanged
                            }
                        }
                    } else if event.mask & Self.endEvents != 0 {
                        for identifier in (instance.subscribers[event.watch] ?? [:]).keys {
                            changes[event.watch, default: [:]][identifier] = .directoryGone
                        }
                    } else if event.mask & Self.fileEvents != 0 {
                        for (identifier, subscriber) in instance.subscribers[event.watch] ?? [:]
                        where changes[event.watch]?[identifier] == nil
                            && subscriber.fileNames.contains(where: { $0 == event.name })
                        {
                            changes[event.watch, default: [:]][identifier] = .fileChanged
                        }
                    }
                }
                var calls: [(@Sendable (Change) -> Void, Change)] = []
                for (watch, changed) in changes {
                    for (identifier, change) in changed {
                        guard let subscriber = instance.subscribers[watch]?[identifier] else {
                            continue
                        }
                        calls.append((subscriber.handler, change))
                        if case .directoryGone = change {
                            instance.subscribers[watch]?[identifier] = nil
                        }
                    }
                    // After an end event the kernel has dropped the watch already.
                    instance.removeWatchIfUnused(watch)
                }
                keep(instance, in: &state)
                return calls
            }
        }
    }
#endif
