import Tandem

/// Showcase's own screen (not from a seed): a hike's summary card, written as SwiftUI apps animate and draw — a
/// progress ring whose trimmed arc and count animate (`Animatable`), a photo thumbnail that expands into a card
/// (`matchedGeometryEffect`), the day's elevation drawn on a `Canvas`, tags in a custom flow `Layout`, a heading
/// that shortens when it does not fit (`ViewThatFits`), and badges with gradients and a blend mode.
struct MotionAndDrawingView: View {
  @Namespace private var photo
  @State private var walked = false
  @State private var expanded = false

  private let elevation: [Double] = [120, 180, 160, 260, 310, 280, 420, 390, 460]
  private let tags = ["Alpine", "Lakes", "Wildflowers", "Marmots", "Switchbacks", "Glacier"]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 18) {
        ViewThatFits(in: .horizontal) {
          Text("Chilkoot Trail from Dyea to Lake Bennett, day two").font(.title2.bold())
          Text("Day two").font(.title2.bold())
        }
        HStack(spacing: 16) {
          ProgressRing(progress: walked ? 0.8 : 0.25)
            .frame(width: 96, height: 96)
          VStack(alignment: .leading, spacing: 6) {
            MilesWalked(miles: walked ? 26.4 : 8.3)
            Text("of 33 miles").foregroundStyle(.secondary)
            Button(walked ? "Reset" : "Walk on") {
              withAnimation(.spring(response: 0.6, dampingFraction: 0.8)) { walked.toggle() }
            }
            .buttonStyle(.borderedProminent)
          }
        }
        Canvas { context, size in
          let step = size.width / CGFloat(elevation.count - 1)
          let top = elevation.max() ?? 1
          let points = elevation.enumerated().map { index, meters in
            CGPoint(x: CGFloat(index) * step, y: size.height * (1 - CGFloat(meters / top) * 0.85))
          }
          var area = Path()
          area.move(to: CGPoint(x: 0, y: size.height))
          for point in points { area.addLine(to: point) }
          area.addLine(to: CGPoint(x: size.width, y: size.height))
          area.closeSubpath()
          context.fill(
            area,
            with: .linearGradient(
              Gradient(colors: [.green.opacity(0.45), .green.opacity(0.05)]), startPoint: .zero,
              endPoint: CGPoint(x: 0, y: size.height)))
          var ridge = Path()
          ridge.addLines(points)
          context.stroke(ridge, with: .color(.green), style: StrokeStyle(lineWidth: 2.5, lineJoin: .round))
          context.draw(Text("Elevation").font(.caption.bold()), at: CGPoint(x: 4, y: 2), anchor: .topLeading)
        }
        .frame(height: 90)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        FlowLayout(spacing: 8) {
          ForEach(tags, id: \.self) { tag in
            Text(tag)
              .font(.subheadline)
              .padding(.horizontal, 10)
              .padding(.vertical, 5)
              .background(Capsule().fill(Color.teal.opacity(0.2)))
          }
        }
        if expanded {
          RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .matchedGeometryEffect(id: "photo", in: photo)
            .frame(height: 160)
            .overlay(alignment: .bottomLeading) {
              Text("Crater Lake at dawn").font(.headline).foregroundStyle(.white).padding(12)
            }
            .onTapGesture { withAnimation(.easeInOut(duration: 0.45)) { expanded = false } }
        } else {
          HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
              .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
              .matchedGeometryEffect(id: "photo", in: photo)
              .frame(width: 56, height: 56)
            Button("Show photo") { withAnimation(.easeInOut(duration: 0.45)) { expanded = true } }
          }
        }
        HStack(spacing: 14) {
          Badge(symbol: "mountain.2.fill", colors: [.indigo, .purple])
          Badge(symbol: "drop.fill", colors: [.blue, .cyan])
          Badge(symbol: "sun.max.fill", colors: [.orange, .yellow])
          ZStack {
            Circle().fill(.red).frame(width: 34).offset(x: -8)
            Circle().fill(.blue).frame(width: 34).offset(x: 8).blendMode(.screen)
          }
          .frame(width: 56, height: 56)
          .background(Circle().fill(.black))
        }
      }
      .padding()
    }
  }
}

/// A ring trimmed to the progress made, its arc drawn with an angular gradient.
private struct ProgressRing: View {
  var progress: Double
  var body: some View {
    ZStack {
      Circle().stroke(Color.green.opacity(0.15), lineWidth: 12)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(
          AngularGradient(colors: [.mint, .green], center: .center),
          style: StrokeStyle(lineWidth: 12, lineCap: .round)
        )
        .rotationEffect(.degrees(-90))
      Text("\(Int((progress * 100).rounded()))%").font(.headline.monospacedDigit())
    }
  }
}

/// The miles walked, counting as an animation moves them.
private struct MilesWalked: View, Animatable {
  var miles: Double
  nonisolated var animatableData: Double {
    get { miles }
    set { miles = newValue }
  }
  var body: some View {
    Text(String(format: "%.1f mi", miles)).font(.title.bold().monospacedDigit())
  }
}

/// A symbol cut out of a gradient disc (a mask), as achievement badges are drawn.
private struct Badge: View {
  let symbol: String
  let colors: [Color]
  var body: some View {
    Circle()
      .fill(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
      .frame(width: 56, height: 56)
      .overlay {
        Image(systemName: symbol).font(.title2).foregroundStyle(.white)
      }
  }
}

/// Tags in rows that wrap at the proposed width.
struct FlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    rows(subviews, width: proposal.width ?? .infinity).size
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (subview, origin) in zip(subviews, rows(subviews, width: bounds.width).origins) {
      subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }

  private func rows(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      x += size.width + spacing
      widest = max(widest, x - spacing)
      rowHeight = max(rowHeight, size.height)
    }
    return (origins, CGSize(width: widest, height: y + rowHeight))
  }
}
