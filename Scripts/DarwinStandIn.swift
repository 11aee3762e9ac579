// A Darwin-shaped stand-in module for Scripts/check-darwin-branch.sh: imported as `Darwin`, it
// declares the names that exist only in Apple's Darwin module and that the package's Darwin
// branches use, with Apple's types and values. Linux's own names stay visible (Foundation re-exports
// Glibc), so the check cannot see a glibc-only shape in a Darwin branch; Scripts/check-platform-lint.sh
// refuses those it knows. Add here, from the SDK's headers, what a new Darwin branch needs.
@_exported import Glibc

extension stat {
    /// `struct stat`'s modification time on Darwin (`st_mtim` on Linux).
    public var st_mtimespec: timespec { st_mtim }
    /// `struct stat`'s status-change time on Darwin (`st_ctim` on Linux).
    public var st_ctimespec: timespec { st_ctim }
}

/// `fcntl` command that asks the drive to flush its own cache (`<sys/fcntl.h>`: 51).
public var F_FULLFSYNC: Int32 { 51 }

/// `fcntl` command: `fsync`, then a barrier, so that the drive writes nothing issued after it before
/// what was issued before it (`<sys/fcntl.h>`: 85).
public var F_BARRIERFSYNC: Int32 { 85 }

/// `getrusage`'s "this process" (`<sys/resource.h>`: a plain `Int32`, not glibc's enum).
public var RUSAGE_SELF: Int32 { 0 }
