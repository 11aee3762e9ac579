extension BenchmarkPlan {
    /// `DefaultsStore.set`s in stores of several sizes, durable against `UserDefaults.set` +
    /// `synchronize()` and against durably writing the same bytes, journaled against
    /// `UserDefaults.set` (see ``StoreBenchmark``); the headline ratios they give.
    func measureStore() throws -> [HeadlineRatio] {
        guard options.includes(section: "store") else { return [] }
        let figures = try StoreBenchmark.measure(quick: options.quick)
        for row in figures {
            report.note(
                String(
                    format: "DefaultsStore.set of a settings model with %d keys in the file: %.3f ms; "
                        + "UserDefaults.set + synchronize %.3f ms (%.2f×); durably writing the same bytes "
                        + "%.3f ms (%.2f×)", row.keys, row.store, row.userDefaults,
                    row.store / row.userDefaults,
                    row.writeFloor, row.store / row.writeFloor))
            report.note(
                String(
                    format:
                        "journaled DefaultsStore.set of an integer, %d keys: %.1f µs; UserDefaults.set %.1f µs (%.2f×)",
                    row.keys, row.journaledStore * 1000, row.userDefaultsSet * 1000,
                    row.journaledStore / row.userDefaultsSet))
        }
        func ratio(
            keys: Int, _ baseline: KeyPath<StoreBenchmark.Figures, Double>,
            of measured: KeyPath<StoreBenchmark.Figures, Double> = \.store
        ) -> Double? {
            figures.first { $0.keys == keys }.map { $0[keyPath: measured] / $0[keyPath: baseline] }
        }
        return HeadlineRatio.measured([
            ("store-set-10k-vs-write-floor", ratio(keys: 10_000, \.writeFloor)),
            ("store-set-1k-vs-userdefaults", ratio(keys: 1_000, \.userDefaults)),
            ("store-set-10-vs-userdefaults", ratio(keys: 10, \.userDefaults)),
            ("store-set-fast-10-vs-userdefaults", ratio(keys: 10, \.userDefaultsSet, of: \.journaledStore)),
            (
                "store-set-fast-10k-vs-userdefaults",
                ratio(keys: 10_000, \.userDefaultsSet, of: \.journaledStore)
            ),
        ])
    }
}
