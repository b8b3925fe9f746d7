# Tandem — the two Quick-start commands: `make run` (the main job) and `make test` (all tests).
# Both install the Debian packages they need first (apt-get, with sudo only when not root).

PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libjpeg-dev libpng-dev xvfb xauth xdotool xclip x11-apps \
	fonts-inter fonts-material-design-icons-iconfont fonts-dejavu-core \
	fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji python3-pip chromium
# The SF Symbols stand-ins (Phosphor 1.3.0, MIT; Material Design Icons 6.9.96, Apache 2.0), pinned by checksum, from
# PyPI's qtawesome 1.4.2 wheel (MIT).
ICON_FONTS := /usr/local/share/fonts/tandem
ICON_FONT_SUMS := 351874de64758f3b7fb405cd078ac0ed5ffb9717fb5b9b10013ac03d4c13680b phosphor-1.3.0.ttf \
	be825c1294d3c4f046c8e496b18f8f0c7d2864e339c81bdab9297f17ffac1938 materialdesignicons6-webfont-6.9.96.ttf
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT ?= swift

.PHONY: run test deps build docs

# Showcase, the seeds' apps: in a window when a display is available; without one it renders every screen and
# interaction state to PNGs under out/ (the wall clock frozen at 9:41 by the TandemFrozenClock preload library).
run: deps
	$(SWIFT) build --product TandemFrozenClock
	$(SWIFT) build --product Showcase
	$(SWIFT) run --skip-build Showcase --output out

# The release configuration must build too. Then the package in Tests/Packages/AppleImports (an app's files with
# Apple's imports, built against Tandem's products, XCTest only; its build description is made afresh, since SwiftPM
# can keep a path dependency's old file list); then the example package examples/Journal (an app and its snapshot
# and UI tests, as a user of Tandem writes them); then the storyboard app examples/StoryboardNotes, in its iOS form, is
# ported with `tandem port` into .build/ported and its tests run there (its builds kept apart, in
# .build/ported-scratch), and `tandem preview` renders its previews, compared byte for byte with their goldens in
# Tests/TandemPortTests/Goldens; then the main suite. Window tests need an X display: without one, a
# private Xvfb runs for the duration of the tests.
test: deps
	$(SWIFT) build -c release
	$(SWIFT) build --build-tests
	$(SWIFT) build --product TandemFrozenClock
	$(SWIFT) build --product Showcase
	$(SWIFT) test --package-path Tests/Packages/AppleImports --disable-swift-testing --disable-build-manifest-caching
	$(SWIFT) test --package-path examples/Journal --disable-build-manifest-caching
	rm -rf .build/ported/StoryboardNotes
	$(SWIFT) run --skip-build tandem port examples/StoryboardNotes --output .build/ported/StoryboardNotes
	$(SWIFT) test --package-path .build/ported/StoryboardNotes --scratch-path .build/ported-scratch \
		--disable-build-manifest-caching
	rm -rf .build/previews/StoryboardNotes
	$(SWIFT) run --skip-build tandem preview .build/ported/StoryboardNotes --output .build/previews/StoryboardNotes \
		--scratch-path .build/ported-scratch
	grep -q 'src="About-dark-1.png"' .build/previews/StoryboardNotes/index.html
	for png in AboutView-Previews-1 About-dark-1; do \
		cmp .build/previews/StoryboardNotes/$$png.png Tests/TandemPortTests/Goldens/preview-StoryboardNotes-$$png.png || exit 1; \
	done
	@if [ -n "$$DISPLAY" ]; then $(SWIFT) test; else \
		n=95; while [ -e /tmp/.X11-unix/X$$n ] && [ $$n -lt 120 ]; do n=$$((n + 1)); done; \
		Xvfb :$$n -screen 0 1400x1400x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$$!; \
		for i in $$(seq 100); do [ -e /tmp/.X11-unix/X$$n ] && break; sleep 0.1; done; \
		DISPLAY=:$$n $(SWIFT) test; rc=$$?; kill $$xvfb; exit $$rc; \
	fi

build: deps
	$(SWIFT) build

# TandemTesting's DocC documentation, from the toolchain's docc and the package's symbol graphs, into .build/docs.
docs: deps
	$(SWIFT) package dump-symbol-graph --minimum-access-level public
	rm -rf .build/docs-symbols .build/docs && mkdir -p .build/docs-symbols .build/docs
	cp .build/*/symbolgraph/TandemTesting*.symbols.json .build/docs-symbols/
	docc convert Sources/TandemTesting/TandemTesting.docc --additional-symbol-graph-dir .build/docs-symbols \
		--fallback-display-name TandemTesting --fallback-bundle-identifier org.tandem.TandemTesting \
		--output-path .build/docs/TandemTesting
	@echo "TandemTesting's documentation: .build/docs/TandemTesting (serve the folder, e.g. python3 -m http.server)"

# Installs only what is missing; runs apt-get update once, only when something is missing.
deps:
	@missing=$$(for p in $(PACKAGES); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
		$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
	@if [ ! -f $(ICON_FONTS)/phosphor-1.3.0.ttf ] || [ ! -f $(ICON_FONTS)/materialdesignicons6-webfont-6.9.96.ttf ]; then \
		echo "Installing the icon fonts of PyPI's qtawesome 1.4.2 into $(ICON_FONTS)"; \
		tmp=$$(mktemp -d) && \
		python3 -m pip download --no-deps --no-cache-dir -q -d $$tmp qtawesome==1.4.2 && \
		python3 -m zipfile -e $$tmp/qtawesome-1.4.2-py3-none-any.whl $$tmp/wheel && \
		cd $$tmp/wheel/qtawesome/fonts && printf '%s  %s\n' $(ICON_FONT_SUMS) | sha256sum --check --quiet && \
		$(SUDO) install -D -m 644 -t $(ICON_FONTS) phosphor-1.3.0.ttf materialdesignicons6-webfont-6.9.96.ttf && \
		rm -rf $$tmp; \
	fi
