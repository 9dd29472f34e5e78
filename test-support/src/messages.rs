//! Checks that an error message is one short line (issue 16: errors quote
//! their input as a short, escaped excerpt). Two strengths, kept apart:
//! the suites that wrote each check it as they did.

/// The length a message must stay below, in bytes.
pub const SHORT: usize = 300;

/// Fails unless `message` holds no control character at all (a line
/// break, a tab, an escape...) and is under [`SHORT`] bytes; `what` names
/// the message in the failure.
#[track_caller]
pub fn assert_short_line_without_controls(what: &str, message: impl AsRef<str>) {
    let message = message.as_ref();
    assert!(
        !message.contains(|c: char| c.is_control()),
        "{what}: more than one line or a control character: {message:?}"
    );
    assert_short(what, message);
}

/// Fails unless `message` holds no line break (`\n` or `\r`; other
/// control characters pass) and is under [`SHORT`] bytes; `what` names
/// the message in the failure.
#[track_caller]
pub fn assert_short_line_without_breaks(what: &str, message: impl AsRef<str>) {
    let message = message.as_ref();
    assert!(
        !message.contains(['\n', '\r']),
        "{what}: more than one line: {message}"
    );
    assert_short(what, message);
}

/// Fails unless `message` is under [`SHORT`] bytes, showing its start.
#[track_caller]
fn assert_short(what: &str, message: &str) {
    assert!(
        message.len() < SHORT,
        "{what}: {} bytes: {}...",
        message.len(),
        message.chars().take(SHORT).collect::<String>()
    );
}
