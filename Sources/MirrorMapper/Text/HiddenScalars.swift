/// The scalars that text from outside is never shown raw in: `mirrormapper generate` escapes them
/// in the comments and string literals of generated source, `mirrormapper defaults keys` in the
/// keys it prints. What ends a line (`\n`, `\r`, U+0085, U+2028, U+2029), the other C0 and C1
/// controls (NUL, escape sequences for terminals), Unicode format characters (general category Cf:
/// the bidi controls U+202A–202E and U+2066–2069 that make code read differently than it
/// compiles, zero-width characters, the byte order mark), and scalars this Unicode version leaves
/// unassigned, which a later one may make any of these.
package enum HiddenScalars {
    /// Whether `scalar` is shown escaped.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: true
        default: false
        }
    }
}
