//! A writer whose bytes a test reads after handing a clone of it to the
//! code under test (a session that owns its output, a thread).

use std::io::Write;
use std::sync::{Arc, Mutex};

/// Output shared with the test: every clone appends to the same bytes,
/// which [`SharedOutput::contents`] reads.
#[derive(Debug, Clone, Default)]
pub struct SharedOutput(Arc<Mutex<Vec<u8>>>);

impl SharedOutput {
    /// A copy of every byte written so far, through any clone.
    pub fn contents(&self) -> Vec<u8> {
        self.0.lock().expect("no writer panicked").clone()
    }
}

impl Write for SharedOutput {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .expect("no writer panicked")
            .extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
