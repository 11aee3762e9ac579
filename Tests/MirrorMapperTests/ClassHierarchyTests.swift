import Foundation
import MirrorMapper
import Testing

@Suite struct ClassHierarchyTests {
    @Test func subclassesMapTheirOwnAndInheritedProperties() throws {
        let puppy = try Mapper.object(
            of: Puppy.self, from: ["name": "Rex", "legs": 3, "breed": "Collie", "ageInWeeks": "9"])
        #expect(puppy.name == "Rex")
        #expect(puppy.legs == 3)
        #expect(puppy.breed == "Collie")
        #expect(puppy.ageInWeeks == 9)
        let dictionary = try Mapper.dictionary(from: puppy)
        #expect(Set(dictionary.keys) == ["name", "legs", "breed", "ageInWeeks"])
    }

    @Test func instancesTypedAsTheirSuperclassUseTheirDynamicType() throws {
        let animal: Animal = Dog()
        try Mapper.populate(animal, from: ["name": "Fido", "breed": "Pug"])
        #expect((animal as? Dog)?.breed == "Pug")
        #expect(animal.name == "Fido")
        let dictionary = try Mapper.dictionary(from: animal)
        #expect(dictionary["breed"] as? String == "Pug")
    }

    @Test func subclassWithoutItsOwnTableIsReportedByValidation() {
        final class Cat: Animal {
            var indoor = true
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Cat.self) }
        #expect(error?.kind == .invalidMapping("Cat neither maps nor excludes: indoor"))
        #expect((try? Mapper.object(of: Cat.self, from: ["name": "Tom"]))?.name == "Tom")
    }

    @Test func keyPathsRootedElsewhereAreProgrammerErrors() {
        final class Lizard: Animal {
            var scales = 0
            override class var mapping: ClassMapping { ["scales": \Lizard.scales, "legs": \Animal.legs] }
        }
        let error = #expect(throws: MappingError.self) { try Mapper.validate(Lizard.self) }
        #expect(error?.description.contains("maps \"legs\" with a key path of Animal") == true)
    }

    @Test func subclassMayRemapAnInheritedProperty() throws {
        final class Snake: Animal {
            override class var mapping: ClassMapping {
                let table: ClassMapping = ["legs": \Snake.legs]
                return table.renaming(["legs": "leg_count"])
            }
        }
        let snake = try Mapper.object(of: Snake.self, from: ["name": "Kaa", "leg_count": 0, "legs": 9])
        #expect(snake.legs == 0)
        #expect(snake.name == "Kaa")
    }
}
