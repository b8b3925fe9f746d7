import CSDL2
import Foundation
import TandemGraphics

/// A real window (SDL2): composited frames are copied into a streaming texture, damaged rectangles only, and
/// shown; mouse, wheel, keys and text come back as `PlatformEvent`s. The window opens at the device's size in
/// points times `pixelsPerPoint`; resizing it stretches the screen to fit (input is mapped back).
@MainActor package final class SDLWindowScreen: Screen {
  package private(set) var device: DevicePreset
  package let clock = FrameClock(virtual: false)
  package let pixelsPerPoint: CGFloat
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer
  private var pointerDown = false

  /// Opens a window, or returns nil (with SDL's reason) when no display can be used.
  package init?(device: DevicePreset, title: String, pixelsPerPoint: CGFloat) {
    self.device = device
    self.pixelsPerPoint = pixelsPerPoint
    guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
      Diagnostics.warn("no window: \(String(cString: SDL_GetError()))")
      return nil
    }
    let width = Int32((device.size.width * pixelsPerPoint).rounded())
    let height = Int32((device.size.height * pixelsPerPoint).rounded())
    guard
      let window = SDL_CreateWindow(
        title, tandem_sdl_windowpos_undefined, tandem_sdl_windowpos_undefined, width, height,
        SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
    else {
      Diagnostics.warn("no window: \(String(cString: SDL_GetError()))")
      SDL_Quit()
      return nil
    }
    guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
      let texture = SDL_CreateTexture(
        renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    else {
      Diagnostics.warn("no renderer: \(String(cString: SDL_GetError()))")
      SDL_DestroyWindow(window)
      SDL_Quit()
      return nil
    }
    self.window = window
    self.renderer = renderer
    self.texture = texture
    SDL_StartTextInput()
  }

  package var renderScale: CGFloat { pixelsPerPoint }

  /// The window system's clipboard (the general pasteboard's text).
  package let clipboard: (any Clipboard)? = SDLClipboard()

  /// The device turned: the window takes the new size (a new texture for it).
  package func changeDevice(to device: DevicePreset) {
    let width = Int32((device.size.width * pixelsPerPoint).rounded())
    let height = Int32((device.size.height * pixelsPerPoint).rounded())
    guard
      let made = SDL_CreateTexture(
        renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    else {
      Diagnostics.warn("the window cannot turn: \(String(cString: SDL_GetError()))")
      return
    }
    SDL_DestroyTexture(texture)
    texture = made
    self.device = device
    SDL_SetWindowSize(window, width, height)
  }

  package func present(_ surface: PixelSurface, damage: [CGRect]) {
    surface.withPixels { base, wordsPerRow in
      for rect in damage {
        let x = max(0, Int((rect.minX * pixelsPerPoint).rounded(.down)))
        let y = max(0, Int((rect.minY * pixelsPerPoint).rounded(.down)))
        let w = min(surface.width - x, Int((rect.maxX * pixelsPerPoint).rounded(.up)) - x)
        let h = min(surface.height - y, Int((rect.maxY * pixelsPerPoint).rounded(.up)) - y)
        guard w > 0, h > 0 else { continue }
        var area = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h))
        SDL_UpdateTexture(texture, &area, base + y * wordsPerRow + x, Int32(wordsPerRow * 4))
      }
    }
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }

  /// A window pixel in points: a resized window shows the screen stretched, so pixels scale back.
  private func point(_ x: Int32, _ y: Int32) -> CGPoint {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    let sx = width > 0 ? device.size.width / CGFloat(width) : 1 / pixelsPerPoint
    let sy = height > 0 ? device.size.height / CGFloat(height) : 1 / pixelsPerPoint
    return CGPoint(x: CGFloat(x) * sx, y: CGFloat(y) * sy)
  }

  /// The events waiting in SDL's queue.
  package func pollEvents() -> [PlatformEvent] {
    var events: [PlatformEvent] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      switch SDL_EventType(event.type) {
      case SDL_QUIT: events.append(.quit)
      case SDL_WINDOWEVENT
      where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        || event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue):
        // The whole frame is shown again, stretched to the new size.
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
        SDL_RenderPresent(renderer)
      case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
        pointerDown = true
        events.append(.pointerDown(point(event.button.x, event.button.y)))
      case SDL_MOUSEMOTION where pointerDown:
        events.append(.pointerMoved(point(event.motion.x, event.motion.y)))
      case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
        pointerDown = false
        events.append(.pointerUp(point(event.button.x, event.button.y)))
      case SDL_MOUSEWHEEL:
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        // One wheel notch scrolls 40 points, as a mouse wheel does in UIKit apps on the Mac.
        events.append(.wheel(dx: CGFloat(-event.wheel.x) * 40, dy: CGFloat(-event.wheel.y) * 40, at: point(x, y)))
      case SDL_TEXTINPUT:
        let text = withUnsafeBytes(of: event.text.text) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        events.append(.text(text))
      case SDL_KEYDOWN:
        if let name = SDLWindowScreen.keyName(event.key.keysym.sym) {
          events.append(.keyDown(name, modifiers: SDLWindowScreen.modifiers(event.key.keysym.mod)))
        } else if event.key.keysym.mod & UInt16(KMOD_CTRL.rawValue | KMOD_GUI.rawValue) != 0,
          event.key.keysym.sym < 128, event.key.keysym.sym > 31
        {
          let character = String(UnicodeScalar(UInt8(event.key.keysym.sym)))
          events.append(.keyDown(character, modifiers: SDLWindowScreen.modifiers(event.key.keysym.mod)))
        }
      default: continue
      }
    }
    return events
  }

  /// UIKit's names for the keys that produce no text.
  static func keyName(_ key: Int32) -> String? {
    switch key {
    case Int32(SDLK_BACKSPACE.rawValue): "\u{8}"
    case Int32(SDLK_DELETE.rawValue): "\u{7F}"
    case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): "\r"
    case Int32(SDLK_LEFT.rawValue): "UIKeyInputLeftArrow"
    case Int32(SDLK_RIGHT.rawValue): "UIKeyInputRightArrow"
    case Int32(SDLK_UP.rawValue): "UIKeyInputUpArrow"
    case Int32(SDLK_DOWN.rawValue): "UIKeyInputDownArrow"
    case Int32(SDLK_ESCAPE.rawValue): "UIKeyInputEscape"
    case Int32(SDLK_HOME.rawValue): "UIKeyInputHome"
    case Int32(SDLK_END.rawValue): "UIKeyInputEnd"
    case Int32(SDLK_PAGEUP.rawValue): "UIKeyInputPageUp"
    case Int32(SDLK_PAGEDOWN.rawValue): "UIKeyInputPageDown"
    default: nil
    }
  }

  static func modifiers(_ mod: UInt16) -> Int {
    var flags = 0
    if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { flags |= 1 << 17 }
    if mod & UInt16(KMOD_CTRL.rawValue) != 0 { flags |= 1 << 18 }
    if mod & UInt16(KMOD_ALT.rawValue) != 0 { flags |= 1 << 19 }
    if mod & UInt16(KMOD_GUI.rawValue) != 0 { flags |= 1 << 20 }
    return flags
  }

  /// Closes the window.
  package func close() {
    SDL_DestroyTexture(texture)
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_Quit()
  }
}
