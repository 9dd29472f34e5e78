//! The army table and the kind indexes: the kinds compiled for every
//! game, the letters positions are drawn with, the armies' names.

use momentum::pieces::{all_kinds, letter_and_betza, KING};
use momentum::{Army, Slot, UnknownArmy};

#[test]
fn kinds_are_numbered_by_army_and_slot() {
    let kinds = all_kinds();
    assert_eq!(kinds.len(), 22);
    assert_eq!(
        kinds[Army::NuttyKnights.kind(Slot::Bishop) as usize].betza,
        "fhNrlbK"
    );
    assert_eq!(
        Army::of_kind(Army::ForwardFides.kind(Slot::Queen)),
        Some((Army::ForwardFides, Slot::Queen))
    );
    assert_eq!(Army::of_kind(KING), None);
    let mut letters: Vec<char> = kinds.iter().map(|k| k.letter).collect();
    letters.sort();
    letters.dedup();
    assert_eq!(letters.len(), 22, "letters are unique");
}

/// The letters and Betza strings positions draw themselves with are
/// the compiled kinds'.
#[test]
fn the_static_letters_are_the_kinds_letters() {
    for (k, kind) in all_kinds().iter().enumerate() {
        assert_eq!(
            letter_and_betza(k as u8),
            Some((kind.letter, kind.betza.as_str())),
            "{}",
            kind.name
        );
    }
    assert_eq!(letter_and_betza(22), None);
}

#[test]
fn army_names_read_back() {
    for a in Army::ALL {
        assert_eq!(a.name().parse::<Army>(), Ok(a));
    }
    assert_eq!(
        "clobberers".parse::<Army>(),
        Err(UnknownArmy("clobberers".into()))
    );
    assert_eq!(Army::RemarkableRookies.back_rank(), "SOHAKHOS");
}
