import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // The storyboard named in Info.plist made the window; tint it with the catalog's color.
        guard let _ = (scene as? UIWindowScene) else { return }
        window?.tintColor = UIColor(named: "NoteTint")
    }
}
