// Seed 000, as written in the seed.
import SwiftUI

struct SayHelloView: View {
    var body: some View {
        Text("Hello, World!")
    }
}
