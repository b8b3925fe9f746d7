// TandemUI: filled by later issues (see docs/ARCHITECTURE.md). It builds now so the package layout is final.
import TandemKit
