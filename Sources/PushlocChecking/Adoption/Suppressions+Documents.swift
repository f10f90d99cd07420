import PushlocDiagnostics
import PushlocFormats

extension Suppressions {
    /// The pass over the directives of `documents`, the table files a check read (see ``SuppressionScanner``).
    package init(documents: [TableDocument]) {
        self.init(directives: documents.flatMap(SuppressionScanner.directives(in:)))
    }
}
