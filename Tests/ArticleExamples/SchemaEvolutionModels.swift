// Two versions of one model, from the DocC article "Schema Evolution", which quotes this file's
// code. Each version is in a namespace of its own, as it would be in a release of its own.
import MirrorMapper

enum ProfileVersion1 {
    // Version 1
    final class Profile: Mappable {
        var theme = "light"
        var fontSize = 12
        var userName = ""
        var legacyFlag = false
        var accent = "blue"
        required init() {}
        static let mapping = Mapping<Profile>([
            "theme": \.theme, "fontSize": \.fontSize, "userName": \.userName,
            "legacyFlag": \.legacyFlag, "accent": \.accent,
        ])
    }
}

enum ProfileVersion2 {
    // Version 2: showsToolbar added, legacyFlag removed, userName renamed to displayName,
    // fontSize now a Double, accent now an Int.
    final class Profile: Mappable {
        var theme = "light"
        var fontSize = 12.0
        var displayName = ""
        var accent = 3
        var showsToolbar = true
        required init() {}
        static let mapping = Mapping<Profile>([
            "theme": \.theme, "fontSize": \.fontSize, "displayName": \.displayName,
            "accent": \.accent, "showsToolbar": \.showsToolbar,
        ])
        .fallbackKeys(["displayName": ["userName"]])
    }
}
