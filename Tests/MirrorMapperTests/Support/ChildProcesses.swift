import Foundation

/// Where every child process of these tests starts, and every pipe to one is made.
///
/// On Linux, Foundation's `Process` closes in the child only the descriptors it found open when it
/// looked, just before it starts the child; and `Pipe`, like the socket `Process` watches its
/// child through, is made without close-on-exec. A pipe that another thread makes in between
/// leaks into that child. When the child lives until the test kills it (a writer of the store's
/// property test), it holds the write end of another child's output, whose reader never sees the
/// end: the test waits for itself until its hang guard fails it (seen in CI). Made one at a time
/// under one lock, a pipe is either open before a start looks, and closed in that child, or made
/// after the child started. (Apple's `Process` starts children with every other descriptor closed,
/// so there the lock only costs a little waiting.)
enum ChildProcesses {
    private static let lock = NSLock()

    /// A pipe for a child's standard input, output or error.
    static func pipe() -> Pipe {
        lock.withLock { Pipe() }
    }

    /// Starts `process`, as `process.run()` does.
    static func start(_ process: Process) throws {
        try lock.withLock { try process.run() }
    }
}
