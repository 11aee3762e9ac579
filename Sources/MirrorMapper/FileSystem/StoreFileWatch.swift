import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls `check` whenever a store's file may have changed, while the store has observers.
///
/// On Linux it watches the file's directory through the process's one inotify instance
/// (``DirectoryEvents``): a write through the store commits by renaming a temporary file over the
/// store's file (`IN_MOVED_TO`), another program writing in place closes the file
/// (`IN_CLOSE_WRITE`), and a removal is `IN_DELETE`, so another process's change is seen as soon
/// as it is committed; an append to the store's journal is a write to `<file>.journal`
/// (`IN_MODIFY`). Where no such watch can be set (another platform, a directory that does not
/// exist yet, inotify's limits reached) it checks every `interval` instead, and tries to set the
/// watch again at each tick: a wake-up of the process per interval, which the system may delay by
/// up to a tenth of the interval to serve other timers with the same wake-up (Apple's energy
/// guidance asks timers for that tolerance). Nothing of it runs once it is stopped: its timer is
/// cancelled and its subscription ends (the instance is closed with the process's last one).
final class StoreFileWatch: Sendable {
    private struct Sources {
        #if canImport(Glibc)
            var events: DirectoryEvents.Subscription?
        #endif
        var timer: (any DispatchSourceTimer)?
        var isStopped = false
    }

    /// The path given for the store's file.
    private let path: String
    private let interval: Duration
    private let check: @Sendable () -> Void
    private let state = Locked(Sources())

    /// Starts watching the store's file at `path`, calling `check` on a background queue.
    init(path: String, interval: Duration, check: @escaping @Sendable () -> Void) {
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
            #if canImport(Glibc)
                sources.events?.cancel()
                sources.events = nil
            #endif
            sources.timer?.cancel()
            sources.timer = nil
        }
    }

    /// The periodic check, for when events cannot be had.
    private func startTimer(in sources: inout Sources) {
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        let period = DispatchTimeInterval(atLeastAMillisecond: interval)
        timer.schedule(
            deadline: .now() + period, repeating: period,
            leeway: DispatchTimeInterval(atLeastAMillisecond: interval / 10))
        timer.setEventHandler { [weak self] in
            guard let self else {
                return
            }
            check()
            // The directory may exist now: watch it, and stop polling if that works.
            state.withLock { sources in
                if !sources.isStopped, watchEvents(in: &sources) {
                    sources.timer?.cancel()
                    sources.timer = nil
                }
            }
        }
        timer.resume()
        sources.timer = timer
    }

    /// Watches the directory of the store's file for the events that change it, through the
    /// process's shared inotify instance (``DirectoryEvents``), and tells whether that worked.
    private func watchEvents(in sources: inout Sources) -> Bool {
        #if canImport(Glibc)
            guard let paths = try? ArchivePaths.resolving(path),
                let subscription = DirectoryEvents.shared.subscribe(
                    directory: paths.directory,
                    fileNames: [paths.fileName, paths.fileName + StoreJournal.fileNameSuffix],
                    handler: { [weak self] change in self?.handle(change) })
            else {
                return false
            }
            sources.events = subscription
            return true
        #else
            return false
        #endif
    }

    #if canImport(Glibc)
        /// Checks the file after an event; when the directory went away, checks every interval
        /// until it can be watched again.
        private func handle(_ change: DirectoryEvents.Change) {
            check()
            guard case .directoryGone = change else {
                return
            }
            state.withLock { sources in
                sources.events = nil
                if !sources.isStopped, sources.timer == nil {
                    startTimer(in: &sources)
                }
            }
        }
    #endif
}
