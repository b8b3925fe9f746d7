// Tests get the headless driver with the golden-image comparison.
@_exported import TandemDriver
// And Tandem's runtime API (launch options, the photo library folder, preview rendering).
@_exported import TandemRuntime
