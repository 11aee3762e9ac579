import Foundation
import MirrorMapper
import Testing

@Suite struct DescriptionTests {
    @Test func modelsShowOnePropertyPerLineInTableOrder() {
        let room = CompareRoom()
        room.id = 1
        room.title = "Loft \"A\"\n"
        room.host = CompareHost(name: "Ada", age: 36)
        room.tags = ["b", "a"]
        room.scores = ["x": 1]
        room.cachedLayout = "not shown"
        let expected = """
            CompareRoom {
              id: 1
              title: "Loft \\"A\\"\\n"
              countryCode: ""
              opened: "1970-01-01T00:00:00Z"
              host: CompareHost {
                name: "Ada"
                age: 36
              }
              tags: ["a", "b"]
              scores: ["x": 1]
              note: nil
            }
            """
        #expect(Mapper().description(of: room) == expected)
    }

    @Test func collectionsOfModelsTakeOneLinePerElement() {
        let hosts = [CompareHost(name: "A", age: 1), CompareHost()]
        let expected = """
            [
              CompareHost {
                name: "A"
                age: 1
              },
              CompareHost {
                name: ""
                age: 0
              }
            ]
            """
        #expect(Mapper().description(of: hosts) == expected)
        #expect(Mapper().description(of: [CompareHost]()) == "[]")
        #expect(Mapper().description(of: [String: Int]()) == "[:]")
    }

    @Test func longStringsAndArraysAreTruncatedWithANote() {
        let limits = DescriptionLimits(elements: 3, characters: 5)
        #expect(
            Mapper().description(of: String(repeating: "a", count: 300), limits: limits)
                == #""aaaaa…" (300 characters)"#)
        #expect(Mapper().description(of: Array(0..<30), limits: limits) == "[0, 1, 2, … 27 more]")
        #expect(Mapper().description(of: ["tab\tand\u{1}"]) == #"["tab\tand\u{1}"]"#)
    }

    @Test func nestingBeyondTheDepthLimitIsSummarized() {
        let room = CompareRoom()
        room.host = CompareHost()
        room.tags = ["a", "b"]
        let text = Mapper().description(of: room, limits: DescriptionLimits(depth: 1))
        #expect(text.contains("\n  host: CompareHost { … }\n"))
        #expect(text.contains("\n  tags: [… 2 elements]\n"))
    }

    @Test func cyclesAreShownInsteadOfFollowed() {
        let node = Node()
        node.value = 1
        node.next = node
        let expected = """
            Node {
              value: 1
              children: []
              next: <cycle: Node>
            }
            """
        #expect(Mapper().description(of: node) == expected)
    }

    @Test func valuesWithoutATableAreDescribedThroughMirror() {
        #expect(Mapper().description(of: ComparePoint(x: 1, y: 2.5)) == "ComparePoint {\n  x: 1\n  y: 2.5\n}")
        #expect(Mapper().description(of: 42) == "42")
        #expect(Mapper().description(of: Optional<Int>.none as Any) == "nil")
    }
}
