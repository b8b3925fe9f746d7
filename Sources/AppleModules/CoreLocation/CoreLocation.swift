// `import CoreLocation` on Linux: Tandem's Core Location (coordinates, locations and their distances, and the
// location manager of a device without location services). Re-exports only.
@_exported import Foundation
@_exported import TandemLocation
