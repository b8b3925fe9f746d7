import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or height, an absolute
/// length, or an estimate the element's content replaces.
@MainActor @preconcurrency open class NSCollectionLayoutDimension: NSObject {
  enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }
  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }
  /// An estimated length; the element's fitting size replaces it once measured.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of a size.
  func resolve(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: container.width * dimension
    case .fractionalHeight: container.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// The width and height of a compositional layout element.
@MainActor @preconcurrency open class NSCollectionLayoutSize: NSObject {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of two dimensions.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  /// The size in a container.
  func resolve(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
  }
}

/// The space between the items of a group: fixed, or at least an amount with the extra spread evenly.
@MainActor @preconcurrency open class NSCollectionLayoutSpacing: NSObject {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }
  /// Exactly this much space.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }
  /// At least this much space, growing to fill the group.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }
}
