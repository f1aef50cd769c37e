import CompressNIO
import Foundation
import NIOCore

/// Checks a tracking request's headers and turns its body into JSON bytes: content type, `Content-Encoding`
/// (gzip, deflate or none) and the batch size limit, before and after decompression.
public enum BodyDecoder {
    /// Content types real clients send: JSON, and `text/plain` from browsers that avoid a CORS preflight.
    static func checkContentType(_ contentType: String?) throws(IngestError) {
        guard let contentType else { return }
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard mediaType == "application/json" || mediaType == "text/plain" || mediaType.isEmpty else {
            throw IngestError(
                status: 415, code: "unsupported_media_type",
                message: "Content-Type \(contentType) is not accepted; send application/json")
        }
    }

    /// The JSON bytes of `body`, decompressed as `contentEncoding` says, at most `limits.requestBytes` long.
    public static func decode(_ body: ByteBuffer, contentType: String?, contentEncoding: String?, limits: SegmentLimits)
        throws(IngestError) -> [UInt8]
    {
        try checkContentType(contentType)
        if body.readableBytes > limits.requestBytes { throw tooLarge(body.readableBytes, limits) }
        let encoding = (contentEncoding ?? "identity").trimmingCharacters(in: .whitespaces).lowercased()
        let algorithm: CompressionAlgorithm
        switch encoding {
        case "identity", "": return Array(buffer: body)
        case "gzip", "x-gzip": algorithm = .gzip()
        case "deflate": algorithm = .zlib()
        default:
            throw IngestError(status: 415, code: "unsupported_encoding", message: "Content-Encoding \(encoding) is not supported; use gzip")
        }
        var compressed = body
        do {
            let inflated = try compressed.decompress(with: algorithm, maxSize: limits.requestBytes)
            return Array(buffer: inflated)
        } catch let error as CompressNIOError where error == .bufferOverflow {
            throw IngestError.tooLarge("the decompressed body is over the \(limits.requestBytes) byte limit (500 KB)")
        } catch {
            throw IngestError(status: 400, code: "bad_encoding", message: "the \(encoding) body could not be decompressed (truncated or corrupt)")
        }
    }

    static func tooLarge(_ size: Int, _ limits: SegmentLimits) -> IngestError {
        IngestError.tooLarge("the body is \(size) bytes; the limit is \(limits.requestBytes) bytes (500 KB)")
    }
}
