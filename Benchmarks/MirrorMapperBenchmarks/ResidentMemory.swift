import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The resident memory of this process, as the system reports it.
enum ResidentMemory {
    /// The peak resident set size so far, in MiB, from `getrusage`: its `ru_maxrss` is in KiB on
    /// Linux and in bytes on Darwin.
    static var peakMebibytes: Double {
        var usage = rusage()
        #if canImport(Glibc)
            // glibc declares `RUSAGE_SELF` as an enum case; `getrusage` takes its raw value.
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Double(usage.ru_maxrss) / 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Double(usage.ru_maxrss) / (1024 * 1024)
        #endif
    }

    /// The peak resident set size so far in KiB: `VmHWM` in `/proc/self/status` on Linux, which
    /// ``resetPeak()`` can lower; `getrusage` elsewhere.
    static func peakKibibytes() throws -> Int {
        #if os(Linux)
            return try procPeakKibibytes()
        #else
            return Int(peakMebibytes * 1024)
        #endif
    }

    private static func procPeakKibibytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else {
            throw BenchmarkFailure(description: "no VmHWM in /proc/self/status")
        }
        return kibibytes
    }

    /// Lowers the peak to what the process holds now (writing 5 to `/proc/self/clear_refs`, Linux
    /// 4.0 and later), so that a later ``peakKibibytes()`` shows only the growth from here. Returns
    /// the peak after the reset, and whether the kernel accepted it: when it did not (and always on
    /// Darwin, which has no such reset), the peak is the earlier one and growth measured from it is
    /// a lower bound.
    static func resetPeak() throws -> (kibibytes: Int, wasReset: Bool) {
        var wasReset = false
        #if os(Linux)
            let file = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
            if file != -1 {
                wasReset = write(file, "5", 1) == 1
                close(file)
            }
        #endif
        return (try peakKibibytes(), wasReset)
    }
}
