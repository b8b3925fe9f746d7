import SwiftUI

@Observable
public final class Settings {
    public var notificationsOn = false
    public var volume = 3
    public init() {}
}

/// Reusable pieces in a plain enum, as many apps keep them.
enum Badges {
    @ViewBuilder static var header: some View {
        Text("Settings").font(.largeTitle.bold())
        Text("Changes are saved at once").font(.footnote).foregroundColor(.secondary)
    }
}

/// A row built by a plain function.
func settingRow(_ title: String, value: String) -> some View {
    HStack {
        Text(title)
        Spacer()
        Text(value).foregroundColor(.secondary)
    }
    .padding(.horizontal)
}

public struct SettingsView: View {
    public var settings: Settings

    public init(settings: Settings) { self.settings = settings }

    private var heading: Angle { Angle(degrees: 45) + .degrees(Double(settings.volume) * 15) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Badges.header
            settingRow("Notifications", value: settings.notificationsOn ? "On" : "Off")
            settingRow("Volume", value: "\(settings.volume)")
            Button("Toggle notifications") { settings.notificationsOn.toggle() }
                .padding(.horizontal)
            Text("Heading \(Int(heading.degrees))°")
            RoundedRectangle(cornerRadius: 8)
                .fill(Color(#colorLiteral(red: 0.2, green: 0.6, blue: 0.9, alpha: 1)))
                .frame(height: 8)
            Color("Brand").frame(height: 8)
        }
        .padding()
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView(settings: Settings())
        SettingsView(settings: Settings())
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
        SettingsView(settings: Settings())
            .previewLayout(.sizeThatFits)
            .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
            .previewDisplayName("Small")
    }
}
