//! The armies of Chess with Different Armies: one table of letter, name and
//! Betza string per army, and the kind indexes every position uses.
//!
//! Every game compiles all twenty army pieces plus King and Pawn into one
//! kind list, so that a position text reads the same whatever the pairing
//! and every piece letter is unique:
//!
//! | army | a1/h1 | b1/g1 | c1/f1 | d1 |
//! |---|---|---|---|---|
//! | Fabulous FIDEs | `R` Rook `R` | `N` Knight `N` | `B` Bishop `B` | `Q` Queen `Q` |
//! | Colorbound Clobberers | `D` Bede `BD` | `W` Waffle `WA` | `F` FAD `FAD` | `C` Cardinal `BN` |
//! | Nutty Knights | `T` Charging Rook `frlRrlbK` | `I` Fibnif `fbNF` | `J` Charging Knight `fhNrlbK` | `L` Colonel `fhNfrlRK` |
//! | Remarkable Rookies | `S` Short Rook `R4` | `O` Woody Rook `WD` | `H` Half-Duck `HFD` | `A` Chancellor `RN` |
//! | Forward FIDEs | `U` Furlrurlbakking `frlRrlbK` | `Y` Knishop `fhNbB` | `X` Bishight `fBbhN` | `Z` Forequeen `fsQbhNbK` |

use kernel::excerpt::Excerpt;
use kernel::{Color, Piece, PieceKind, Role};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Kind index of the Pawn (every army).
pub const PAWN: u8 = 0;
/// Kind index of the King (every army).
pub const KING: u8 = 1;

/// Where an army piece stands in the start position, which is also the
/// FIDE letter the text uses for it in short forms (`Ra8-d8` for the
/// Nutty Knights' Charging Rook).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slot {
    /// a1 and h1: the Rook's place.
    Corner,
    /// b1 and g1: the Knight's place.
    Knight,
    /// c1 and f1: the Bishop's place.
    Bishop,
    /// d1: the Queen's place.
    Queen,
}

impl Slot {
    /// All four, in kind order.
    pub const ALL: [Slot; 4] = [Slot::Corner, Slot::Knight, Slot::Bishop, Slot::Queen];

    /// The FIDE letter of this place.
    pub fn fide_letter(self) -> char {
        match self {
            Slot::Corner => 'R',
            Slot::Knight => 'N',
            Slot::Bishop => 'B',
            Slot::Queen => 'Q',
        }
    }
}

/// One of the five armies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Army {
    /// The FIDE pieces.
    FabulousFides,
    /// Bede, Waffle, FAD, Cardinal.
    ColorboundClobberers,
    /// Charging Rook, Fibnif, Charging Knight, Colonel.
    NuttyKnights,
    /// Short Rook, Woody Rook, Half-Duck, Chancellor.
    RemarkableRookies,
    /// Furlrurlbakking, Knishop, Bishight, Forequeen.
    ForwardFides,
}

/// Why an army name was refused: the name as given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown army {0}: expected fabulous-fides, colorbound-clobberers, nutty-knights, remarkable-rookies or forward-fides")]
pub struct UnknownArmy(pub Excerpt);

impl Army {
    /// Every army, in kind order.
    pub const ALL: [Army; 5] = [
        Army::FabulousFides,
        Army::ColorboundClobberers,
        Army::NuttyKnights,
        Army::RemarkableRookies,
        Army::ForwardFides,
    ];

