import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects the `message` attribute of each checkstyle `<error>` element, in document order, as
/// an XML parser decoded it.
final class XMLErrorMessageCollector: NSObject, XMLParserDelegate {
    var messages: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if elementName == "error", let message = attributeDict["message"] { messages.append(message) }
    }
}
