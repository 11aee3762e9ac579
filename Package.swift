// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "MirrorMapper",
    // The oldest systems that have every API the library uses (`Duration`, in
    // `DefaultsStore.Configuration`); DESIGN.md says how this was decided and what is unverified.
    platforms: [
        .macOS(.v13), .macCatalyst(.v16), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "MirrorMapper", targets: ["MirrorMapper"]),
        .executable(name: "mirrormapper", targets: ["MirrorMapperTool"]),
        // `swift package generate-models` in a package that depends on this one.
        .plugin(name: "GenerateModels", targets: ["GenerateModels"]),
    ],
    targets: [
        // The privacy manifest declares the one required-reason API the store uses (file timestamps).
        .target(name: "MirrorMapper", resources: [.copy("PrivacyInfo.xcprivacy")]),
        .testTarget(name: "MirrorMapperTests", dependencies: ["MirrorMapper"]),
        .testTarget(name: "DocumentationTests"),
        .testTarget(name: "ReadmeExamples", dependencies: ["MirrorMapper"]),
        .testTarget(name: "ArticleExamples", dependencies: ["MirrorMapper"]),
        // `mirrormapper generate`: models and tables from a sample response; `mirrormapper defaults`:
        // a store from the terminal. The work is in two libraries the tests import, the executable
        // only runs the command line.
        .target(name: "ModelGeneration", dependencies: ["MirrorMapper"]),
        .target(name: "MirrorMapperCommands", dependencies: ["MirrorMapper", "ModelGeneration"]),
        .executableTarget(name: "MirrorMapperTool", dependencies: ["MirrorMapperCommands"]),
        // `mirrormapper generate` from a client package, writing into one of its targets.
        .plugin(
            name: "GenerateModels",
            capability: .command(
                intent: .custom(
                    verb: "generate-models",
                    description:
                        "Writes Swift models and their mapping tables for a sample JSON response into a target."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated models into the target's source folder.")
                ]
            ),
            dependencies: ["MirrorMapperTool"]
        ),
        // Generated/ holds the models generated from Fixtures/, compiled and checked by the tests.
        .testTarget(
            name: "ModelGenerationTests",
            dependencies: ["MirrorMapper", "ModelGeneration", "MirrorMapperCommands", "MirrorMapperTool"],
            exclude: ["Fixtures"]
        ),
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
