import CSDL2
import Foundation

/// The X11 clipboard through SDL2 (the window's selection: SDL answers other programs' requests as its events are
/// pumped, and waits for the owner's answer when reading).
@MainActor package final class SDLClipboard: Clipboard {
  package init() {}

  package var text: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let characters = SDL_GetClipboardText() else { return nil }
      defer { SDL_free(characters) }
      let text = String(cString: characters)
      return text.isEmpty ? nil : text
    }
    set { SDL_SetClipboardText(newValue ?? "") }
  }
}
