//! The time now, on every target the engine is built for.
//!
//! `std::time::Instant::now` panics on `wasm32-unknown-unknown` (the play
//! pages), which has no clock of its own: there the time is the page's
//! `performance.now()`, in milliseconds since the page (or worker) began,
//! read through wasm-bindgen. Everywhere else it is std's `Instant`.
//! (The web-time crate did the same through js-sys, which alone took a
//! quarter of the WebAssembly build's processor time, on the browser
//! tests' critical path.)

#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
pub(crate) use std::time::Instant;

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
pub(crate) use browser::Instant;

#[cfg(all(target_family = "wasm", target_os = "unknown"))]
mod browser {
    use std::ops::Add;
    use std::time::Duration;
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
    }

    /// A moment, as milliseconds on the page's clock, which never goes
    /// back.
    #[derive(Debug, Clone, Copy, PartialEq, PartialOrd)]
    pub(crate) struct Instant(f64);

    impl Instant {
        /// The moment now.
        pub(crate) fn now() -> Instant {
            Instant(performance_now())
        }

        /// The time since this moment (zero, never negative).
        pub(crate) fn elapsed(&self) -> Duration {
            let ms = (performance_now() - self.0).max(0.0);
            Duration::from_secs_f64(ms / 1000.0)
        }
    }

    impl Add<Duration> for Instant {
        type Output = Instant;

        fn add(self, span: Duration) -> Instant {
            Instant(self.0 + span.as_secs_f64() * 1000.0)
        }
    }
}
