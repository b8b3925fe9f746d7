import CoreLocation

@testable import TandemLocation
import Testing

/// Distances against published geodesic figures on the WGS 84 ellipsoid (Vincenty's test line, and values from
/// GeographicLib, Karney's geodesic library).
@Suite struct CLLocationTests {
  /// Degrees, minutes and seconds as decimal degrees.
  func degrees(_ d: Double, _ m: Double, _ s: Double) -> CLLocationDegrees {
    d < 0 ? d - m / 60 - s / 3_600 : d + m / 60 + s / 3_600
  }

  @Test func vincentysFlindersPeakToBuninyong() {
    // Vincenty (1975), the standard test line: 54 972.271 m.
    let flinders = CLLocation(latitude: degrees(-37, 57, 3.72030), longitude: degrees(144, 25, 29.52440))
    let buninyong = CLLocation(latitude: degrees(-37, 39, 10.15610), longitude: degrees(143, 55, 35.38390))
    #expect(abs(flinders.distance(from: buninyong) - 54_972.271) < 0.001)
    #expect(abs(buninyong.distance(from: flinders) - 54_972.271) < 0.001)
  }

  @Test func aQuarterMeridianAndTheEquator() {
    // The WGS 84 quarter meridian is 10 001 965.729 m; a degree of longitude on the equator is 111 319.491 m.
    let equator = CLLocation(latitude: 0, longitude: 0)
    #expect(abs(equator.distance(from: CLLocation(latitude: 90, longitude: 0)) - 10_001_965.729) < 0.001)
    #expect(abs(equator.distance(from: CLLocation(latitude: 0, longitude: 1)) - 111_319.491) < 0.001)
  }

  @Test func citiesAgreeWithTheSphereToWithinHalfAPercent() {
    let sanFrancisco = CLLocation(latitude: 37.7749, longitude: -122.4194)
    let losAngeles = CLLocation(latitude: 34.0522, longitude: -118.2437)
    let distance = sanFrancisco.distance(from: losAngeles)
    // GeographicLib: 559 042.337 m.
    #expect(abs(distance - 559_042.337) < 0.01)
    let sphere = Geodesic.greatCircle(sanFrancisco.coordinate, losAngeles.coordinate)
    #expect(abs(distance - sphere) / sphere < 0.005)
  }

  @Test func samePointAndNearlyAntipodalPoints() {
    let point = CLLocation(latitude: 51.5, longitude: -0.12)
    #expect(point.distance(from: CLLocation(latitude: 51.5, longitude: -0.12)) == 0)
    // Nearly antipodal points, where Vincenty's iteration does not converge: the great circle, within 0.5 % of
    // the geodesic (half a meridian, 20 003 931.459 m, for points on the equator).
    let antipodal = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 0, longitude: 180))
    #expect(abs(antipodal - 20_003_931.459) / 20_003_931.459 < 0.005)
  }

  @Test func locationValues() {
    let date = Date(timeIntervalSince1970: 0)
    let location = CLLocation(
      coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2), altitude: 30, horizontalAccuracy: 5,
      verticalAccuracy: 3, course: 90, speed: 2, timestamp: date)
    #expect(location.coordinate.latitude == 1 && location.coordinate.longitude == 2)
    #expect(location.altitude == 30 && location.horizontalAccuracy == 5 && location.speed == 2)
    #expect(location.timestamp == date)
    #expect(location.description.hasPrefix("<+1.00000000,+2.00000000> +/- 5.00m (speed 2.00 mps / course 90.00)"))
    let simple = CLLocation(latitude: 3, longitude: 4)
    #expect(simple.course == -1 && simple.speed == -1 && simple.verticalAccuracy == -1)
  }

  @Test func coordinateValidity() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 45, longitude: 179)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    let made = CLLocationCoordinate2DMake(10, 20)
    #expect(made.latitude == 10 && made.longitude == 20)
    #expect(CLLocationCoordinate2D().latitude == 0)
  }
}
