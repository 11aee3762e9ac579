// Generated from a sample by `mirrormapper generate Fixtures/wide.json`.

import Foundation
import MirrorMapper

/// The root object of `wide.json`.
final class Wide: Mappable {
    var rows: [Row] = []
    required init() {}

    static let mapping: Mapping<Wide> = [
        "rows": \.rows
    ]
}

/// Found at `rows[]` in `wide.json`.
final class Row: Mappable {
    var cellN1 = 0
    var cellN2 = 0
    var cellN3 = 0
    var cellN4 = 0
    var cellN5 = 0
    var cellN6 = 0
    var cellN7 = 0
    var cellN8 = 0
    var cellN9 = 0
    var cellN10 = 0
    var label1 = ""
    var cellN11 = 0
    var cellN12 = 0
    var cellN13 = 0
    var cellN14 = 0
    var cellN15 = 0
    var cellN16 = 0
    var cellN17 = 0
    var cellN18 = 0
    var cellN19 = 0
    var cellN20 = 0
    var label2 = ""
    var cellN21 = 0
    var cellN22 = 0
    var cellN23 = 0
    var cellN24 = 0
    var cellN25 = 0
    var cellN26 = 0
    var cellN27 = 0
    var cellN28 = 0
    var cellN29 = 0
    var cellN30 = 0
    var label3 = ""
    var cellN31 = 0
    var cellN32 = 0
    var cellN33 = 0
    var cellN34 = 0
    var cellN35 = 0
    var cellN36 = 0
    var cellN37 = 0
    var cellN38 = 0
    var cellN39 = 0
    var cellN40 = 0
    var label4 = ""
    var opened1At = Date(timeIntervalSince1970: 0)
    var closed1At = Date(timeIntervalSince1970: 0)
    var cellN41 = 0
    var cellN42 = 0
    var cellN43 = 0
    var cellN44 = 0
    var cellN45 = 0
    var cellN46 = 0
    var cellN47 = 0
    var cellN48 = 0
    var cellN49 = 0
    var cellN50 = 0
    var label5 = ""
    var cellN51 = 0
    var cellN52 = 0
    var cellN53 = 0
    var cellN54 = 0
    var cellN55 = 0
    var cellN56 = 0
    var cellN57 = 0
    var cellN58 = 0
    var cellN59 = 0
    var cellN60 = 0
    var label6 = ""
    var cellN61 = 0
    var cellN62 = 0
    var cellN63 = 0
    var cellN64 = 0
    var cellN65 = 0
    var cellN66 = 0
    var cellN67 = 0
    var cellN68 = 0
    var cellN69 = 0
    var cellN70 = 0
    var label7 = ""
    var cellN71 = 0
    var cellN72 = 0
    var cellN73 = 0
    var cellN74 = 0
    var cellN75 = 0
    var cellN76 = 0
    var cellN77 = 0
    var cellN78 = 0
    var cellN79 = 0
    var cellN80 = 0
    var label8 = ""
    var opened2At = Date(timeIntervalSince1970: 0)
    var closed2At = Date(timeIntervalSince1970: 0)
    var cellN81 = 0
    var cellN82 = 0
    var cellN83 = 0
    var cellN84 = 0
    var cellN85 = 0
    var cellN86 = 0
    var cellN87 = 0
    var cellN88 = 0
    var cellN89 = 0
    var cellN90 = 0
    var label9 = ""
    var cellN91 = 0
    var cellN92 = 0
    var cellN93 = 0
    var cellN94 = 0
    var cellN95 = 0
    var cellN96 = 0
    var cellN97 = 0
    var cellN98 = 0
    var cellN99 = 0
    var cellN100 = 0
    var label10 = ""
    var cellN101 = 0
    var cellN102 = 0
    var cellN103 = 0
    var cellN104 = 0
    var cellN105 = 0
    var cellN106 = 0
    var cellN107 = 0
    var cellN108 = 0
    var cellN109 = 0
    var cellN110 = 0
    var label11 = ""
    var cellN111 = 0
    var cellN112 = 0
    var cellN113 = 0
    var cellN114 = 0
    var cellN115 = 0
    var cellN116 = 0
    var cellN117 = 0
    var cellN118 = 0
    var cellN119 = 0
    var cellN120 = 0
    var label12 = ""
    var opened3At = Date(timeIntervalSince1970: 0)
    var closed3At = Date(timeIntervalSince1970: 0)
    var cellN121 = 0
    var cellN122 = 0
    var cellN123 = 0
    var cellN124 = 0
    var cellN125 = 0
    var cellN126 = 0
    var cellN127 = 0
    var cellN128 = 0
    var cellN129 = 0
    var cellN130 = 0
    var label13 = ""
    var cellN131 = 0
    var cellN132 = 0
    var cellN133 = 0
    var cellN134 = 0
    var cellN135 = 0
    var cellN136 = 0
    var cellN137 = 0
    var cellN138 = 0
    var cellN139 = 0
    var cellN140 = 0
    var label14 = ""
    var cellN141 = 0
    var cellN142 = 0
    var cellN143 = 0
    var cellN144 = 0
    var cellN145 = 0
    var cellN146 = 0
    var cellN147 = 0
    var cellN148 = 0
    var cellN149 = 0
    var cellN150 = 0
    var label15 = ""
    var cellN151 = 0
    var cellN152 = 0
    var cellN153 = 0
    var cellN154 = 0
    var cellN155 = 0
    var cellN156 = 0
    var cellN157 = 0
    var cellN158 = 0
    var cellN159 = 0
    var cellN160 = 0
    var label16 = ""
    var opened4At = Date(timeIntervalSince1970: 0)
    var closed4At = Date(timeIntervalSince1970: 0)
    var cellN161 = 0
    var cellN162 = 0
    var cellN163 = 0
    var cellN164 = 0
    var cellN165 = 0
    var cellN166 = 0
    var cellN167 = 0
    var cellN168 = 0
    var cellN169 = 0
    var cellN170 = 0
    var label17 = ""
    var cellN171 = 0
    var cellN172 = 0
    var cellN173 = 0
    var cellN174 = 0
    var cellN175 = 0
    var cellN176 = 0
    var cellN177 = 0
    var cellN178 = 0
    var cellN179 = 0
    var cellN180 = 0
    var label18 = ""
    var cellN181 = 0
    var cellN182 = 0
    var cellN183 = 0
    var cellN184 = 0
    var cellN185 = 0
    var cellN186 = 0
    var cellN187 = 0
    var cellN188 = 0
    var cellN189 = 0
    var cellN190 = 0
    var label19 = ""
    var cellN191 = 0
    var cellN192 = 0
    var cellN193 = 0
    var cellN194 = 0
    var cellN195 = 0
    var cellN196 = 0
    var cellN197 = 0
    var cellN198 = 0
    var cellN199 = 0
    var cellN200 = 0
    var label20 = ""
    var opened5At = Date(timeIntervalSince1970: 0)
    var closed5At = Date(timeIntervalSince1970: 0)
    required init() {}

