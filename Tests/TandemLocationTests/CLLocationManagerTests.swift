import CoreLocation
import Testing

/// A model that stores a coordinate and asks for the user's location, as iOS view models do.
final class NearbyModel: NSObject, CLLocationManagerDelegate {
  let manager = CLLocationManager()
  var statuses: [CLAuthorizationStatus] = []
  var errors: [CLError.Code] = []
  var locations: [CLLocation] = []
  var home = CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)

  override init() {
    super.init()
    manager.delegate = self
  }

  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
    statuses.append(manager.authorizationStatus)
  }
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
    self.locations += locations
  }
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
    if let error = error as? CLError { errors.append(error.code) }
  }
}

@MainActor @Suite struct CLLocationManagerTests {
  /// Lets the main queue deliver what the manager queued for its delegate.
  func turn() async {
    await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
  }

  @Test func aDeviceWithoutLocationServicesDeniesAndReportsNoLocation() async {
    let model = NearbyModel()
    #expect(!CLLocationManager.locationServicesEnabled())
    #expect(model.manager.authorizationStatus == .notDetermined)
    await turn()
    // As on iOS, the delegate hears the status once when the manager is created.
    #expect(model.statuses == [.notDetermined])
    model.manager.requestWhenInUseAuthorization()
    await turn()
    #expect(model.statuses == [.notDetermined, .denied])
    model.manager.startUpdatingLocation()
    model.manager.requestLocation()
    await turn()
    #expect(model.errors == [.denied, .denied])
    #expect(model.locations.isEmpty && model.manager.location == nil)
    model.manager.stopUpdatingLocation()
  }

  @Test func stoppingBeforeTheReportSilencesIt() async {
    let model = NearbyModel()
    model.manager.startUpdatingLocation()
    model.manager.stopUpdatingLocation()
    await turn()
    #expect(model.errors.isEmpty)
  }

  @Test func errorsMatchTheirCodes() {
    let error: any Error = CLError(.locationUnknown)
    #expect((error as? CLError)?.code == CLError.locationUnknown)
    #expect(CLError.errorDomain == kCLErrorDomain)
    #expect((error as NSError).code == 0 && (CLError(.denied) as NSError).code == 1)
  }
}
