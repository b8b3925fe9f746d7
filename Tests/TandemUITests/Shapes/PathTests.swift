import SwiftUI
import TandemTesting
import Testing

@testable import TandemGraphics

/// A five-pointed star, as apps draw custom shapes.
private struct Star: Shape {
  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var points: [CGPoint] = []
    for i in 0..<10 {
      let radius = i % 2 == 0 ? outer : outer * 0.4
      let angle = -Double.pi / 2 + Double(i) * .pi / 5
      points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
    }
    var path = Path()
    path.addLines(points)
    path.closeSubpath()
    return path
  }
}

/// A card with a tab: straight edges joined by tangent arcs and a quadratic curve.
private struct Tab: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.addArc(
      tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: 16)
    path.addQuadCurve(
      to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor @Suite(.ownsTheApplication) struct PathTests {
  @Test func aTrimmedPathKeepsThePartBetweenTwoFractionsOfItsLength() {
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    // A rectangle runs (0,0) → (100,0) → (100,100) → (0,100) → back: its second quarter is the right edge.
    let side = square.trimmedPath(from: 0.25, to: 0.5)
    #expect(side.boundingRect == CGRect(x: 100, y: 0, width: 0, height: 100))
    #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    // A circle starts at its trailing point and turns clockwise on screen: its first quarter is the lower right.
    let quarter = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
    let bounds = quarter.boundingRect
    #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.minY - 50) < 0.5)
    #expect(abs(bounds.maxX - 100) < 0.5 && abs(bounds.maxY - 100) < 0.5)
  }

  @Test func arcsAndCurvesGoWhereCoreGraphicsPutsThem() throws {
    var corner = Path()
    corner.move(to: .zero)
    corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    let end = try #require(corner.currentPoint)
    #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
    #expect(abs(corner.boundingRect.maxX - 100) < 1e-9 && abs(corner.boundingRect.maxY - 20) < 1e-9)

    var ring = Path()
    ring.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(360))
    #expect(ring.boundingRect.insetBy(dx: -1e-6, dy: -1e-6).contains(CGRect(x: 0, y: 0, width: 100, height: 100)))
    var half = Path()
    half.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(-180))
    // Turning towards decreasing angles from 3 o'clock passes 12 o'clock (the top, on screen).
    #expect(abs(half.boundingRect.minY) < 1e-6 && abs(half.boundingRect.maxY - 50) < 1e-6)

    var quad = Path()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    // A quadratic's apex is half-way to its control point.
    #expect(abs(quad.boundingRect.maxY - 50) < 1e-6)
    #expect(quad.offsetBy(dx: 10, dy: 5).boundingRect.origin == CGPoint(x: 10, y: 5))
    #expect(Path(CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
  }

  /// A custom star, a progress ring (a trimmed circle with round caps), a tab of tangent arcs and a curve, and a
  /// dashed path.
  @Test func customShapesDraw() throws {
    let view = HStack(spacing: 16) {
      Star().fill(Color.yellow).frame(width: 70, height: 70)
      Circle().trim(from: 0, to: 0.7)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .frame(width: 60, height: 60)
      Tab().fill(Color.green).frame(width: 80, height: 60)
      Path { path in
        path.move(to: CGPoint(x: 0, y: 30))
        path.addCurve(to: CGPoint(x: 70, y: 30), control1: CGPoint(x: 20, y: -10), control2: CGPoint(x: 50, y: 70))
      }
      .stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [8, 4]))
      .frame(width: 70, height: 60)
    }
    .padding(12)
    .background(Color.white)
    let renderer = ImageRenderer(content: view)
    renderer.scale = 2
    GoldenImage.assertMatches(try #require(renderer.cgImage), named: "swiftui-custom-shapes")
  }
}
