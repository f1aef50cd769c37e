import SwiftParser
import SwiftSyntax
import TrackPlanModel

/// Finds the `CallSite`s of one Swift source file with swift-syntax: a real parse, so comments, strings and
/// `#if` branches are never mistaken for calls.
public enum CallSiteScanner {
    /// Every call whose called name is an identifier (`.name(…)`, `Type.name(…)`, `Name(…)`), with positions
    /// in `path` (columns in UTF-8 bytes + 1, as compilers print them).
    public static func callSites(in source: String, path: String) -> [CallSite] {
        let tree = Parser.parse(source: source)
        let visitor = Visitor(converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
        visitor.walk(tree)
        return visitor.sites
    }

    private final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let path: String
        var sites: [CallSite] = []

        init(converter: SourceLocationConverter, path: String) {
            self.converter = converter
            self.path = path
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called: TokenSyntax
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                called = member.declName.baseName
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                called = reference.baseName
            } else {
                return .visitChildren
            }
            let labels = node.arguments.compactMap { argument in
                argument.label.map { CallSite.Label(name: $0.text, location: location(of: $0)) }
            }
            sites.append(CallSite(name: called.text, location: location(of: called), labels: labels, isTracked: isTrackedEvent(node)))
            return .visitChildren
        }

        /// The call is the first argument of a call named `track` (`analytics.track(.x(…))`).
        private func isTrackedEvent(_ node: FunctionCallExprSyntax) -> Bool {
            guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                let list = argument.parent?.as(LabeledExprListSyntax.self), list.first == argument,
                let call = list.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            let name =
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "track"
        }

        private func location(of token: TokenSyntax) -> TrackPlanModel.SourceLocation {
            let place = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            return TrackPlanModel.SourceLocation(file: path, line: place.line, column: place.column)
        }
    }
}
