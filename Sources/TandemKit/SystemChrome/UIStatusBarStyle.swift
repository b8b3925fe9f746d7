/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
  /// Dark content on a light interface, light content on a dark one (from the controller's interface style).
  case `default` = 0
  /// Light (white) content, for dark backgrounds.
  case lightContent = 1
  /// Dark (black) content, for light backgrounds.
  case darkContent = 3
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
  case none = 0, fade, slide
}
