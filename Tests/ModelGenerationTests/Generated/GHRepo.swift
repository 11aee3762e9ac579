// Generated from a sample by `mirrormapper generate Fixtures/repo.json --name Repo --prefix GH --public`.

import Foundation
import MirrorMapper

/// The root object of `repo.json`.
public final class GHRepo: Mappable {
    /// From `id` in the data.
    public var id = 0
    /// From `full_name` in the data.
    public var fullName = ""
    /// From `private` in the data.
    public var `private` = false
    /// From `owner` in the data.
    public var owner = GHOwner()
    /// From `license` in the data.
    public var license = GHLicense()
    /// From `created_at` in the data.
    public var createdAt = Date(timeIntervalSince1970: 0)
    /// Makes the model with every property at its default, as the mapper does before it reads data.
    public required init() {}

    /// What differs from mapping each stored property under its own name: keys in the data, dates.
    public static let mapping = Mapping<GHRepo>.automatic
        .keyStrategy(.snakeCase)
        .dateStrategy(.iso8601)
}

/// Found at `owner` in `repo.json`.
public final class GHOwner: Mappable {
    /// From `login` in the data.
    public var login = ""
    /// From `id` in the data.
    public var id = 0
    /// From `site_admin` in the data.
    public var siteAdmin = false
    /// Makes the model with every property at its default, as the mapper does before it reads data.
    public required init() {}

    /// What differs from mapping each stored property under its own name: keys in the data, dates.
    public static let mapping = Mapping<GHOwner>.automatic
        .keyStrategy(.snakeCase)
}

/// Found at `license` in `repo.json`.
public final class GHLicense: Mappable {
    /// From `key` in the data.
    public var key = ""
    /// From `name` in the data.
    public var name = ""
    /// Makes the model with every property at its default, as the mapper does before it reads data.
    public required init() {}
}
