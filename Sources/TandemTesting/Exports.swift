// Tests get the headless driver with the golden-image comparison.
@_exported import TandemDriver
