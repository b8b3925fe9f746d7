// Seed 003 (22:48), as written in the seed (imports swapped to `import Tandem`). The seed elides the initializer
// (marked "Elided").
import Tandem

class MedicalCondition: Identifiable, ObservableObject {
    let id: UUID

    @Published var text: String

    // Elided
    init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }
}
