import Foundation

/// The error domain of Core Location errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error: `error.code == .denied`, `.locationUnknown`, ….
public struct CLError: Error, Hashable, CustomNSError, Sendable {
  /// What went wrong.
  public enum Code: Int, Sendable {
    /// No location could be determined right now (the manager keeps trying).
    case locationUnknown = 0
    /// The user denied location services to the app, or they are off on the device.
    case denied = 1
    /// The network was unavailable.
    case network = 2
    /// No heading could be determined.
    case headingFailure = 3
    case regionMonitoringDenied = 4
    case regionMonitoringFailure = 5
    case regionMonitoringSetupDelayed = 6
    case regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
    case deferredFailed = 11
    case deferredNotUpdatingLocation = 12
    case deferredAccuracyTooLow = 13
    case deferredDistanceFiltered = 14
    case deferredCanceled = 15
    case rangingUnavailable = 16
    case rangingFailure = 17
    case promptDeclined = 18
    case historicalLocationError = 19
  }

  /// The error's code.
  public let code: Code
  /// An error with a code.
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var headingFailure: Code { .headingFailure }
  public static var promptDeclined: Code { .promptDeclined }
}
