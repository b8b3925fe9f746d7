import SwiftUI

/// The About screen, in SwiftUI inside the storyboard app.
struct AboutView: View {
    var noteCount: Int

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "note.text")
                .font(.system(size: 48))
                .foregroundColor(Color("NoteTint"))
            Text("Storyboard Notes")
                .font(.title2.bold())
            Text("\(noteCount) notes, kept on this device.")
                .foregroundColor(.secondary)
        }
        .padding(32)
    }
}

struct AboutView_Previews: PreviewProvider {
    static var previews: some View {
        AboutView(noteCount: 3)
            .previewLayout(.sizeThatFits)
    }
}

#Preview("About, dark") {
    AboutView(noteCount: 12)
        .preferredColorScheme(.dark)
}