    /// The name used in options and position texts.
    pub fn name(self) -> &'static str {
        match self {
            Army::FabulousFides => "fabulous-fides",
            Army::ColorboundClobberers => "colorbound-clobberers",
            Army::NuttyKnights => "nutty-knights",
            Army::RemarkableRookies => "remarkable-rookies",
            Army::ForwardFides => "forward-fides",
        }
    }

    fn index(self) -> u8 {
        self as u8
    }

    /// The four pieces: letter, name, Betza string, in [`Slot::ALL`] order.
    pub fn pieces(self) -> [(char, &'static str, &'static str); 4] {
        match self {
            Army::FabulousFides => [
                ('R', "Rook", "R"),
                ('N', "Knight", "N"),
                ('B', "Bishop", "B"),
                ('Q', "Queen", "Q"),
            ],
            Army::ColorboundClobberers => [
                ('D', "Bede", "BD"),
                ('W', "Waffle", "WA"),
                ('F', "FAD", "FAD"),
                ('C', "Cardinal", "BN"),
            ],
            Army::NuttyKnights => [
                ('T', "Charging Rook", "frlRrlbK"),
                ('I', "Fibnif", "fbNF"),
                ('J', "Charging Knight", "fhNrlbK"),
                ('L', "Colonel", "fhNfrlRK"),
            ],
            Army::RemarkableRookies => [
                ('S', "Short Rook", "R4"),
                ('O', "Woody Rook", "WD"),
                ('H', "Half-Duck", "HFD"),
                ('A', "Chancellor", "RN"),
            ],
            Army::ForwardFides => [
                ('U', "Furlrurlbakking", "frlRrlbK"),
                ('Y', "Knishop", "fhNbB"),
                ('X', "Bishight", "fBbhN"),
                ('Z', "Forequeen", "fsQbhNbK"),
            ],
        }
    }

    /// The kind index of this army's piece for `slot`.
    pub fn kind(self, slot: Slot) -> u8 {
        2 + self.index() * 4 + slot as u8
    }

    /// The army a kind index belongs to, with its slot (`None` for King
    /// and Pawn, which every army shares).
    pub fn of_kind(kind: u8) -> Option<(Army, Slot)> {
        if !(2..22).contains(&kind) {
            return None;
        }
        let i = kind - 2;
        Some((Army::ALL[(i / 4) as usize], Slot::ALL[(i % 4) as usize]))
    }

    /// Whether the first rank's corner piece is colour-bound, so that
    /// queenside castling puts the King on b1 and the piece on c1.
    pub fn colour_bound_corner(self) -> bool {
        self == Army::ColorboundClobberers
    }

    /// The back rank a1..h1 as FEN letters (upper case).
    pub fn back_rank(self) -> String {
        let p = self.pieces();
        let order = [0usize, 1, 2, 3, 99, 2, 1, 0];
        order
            .iter()
            .map(|&i| if i == 99 { 'K' } else { p[i].0 })
            .collect()
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Army {
    type Err = UnknownArmy;
    fn from_str(s: &str) -> Result<Army, UnknownArmy> {
        Army::ALL
            .into_iter()
            .find(|a| a.name() == s.trim())
            .ok_or_else(|| UnknownArmy(Excerpt::new(s.trim())))
    }
}

/// The letter (upper case) and Betza string of kind `kind`, the Pawn, the
/// King or an army piece; `None` for an index no kind has. The same as
/// [`all_kinds`]`()[kind]`'s letter and Betza string, without compiling
/// the kinds: positions draw and write their pieces with it.
pub fn letter_and_betza(kind: u8) -> Option<(char, &'static str)> {
    match kind {
        PAWN => Some(('P', "fmWfcF")),
        KING => Some(('K', "K")),
        _ => Army::of_kind(kind).map(|(army, slot)| {
            let (letter, _, betza) = army.pieces()[slot as usize];
            (letter, betza)
        }),
    }
}

/// The letter of `piece` as position text writes it: upper case for
/// White; `?` for a kind no army has.
pub(crate) fn text_letter(piece: Piece) -> char {
    let letter = letter_and_betza(piece.kind()).map_or('?', |(letter, _)| letter);
    match piece.color() {
        Color::White => letter,
        Color::Black => letter.to_ascii_lowercase(),
    }
}

/// How the notation writes `piece`: nothing for a Pawn, and for any other
/// piece the letter the boards draw it with, in upper case (`K`, `N` for
/// the Fabulous FIDEs' Knight, `I` for the Nutty Knights' Fibnif): every
/// letter names one kind (the table above), so the letter is never
/// ambiguous. The rule text's Betza string in parentheses (`(fbNF)`) is
/// read as well, never written.
pub(crate) fn written_piece(piece: Piece) -> String {
    match piece.kind() {
        PAWN => String::new(),
        kind => letter_and_betza(kind)
            .map_or('?', |(letter, _)| letter)
            .to_string(),
    }
}

/// Every kind of every army, in kind-index order: Pawn, King, then four per
/// army in [`Army::ALL`] and [`Slot::ALL`] order.
pub fn all_kinds() -> Vec<PieceKind> {
    let mut kinds = vec![
        PieceKind::new('P', "Pawn", "fmWfcF", Role::Pawn).expect("valid Betza"),
        PieceKind::new('K', "King", "K", Role::Royal).expect("valid Betza"),
    ];
    for army in Army::ALL {
        for (letter, name, betza) in army.pieces() {
            kinds.push(
                PieceKind::new(letter, name, betza, Role::Piece)
                    .expect("the army Betza strings are valid"),
            );
        }
    }
    kinds
}
