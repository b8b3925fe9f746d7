// Seed 004 (a UIViewControllerRepresentable lesson), as written in the seed.
import SwiftUI

struct BasicUIViewControllerRepresentable: UIViewControllerRepresentable {
    let labelText: String
    func makeUIViewController(context: Context) -> some UIViewController {
        let viewController = MyFirstViewController()
        viewController.labelText = labelText
        return viewController
    }
    
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context) {
        
    }
}
