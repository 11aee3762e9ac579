// Generated from a sample by `mirrormapper generate Fixtures/wide.json`.

import Foundation
import MirrorMapper

/// The root object of `wide.json`.
final class Wide: Mappable {
    var rows: [Row] = []
    required init() {}
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

    private static let mappingPart1 = Mapping<Row>.automatic
        .renaming([
            "cellN1": "Cell_N1",
            "cellN2": "Cell_N2",
            "cellN3": "Cell_N3",
            "cellN4": "Cell_N4",
            "cellN5": "Cell_N5",
            "cellN6": "Cell_N6",
            "cellN7": "Cell_N7",
            "cellN8": "Cell_N8",
            "cellN9": "Cell_N9",
            "cellN10": "Cell_N10",
            "label1": "Label1",
            "cellN11": "Cell_N11",
            "cellN12": "Cell_N12",
            "cellN13": "Cell_N13",
            "cellN14": "Cell_N14",
            "cellN15": "Cell_N15",
            "cellN16": "Cell_N16",
            "cellN17": "Cell_N17",
            "cellN18": "Cell_N18",
            "cellN19": "Cell_N19",
            "cellN20": "Cell_N20",
            "label2": "Label2",
            "cellN21": "Cell_N21",
            "cellN22": "Cell_N22",
            "cellN23": "Cell_N23",
            "cellN24": "Cell_N24",
            "cellN25": "Cell_N25",
            "cellN26": "Cell_N26",
            "cellN27": "Cell_N27",
            "cellN28": "Cell_N28",
            "cellN29": "Cell_N29",
            "cellN30": "Cell_N30",
            "label3": "Label3",
            "cellN31": "Cell_N31",
            "cellN32": "Cell_N32",
            "cellN33": "Cell_N33",
            "cellN34": "Cell_N34",
            "cellN35": "Cell_N35",
            "cellN36": "Cell_N36",
            "cellN37": "Cell_N37",
            "cellN38": "Cell_N38",
            "cellN39": "Cell_N39",
            "cellN40": "Cell_N40",
            "label4": "Label4",
            "cellN41": "Cell_N41",
            "cellN42": "Cell_N42",
            "cellN43": "Cell_N43",
            "cellN44": "Cell_N44",
            "cellN45": "Cell_N45",
            "cellN46": "Cell_N46",
            "cellN47": "Cell_N47",
            "cellN48": "Cell_N48",
            "cellN49": "Cell_N49",
            "cellN50": "Cell_N50",
            "label5": "Label5",
            "cellN51": "Cell_N51",
            "cellN52": "Cell_N52",
            "cellN53": "Cell_N53",
            "cellN54": "Cell_N54",
            "cellN55": "Cell_N55",
            "cellN56": "Cell_N56",
            "cellN57": "Cell_N57",
            "cellN58": "Cell_N58",
            "cellN59": "Cell_N59",
            "cellN60": "Cell_N60",
            "label6": "Label6",
            "cellN61": "Cell_N61",
            "cellN62": "Cell_N62",
            "cellN63": "Cell_N63",
            "cellN64": "Cell_N64",
            "cellN65": "Cell_N65",
            "cellN66": "Cell_N66",
            "cellN67": "Cell_N67",
            "cellN68": "Cell_N68",
            "cellN69": "Cell_N69",
            "cellN70": "Cell_N70",
            "label7": "Label7",
            "cellN71": "Cell_N71",
            "cellN72": "Cell_N72",
            "cellN73": "Cell_N73",
            "cellN74": "Cell_N74",
            "cellN75": "Cell_N75",
            "cellN76": "Cell_N76",
            "cellN77": "Cell_N77",
            "cellN78": "Cell_N78",
            "cellN79": "Cell_N79",
            "cellN80": "Cell_N80",
            "label8": "Label8",
            "cellN81": "Cell_N81",
            "cellN82": "Cell_N82",
            "cellN83": "Cell_N83",
            "cellN84": "Cell_N84",
            "cellN85": "Cell_N85",
            "cellN86": "Cell_N86",
            "cellN87": "Cell_N87",
            "cellN88": "Cell_N88",
        ])
        .dateStrategy(.iso8601, for: "opened1At")
        .dateStrategy(.twitter, for: "closed1At")
        .dateStrategy(.iso8601, for: "opened2At")
        .dateStrategy(.twitter, for: "closed2At")

