// Seed 003 (22:48–23:47), as written in the seed, with the step the session
// then takes: "make it editable — change the Text to a TextField and prefix `condition.text` with `$`". The
// seed's listing shows the HStack with the text line left out; it is that TextField here.
import SwiftUI

struct MedicalConditionView: View {
    @ObservedObject var condition: MedicalCondition

    var body: some View {
        HStack {
            TextField("Condition", text: $condition.text)
            Spacer()
        }
    }
}