    static let mapping = Mapping<Row>(joining: [
        mappingPart1,
        mappingPart2,
        mappingPart3,
    ])
    .keyStrategy(.snakeCase)

    private static let mappingPart1 = Mapping<Row>([
        "cellN1": \.cellN1,
        "cellN2": \.cellN2,
        "cellN3": \.cellN3,
        "cellN4": \.cellN4,
        "cellN5": \.cellN5,
        "cellN6": \.cellN6,
        "cellN7": \.cellN7,
        "cellN8": \.cellN8,
        "cellN9": \.cellN9,
        "cellN10": \.cellN10,
        "label1": \.label1,
        "cellN11": \.cellN11,
        "cellN12": \.cellN12,
        "cellN13": \.cellN13,
        "cellN14": \.cellN14,
        "cellN15": \.cellN15,
        "cellN16": \.cellN16,
        "cellN17": \.cellN17,
        "cellN18": \.cellN18,
        "cellN19": \.cellN19,
        "cellN20": \.cellN20,
        "label2": \.label2,
        "cellN21": \.cellN21,
        "cellN22": \.cellN22,
        "cellN23": \.cellN23,
        "cellN24": \.cellN24,
        "cellN25": \.cellN25,
        "cellN26": \.cellN26,
        "cellN27": \.cellN27,
        "cellN28": \.cellN28,
        "cellN29": \.cellN29,
        "cellN30": \.cellN30,
        "label3": \.label3,
        "cellN31": \.cellN31,
        "cellN32": \.cellN32,
        "cellN33": \.cellN33,
        "cellN34": \.cellN34,
        "cellN35": \.cellN35,
        "cellN36": \.cellN36,
        "cellN37": \.cellN37,
        "cellN38": \.cellN38,
        "cellN39": \.cellN39,
        "cellN40": \.cellN40,
        "label4": \.label4,
        "opened1At": \.opened1At,
        "closed1At": \.closed1At,
        "cellN41": \.cellN41,
        "cellN42": \.cellN42,
        "cellN43": \.cellN43,
        "cellN44": \.cellN44,
        "cellN45": \.cellN45,
        "cellN46": \.cellN46,
        "cellN47": \.cellN47,
        "cellN48": \.cellN48,
        "cellN49": \.cellN49,
        "cellN50": \.cellN50,
        "label5": \.label5,
        "cellN51": \.cellN51,
        "cellN52": \.cellN52,
        "cellN53": \.cellN53,
        "cellN54": \.cellN54,
        "cellN55": \.cellN55,
        "cellN56": \.cellN56,
        "cellN57": \.cellN57,
        "cellN58": \.cellN58,
        "cellN59": \.cellN59,
        "cellN60": \.cellN60,
        "label6": \.label6,
        "cellN61": \.cellN61,
        "cellN62": \.cellN62,
        "cellN63": \.cellN63,
        "cellN64": \.cellN64,
        "cellN65": \.cellN65,
        "cellN66": \.cellN66,
        "cellN67": \.cellN67,
        "cellN68": \.cellN68,
        "cellN69": \.cellN69,
        "cellN70": \.cellN70,
        "label7": \.label7,
        "cellN71": \.cellN71,
        "cellN72": \.cellN72,
        "cellN73": \.cellN73,
        "cellN74": \.cellN74,
        "cellN75": \.cellN75,
        "cellN76": \.cellN76,
        "cellN77": \.cellN77,
        "cellN78": \.cellN78,
        "cellN79": \.cellN79,
        "cellN80": \.cellN80,
        "label8": \.label8,
        "opened2At": \.opened2At,
        "closed2At": \.closed2At,
        "cellN81": \.cellN81,
        "cellN82": \.cellN82,
        "cellN83": \.cellN83,
        "cellN84": \.cellN84,
        "cellN85": \.cellN85,
        "cellN86": \.cellN86,
        "cellN87": \.cellN87,
        "cellN88": \.cellN88,
    ])
    .renaming([
        "label1": "Label1",
        "label2": "Label2",
        "label3": "Label3",
        "label4": "Label4",
        "label5": "Label5",
        "label6": "Label6",
        "label7": "Label7",
        "label8": "Label8",
    ])
    .dateStrategy(.iso8601, for: "opened1At")
    .dateStrategy(.twitter, for: "closed1At")
    .dateStrategy(.iso8601, for: "opened2At")
    .dateStrategy(.twitter, for: "closed2At")

