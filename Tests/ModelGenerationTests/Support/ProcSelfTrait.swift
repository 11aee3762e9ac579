import Foundation
import Testing

extension Trait where Self == ConditionTrait {
    /// For a test that finds the built `mirrormapper` or the build's modules through
    /// `/proc/self/exe` (``ExecutableRun``, ``Compiler``): Linux only, skipped with the reason where
    /// there is no `/proc` (Apple platforms, where the tests run inside a bundle) instead of failing.
    static var needsProcSelf: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: "/proc/self/exe"),
            "needs /proc/self (Linux): finds the built executable and modules through /proc/self/exe")
    }
}
