import Foundation

/// A location: a coordinate with its altitude, accuracy, course, speed and time.
open class CLLocation: NSObject, @unchecked Sendable {
  /// Where, in degrees.
  open private(set) var coordinate: CLLocationCoordinate2D
  /// Meters above sea level.
  open private(set) var altitude: CLLocationDistance
  /// The radius of uncertainty of the coordinate in meters (negative: the coordinate is invalid).
  open private(set) var horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of the altitude in meters (negative: the altitude is invalid).
  open private(set) var verticalAccuracy: CLLocationAccuracy
  /// The direction of travel in degrees from true north (negative: unknown).
  open private(set) var course: CLLocationDirection
  /// The accuracy of the course in degrees (negative: unknown).
  open private(set) var courseAccuracy: CLLocationDirectionAccuracy
  /// The speed in meters per second (negative: unknown).
  open private(set) var speed: CLLocationSpeed
  /// The accuracy of the speed in meters per second (negative: unknown).
  open private(set) var speedAccuracy: CLLocationSpeedAccuracy
  /// When the location was determined.
  open private(set) var timestamp: Date

  /// A location at a latitude and longitude, now, with no altitude, course or speed.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = -1
    course = -1
    courseAccuracy = -1
    speed = -1
    speedAccuracy = -1
    timestamp = Date()
  }

  /// A location with an altitude and accuracies, at a time.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    course = -1
    courseAccuracy = -1
    speed = -1
    speedAccuracy = -1
    self.timestamp = timestamp
  }

  /// A location with an altitude, accuracies, course and speed, at a time.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    courseAccuracy = -1
    self.speed = speed
    speedAccuracy = -1
    self.timestamp = timestamp
  }

  /// A location with every accuracy given.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
  }

  /// The distance in meters to another location, along the Earth's curvature and ignoring altitude. Apple does not
  /// publish its model; Tandem measures the geodesic on the WGS 84 ellipsoid (Vincenty's formula), which a
  /// spherical model differs from by up to about 0.5 %.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    Geodesic.distance(coordinate, location.coordinate)
  }

  open override var description: String {
    let position = String(format: "<%+.8f,%+.8f>", coordinate.latitude, coordinate.longitude)
    let accuracy = String(format: "+/- %.2fm", horizontalAccuracy)
    let motion = String(format: "(speed %.2f mps / course %.2f)", speed, course)
    return "\(position) \(accuracy) \(motion) @ \(timestamp)"
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CLLocation else { return false }
    return other === self
  }
}
