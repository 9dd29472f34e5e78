//! Edits of a text for the robustness properties: a text that reads is
//! damaged by a few edits drawn by proptest, and what reads it must refuse
//! it in one line or read it, never panic.

use proptest::prelude::*;

/// One edit of a text: cut it, insert something awkward, delete a run,
/// or swap two characters. Positions are taken modulo the text's length
/// (plus one where the end is a place too), so that every edit applies.
#[derive(Debug, Clone)]
pub enum Edit {
    /// Cut the text at this character.
    Truncate(usize),
    /// Insert the string before this character.
    Insert(usize, String),
    /// Delete this many characters from this one.
    Delete(usize, usize),
    /// Swap these two characters.
    Swap(usize, usize),
}

/// An edit of any kind, the inserted strings drawn from `awkward` (the
/// strings the text's reader may choke on). Each kind is drawn as often:
/// a cut, an insertion, a deletion of up to 7 characters, a swap.
pub fn arb_edit(awkward: impl Strategy<Value = String>) -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::Truncate),
        (any::<usize>(), awkward).prop_map(|(at, s)| Edit::Insert(at, s)),
        (any::<usize>(), 0usize..8).prop_map(|(at, n)| Edit::Delete(at, n)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Edit::Swap(a, b)),
    ]
}

/// `text` with `edits` applied in order.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let len = chars.len();
        let at = |i: usize| if len == 0 { 0 } else { i % (len + 1) };
        match edit {
            Edit::Truncate(i) => chars.truncate(at(*i)),
            Edit::Insert(i, s) => {
                let i = at(*i);
                chars.splice(i..i, s.chars());
            }
            Edit::Delete(i, n) => {
                let i = at(*i);
                let end = (i + n).min(len);
                chars.drain(i..end);
            }
            Edit::Swap(a, b) if len > 0 => chars.swap(a % len, b % len),
            Edit::Swap(..) => {}
        }
    }
    chars.into_iter().collect()
}
