#!/usr/bin/env bash
# Runs the `generate-models` command plugin as a client package runs it, without the network: a
# temporary package that depends on this one by path, with a library target for the models and an
# executable that imports them and has an `Owner` of its own. The plugin writes public models named
# with a prefix into the library's folder; the client then builds with warnings as errors and maps
# the sample through the models from the other module. Also checks the plugin's help and that a bad
# prefix fails with the command's one line, and what the plugin refuses itself. About a minute on 2
# cores: a debug build of the command, then of the client with the library.
#
#   Scripts/check-plugin.sh            the client is made in a temporary folder and removed after
#   KEEP_CLIENT=1 Scripts/check-plugin.sh   keeps it and prints where it is
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

work=$(mktemp -d)
if [[ -n "${KEEP_CLIENT:-}" ]]; then
    echo "client package: $work/Client"
else
    trap 'rm -rf "$work"' EXIT
fi
# SwiftPM keeps lock files for each build folder in the temporary folder: keep them with the client's.
mkdir -p "$work/tmp"
export TMPDIR="$work/tmp"
# SwiftPM names a package depended on by path after its folder: the client names this one MirrorMapper.
ln -s "$root" "$work/MirrorMapper"
client="$work/Client"
mkdir -p "$client/Sources/GitHubModels" "$client/Sources/RepoCheck" "$client/Samples"

cat >"$client/Package.swift" <<'MANIFEST'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../MirrorMapper")],
    targets: [
        .target(name: "GitHubModels", dependencies: [.product(name: "MirrorMapper", package: "MirrorMapper")]),
        .executableTarget(
            name: "RepoCheck",
            dependencies: ["GitHubModels", .product(name: "MirrorMapper", package: "MirrorMapper")]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

cat >"$client/Sources/GitHubModels/GitHubModels.swift" <<'SOURCE'
/// The models of the GitHub API that the client uses; `swift package generate-models` writes them here.
public enum GitHubModels {}
SOURCE

# The sample of the tests' public fixture (Generated/GHRepo.swift is what the command makes from it).
cp Tests/ModelGenerationTests/Fixtures/repo.json "$client/Samples/repo.json"

cat >"$client/Sources/RepoCheck/main.swift" <<'SOURCE'
import Foundation
import GitHubModels
import MirrorMapper

/// The client's own owner, which generated models named `Owner` would clash with.
struct Owner {
    var name = "me"
}

let sample = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let mapper = Mapper(mode: .strict)
let repo = try mapper.object(of: GHRepo.self, fromJSON: sample)
for type in [GHRepo.self, GHOwner.self, GHLicense.self] as [any Mappable.Type] {
    try Mapper.validate(type)
}
let mine = Owner()
guard repo.fullName == "octocat/Hello-World", repo.owner.login == "octocat", repo.license.key == "mit",
    mine.name == "me"
else {
    fatalError("mapped \(repo.fullName), \(repo.owner.login), \(repo.license.key)")
}
let written = try mapper.dictionary(from: repo)
guard written["full_name"] as? String == "octocat/Hello-World" else { fatalError("wrote \(written)") }
print("RepoCheck: mapped \(repo.fullName) through models of another module")
SOURCE

swift_package=(swift package --package-path "$client")

echo "-- generate-models --help"
"${swift_package[@]}" --allow-writing-to-package-directory generate-models --help >"$work/help.txt"
grep -q "generate-models \[--target <target>\]" "$work/help.txt"
grep -q -- "--prefix <prefix>" "$work/help.txt"

echo "-- generate-models --target GitHubModels Samples/repo.json --name Repo --prefix GH --public"
"${swift_package[@]}" --allow-writing-to-package-directory generate-models \
    --target GitHubModels Samples/repo.json --name Repo --prefix GH --public 2>&1 | tee "$work/run.txt"
grep -q "^Sources/GitHubModels/GHRepo.swift: 3 models, " "$work/run.txt"
generated="$client/Sources/GitHubModels/GHRepo.swift"
grep -q "^public final class GHOwner: Mappable {" "$generated"
head -1 "$generated" | grep -q '^// Generated from a sample by `mirrormapper generate Samples/repo.json --name Repo'

echo "-- a bad prefix fails with the command's one line"
if "${swift_package[@]}" --allow-writing-to-package-directory generate-models \
    --target GitHubModels Samples/repo.json --prefix 'g h' >"$work/bad.txt" 2>&1; then
    echo "generate-models with a bad prefix should fail" >&2
    exit 1
fi
grep -q "^mirrormapper generate: \"g h\" cannot start a model's name" "$work/bad.txt"

echo "-- what the plugin refuses itself, in one line"
expect_refusal() {
    local expected=$1
    shift
    if "${swift_package[@]}" --allow-writing-to-package-directory generate-models "$@" >"$work/refused.txt" 2>&1; then
        echo "generate-models $* should fail" >&2
        exit 1
    fi
    grep -q "^error: $expected" "$work/refused.txt"
}
expect_refusal "the plugin writes into the folder of --target" --target GitHubModels Samples/repo.json --output x.swift
expect_refusal "the package has no target named Nope" --target Nope Samples/repo.json
expect_refusal "the plugin reads the sample from a file" --target GitHubModels -
expect_refusal "choose the target with --target <name>" Samples/repo.json

echo "-- the client builds and maps the sample through the generated models"
swift build --package-path "$client" -Xswiftc -warnings-as-errors
"$(swift build --package-path "$client" --show-bin-path)/RepoCheck" "$client/Samples/repo.json"
