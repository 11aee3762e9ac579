import Foundation
import Glibc

/// The resident memory of this process, as Linux reports it.
enum ResidentMemory {
    /// The peak resident set size so far, in MiB (`getrusage` reports KiB on Linux).
    static var peakMebibytes: Double {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024
    }

    /// The peak resident set size so far in KiB (`VmHWM` in `/proc/self/status`).
    static func peakKibibytes() throws -> Int {
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
    /// the peak after the reset, and whether the kernel accepted it: when it did not, the peak is
    /// the earlier one and growth measured from it is a lower bound.
    static func resetPeak() throws -> (kibibytes: Int, wasReset: Bool) {
        let file = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
        var wasReset = false
        if file != -1 {
            wasReset = write(file, "5", 1) == 1
            close(file)
        }
        return (try peakKibibytes(), wasReset)
    }
}
