// What every fuzz target does when an invariant breaks. A violation traps with a message, which
// libFuzzer reports as a crash together with the input; errors thrown for bad input are expected.

/// Traps with `message` when `condition` is false: a broken invariant, never bad input.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        invariantViolated(message())
    }
}

/// Traps, so that libFuzzer saves the input that broke an invariant.
func invariantViolated(_ message: String) -> Never {
    fatalError("invariant violated: \(message)")
}
