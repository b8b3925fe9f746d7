// Core Location's value types and the location manager of a device without location services. Tandem renders no
// maps (there is no MapKit): this module is what model code that stores coordinates and measures distances needs,
// and what a view model that asks for the user's location sees on a machine that cannot locate itself.

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// An accuracy radius in meters (negative: invalid).
public typealias CLLocationAccuracy = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double
/// The accuracy of a speed, in meters per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from true north, clockwise.
public typealias CLLocationDirection = Double
/// The accuracy of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: @unchecked Sendable {
  /// Degrees north of the equator (south is negative), −90…90.
  public var latitude: CLLocationDegrees
  /// Degrees east of the prime meridian (west is negative), −180…180.
  public var longitude: CLLocationDegrees
  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }
  /// A coordinate from a latitude and a longitude.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Makes a coordinate (the C-style initializer).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees)
  -> CLLocationCoordinate2D
{
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether a coordinate's latitude is within −90…90 and its longitude within −180…180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The invalid coordinate (−180, −180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The best accuracy the device can give (with sensor fusion on Apple devices).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
/// Three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000
/// An approximate location (the reduced accuracy a user can choose).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3_000
/// No distance filter: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance Core Location measures.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
