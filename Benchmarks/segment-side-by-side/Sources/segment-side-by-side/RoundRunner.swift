import Foundation

/// Runs one round in a fresh process (its own storage directory, and its own home for Segment's user defaults),
/// so no thread, timer or cache of one contestant's client is left behind for the next.
func runChild(_ contestant: Contestant, _ arguments: Arguments, round: Int) throws -> RoundResult {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("segment-side-by-side-\(getpid())-\(round)-\(contestant.rawValue)")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = arguments.childArguments(contestant)
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = directory.path
    environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
    environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: bytes, as: UTF8.self)
    guard process.terminationStatus == 0, let result = RoundResult(output: text) else {
        throw HarnessError.child("\(contestant.rawValue) exited with \(process.terminationStatus): \(text)")
    }
    guard result.stored == arguments.events + arguments.warmUp else {
        throw HarnessError.notStored("\(contestant.rawValue) stored \(result.stored) of \(arguments.events + arguments.warmUp) events")
    }
    return result
}

/// The child's side: one round in this process, in the current directory.
func runRound(_ contestant: Contestant, _ arguments: Arguments) throws -> RoundResult {
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("events")
    switch contestant {
    case .trackplan: return try trackPlanRound(events: arguments.events, warmUp: arguments.warmUp, directory: directory)
    case .segmentDictionary, .segmentCodable:
        return try segmentRound(contestant, events: arguments.events, warmUp: arguments.warmUp, directory: directory)
    }
}
