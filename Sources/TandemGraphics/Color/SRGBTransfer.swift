import Foundation

/// The sRGB transfer function: the linear light of an 8-bit sRGB channel value, for colour science on pixels
/// (luminance, CIELAB).
package enum SRGBTransfer {
  /// Linear light (0…1) of each 8-bit sRGB value, indexed by the value.
  package static let linear: [Double] = (0..<256).map { value in
    let c = Double(value) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }
}
