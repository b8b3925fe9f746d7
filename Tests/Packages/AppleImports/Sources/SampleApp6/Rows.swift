import SwiftUI

/// Swift 6 mode: views and modifiers are built outside the main actor, as Apple's SDK allows (its view
/// initialisers, modifiers and view builders are nonisolated).
public enum Rows {
    @ViewBuilder public static var header: some View {
        Text("Inbox").font(.title.bold())
        Text("3 unread").foregroundStyle(.secondary)
    }

    public nonisolated static func row(_ title: String, unread: Bool) -> some View {
        HStack {
            Circle().fill(unread ? Color.blue : Color.clear).frame(width: 8, height: 8)
            Text(title)
            Spacer()
        }
        .padding(.vertical, 4)
        .padding(.horizontal)
    }
}

public struct InboxView: View {
    public let titles: [String]
    public nonisolated init(titles: [String]) { self.titles = titles }
    public var body: some View {
        VStack(alignment: .leading) {
            Rows.header
            ForEach(titles, id: \.self) { title in
                Rows.row(title, unread: title.hasPrefix("*"))
            }
        }
    }
}

/// A view value made outside the main actor (a helper a background task calls), shown on the main actor.
public nonisolated func makeInbox(titles: [String]) -> InboxView {
    InboxView(titles: titles)
}
