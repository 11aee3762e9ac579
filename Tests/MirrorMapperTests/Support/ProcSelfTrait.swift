import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// For a test that starts this test binary again through `/proc/self/exe` (see
    /// ``ArchiveChildProcess``) or reads `/proc/self`: Linux only, skipped with the reason where
    /// there is no `/proc` (Apple platforms) instead of failing.
    static var needsProcSelf: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/exe"),
            "needs /proc/self (Linux): runs this test binary again through /proc/self/exe or reads /proc/self"
        )
    }
}
