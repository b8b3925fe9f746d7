import Foundation
import TandemKit
import TandemPlatform
import TandemUI

/// One rendered preview: its image and what it was rendered as.
public struct RenderedPreview {
  /// The preview's position among its provider's previews, from 0.
  public let index: Int
  /// The name `.previewDisplayName` gave it, if any.
  public let displayName: String?
  /// The device it ran on.
  public let device: DevicePreset
  /// Its layout.
  public let layout: PreviewLayout
  /// Its color scheme.
  public let colorScheme: ColorScheme
  /// Its orientation.
  public let orientation: InterfaceOrientation
  /// The picture, at the device's scale.
  public let image: UIImage
}

/// Why a preview could not be rendered.
public enum PreviewRenderingError: Error, CustomStringConvertible, Equatable {
  /// `.previewDevice` names a device Tandem has no preset for.
  case unknownDevice(String, known: [String])

  public var description: String {
    switch self {
    case .unknownDevice(let name, let known):
      "No device named '\(name)'. Known devices: \(known.joined(separator: ", "))"
    }
  }
}

/// Renders a `PreviewProvider`'s previews as Xcode's canvas shows them (Tandem's counterpart of the canvas): one
/// image per preview — each view of a top-level `Group` or `ForEach` is a preview — on its `previewDevice` (the
/// default device otherwise), sized by its `previewLayout`, turned by `previewInterfaceOrientation` and in the color
/// scheme `preferredColorScheme` asks for, on the system background.
///
/// `.device` previews run in a window through UIKit (as `AppDriver` does, this replaces the process's application
/// object, so render from tests or tools, not from inside a running app); `.sizeThatFits` and `.fixed` previews are
/// drawn by the SwiftUI graph alone, as `ImageRenderer` draws.
@MainActor @preconcurrency public enum PreviewRenderer {
  /// Renders every preview of `provider`.
  public static func render<Provider: PreviewProvider>(
    _ provider: Provider.Type, defaultDevice: DevicePreset = .default
  ) throws(PreviewRenderingError) -> [RenderedPreview] {
    try render(previews: provider.previews, defaultDevice: defaultDevice)
  }

  /// Renders a `#Preview`'s preview.
  public static func render<Registry: PreviewRegistry>(
    _ registry: Registry.Type, defaultDevice: DevicePreset = .default
  ) throws -> RenderedPreview {
    try render(registry.makePreview(), defaultDevice: defaultDevice)
  }

  /// Renders a preview value (what `#Preview` declares): one image, whatever its view lists.
  public static func render(_ preview: Preview, defaultDevice: DevicePreset = .default) throws(PreviewRenderingError)
    -> RenderedPreview
  {
    let view = preview.body()
    let parts = PreviewEntry.split(view)
    var entry = PreviewEntry(view: AnyView(erasing: view), traits: preview.traits)
    if parts.count == 1 {
      entry = PreviewEntry(view: parts[0].view, traits: parts[0].traits.filled(from: preview.traits))
    }
    return try render(entry, index: 0, defaultDevice: defaultDevice)
  }

  /// Renders the previews a `previews` value lists.
  public static func render<Previews: View>(
    previews: Previews, defaultDevice: DevicePreset = .default
  ) throws(PreviewRenderingError) -> [RenderedPreview] {
    var rendered: [RenderedPreview] = []
    for (index, entry) in PreviewEntry.split(previews).enumerated() {
      rendered.append(try render(entry, index: index, defaultDevice: defaultDevice))
    }
    return rendered
  }

  private static func render(
    _ entry: PreviewEntry, index: Int, defaultDevice: DevicePreset
  ) throws(PreviewRenderingError) -> RenderedPreview {
    let traits = entry.traits
    var device = defaultDevice
    if let name = traits.device?.rawValue {
      guard let preset = DevicePreset.all.first(where: { $0.name == name }) else {
        throw .unknownDevice(name, known: DevicePreset.all.map(\.name))
      }
      device = preset
    }
    let orientation = traits.orientation ?? .portrait
    if orientation.isLandscape { device = device.landscape }
    let colorScheme = traits.colorScheme ?? .light
    let layout = traits.layout ?? .device
    let image: CGImage
    switch layout {
    case .device: image = renderOnScreen(entry.view, device: device, colorScheme: colorScheme)
    case .sizeThatFits: image = renderAlone(entry.view, size: nil, device: device, colorScheme: colorScheme)
    case .fixed(let width, let height):
      image = renderAlone(
        entry.view, size: CGSize(width: width, height: height), device: device, colorScheme: colorScheme)
    }
    return RenderedPreview(
      index: index, displayName: traits.displayName, device: device, layout: layout, colorScheme: colorScheme,
      orientation: orientation, image: UIImage(cgImage: image, scale: device.scale, orientation: .up))
  }

  /// The view as the root of a hosting controller filling a window on `device`.
  private static func renderOnScreen(_ view: AnyView, device: DevicePreset, colorScheme: ColorScheme) -> CGImage {
    let application = UIApplication.reset(device: device)
    let window = UIWindow(frame: application.screen.bounds)
    window.overrideUserInterfaceStyle = colorScheme == .dark ? .dark : .light
    window.rootViewController = UIHostingController(rootView: view)
    window.makeKeyAndVisible()
    application.commit()
    return application.snapshot()
  }

  /// The view alone, offered `size` (nil: the device's screen, the view then sized to fit) and centred in it.
  private static func renderAlone(_ view: AnyView, size: CGSize?, device: DevicePreset, colorScheme: ColorScheme)
    -> CGImage
  {
    let style: UIUserInterfaceStyle = colorScheme == .dark ? .dark : .light
    let traits = UIScreen(device: device).traitCollection.with(style: style)
    let graph = ViewGraph(rootView: view, environment: .from(traits: traits))
    let container = size ?? graph.sizeThatFits(ProposedViewSize(device.size))
    let bounds = CGRect(origin: .zero, size: CGSize(width: max(container.width, 1), height: max(container.height, 1)))
    graph.layout(in: bounds)
    let surface = PixelSurface(
      width: Int((bounds.width * device.scale).rounded(.up)), height: Int((bounds.height * device.scale).rounded(.up)),
      scale: device.scale)
    let context = CGContext(surface: surface)
    context.setFillColor(UIColor.systemBackground.resolvedColor(with: traits).cgColor)
    context.fill(bounds)
    graph.draw(in: context)
    return CGImage(surface: surface)
  }
}
