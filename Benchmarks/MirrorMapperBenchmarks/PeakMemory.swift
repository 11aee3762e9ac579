import Glibc

/// The peak resident set size of this process so far, in MiB (`getrusage` reports KiB on Linux).
func peakResidentMebibytes() -> Double {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Double(usage.ru_maxrss) / 1024
}
