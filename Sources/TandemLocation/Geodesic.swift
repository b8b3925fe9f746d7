import Foundation

/// Distances along the WGS 84 ellipsoid (the datum of GPS coordinates): Vincenty's inverse formula, iterated to
/// 10⁻¹² radians (sub-millimetre). For nearly antipodal points, where it does not converge, a great circle on a
/// sphere of the ellipsoid's mean radius (within about 0.5 % of the geodesic).
enum Geodesic {
  /// WGS 84 semi-major axis, in meters.
  static let semiMajorAxis = 6_378_137.0
  /// WGS 84 flattening.
  static let flattening = 1 / 298.257_223_563
  static let semiMinorAxis = semiMajorAxis * (1 - flattening)
  /// The mean radius (2a + b) / 3.
  static let meanRadius = (2 * semiMajorAxis + semiMinorAxis) / 3

  /// The length in meters of the shortest path on the ellipsoid between two coordinates.
  static func distance(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
    let a = semiMajorAxis
    let b = semiMinorAxis
    let f = flattening
    let L = (to.longitude - from.longitude) * .pi / 180
    let U1 = atan((1 - f) * tan(from.latitude * .pi / 180))
    let U2 = atan((1 - f) * tan(to.latitude * .pi / 180))
    let (sinU1, cosU1, sinU2, cosU2) = (sin(U1), cos(U1), sin(U2), cos(U2))
    var lambda = L
    for _ in 0..<200 {
      let sinLambda = sin(lambda)
      let cosLambda = cos(lambda)
      let sinSigma =
        ((cosU2 * sinLambda) * (cosU2 * sinLambda)
        + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) * (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)).squareRoot()
      if sinSigma == 0 { return 0 }
      let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      let sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      let cosSqAlpha = 1 - sinAlpha * sinAlpha
      let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
      let C = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
      let previous = lambda
      lambda =
        L + (1 - C) * f * sinAlpha
        * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      if abs(lambda - previous) < 1e-12 {
        let uSq = cosSqAlpha * (a * a - b * b) / (b * b)
        let A = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
        let B = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
        let deltaSigma =
          B * sinSigma
          * (cos2SigmaM + B / 4
            * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - B / 6 * cos2SigmaM
              * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * A * (sigma - deltaSigma)
      }
    }
    return greatCircle(from, to)
  }

  /// The haversine distance on a sphere of the mean radius.
  static func greatCircle(_ from: CLLocationCoordinate2D, _ to: CLLocationCoordinate2D) -> CLLocationDistance {
    let phi1 = from.latitude * .pi / 180
    let phi2 = to.latitude * .pi / 180
    let dPhi = phi2 - phi1
    let dLambda = (to.longitude - from.longitude) * .pi / 180
    let h = sin(dPhi / 2) * sin(dPhi / 2) + cos(phi1) * cos(phi2) * sin(dLambda / 2) * sin(dLambda / 2)
    return 2 * meanRadius * asin(min(1, h.squareRoot()))
  }
}
