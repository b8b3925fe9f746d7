import SwiftUI

/// A sine wave whose phase and height animate, as tutorials write animatable shapes.
struct Wave: Shape {
    var phase: Double
    var amplitude: CGFloat

    var animatableData: AnimatablePair<Double, CGFloat> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let angle = Double(x / rect.width) * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: rect.midY + amplitude * CGFloat(sin(angle))))
        }
        return path
    }
}

/// A number that counts while an animation moves it.
struct CountingLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("\(Int(value))")
    }
}

/// Shakes its content sideways while `shakes` animates.
struct ShakeEffect: ViewModifier, Animatable {
    var shakes: CGFloat
    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: 8 * sin(shakes * .pi * 2))
    }
}

/// A wave, a counter and a shaking button a tap animates.
public struct WaveView: View {
    @State private var flowing = false
    public init() {}
    public var body: some View {
        VStack {
            Wave(phase: flowing ? .pi * 2 : 0, amplitude: flowing ? 20 : 5)
                .stroke(Color.blue, lineWidth: 2)
                .frame(height: 60)
            CountingLabel(value: flowing ? 100 : 0)
            Arc(startAngle: .degrees(0), endAngle: .degrees(270))
                .strokeBorder(Color.orange, lineWidth: 8)
                .frame(width: 60, height: 60)
            Button("Flow") {
                withAnimation(.easeInOut(duration: 1)) { flowing.toggle() }
            }
            .modifier(ShakeEffect(shakes: flowing ? 3 : 0))
        }
    }
}

/// An insettable arc, so it can be stroked inside its frame.
struct Arc: InsettableShape {
    var startAngle: Angle
    var endAngle: Angle
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: startAngle, endAngle: endAngle, clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}
