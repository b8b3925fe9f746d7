import Foundation

/// Why an asset catalog could not be read.
package struct AssetCatalogError: Error, CustomStringConvertible, Equatable {
  /// The Contents.json (or image file) at fault.
  package var file: String
  package var problem: String
  package var description: String { "\(file): \(problem)" }
}

/// The appearance an asset variant is for.
package enum AssetAppearance: Hashable, Sendable {
  case any, light, dark
}

/// An `.xcassets` folder: its image sets and color sets by name.
///
/// Image sets hold 1x/2x/3x files with universal / light / dark variants; color sets hold sRGB colors with
/// light / dark appearances. Groups that set `provides-namespace` prefix their children's names ("Group/name").
package final class AssetCatalog: @unchecked Sendable {
  package struct ImageVariant: Equatable, Sendable {
    package var file: URL
    package var scale: CGFloat
    package var appearance: AssetAppearance
  }
  package struct ColorVariant: Equatable, Sendable {
    package var color: CGColor
    package var appearance: AssetAppearance
  }

  package let url: URL
  package private(set) var imageSets: [String: [ImageVariant]] = [:]
  package private(set) var colorSets: [String: [ColorVariant]] = [:]
  /// The sets and groups that could not be read, each with its file and problem (the rest of the catalog loads).
  package private(set) var problems: [AssetCatalogError] = []
  private let lock = NSLock()
  private var decoded: [URL: CGImage] = [:]

  /// Reads the catalog's structure (image files are decoded on first use). Throws only when the catalog folder
  /// cannot be listed; a set or group whose Contents.json is malformed is left out and listed in `problems`, each
  /// reported once as a runtime warning.
  package init(url: URL) throws(AssetCatalogError) {
    self.url = url
    try scan(folder: url, namespace: "")
    for problem in problems {
      Diagnostics.warnOnce(key: "asset:" + problem.description, "asset catalog entry skipped: \(problem.description)")
    }
  }

  /// Runs `read`, recording its error as a problem of the catalog instead of failing the whole catalog.
  private func recording(_ read: () throws(AssetCatalogError) -> Void) {
    do { try read() } catch { problems.append(error) }
  }

  private func scan(folder: URL, namespace: String) throws(AssetCatalogError) {
    let children: [URL]
    do {
      children = try FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
      ).sorted { $0.lastPathComponent < $1.lastPathComponent }
    } catch {
      throw AssetCatalogError(file: folder.path, problem: "cannot list the folder (\(error.localizedDescription))")
    }
    for child in children {
      let name = child.deletingPathExtension().lastPathComponent
      switch child.pathExtension {
      case "imageset":
        recording { () throws(AssetCatalogError) in imageSets[namespace + name] = try readImageSet(child) }
      case "colorset":
        recording { () throws(AssetCatalogError) in colorSets[namespace + name] = try readColorSet(child) }
      case "":
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { continue }
        recording { () throws(AssetCatalogError) in
          let contents = child.appendingPathComponent("Contents.json")
          var prefix = namespace
          if FileManager.default.fileExists(atPath: contents.path) {
            let json = try readJSON(contents)
            let properties = json["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true { prefix += name + "/" }
          }
          try scan(folder: child, namespace: prefix)
        }
      default: continue
      }
    }
  }

  private func readJSON(_ file: URL) throws(AssetCatalogError) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw AssetCatalogError(file: file.path, problem: "cannot read the file")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw AssetCatalogError(file: file.path, problem: "malformed JSON: \(detail)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw AssetCatalogError(file: file.path, problem: "expected a JSON object at the top level")
    }
    return dictionary
  }

  private func appearance(of entry: [String: Any], file: URL) throws(AssetCatalogError) -> AssetAppearance {
    guard let list = entry["appearances"] else { return .any }
    guard let appearances = list as? [[String: Any]] else {
      throw AssetCatalogError(file: file.path, problem: "\"appearances\" must be an array of objects")
    }
    for a in appearances where a["appearance"] as? String == "luminosity" {
      switch a["value"] as? String {
      case "dark": return .dark
      case "light": return .light
      default: continue
      }
    }
    return .any
  }

  private func readImageSet(_ folder: URL) throws(AssetCatalogError) -> [ImageVariant] {
    let file = folder.appendingPathComponent("Contents.json")
    let json = try readJSON(file)
    guard let images = json["images"] as? [[String: Any]] else {
      throw AssetCatalogError(file: file.path, problem: "missing \"images\" array")
    }
    var variants: [ImageVariant] = []
    for entry in images {
      guard let rawName = entry["filename"] else { continue }  // an empty slot
      guard let filename = rawName as? String else {
        throw AssetCatalogError(file: file.path, problem: "\"filename\" must be a string, not \(rawName)")
      }
      // A set's files are inside its folder: a name with a path in it (`../x.png`) is refused.
      guard !filename.isEmpty, !filename.contains("/"), filename != "..", filename != "." else {
        throw AssetCatalogError(file: file.path, problem: "filename \"\(filename)\" is not a file of the image set")
      }
      let idiom = entry["idiom"] as? String ?? "universal"
      guard idiom == "universal" || idiom == "iphone" || idiom == "ipad" else { continue }
      var scale: CGFloat = 1
      if let raw = entry["scale"] {
        guard let text = raw as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0,
          value.isFinite
        else {
          throw AssetCatalogError(file: file.path, problem: "bad scale \"\(raw)\" (expected 1x, 2x or 3x)")
        }
        scale = CGFloat(value)
      }
      variants.append(
        ImageVariant(
          file: folder.appendingPathComponent(filename), scale: scale, appearance: try appearance(of: entry, file: file)
        ))
    }
    return variants
  }

  private func readColorSet(_ folder: URL) throws(AssetCatalogError) -> [ColorVariant] {
    let file = folder.appendingPathComponent("Contents.json")
    let json = try readJSON(file)
    guard let colors = json["colors"] as? [[String: Any]] else {
      throw AssetCatalogError(file: file.path, problem: "missing \"colors\" array")
    }
    var variants: [ColorVariant] = []
    for entry in colors {
      guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
      else { throw AssetCatalogError(file: file.path, problem: "a color entry has no \"color.components\"") }
      func component(_ key: String) throws(AssetCatalogError) -> CGFloat {
        let raw = components[key]
        let text = (raw as? String) ?? (raw as? NSNumber).map { "\($0)" } ?? ""
        // Xcode writes 0...1 floats ("0.5"), 0...255 integers ("128") or hex bytes ("0x80").
        if text.hasPrefix("0x") || text.hasPrefix("0X"), let value = Int(text.dropFirst(2), radix: 16) {
          return CGFloat(value) / 255
        }
        guard let value = Double(text) else {
          throw AssetCatalogError(file: file.path, problem: "bad \"\(key)\" component \"\(text)\"")
        }
        return key != "alpha" && !text.contains(".") && value > 1 ? CGFloat(value) / 255 : CGFloat(value)
      }
      let space = color["color-space"] as? String ?? "srgb"
      let value: CGColor
      if space.contains("gray") {
        value = CGColor(gray: try component("white"), alpha: try component("alpha"))
      } else {
        value = CGColor(
          red: try component("red"), green: try component("green"), blue: try component("blue"),
          alpha: try component("alpha"))
      }
      variants.append(ColorVariant(color: value, appearance: try appearance(of: entry, file: file)))
    }
    return variants
  }

  /// The best variant file of image set `name` for a display `scale` and appearance: the matching appearance
  /// (else universal), then the exact scale, else the next larger, else the largest.
  package func imageVariant(named name: String, scale: CGFloat, appearance: AssetAppearance) -> ImageVariant? {
    guard let variants = imageSets[name], !variants.isEmpty else { return nil }
    let wanted = appearance == .dark ? [AssetAppearance.dark, .any, .light] : [appearance, .any, .light]
    for a in wanted {
      let candidates = variants.filter { $0.appearance == a }.sorted { $0.scale < $1.scale }
      if candidates.isEmpty { continue }
      return candidates.first { $0.scale == scale } ?? candidates.first { $0.scale > scale } ?? candidates.last
    }
    return nil
  }

  /// The decoded image of image set `name` with its scale, or nil with a diagnostic when it cannot be decoded.
  package func image(named name: String, scale: CGFloat, appearance: AssetAppearance = .any) -> (
    image: CGImage, scale: CGFloat
  )? {
    guard let variant = imageVariant(named: name, scale: scale, appearance: appearance) else { return nil }
    if let cached = lock.withLock({ decoded[variant.file] }) { return (cached, variant.scale) }
    switch ImageCodec.decode(contentsOf: variant.file) {
    case .success(let image):
      lock.withLock { decoded[variant.file] = image }
      return (image, variant.scale)
    case .failure(let error):
      Diagnostics.warnOnce(key: "asset:" + variant.file.path, "image set '\(name)': \(error.description)")
      return nil
    }
  }

  /// The color of color set `name` for an appearance (dark falls back to universal).
  package func color(named name: String, appearance: AssetAppearance = .any) -> CGColor? {
    guard let variants = colorSets[name] else { return nil }
    let wanted = appearance == .dark ? [AssetAppearance.dark, .any, .light] : [appearance, .any, .light]
    for a in wanted { if let hit = variants.first(where: { $0.appearance == a }) { return hit.color } }
    return nil
  }
}
