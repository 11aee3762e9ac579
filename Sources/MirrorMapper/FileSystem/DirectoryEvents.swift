#if canImport(Glibc)
    import Glibc

    /// An inotify watch of one directory, reduced to what matters for one file in it: whether the
    /// file was replaced, written, created or removed, or the directory itself went away.
    struct DirectoryEvents: Sendable {
        /// What the events read since the last drain amount to.
        enum Change {
            case none
            case fileChanged
            /// The directory was removed or moved, or the watch was dropped: no more events come.
            case directoryGone
        }

        /// The inotify instance, non-blocking; readable when events are waiting.
        let descriptor: Int32
        private let fileNames: [[UInt8]]

        /// The events that change a file in the directory: renamed over (a store's commit), closed
        /// after writing (a write in place), written (an append to a journal, whose writer keeps
        /// it open), created, removed or renamed away.
        private static let fileEvents = UInt32(
            IN_MOVED_TO | IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        /// The events that end the watch.
        private static let endEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT)
        /// Events were lost: anything may have changed.
        private static let overflow = UInt32(IN_Q_OVERFLOW)
        /// The fixed part of an event: watch, mask, cookie and name length, 4 bytes each.
        private static let headerSize = 16

        /// Watches `directory` for changes of the entries `fileNames`; nil when the watch cannot be
        /// set (the directory does not exist, or inotify's limits are reached).
        init?(directory: String, fileNames: [String]) {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor != -1 else {
                return nil
            }
            let mask = Self.fileEvents | UInt32(IN_ONLYDIR | IN_DELETE_SELF | IN_MOVE_SELF)
            guard inotify_add_watch(descriptor, directory, mask) != -1 else {
                _ = Glibc.close(descriptor)
                return nil
            }
            self.descriptor = descriptor
            self.fileNames = fileNames.map { Array($0.utf8) }
        }

        /// Reads every waiting event and tells what they amount to.
        func drain() -> Change {
            var change = Change.none
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else {
                    return change
                }
                buffer.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset + Self.headerSize <= count {
                        let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                        let nameLength = Int(
                            bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        let nameStart = offset + Self.headerSize
                        let nameEnd = min(nameStart + nameLength, count)
                        let name = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
                        if mask & Self.endEvents != 0 {
                            change = .directoryGone
                        } else if case .none = change,
                            mask & Self.overflow != 0
                                || (mask & Self.fileEvents != 0
                                    && fileNames.contains { name.elementsEqual($0) })
                        {
                            change = .fileChanged
                        }
                        offset = nameEnd
                    }
                }
            }
        }

        /// Closes the inotify instance, which ends the watch.
        func close() {
            _ = Glibc.close(descriptor)
        }
    }
#endif
