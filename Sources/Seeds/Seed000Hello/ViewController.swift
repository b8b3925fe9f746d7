// Seed 000, as written in the seed.
import UIKit
import SwiftUI

@available(iOS 16.0, *)
class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.openSwiftUIView()
        }
    }
    
    private func openSwiftUIView() {
        let hostingController = UIHostingController(rootView: SayHelloView())
        hostingController.sizingOptions = .preferredContentSize
        hostingController.modalPresentationStyle = .popover
        self.present(hostingController, animated: true)
    }
}
