import Foundation

/// The keyboard to show for text input.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
  case twitter, webSearch, asciiCapableNumberPad
  /// The keyboard for alphabetic entry (the letters keyboard).
  public static var alphabet: UIKeyboardType { .asciiCapable }
}
/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// The look of the keyboard: `.default` follows the text input's light or dark interface style.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  /// The keyboard for alert panels (the dark keyboard).
  public static var alert: UIKeyboardAppearance { .dark }
}
/// Automatic capitalization.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
/// Automatic correction.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Automatic spell checking.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// The semantic kind of text expected.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType(rawValue: "name")
  public static let namePrefix = UITextContentType(rawValue: "namePrefix")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let middleName = UITextContentType(rawValue: "middleName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let jobTitle = UITextContentType(rawValue: "jobTitle")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let location = UITextContentType(rawValue: "location")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
  public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let addressState = UITextContentType(rawValue: "addressState")
  public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
  public static let sublocality = UITextContentType(rawValue: "sublocality")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// How the keyboard serves a text input: its keys, return key and capitalization. Every trait has UIKit's default,
/// so a custom `UIKeyInput` view declares only the ones it changes (`var keyboardType: UIKeyboardType = .numberPad`).
///
/// Linux difference: the traits are read-only through the protocol (UIKit's are optional Objective-C properties);
/// the classes that adopt it (`UITextField`) declare them settable.
@MainActor @preconcurrency public protocol UITextInputTraits: AnyObject {
  var autocapitalizationType: UITextAutocapitalizationType { get }
  var autocorrectionType: UITextAutocorrectionType { get }
  var spellCheckingType: UITextSpellCheckingType { get }
  var keyboardType: UIKeyboardType { get }
  var keyboardAppearance: UIKeyboardAppearance { get }
  var returnKeyType: UIReturnKeyType { get }
  /// Whether the return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get }
  var isSecureTextEntry: Bool { get }
  var textContentType: UITextContentType? { get }
}

extension UITextInputTraits {
  public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
  public var autocorrectionType: UITextAutocorrectionType { .default }
  public var spellCheckingType: UITextSpellCheckingType { .default }
  public var keyboardType: UIKeyboardType { .default }
  public var keyboardAppearance: UIKeyboardAppearance { .default }
  public var returnKeyType: UIReturnKeyType { .default }
  public var enablesReturnKeyAutomatically: Bool { false }
  public var isSecureTextEntry: Bool { false }
  public var textContentType: UITextContentType? { nil }
}
