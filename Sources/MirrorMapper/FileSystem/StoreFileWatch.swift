import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `check` whenever a store's file may have changed, while the store has observers.
///
/// On Linux it watches the file's directory with inotify: a write through the store commits by
/// renaming a temporary file over the store's file (`IN_MOVED_TO`), another program writing in
/// place closes the file (`IN_CLOSE_WRITE`), and a removal is `IN_DELETE`, so another process's
/// change is seen as soon as it is committed; an append to the store's journal is a write to
/// `<file>.journal` (`IN_MODIFY`). Where no such watch can be set (another platform, a
/// directory that does not exist yet, inotify's limits reached) it checks every `interval`
/// instead, and tries to set the watch again at each tick. Nothing of it runs once it is stopped:
/// its dispatch sources are cancelled, and the inotify descriptor is closed.
final class StoreFileWatch: Sendable {
    private struct Sources {
        var events: (any DispatchSourceRead)?
        var timer: (any DispatchSourceTimer)?
        var isStopped = false
    }

    /// The path given for the store's file.
    private let path: String
    private let interval: DispatchTimeInterval
    private let check: @Sendable () -> Void
    private let state = Locked(Sources())

    /// Starts watching the store's file at `path`, calling `check` on a background queue.
    init(path: String, interval: DispatchTimeInterval, check: @escaping @Sendable () -> Void) {
        self.path = path
        self.interval = interval
        self.check = check
        state.withLock { sources in
            if !watchEvents(in: &sources) {
                startTimer(in: &sources)
            }
        }
    }

    deinit {
        stop()
    }

    /// Stops watching; nothing is called after it returns, except a call already under way.
    func stop() {
        state.withLock { sources in
            sources.isStopped = true
            sources.events?.cancel()
            sources.events = nil
            sources.timer?.cancel()
            sources.timer = nil
        }
    }

    /// The periodic check, for when events cannot be had.
    private func startTimer(in sources: inout Sources) {
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            guard let self else {
                return
            }
            check()
            // The directory may exist now: watch it, and stop polling if that works.
            state.withLock { sources in
                if !sources.isStopped, sources.events == nil, watchEvents(in: &sources) {
                    sources.timer?.cancel()
                    sources.timer = nil
                }
            }
        }
        timer.resume()
        sources.timer = timer
    }

    /// Watches the directory of the store's file for the events that change it, and tells
    /// whether that worked.
    private func watchEvents(in sources: inout Sources) -> Bool {
        #if canImport(Glibc)
            guard let paths = try? ArchivePaths.resolving(path),
                let watch = DirectoryEvents(
                    directory: paths.directory,
                    fileNames: [paths.fileName, paths.fileName + StoreJournal.fileNameSuffix])
            else {
                return false
            }
            let source = DispatchSource.makeReadSource(
                fileDescriptor: watch.descriptor, queue: .global(qos: .utility))
            source.setEventHandler { [weak self] in
                guard let self else {
                    return
                }
                switch watch.drain() {
                case .none:
                    break
                case .fileChanged:
                    check()
                case .directoryGone:
                    check()
                    state.withLock { sources in
                        sources.events?.cancel()
                        sources.events = nil
                        if !sources.isStopped, sources.timer == nil {
                            startTimer(in: &sources)
                        }
                    }
                }
            }
            source.setCancelHandler { watch.close() }
            source.resume()
            sources.events = source
            return true
        #else
            return false
        #endif
    }
}
