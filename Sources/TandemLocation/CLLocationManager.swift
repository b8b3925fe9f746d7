import Foundation

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The user has not been asked yet.
  case notDetermined = 0
  /// The app may not use location services, and the user cannot change that (parental controls, or a device
  /// without them).
  case restricted = 1
  /// The user declined, or location services are off.
  case denied = 2
  /// The app may use location services at any time.
  case authorizedAlways = 3
  /// The app may use location services while in use.
  case authorizedWhenInUse = 4
}

/// How precise the locations the app may receive are.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy = 0
  case reducedAccuracy = 1
}

/// What the user is doing while locations are tracked (a hint for power saving).
public enum CLActivityType: Int, Sendable {
  case other = 1
  case automotiveNavigation = 2
  case fitness = 3
  case otherNavigation = 4
  case airborne = 5
}

/// The callbacks of a location manager. Apple's methods are optional: here each has a default that does nothing.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  /// New locations, the most recent last.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// Locations could not be determined (a `CLError`).
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The manager was created, or the app's authorization changed.
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The app's authorization changed (the pre-iOS 14 callback; also called).
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The location manager of a device without location services: it never has a location. Asking for authorization
/// shows no prompt and leaves the app `.denied`; starting updates or requesting a location reports
/// `CLError(.denied)` to the delegate. `TANDEM_LOCATION_AUTHORIZATION` (`notDetermined`, `restricted`, `denied`,
/// `authorizedWhenInUse`, `authorizedAlways`) sets the status instead; when authorized, location requests report
/// `CLError(.locationUnknown)`, as an iPhone that cannot get a fix does. Delegate callbacks arrive on the main queue.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// Receives locations, errors and authorization changes (held weakly).
  open weak var delegate: (any CLLocationManagerDelegate)? {
    didSet { if delegate != nil { announceAuthorization() } }
  }
  /// The app's authorization.
  open private(set) var authorizationStatus: CLAuthorizationStatus
  /// The precision the app may receive.
  open private(set) var accuracyAuthorization: CLAccuracyAuthorization = .fullAccuracy
  /// The most recent location (always nil: there is none).
  open var location: CLLocation? { nil }
  /// The accuracy asked for.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The movement in meters before a new location is reported.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// What the user is doing while tracked.
  open var activityType: CLActivityType = .other
  /// Whether updates may pause when the location is unlikely to change.
  open var pausesLocationUpdatesAutomatically = true
  /// Whether updates continue in the background.
  open var allowsBackgroundLocationUpdates = false
  /// Whether the status bar shows background location use.
  open var showsBackgroundLocationIndicator = false
  /// Whether location updates were started and not stopped.
  private var updating = false
  private var announced = false

  public override init() {
    authorizationStatus = Self.configuredStatus ?? .notDetermined
    super.init()
  }

  /// The status `TANDEM_LOCATION_AUTHORIZATION` sets, if any.
  static var configuredStatus: CLAuthorizationStatus? {
    switch ProcessInfo.processInfo.environment["TANDEM_LOCATION_AUTHORIZATION"] {
    case "notDetermined": .notDetermined
    case "restricted": .restricted
    case "denied": .denied
    case "authorizedWhenInUse": .authorizedWhenInUse
    case "authorizedAlways": .authorizedAlways
    default: nil
    }
  }

  private var isAuthorized: Bool {
    authorizationStatus == .authorizedWhenInUse || authorizationStatus == .authorizedAlways
  }

  /// Whether the device has location services on: only when `TANDEM_LOCATION_AUTHORIZATION` authorizes the app.
  open class func locationServicesEnabled() -> Bool {
    configuredStatus == .authorizedWhenInUse || configuredStatus == .authorizedAlways
  }

  /// The app's authorization (the pre-iOS 14 class method).
  @available(*, deprecated, message: "Use the authorizationStatus property")
  open class func authorizationStatus() -> CLAuthorizationStatus { configuredStatus ?? .notDetermined }

  /// Whether the device reports headings (no).
  open class func headingAvailable() -> Bool { false }

  /// Whether the device reports significant location changes (no).
  open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

  /// Asks for when-in-use authorization: with no one to ask, an undetermined status becomes `.denied`.
  open func requestWhenInUseAuthorization() { resolveRequest() }

  /// Asks for always authorization: with no one to ask, an undetermined status becomes `.denied`.
  open func requestAlwaysAuthorization() { resolveRequest() }

  /// Starts updates: the delegate is told no location can be had (`.denied`, or `.locationUnknown` when authorized).
  open func startUpdatingLocation() {
    updating = true
    reportFailure(onlyWhileUpdating: true)
  }

  /// Stops updates.
  open func stopUpdatingLocation() { updating = false }

  /// Asks for one location: the delegate is told none can be had.
  open func requestLocation() { reportFailure(onlyWhileUpdating: false) }

  private func resolveRequest() {
    guard authorizationStatus == .notDetermined else { return }
    authorizationStatus = .denied
    announced = false
    announceAuthorization()
  }

  private func announceAuthorization() {
    guard !announced else { return }
    announced = true
    DispatchQueue.main.async { [weak self] in
      guard let self, let delegate = self.delegate else { return }
      delegate.locationManagerDidChangeAuthorization(self)
      delegate.locationManager(self, didChangeAuthorization: self.authorizationStatus)
    }
  }

  private func reportFailure(onlyWhileUpdating: Bool) {
    let error = CLError(isAuthorized ? .locationUnknown : .denied)
    DispatchQueue.main.async { [weak self] in
      guard let self, !onlyWhileUpdating || self.updating else { return }
      self.delegate?.locationManager(self, didFailWithError: error)
    }
  }
}
