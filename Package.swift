// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MirrorMapper",
    products: [
        .library(name: "MirrorMapper", targets: ["MirrorMapper"])
    ],
    targets: [
        .target(name: "MirrorMapper"),
        .testTarget(name: "MirrorMapperTests", dependencies: ["MirrorMapper"]),
        // `mirrormapper generate`: models and tables inferred from a sample response.
        .target(name: "ModelGeneration", dependencies: ["MirrorMapper"]),
        .testTarget(name: "ModelGenerationTests", dependencies: ["MirrorMapper", "ModelGeneration"]),
        .executableTarget(
            name: "QuickStart",
            dependencies: ["MirrorMapper"],
            path: "Examples/QuickStart"
        ),
        .executableTarget(
            name: "Tour",
            dependencies: ["MirrorMapper"],
            path: "Examples/Tour"
        ),
        .executableTarget(
            name: "SettingsStore",
            dependencies: ["MirrorMapper"],
            path: "Examples/SettingsStore"
        ),
        .executableTarget(
            name: "MirrorMapperBenchmarks",
            dependencies: ["MirrorMapper"],
            path: "Benchmarks/MirrorMapperBenchmarks"
        ),
    ],
    swiftLanguageModes: [.v6]
)
