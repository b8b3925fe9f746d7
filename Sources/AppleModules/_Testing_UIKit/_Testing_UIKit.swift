// The cross-import overlay Swift Testing names for a file that imports both `Testing` and `UIKit`
// (the toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay). On Apple platforms it adds UIImage attachments; on
// Linux the compiler still looks for the module and stops with "no such module '_Testing_UIKit'" when it is
// missing, so Tandem provides it, empty: it declares nothing, and a test compares images with TandemTesting's
// `GoldenImage` instead of attaching them.
