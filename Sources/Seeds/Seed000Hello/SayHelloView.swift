// Seed 000, as written in the seed (imports swapped to `import Tandem`).
import Tandem

struct SayHelloView: View {
    var body: some View {
        Text("Hello, World!")
    }
}
