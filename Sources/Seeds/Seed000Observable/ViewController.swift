// Seed 000, as written in the seed.
import UIKit
import SwiftUI

@available(iOS 16.0, *)
class ViewController: UIViewController {
 
    override func viewDidAppear(_ animated: Bool) {
        self.openSwiftUIView()
    }
    
     private func openSwiftUIView() {
         let data:HeartData = HeartData(beatsPerMinute: 10)
               let hostingController: UIHostingController<HeartRateView> = UIHostingController(rootView: HeartRateView(data: data))
        hostingController.sizingOptions = .preferredContentSize
        hostingController.modalPresentationStyle = .popover
        self.present(hostingController, animated: true)
    }
}
