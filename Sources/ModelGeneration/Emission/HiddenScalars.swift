/// The scalars that text from a sample never carries raw into generated source, in a comment or a
/// string literal: what ends a line (`\n`, `\r`, U+0085, U+2028, U+2029), the other C0 and C1
/// controls (NUL, escape sequences for terminals), Unicode format characters (general category Cf:
/// the bidi controls U+202A–202E and U+2066–2069 that make code read differently than it
/// compiles, zero-width characters, the byte order mark), and scalars this Unicode version leaves
/// unassigned, which a later one may make any of these.
enum HiddenScalars {
    /// Whether `scalar` is written escaped, as `\u{…}`.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: true
        default: false
        }
    }
}