    private static let mappingPart2 = Mapping<Row>([
        "cellN89": \.cellN89,
        "cellN90": \.cellN90,
        "label9": \.label9,
        "cellN91": \.cellN91,
        "cellN92": \.cellN92,
        "cellN93": \.cellN93,
        "cellN94": \.cellN94,
        "cellN95": \.cellN95,
        "cellN96": \.cellN96,
        "cellN97": \.cellN97,
        "cellN98": \.cellN98,
        "cellN99": \.cellN99,
        "cellN100": \.cellN100,
        "label10": \.label10,
        "cellN101": \.cellN101,
        "cellN102": \.cellN102,
        "cellN103": \.cellN103,
        "cellN104": \.cellN104,
        "cellN105": \.cellN105,
        "cellN106": \.cellN106,
        "cellN107": \.cellN107,
        "cellN108": \.cellN108,
        "cellN109": \.cellN109,
        "cellN110": \.cellN110,
        "label11": \.label11,
        "cellN111": \.cellN111,
        "cellN112": \.cellN112,
        "cellN113": \.cellN113,
        "cellN114": \.cellN114,
        "cellN115": \.cellN115,
        "cellN116": \.cellN116,
        "cellN117": \.cellN117,
        "cellN118": \.cellN118,
        "cellN119": \.cellN119,
        "cellN120": \.cellN120,
        "label12": \.label12,
        "opened3At": \.opened3At,
        "closed3At": \.closed3At,
        "cellN121": \.cellN121,
        "cellN122": \.cellN122,
        "cellN123": \.cellN123,
        "cellN124": \.cellN124,
        "cellN125": \.cellN125,
        "cellN126": \.cellN126,
        "cellN127": \.cellN127,
        "cellN128": \.cellN128,
        "cellN129": \.cellN129,
        "cellN130": \.cellN130,
        "label13": \.label13,
        "cellN131": \.cellN131,
        "cellN132": \.cellN132,
        "cellN133": \.cellN133,
        "cellN134": \.cellN134,
        "cellN135": \.cellN135,
        "cellN136": \.cellN136,
        "cellN137": \.cellN137,
        "cellN138": \.cellN138,
        "cellN139": \.cellN139,
        "cellN140": \.cellN140,
        "label14": \.label14,
        "cellN141": \.cellN141,
        "cellN142": \.cellN142,
        "cellN143": \.cellN143,
        "cellN144": \.cellN144,
        "cellN145": \.cellN145,
        "cellN146": \.cellN146,
        "cellN147": \.cellN147,
        "cellN148": \.cellN148,
        "cellN149": \.cellN149,
        "cellN150": \.cellN150,
        "label15": \.label15,
        "cellN151": \.cellN151,
        "cellN152": \.cellN152,
        "cellN153": \.cellN153,
        "cellN154": \.cellN154,
        "cellN155": \.cellN155,
        "cellN156": \.cellN156,
        "cellN157": \.cellN157,
        "cellN158": \.cellN158,
        "cellN159": \.cellN159,
        "cellN160": \.cellN160,
        "label16": \.label16,
        "opened4At": \.opened4At,
        "closed4At": \.closed4At,
        "cellN161": \.cellN161,
        "cellN162": \.cellN162,
        "cellN163": \.cellN163,
        "cellN164": \.cellN164,
        "cellN165": \.cellN165,
        "cellN166": \.cellN166,
        "cellN167": \.cellN167,
        "cellN168": \.cellN168,
        "cellN169": \.cellN169,
        "cellN170": \.cellN170,
        "label17": \.label17,
        "cellN171": \.cellN171,
        "cellN172": \.cellN172,
        "cellN173": \.cellN173,
        "cellN174": \.cellN174,
        "cellN175": \.cellN175,
    ])
    .renaming([
        "label9": "Label9",
        "label10": "Label10",
        "label11": "Label11",
        "label12": "Label12",
        "label13": "Label13",
        "label14": "Label14",
        "label15": "Label15",
        "label16": "Label16",
        "label17": "Label17",
    ])
    .dateStrategy(.iso8601, for: "opened3At")
    .dateStrategy(.twitter, for: "closed3At")
    .dateStrategy(.iso8601, for: "opened4At")
    .dateStrategy(.twitter, for: "closed4At")

