// Storyboards: storyboards and xibs loaded at run time as iOS loads them. Interface Builder's XML source (SwiftPM
// copies `.storyboard` and `.xib` resources as they are on Linux) is parsed with Foundation's XMLParser into
// elements; `InterfaceLoader` makes each scene's objects through their classes' `init?(coder:)` with an archive
// coder that holds the element's properties (InterfaceCoding's keys, plus a step that sets what each control class
// archives), adds constraints, connects outlets and actions through `InterfaceConnecting`, and wires segues.
// `UIStoryboard`, `UIStoryboardSegue` and `UINib` are the public face.
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One element of an Interface Builder document: its name, attributes and children.
package final class InterfaceElement {
  package let name: String
  package let attributes: [String: String]
  package private(set) var children: [InterfaceElement] = []
  package private(set) weak var parent: InterfaceElement?
  /// The line it starts on, for messages.
  package let line: Int
  /// The text inside it (a `<string key="text">` holds a label's text this way).
  package fileprivate(set) var text = ""

  init(name: String, attributes: [String: String], line: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
  }

  func append(_ child: InterfaceElement) {
    child.parent = self
    children.append(child)
  }

  package subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with a name (and a `key` attribute, when given).
  package func child(_ name: String, key: String? = nil) -> InterfaceElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// The children of the first child with a name (`subviews`, `constraints`, `connections`, …).
  package func children(of container: String) -> [InterfaceElement] { child(container)?.children ?? [] }

  /// This element and everything below it, depth first.
  package func forEach(_ body: (InterfaceElement) -> Void) {
    body(self)
    for child in children { child.forEach(body) }
  }
}

/// Why an Interface Builder document could not be read.
package struct InterfaceDocumentError: Error, CustomStringConvertible {
  package var description: String
}

/// A parsed storyboard or xib.
package final class InterfaceDocument {
  package let root: InterfaceElement
  package let path: String
  /// Every element with an `id`, by id.
  package private(set) var elements: [String: InterfaceElement] = [:]

  /// Parses the XML of a storyboard or xib file.
  package convenience init(contentsOf url: URL) throws(InterfaceDocumentError) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw InterfaceDocumentError(description: "\(url.path): cannot read file")
    }
    try self.init(data: data, path: url.path)
  }

  package init(data: Data, path: String) throws(InterfaceDocumentError) {
    let parser = XMLParser(data: data)
    let builder = TreeBuilder()
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no document element"
      throw InterfaceDocumentError(
        description: "\(path):\(parser.lineNumber): not an Interface Builder document (\(reason))")
    }
    // FoundationXML accepts a document cut short; every element must have been closed.
    guard builder.isComplete else {
      throw InterfaceDocumentError(
        description: "\(path):\(parser.lineNumber): the document ends before its elements do (cut short?)")
    }
    guard root.name == "document" else {
      throw InterfaceDocumentError(
        description: "\(path): not an Interface Builder document (its root element is <\(root.name)>)")
    }
    self.root = root
    self.path = path
    root.forEach { element in
      if let id = element["id"] { elements[id] = element }
    }
  }

  /// Whether the document is a storyboard (else a xib).
  package var isStoryboard: Bool { root["type"]?.hasSuffix(".Storyboard.XIB") == true }

  /// Collects elements as the parser reports them.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: InterfaceElement?
    private var stack: [InterfaceElement] = []
    /// Whether the root element was closed (the document was read to its end).
    var isComplete: Bool { root != nil && stack.isEmpty }

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let element = InterfaceElement(name: elementName, attributes: attributes, line: parser.lineNumber)
      if let parent = stack.last { parent.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
  }
}