    private static let mappingPart2 = Mapping<Row>.automatic
        .renaming([
            "cellN89": "Cell_N89",
            "cellN90": "Cell_N90",
            "label9": "Label9",
            "cellN91": "Cell_N91",
            "cellN92": "Cell_N92",
            "cellN93": "Cell_N93",
            "cellN94": "Cell_N94",
            "cellN95": "Cell_N95",
            "cellN96": "Cell_N96",
            "cellN97": "Cell_N97",
            "cellN98": "Cell_N98",
            "cellN99": "Cell_N99",
            "cellN100": "Cell_N100",
            "label10": "Label10",
            "cellN101": "Cell_N101",
            "cellN102": "Cell_N102",
            "cellN103": "Cell_N103",
            "cellN104": "Cell_N104",
            "cellN105": "Cell_N105",
            "cellN106": "Cell_N106",
            "cellN107": "Cell_N107",
            "cellN108": "Cell_N108",
            "cellN109": "Cell_N109",
            "cellN110": "Cell_N110",
            "label11": "Label11",
            "cellN111": "Cell_N111",
            "cellN112": "Cell_N112",
            "cellN113": "Cell_N113",
            "cellN114": "Cell_N114",
            "cellN115": "Cell_N115",
            "cellN116": "Cell_N116",
            "cellN117": "Cell_N117",
            "cellN118": "Cell_N118",
            "cellN119": "Cell_N119",
            "cellN120": "Cell_N120",
            "label12": "Label12",
            "cellN121": "Cell_N121",
            "cellN122": "Cell_N122",
            "cellN123": "Cell_N123",
            "cellN124": "Cell_N124",
            "cellN125": "Cell_N125",
            "cellN126": "Cell_N126",
            "cellN127": "Cell_N127",
            "cellN128": "Cell_N128",
            "cellN129": "Cell_N129",
            "cellN130": "Cell_N130",
            "label13": "Label13",
            "cellN131": "Cell_N131",
            "cellN132": "Cell_N132",
            "cellN133": "Cell_N133",
            "cellN134": "Cell_N134",
            "cellN135": "Cell_N135",
            "cellN136": "Cell_N136",
            "cellN137": "Cell_N137",
            "cellN138": "Cell_N138",
            "cellN139": "Cell_N139",
            "cellN140": "Cell_N140",
            "label14": "Label14",
            "cellN141": "Cell_N141",
            "cellN142": "Cell_N142",
            "cellN143": "Cell_N143",
            "cellN144": "Cell_N144",
            "cellN145": "Cell_N145",
            "cellN146": "Cell_N146",
            "cellN147": "Cell_N147",
            "cellN148": "Cell_N148",
            "cellN149": "Cell_N149",
            "cellN150": "Cell_N150",
            "label15": "Label15",
            "cellN151": "Cell_N151",
            "cellN152": "Cell_N152",
            "cellN153": "Cell_N153",
            "cellN154": "Cell_N154",
            "cellN155": "Cell_N155",
            "cellN156": "Cell_N156",
            "cellN157": "Cell_N157",
            "cellN158": "Cell_N158",
            "cellN159": "Cell_N159",
            "cellN160": "Cell_N160",
            "label16": "Label16",
            "cellN161": "Cell_N161",
            "cellN162": "Cell_N162",
            "cellN163": "Cell_N163",
            "cellN164": "Cell_N164",
            "cellN165": "Cell_N165",
            "cellN166": "Cell_N166",
            "cellN167": "Cell_N167",
            "cellN168": "Cell_N168",
            "cellN169": "Cell_N169",
            "cellN170": "Cell_N170",
            "label17": "Label17",
            "cellN171": "Cell_N171",
            "cellN172": "Cell_N172",
            "cellN173": "Cell_N173",
            "cellN174": "Cell_N174",
            "cellN175": "Cell_N175",
        ])
        .dateStrategy(.iso8601, for: "opened3At")
        .dateStrategy(.twitter, for: "closed3At")
        .dateStrategy(.iso8601, for: "opened4At")
        .dateStrategy(.twitter, for: "closed4At")

    private static let mappingPart3 = Mapping<Row>.automatic
        .renaming([
            "cellN176": "Cell_N176",
            "cellN177": "Cell_N177",
            "cellN178": "Cell_N178",
            "cellN179": "Cell_N179",
            "cellN180": "Cell_N180",
            "label18": "Label18",
            "cellN181": "Cell_N181",
            "cellN182": "Cell_N182",
            "cellN183": "Cell_N183",
            "cellN184": "Cell_N184",
            "cellN185": "Cell_N185",
            "cellN186": "Cell_N186",
            "cellN187": "Cell_N187",
            "cellN188": "Cell_N188",
            "cellN189": "Cell_N189",
            "cellN190": "Cell_N190",
            "label19": "Label19",
            "cellN191": "Cell_N191",
            "cellN192": "Cell_N192",
            "cellN193": "Cell_N193",
            "cellN194": "Cell_N194",
            "cellN195": "Cell_N195",
            "cellN196": "Cell_N196",
            "cellN197": "Cell_N197",
            "cellN198": "Cell_N198",
            "cellN199": "Cell_N199",
            "cellN200": "Cell_N200",
            "label20": "Label20",
        ])
        .dateStrategy(.iso8601, for: "opened5At")
        .dateStrategy(.twitter, for: "closed5At")
}
