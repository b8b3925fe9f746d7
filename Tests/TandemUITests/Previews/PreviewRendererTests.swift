import Foundation
import TandemKit
import TandemPlatform
import TandemTesting
import Testing

@testable import TandemGraphics
@testable import TandemUI

private struct ProfileCard: View {
  var name = "Ada Lovelace"
  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "person.crop.circle").font(.largeTitle).foregroundColor(.blue)
      VStack(alignment: .leading) {
        Text(name).font(.headline)
        Text("Analyst").font(.subheadline).foregroundColor(.secondary)
      }
    }
    .padding()
  }
}

/// Previews as a project's file lists them.
private struct ProfileCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard()
      ProfileCard()
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Compact")
      ProfileCard(name: "Grace Hopper")
        .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        .previewDisplayName("Small phone")
      ProfileCard()
        .preferredColorScheme(.dark)
        .previewLayout(.fixed(width: 300, height: 120))
        .previewDisplayName("Dark")
    }
  }
}

private struct Devices_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone 14 Pro", "iPad (10th generation)"], id: \.self) { name in
      ProfileCard()
        .previewDevice(PreviewDevice(rawValue: name))
        .previewDisplayName(name)
    }
  }
}

private struct Shared_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      ProfileCard(name: "Light")
      ProfileCard(name: "Also dark").previewDisplayName("Inner")
    }
    .previewLayout(.sizeThatFits)
    .preferredColorScheme(.dark)
    .previewDisplayName("Outer")
  }
}

private struct Landscape_Previews: PreviewProvider {
  static var previews: some View {
    ProfileCard().previewInterfaceOrientation(.landscapeLeft)
  }
}

private struct Unknown_Previews: PreviewProvider {
  static var previews: some View {
    ProfileCard().previewDevice("iPhone 99")
  }
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PreviewRendererTests {
  private func pixelSize(_ preview: RenderedPreview) -> [Int] {
    [preview.image.cgImage!.width, preview.image.cgImage!.height]
  }

  @Test func eachViewOfAGroupIsAPreviewWithItsLayoutDeviceNameAndScheme() throws {
    let previews = try PreviewRenderer.render(ProfileCard_Previews.self)
    #expect(previews.map(\.index) == [0, 1, 2, 3])
    #expect(previews.map(\.displayName) == [nil, "Compact", "Small phone", "Dark"])
    #expect(previews.map(\.device.name) == ["iPhone 14", "iPhone 14", "iPhone SE (3rd generation)", "iPhone 14"])
    #expect(previews.map(\.layout) == [.device, .sizeThatFits, .device, .fixed(width: 300, height: 120)])
    #expect(previews.map(\.colorScheme) == [.light, .light, .light, .dark])

    // The device layout is the whole screen at the device's scale.
    #expect(pixelSize(previews[0]) == [1170, 2532])
    #expect(pixelSize(previews[2]) == [750, 1334])
    // sizeThatFits: the card's own size when offered the screen (its padded ideal height, the full width its
    // HStack does not take — it takes only what it needs).
    let fitted = previews[1].image.size
    var environment = EnvironmentValues()
    environment.displayScale = 3
    let graph = ViewGraph(rootView: ProfileCard(), environment: environment)
    let expected = withExtendedLifetime(graph) { graph.sizeThatFits(ProposedViewSize(width: 390, height: 844)) }
    // (in whole pixels)
    #expect(
      fitted == CGSize(width: (expected.width * 3).rounded(.up) / 3, height: (expected.height * 3).rounded(.up) / 3))
    #expect(fitted.width < 390 && fitted.height < 120)
    // fixed: the container's size, the view centred in it, in dark mode on the dark background.
    #expect(pixelSize(previews[3]) == [900, 360])
    #expect(previews[3].image.cgImage!.storage.pixel(x: 2, y: 2) == 0xFF00_0000)
    #expect(previews[1].image.cgImage!.storage.pixel(x: 2, y: 2) == 0xFFFF_FFFF)

    GoldenImage.assertMatches(previews[1].image.cgImage!, named: "preview-size-that-fits")
    GoldenImage.assertMatches(previews[3].image.cgImage!, named: "preview-fixed-dark")
    GoldenImage.assertMatches(previews[2].image.cgImage!, named: "preview-device-iphone-se")
  }

