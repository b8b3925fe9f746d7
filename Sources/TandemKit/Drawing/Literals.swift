import Foundation

/// The type `#colorLiteral(red:green:blue:alpha:)` makes when nothing else is expected: a `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor

/// The type `#imageLiteral(resourceName:)` makes when nothing else is expected: a `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage
