// The Landmarks tutorial's PageControl (section 4), with its imports. The one change: its
// target-action is written with `addAction` — `#selector` and `@objc` cannot compile on Linux — calling the
// same `updateCurrentPage(sender:)`.
import SwiftUI
import UIKit

struct PageControl: UIViewRepresentable {
    var numberOfPages: Int
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = numberOfPages
        // Tandem: was `control.addTarget(context.coordinator,
        //     action: #selector(Coordinator.updateCurrentPage(sender:)), for: .valueChanged)`.
        control.addAction(
            UIAction { [coordinator = context.coordinator] action in
                if let sender = action.sender as? UIPageControl {
                    coordinator.updateCurrentPage(sender: sender)
                }
            },
            for: .valueChanged)

        return control
    }

    func updateUIView(_ uiView: UIPageControl, context: Context) {
        uiView.currentPage = currentPage
    }

    class Coordinator: NSObject {
        var control: PageControl

        init(_ control: PageControl) {
            self.control = control
        }

        func updateCurrentPage(sender: UIPageControl) {
            control.currentPage = sender.currentPage
        }
    }
}
