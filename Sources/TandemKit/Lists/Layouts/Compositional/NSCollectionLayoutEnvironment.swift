import Foundation

/// The size of the space a compositional layout section is laid out in.
@MainActor @preconcurrency public protocol NSCollectionLayoutContainer {
  /// The container's full size.
  var contentSize: CGSize { get }
  /// The size inside the content insets.
  var effectiveContentSize: CGSize { get }
  /// Insets of the content.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section: the container and the traits.
@MainActor @preconcurrency public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

/// A collection view's bounds as a layout container.
struct CollectionLayoutContainer: NSCollectionLayoutContainer {
  var contentSize: CGSize
  var contentInsets = NSDirectionalEdgeInsets.zero
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
      height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
  }
  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

/// The environment a compositional layout gives its section provider.
struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer
  var traitCollection: UITraitCollection
}
