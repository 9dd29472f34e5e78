//! Cross-variant conformance tests live under tests/.
