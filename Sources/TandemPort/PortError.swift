import Foundation

/// Why a port could not start or finish: the message names the path and what is wrong with it. The source folder
/// is never written to.
public enum PortError: Error, CustomStringConvertible, Equatable {
  /// The path does not exist.
  case missing(String)
  /// The folder holds no Xcode project and no Swift files, so it is not an app's folder.
  case notAnApp(String)
  /// A file could not be read or parsed.
  case unreadable(String, String)
  /// The output folder is inside the app's folder (or is it), or exists and is not empty.
  case unusableOutput(String, String)
  /// The project has no target that builds an app.
  case noAppTarget(String)
  /// Writing the output failed.
  case writeFailed(String, String)

  public var description: String {
    switch self {
    case .missing(let path): "\(path): no such file or folder"
    case .notAnApp(let path): "\(path): not an iOS app's folder (no .xcodeproj and no Swift files inside)"
    case .unreadable(let path, let why): "\(path): cannot be read: \(why)"
    case .unusableOutput(let path, let why): "\(path): cannot be the output folder: \(why)"
    case .noAppTarget(let path): "\(path): the project has no application target"
    case .writeFailed(let path, let why): "\(path): could not be written: \(why)"
    }
  }
}
