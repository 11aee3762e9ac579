// The model of the DocC catalog's overview page (MirrorMapper.md), which quotes this file's code.
import MirrorMapper

final class User: Mappable {
    var id = 0
    var name = ""
    var email: String?
    required init() {}
}
