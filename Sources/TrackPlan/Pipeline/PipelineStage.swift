/// The stages every tracked event passes, in the order they run. `TrackPipeline.order` lists them, and `track`
/// walks that list: a stage moved here moves in the runtime too (and `PipelineOrderTests` fails).
///
/// ```
/// validate → consent → pii → super_properties → enrichment → session → processors → encode → store
/// ```
/// Any stage before `encode` may drop the event; it is then counted under a `DropReason` and never stored.
public enum PipelineStage: String, Sendable, Hashable, CaseIterable {
    /// The event's generated `validate(into:)`, then `TrackPlanOptions.invalidEvents` (`ValidationStage`).
    case validate
    /// The consent gate (`ConsentStage`): drops an event whose consent category the user has not granted, before
    /// anything is added to it.
    case consent
    /// Decides how personal data in the event's string values is treated (`PIIStage`); the encoder applies it.
    case pii
    /// Adds the super properties the app set (`SuperPropertiesStage`) to `properties` or `context`.
    case superProperties = "super_properties"
    /// Attaches who the event is about and the device context (`EnrichmentStage`).
    case enrichment
    /// Attaches the session and its retention figures (`SessionStage`), when `TrackPlanOptions.sessions` is set.
    case session
    /// The app's `EventProcessor`s, in `TrackPlanOptions.processors` order (`ProcessorsStage`).
    case processors
    /// Writes the envelope once (`EncodeStage`).
    case encode
    /// The checks every envelope passes, then the durable append (`StoreStage`).
    case store
}
