// `mirrormapper`: the command line of MirrorMapper (`mirrormapper generate --help`).

import Foundation
import MirrorMapperCommands

exit(MirrorMapperCommand.run(Array(CommandLine.arguments.dropFirst()), in: .process))