  @Test func eachElementOfAForEachIsAPreview() throws {
    let previews = try PreviewRenderer.render(Devices_Previews.self)
    #expect(previews.map(\.displayName) == ["iPhone 14 Pro", "iPad (10th generation)"])
    #expect(previews.map(\.device) == [.iPhone14Pro, .iPad])
    #expect(previews.map(pixelSize) == [[1179, 2556], [1640, 2360]])
  }

  @Test func modifiersAroundAGroupApplyToEachOfItsPreviews() throws {
    let previews = try PreviewRenderer.render(Shared_Previews.self)
    #expect(previews.count == 2)
    #expect(previews.map(\.layout) == [.sizeThatFits, .sizeThatFits])
    #expect(previews.map(\.colorScheme) == [.dark, .dark])
    // The name nearest the view wins.
    #expect(previews.map(\.displayName) == ["Outer", "Inner"])
    #expect(previews[0].image.cgImage!.storage.pixel(x: 2, y: 2) == 0xFF00_0000)
  }

  @Test func anOrientationTurnsTheDevice() throws {
    let preview = try #require(try PreviewRenderer.render(Landscape_Previews.self).first)
    #expect(preview.orientation == .landscapeLeft)
    #expect(preview.device == DevicePreset.iPhone14.landscape)
    #expect(pixelSize(preview) == [2532, 1170])
  }

  @Test func anUnknownDeviceIsAClearError() {
    #expect(throws: PreviewRenderingError.unknownDevice("iPhone 99", known: DevicePreset.all.map(\.name))) {
      try PreviewRenderer.render(Unknown_Previews.self)
    }
    let message = PreviewRenderingError.unknownDevice("iPhone 99", known: ["iPhone 14"]).description
    #expect(message == "No device named 'iPhone 99'. Known devices: iPhone 14")
  }

  @Test func previewModifiersChangeNothingAtRunTime() {
    let plain = layOut(ProfileCard(), in: CGSize(width: 390, height: 200))
    let previewed = layOut(
      ProfileCard().previewLayout(.sizeThatFits).previewDevice("iPhone SE (3rd generation)")
        .previewDisplayName("Card").previewInterfaceOrientation(.landscapeRight),
      in: CGSize(width: 390, height: 200))
    withExtendedLifetime((plain, previewed)) {
      #expect(previewed.texts == plain.texts)
      #expect(previewed.root.sizeThatFits(.unspecified) == plain.root.sizeThatFits(.unspecified))
    }
    #expect(ProfileCard_Previews.platform == nil)
  }
}

#Preview("Card, sized to fit", traits: .sizeThatFitsLayout) {
  ProfileCard()
}

#Preview {
  ProfileCard(name: "Default")
}

@MainActor @Suite(.serialized, .ownsTheApplication) struct PreviewMacroRenderingTests {
  @Test func aPreviewValueRendersWithItsNameAndTraits() throws {
    let fitted = try PreviewRenderer.render(Preview("Fitted", traits: .sizeThatFitsLayout) { ProfileCard() })
    #expect(fitted.displayName == "Fitted")
    #expect(fitted.layout == .sizeThatFits)
    #expect(fitted.image.size.width < 390)

    let turned = try PreviewRenderer.render(
      Preview(traits: .fixedLayout(width: 300, height: 100), .landscapeLeft) {
        ProfileCard().preferredColorScheme(.dark)
      })
    #expect(turned.displayName == nil)
    #expect(turned.layout == .fixed(width: 300, height: 100))
    #expect(turned.orientation == .landscapeLeft)
    #expect(turned.colorScheme == .dark)
    #expect(turned.image.size == CGSize(width: 300, height: 100))

    let screen = try PreviewRenderer.render(Preview { ProfileCard() })
    #expect(screen.layout == .device)
    #expect(screen.image.size == CGSize(width: 390, height: 844))
  }
}
