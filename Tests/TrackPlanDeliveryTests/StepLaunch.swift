import Foundation

/// One launch of `trackplan-crash-harness` running a step script (`TRACKPLAN_HARNESS_STEPS`, see the harness's
/// StepScript.swift) against `directory`, numbering its events from `first`. `environment` is added (the
/// crash-point variables among them).
struct StepLaunch {
    var directory: String
    var endpoint: String
    var writeKey: String

    struct Outcome {
        var transcript: [String]
        var exitStatus: Int32

        /// Numbers of the events `track` acknowledged as durable (`ack <n> <kind>`), with their kind.
        var acks: [(number: Int, kind: String)] {
            transcript.compactMap { line in
                let words = line.split(separator: " ")
                guard words.count == 3, words[0] == "ack", let number = Int(words[1]) else { return nil }
                return (number, String(words[2]))
            }
        }

        /// Numbers of the events held in memory because the disk refused them (`held <n> <kind>`).
        var held: Set<Int> {
            Set(
                transcript.compactMap { line in
                    let words = line.split(separator: " ")
                    return words.count == 3 && words[0] == "held" ? Int(words[1]) : nil
                })
        }

        /// The `stats …` line's drop counts by reason code.
        var dropped: [String: Int] {
            guard let line = transcript.last(where: { $0.hasPrefix("stats ") }), let range = line.range(of: " dropped ") else { return [:] }
            var counts: [String: Int] = [:]
            for pair in line[range.upperBound...].split(separator: " ") {
                let parts = pair.split(separator: "=")
                if parts.count == 2, let count = Int(parts[1]) { counts[String(parts[0])] = count }
            }
            return counts
        }

        /// The `stats …` line's `buffered=` count.
        var buffered: Int? {
            guard let line = transcript.last(where: { $0.hasPrefix("stats ") }) else { return nil }
            return line.split(separator: " ").first { $0.hasPrefix("buffered=") }.flatMap { Int($0.dropFirst(9)) }
        }

        /// The `crashpoint <n> <label>` lines (a run with `TRACKPLAN_CRASH_TRACE=1`), with the step each fell in.
        var crashPoints: [(number: Int, label: String, step: String)] {
            var step = ""
            var points: [(Int, String, String)] = []
            for line in transcript {
                if line.hasPrefix("step ") { step = line.split(separator: " ").dropFirst(2).joined(separator: " ") }
                let words = line.split(separator: " ", maxSplits: 2)
                if words.count == 3, words[0] == "crashpoint", let number = Int(words[1]) { points.append((number, String(words[2]), step)) }
            }
            return points
        }
    }

    func run(_ steps: String, first: Int = 1, environment: [String: String] = [:]) async throws -> Outcome {
        let process = try CrashHarnessProcess(
            arguments: [directory, endpoint, writeKey, "\(first)", "0"],
            environment: environment.merging(["TRACKPLAN_HARNESS_STEPS": steps]) { $1 })
        let result = await process.result()
        return Outcome(transcript: result.transcript, exitStatus: result.exitStatus)
    }

    /// The segment files of the log.
    var segments: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("events.") && $0.hasSuffix(".log") }.map { directory + "/" + $0 }
    }
}
