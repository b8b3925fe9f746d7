import Foundation
import TandemGraphics

/// A search bar's delegate (all methods optional).
@MainActor @preconcurrency public protocol UISearchBarDelegate: AnyObject {
  /// Whether editing may begin.
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  /// The user changed the text.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  /// The user tapped the keyboard's Search key.
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  /// The user tapped Cancel.
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  /// The user chose a scope.
  func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// The text field of a search bar: a rounded field in the tertiary fill with a magnifying glass, a clear button
/// while editing text, and the Search return key.
@MainActor @preconcurrency open class UISearchTextField: UITextField {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchField()
  }

  /// Creates a search field from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchField()
  }

  private func setUpSearchField() {
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 10
    clipsToBounds = true
    returnKeyType = .search
    clearButtonMode = .whileEditing
    let glass = UIImageView(
      image: UIImage(
        systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)))
    glass.tintColor = .secondaryLabel
    glass.contentMode = .center
    glass.frame = CGRect(x: 0, y: 0, width: 30, height: 36)
    leftView = glass
    leftViewMode = .always
  }

  open override func textRect(forBounds bounds: CGRect) -> CGRect {
    super.textRect(forBounds: bounds.inset(by: UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 8)))
  }
}

/// A bar with a search field: the field fills the bar inside its margins; with `showsCancelButton` a Cancel button
/// in the tint color follows it. Its delegate hears editing, text changes, the Search key and Cancel. 56 points
/// tall on its own (the field 36).
@MainActor @preconcurrency open class UISearchBar: UIView, UITextFieldDelegate {
  /// The delegate.
  open weak var delegate: (any UISearchBarDelegate)?
  /// The field.
  public let searchTextField = UISearchTextField()
  private let cancelButton = UIButton(type: .system)

  /// The text.
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }
  /// The placeholder (nil: "Search").
  open var placeholder: String? { didSet { updatePlaceholder() } }
  /// A line shown above the field.
  open var prompt: String?
  /// Whether the Cancel button shows.
  open var showsCancelButton = false { didSet { setNeedsLayout() } }
  /// Shows or hides the Cancel button.
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// The scope titles (a segmented control under the field when `showsScopeBar`).
  open var scopeButtonTitles: [String]? { didSet { rebuildScopes() } }
  /// The selected scope.
  open var selectedScopeButtonIndex = 0 { didSet { scopeControl?.selectedSegmentIndex = selectedScopeButtonIndex } }
  /// Whether the scope bar shows.
  open var showsScopeBar = false { didSet { setNeedsLayout() } }
  /// The keyboard's type and return key (the field's).
  open var keyboardType: UIKeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }
  open var returnKeyType: UIReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }
  private var scopeControl: UISegmentedControl?
  /// Told when Cancel is tapped (the search controller ends its search).
  package var onCancel: (() -> Void)?
  /// Told when editing begins (the search controller becomes active).
  package var onBeginEditing: (() -> Void)?
  /// Told when the text changes.
  package var onTextChange: (() -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpSearchBar()
  }

  /// Creates a search bar from an archive (see `UIView.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSearchBar()
  }

  private func setUpSearchBar() {
    searchTextField.delegate = self
    searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
    updatePlaceholder()
    addSubview(searchTextField)
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    addSubview(cancelButton)
  }

  private func updatePlaceholder() { searchTextField.placeholder = placeholder ?? "Search" }

  private func rebuildScopes() {
    scopeControl?.removeFromSuperview()
    guard let titles = scopeButtonTitles, !titles.isEmpty else { return scopeControl = nil }
    let control = UISegmentedControl(items: titles)
    control.selectedSegmentIndex = selectedScopeButtonIndex
    control.addAction(
      UIAction { [weak self, weak control] _ in
        guard let self, let control else { return }
        self.selectedScopeButtonIndex = control.selectedSegmentIndex
        self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
        self.onTextChange?()
      }, for: .valueChanged)
    addSubview(control)
    scopeControl = control
    setNeedsLayout()
  }

  private func textChanged() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    onTextChange?()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    onCancel?()
  }

  /// The bar's height: the field's row, and the scope bar's when shown.
  package var preferredHeight: CGFloat { 52 + (showsScopeBar && scopeControl != nil ? 44 : 0) }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight + 4)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = traitCollection.horizontalSizeClass == .regular || bounds.width >= 414 ? 20 : 16
    // Inside the safe area's sides (clear of the notch in landscape).
    let (left, right) = (margin + safeAreaInsets.left, margin + safeAreaInsets.right)
    let cancelWidth = showsCancelButton ? cancelButton.intrinsicContentSize.width + 12 : 0
    cancelButton.isHidden = !showsCancelButton
    searchTextField.frame = CGRect(x: left, y: 8, width: bounds.width - left - right - cancelWidth, height: 36)
    cancelButton.frame = CGRect(
      x: bounds.width - right - cancelWidth + 12, y: 8, width: cancelWidth - 12, height: 36)
    if let scopeControl {
      scopeControl.isHidden = !showsScopeBar
      scopeControl.frame = CGRect(x: left, y: 52 + 6, width: bounds.width - left - right, height: 32)
    }
    mirrorSubviewsForRightToLeft([searchTextField, cancelButton])
  }

  // MARK: UITextFieldDelegate

  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    delegate?.searchBarShouldBeginEditing(self) ?? true
  }
  public func textFieldDidBeginEditing(_ textField: UITextField) {
    delegate?.searchBarTextDidBeginEditing(self)
    onBeginEditing?()
  }
  public func textFieldDidEndEditing(_ textField: UITextField) { delegate?.searchBarTextDidEndEditing(self) }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    delegate?.searchBarSearchButtonClicked(self)
    textField.resignFirstResponder()
    return false
  }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
