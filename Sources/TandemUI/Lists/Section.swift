import Foundation

/// A group of rows in a list or form, with an optional header and footer. Outside a list its header, content and
/// footer are simply its container's views, one after another.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View, SectionValue where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  nonisolated public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// A section with a header and a footer given as views.
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }

  @MainActor public var body: some View {
    Group {
      header
      content
      footer
    }
  }

  var sectionHeader: (any View)? { header is EmptyView ? nil : header }
  var sectionFooter: (any View)? { footer is EmptyView ? nil : footer }
  var sectionContent: any View { content }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without header or footer.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
  /// A section with a header given as a view.
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }
  /// A section with a footer given as a view.
  nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a localized title as its header.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
  /// A section with a title as its header.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

/// Any `Section`, for lists.
@MainActor protocol SectionValue {
  var sectionHeader: (any View)? { get }
  var sectionFooter: (any View)? { get }
  var sectionContent: any View { get }
}
