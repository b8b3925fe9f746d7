// Seed 004 (a UIViewControllerRepresentable lesson), as written in the seed.
import SwiftUI

struct UIViewControllerRepresentableBootCamp: View {
    @State private var showScreen: Bool = false
    @State private var showScreen2: Bool = false
    @State private var image: UIImage? = nil
    var body: some View {
        VStack(spacing: 20) {
            Text(image == nil ? "SELECT YOUR IMAGE" : "SELECTED IMAGE")
                .font(.headline)
                .fontWeight(.bold)
                .foregroundColor(.pink)
            
            if let image = image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFit()
                    .frame(width: 200, height: 200)
            }
            
            Button {
                showScreen2.toggle()
            } label: {
                Text("CLICK HERE: View")
                    .withDefaultButtonFormmating(Color.blue)
                    .padding(.horizontal, 40)
            }
            .withPressableStyle(0.8)
            .sheet(isPresented: $showScreen2) {
                BasicUIViewControllerRepresentable(labelText: "HELLO WORLD!")
            }
            Button {
                showScreen.toggle()
            } label: {
                Text("CLICK HERE: Image Picker")
                    .withDefaultButtonFormmating(Color.blue)
                    .padding(.horizontal, 40)
            }
            .withPressableStyle(0.8)
            .sheet(isPresented: $showScreen) {
                UIImagePickerControllerRepresentable(image: $image, showScreen: $showScreen)
            }
        }
    }
}
