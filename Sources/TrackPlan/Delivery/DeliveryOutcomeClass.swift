/// The delivery table's rows: which kind of answer an outcome is. See Docs/Delivery.md.
enum DeliveryOutcomeClass: Equatable {
    case success
    case tooLarge
    case rejected(status: Int)
    case pause(PauseReason)
    /// `countsAsAttempt` is false for network errors (an offline device must not use up a batch's attempts).
    case retryable(status: Int?, retryAfter: String?, countsAsAttempt: Bool)

    init(_ outcome: TransportOutcome) {
        switch outcome {
        case .networkError(let failure):
            self = .retryable(status: nil, retryAfter: nil, countsAsAttempt: failure.kind == .timedOut)
        case .response(let status, let retryAfter):
            switch status {
            case 200..<300: self = .success
            case 413: self = .tooLarge
            case 401, 403: self = .pause(.unauthorized(status: status))
            case 404: self = .pause(.endpointNotFound)
            case 408, 429: self = .retryable(status: status, retryAfter: retryAfter, countsAsAttempt: true)
            case 400..<500: self = .rejected(status: status)
            default: self = .retryable(status: status, retryAfter: retryAfter, countsAsAttempt: true)
            }
        }
    }
}
