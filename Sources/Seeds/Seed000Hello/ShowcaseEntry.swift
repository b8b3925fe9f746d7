// Not seed code: how Showcase opens this seed's controller.
import Tandem

/// Seed 000's first step, for Showcase.
public enum SayHelloSeed {
    /// The seed's ViewController: a second after it loads it presents SayHelloView as a popover.
    @MainActor public static func makeViewController() -> UIViewController {
        let controller = ViewController()
        controller.view.backgroundColor = .systemBackground
        return controller
    }
}