    private static let mappingPart3 = Mapping<Row>([
        "cellN176": \.cellN176,
        "cellN177": \.cellN177,
        "cellN178": \.cellN178,
        "cellN179": \.cellN179,
        "cellN180": \.cellN180,
        "label18": \.label18,
        "cellN181": \.cellN181,
        "cellN182": \.cellN182,
        "cellN183": \.cellN183,
        "cellN184": \.cellN184,
        "cellN185": \.cellN185,
        "cellN186": \.cellN186,
        "cellN187": \.cellN187,
        "cellN188": \.cellN188,
        "cellN189": \.cellN189,
        "cellN190": \.cellN190,
        "label19": \.label19,
        "cellN191": \.cellN191,
        "cellN192": \.cellN192,
        "cellN193": \.cellN193,
        "cellN194": \.cellN194,
        "cellN195": \.cellN195,
        "cellN196": \.cellN196,
        "cellN197": \.cellN197,
        "cellN198": \.cellN198,
        "cellN199": \.cellN199,
        "cellN200": \.cellN200,
        "label20": \.label20,
        "opened5At": \.opened5At,
        "closed5At": \.closed5At,
    ])
    .renaming([
        "label18": "Label18",
        "label19": "Label19",
        "label20": "Label20",
    ])
    .dateStrategy(.iso8601, for: "opened5At")
    .dateStrategy(.twitter, for: "closed5At")
}
