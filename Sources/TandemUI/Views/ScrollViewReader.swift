import Foundation
import TandemKit

/// A view whose content gets a proxy that scrolls the scroll views inside it to the view with a given id.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  /// Builds the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// A reader building its content with a scroll proxy.
  nonisolated public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  @MainActor package func makeContent() -> any NodeContent { ScrollViewReaderContent() }
}

/// Scrolls the scroll views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
  fileprivate let target: ScrollViewReaderContent

  /// Scrolls the nearest scroll view around the view with this id (a ForEach element's id or `.id(_:)`) so that
  /// the view shows: with `anchor`, its anchor point lines up with the same point of the visible area; without,
  /// by the least scrolling that shows it. Rows of lazy stacks are found even before they are built.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    target.scroll(to: AnyHashable(id), anchor: anchor)
  }
}

@MainActor protocol ScrollViewReading {
  func content(with proxy: ScrollViewProxy) -> any View
}
extension ScrollViewReader: ScrollViewReading {
  @MainActor func content(with proxy: ScrollViewProxy) -> any View { content(proxy) }
}

/// Builds the reader's content with a proxy that finds views with an id in the reader's subtree.
final class ScrollViewReaderContent: NodeContent, LayoutOnly, ChildViewsProviding {
  private weak var node: ViewNode?
  var isTransparent: Bool { true }

  func childViews(node: ViewNode) -> [any View] {
    self.node = node
    guard let reader = node.view as? any ScrollViewReading else { return [] }
    return [reader.content(with: ScrollViewProxy(target: self))]
  }

  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let node else { return }
    if let (frame, scroller) = ScrollViewReaderContent.find(id, in: node),
      let scrolling = scroller.content as? ScrollViewContent
    {
      return scrolling.scroll(toShow: frame, anchor: anchor, node: scroller, target: id)
    }
    // A List's row: its collection view scrolls to the row (built or not).
    var done = false
    node.forEach { child in
      guard !done, let list = child.content as? ListContent else { return }
      done = list.scroll(toRowWithID: id, anchor: anchor)
    }
  }

  /// The frame (graph coordinates, unscrolled) of the view with `id` in the subtree, and its scroll view's node:
  /// a built view first, else an item a lazy container would build.
  static func find(_ id: AnyHashable, in root: ViewNode) -> (CGRect, ViewNode)? {
    var built: (CGRect, ViewNode)?
    var lazy: (CGRect, ViewNode)?
    root.forEach { node in
      guard built == nil else { return }
      if let explicit = node.identity.explicit,
        explicit == id || (explicit.base as? ListRowKey)?.id == id,
        let scroller = node.scrollingAncestor
      {
        // A transparent node (a ForEach element) is not placed itself: its frame is its views'.
        let frame =
          node.capabilities.contains(.transparent)
          ? node.layoutChildren.reduce(CGRect.null) { $0.union($1.frame) } : node.frame
        if !frame.isNull { built = (frame, scroller) }
      } else if lazy == nil, let container = node.content as? LazyContainerContent,
        let frame = container.frame(ofItemWithID: id, node: node), let scroller = node.scrollingAncestor
      {
        lazy = (frame, scroller)
      }
    }
    return built ?? lazy
  }
}
