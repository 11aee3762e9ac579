// The README's tour, "Archive models: DefaultsStore", and the article "Using the Defaults Store":
// the model and the typed keys they quote.
import MirrorMapper

struct Settings: Mappable {
    var fontSize = 12
    var theme = "light"
    static let mapping = Mapping<Settings>(["fontSize": \.fontSize, "theme": \.theme])
}

extension DefaultsKeys {
    static let settings = DefaultsKey<Settings>("settings", default: Settings())
    static let launchCount = DefaultsKey("launchCount", default: 0)
}
