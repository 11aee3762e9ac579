/// A value `JSONOutput` cannot write, and the path to it, which is collected while the
/// error unwinds out of the containers so that successful writes pay nothing for paths.
struct WriteFailure: Error {
    /// One step from a container to a value inside it.
    enum Step {
        case key(String)
        case index(Int)
    }

    let problem: String
    /// The path from the innermost container out to the top-level value.
    private(set) var reversedPath: [Step] = []

    init(problem: String) {
        self.problem = problem
    }

    init(nonFinite value: Double) {
        let name = value.isNaN ? "NaN" : (value < 0 ? "-infinity" : "infinity")
        self.init(problem: "cannot write \(name) as JSON")
    }

    /// The same failure, one container further out.
    func inside(_ step: Step) -> WriteFailure {
        var outer = self
        outer.reversedPath.append(step)
        return outer
    }

    /// The path as `statuses[3].user.score`, and the public error that reports it.
    var jsonError: JSONError {
        var path = ""
        for step in reversedPath.reversed() {
            switch step {
            case .key(let key):
                path += (path.isEmpty ? "" : ".") + excerpt(of: key)
            case .index(let index):
                path += "[\(index)]"
            }
        }
        return .unwritableValue(problem: problem, path: path)
    }
}
