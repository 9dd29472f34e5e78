//! A second, deliberately simple turn enumerator, written from the rule
//! text and independent of the crate's generator: it tries every order of
//! every event of a turn, deduplicates the resulting positions, and decides
//! check by brute force (every order of every event of the opponent's
//! turn). Its perft must equal the crate's, and so must check and the legal
//! turns of random positions built with pieces in motion.
//!
//! It shares with the crate only the piece data (Betza strings) and the
//! kernel's move tables, which are perft-proven for FIDE chess.
//!
//! The random positions matter: from the start position, a few turns deep,
//! pieces in motion rarely block each other, and the orders of events that
//! decide check in a crowded position (a piece blocked by its own piece in
//! motion autostops, the blocker goes on, the piece is started and
//! captures) never arose, so comparing perft alone missed a check search
//! that never tried autostops. `MOMENTUM_REFERENCE_CASES=N` runs N random
//! positions instead of the default.
//!
//! Each open reading of the text (RULES.md, "Options") is implemented here
//! by its own means: `check=stealth` keeps every end of a turn instead of
//! sorting them into safe and exposed ones; `action=optional` lets a turn
//! end, with its action unused, once nothing is pending and the turn has
//! recorded a momentum move. The counts of `perft/*.perft`, under the
//! options in each case's brackets, must be this enumerator's.

use kernel::chesslike::{Chesslike, Move, MoveKind, Position as ChessPosition, Rules};
use kernel::{Board, Color, Geometry, Piece, Square};
use momentum::pieces::{all_kinds, Army, Slot, KING, PAWN};
use momentum::{Momentum, Variant};
use std::collections::{BTreeMap, HashSet};
use test_support::SplitMix64;

use crate::common;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct State {
    board: Board,
    motion: BTreeMap<u8, (i8, i8, bool)>,
    side: Color,
    castling: u8,
    ep: Option<Square>,
}

struct Turn {
    pending: Vec<Square>,
    action_used: bool,
    ep_next: Option<Square>,
    king_captured: bool,
    /// A piece moved on by its momentum this turn.
    moved_on: bool,
}

struct Reference {
    game: Chesslike,
    armies: [Army; 2],
    /// `check=stealth`: a turn leaving the King capturable stands.
    stealth: bool,
    /// `action=optional`: a turn with a momentum move may omit the action.
    optional: bool,
}

fn sq(f: u8, r: u8) -> Square {
    Square::new(f, r)
}

impl Reference {
    fn new(white: Army, black: Army) -> Reference {
        let promotion = [white, black].map(|a| {
            [Slot::Queen, Slot::Corner, Slot::Bishop, Slot::Knight]
                .map(|s| a.kind(s))
                .to_vec()
        });
        let rules = Rules {
            name: "reference".into(),
            geometry: Geometry::CHESS,
            kinds: all_kinds(),
            start: "4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            double_step: true,
            en_passant: true,
            promotion,
            castling: [Vec::new(), Vec::new()],
            draws: kernel::draws::DrawRules::NONE,
        };
        Reference {
            game: Chesslike::new(rules).unwrap(),
            armies: [white, black],
            stealth: false,
            optional: false,
        }
    }

    /// The reference under the options of a perft case, read by its own
    /// means: `armies=WHITE,BLACK`, `check=stealth`, `action=optional`,
    /// separated by spaces.
    fn with_options(text: &str) -> Reference {
        let mut armies = [Army::FabulousFides; 2];
        let (mut stealth, mut optional) = (false, false);
        for part in text.split_whitespace() {
            match part.split_once('=') {
                Some(("armies", value)) => {
                    let (w, b) = value.split_once(',').expect("two armies");
                    armies = [w.parse().expect("an army"), b.parse().expect("an army")];
                }
                Some(("check", "stealth")) => stealth = true,
                Some(("check", "refuse")) => stealth = false,
                Some(("action", "optional")) => optional = true,
                Some(("action", "compulsory")) => optional = false,
                _ => panic!("the reference does not know the option '{part}'"),
            }
        }
        let mut reference = Reference::new(armies[0], armies[1]);
        reference.stealth = stealth;
        reference.optional = optional;
        reference
    }

    fn start(&self) -> State {
        let mut board = Board::empty(Geometry::CHESS);
        for (color, army) in [
            (Color::White, self.armies[0]),
            (Color::Black, self.armies[1]),
        ] {
            let (back, pawns) = if color == Color::White {
                (0, 1)
            } else {
                (7, 6)
            };
            let order = [Slot::Corner, Slot::Knight, Slot::Bishop, Slot::Queen];
            for f in 0..8u8 {
                board.set(sq(f, pawns), Some(Piece::new(color, PAWN)));
                let kind = match f {
                    4 => KING,
                    0..=3 => army.kind(order[f as usize]),
                    _ => army.kind(order[7 - f as usize]),
                };
                board.set(sq(f, back), Some(Piece::new(color, kind)));
            }
        }
        State {
            board,
            motion: BTreeMap::new(),
            side: Color::White,
            castling: 15,
            ep: None,
        }
    }

    /// (king from, king to, corner from, corner to, rights bit).
    fn castlings(&self, color: Color) -> [(Square, Square, Square, Square, u8); 2] {
        let r = if color == Color::White { 0 } else { 7 };
        let base = if color == Color::White { 0 } else { 2 };
        let queen = if self.armies[color as usize] == Army::ColorboundClobberers {
            (sq(4, r), sq(1, r), sq(0, r), sq(2, r), 2 << base)
        } else {
            (sq(4, r), sq(2, r), sq(0, r), sq(3, r), 2 << base)
        };
        [(sq(4, r), sq(6, r), sq(7, r), sq(5, r), 1 << base), queen]
    }

    fn rights_lost(&self, s: Square) -> u8 {
        match (s.file(), s.rank()) {
            (4, 0) => 3,
            (7, 0) => 1,
            (0, 0) => 2,
            (4, 7) => 12,
            (7, 7) => 4,
            (0, 7) => 8,
            _ => 0,
        }
    }

    fn is_leap(&self, piece: Piece, dx: i8, dy: i8) -> bool {
        self.game.rules().kinds[piece.kind() as usize]
            .moves
            .for_color(piece.color())
            .iter()
            .any(|v| v.max_range() == 1 && v.dx == dx && v.dy == dy)
    }

    /// Where the piece on `from` goes by momentum, if it can.
    fn momentum(&self, st: &State, from: Square) -> Option<Square> {
        let (dx, dy, capture) = *st.motion.get(&(from.index() as u8))?;
        let piece = st.board.get(from)?;
        let to = from.offset(dx, dy, Geometry::CHESS)?;
        let n = dx.abs().max(dy.abs());
        let straight = dx == 0 || dy == 0 || dx.abs() == dy.abs();
        let blocked_path = straight
            && n > 1
            && !self.is_leap(piece, dx, dy)
            && (1..n).any(|k| {
                st.board
                    .get(
                        from.offset(dx.signum() * k, dy.signum() * k, Geometry::CHESS)
                            .unwrap(),
                    )
                    .is_some()
            });
        if blocked_path {
            return None;
        }
        match st.board.get(to) {
            None if !capture => Some(to),
            Some(p) if capture && p.color() != piece.color() => Some(to),
            _ => None,
        }
    }

    fn chess_position(&self, st: &State) -> ChessPosition {
        let mut c = ChessPosition::empty(Geometry::CHESS);
        *c.board_mut() = st.board.clone();
        c.set_side_to_move(st.side);
        c.set_en_passant(st.ep);
        c
    }

    /// Every action-start of the side to move: (move, needs safety check).
    fn starts(&self, st: &State, check_castling_safety: bool) -> Vec<Move> {
        let us = st.side;
        let cp = self.chess_position(st);
        let mut out = Vec::new();
        for (s, p) in st.board.pieces(us) {
            if st.motion.contains_key(&(s.index() as u8)) {
                continue;
            }
            self.game.piece_moves(&cp, s, p, |m| out.push(m));
        }
        for (i, (kf, kt, rf, rt, bit)) in self.castlings(us).into_iter().enumerate() {
            if st.castling & bit == 0 {
                continue;
            }
            let still = |s: Square| !st.motion.contains_key(&(s.index() as u8));
            let king_ok = st
                .board
                .get(kf)
                .is_some_and(|p| p.color() == us && p.kind() == KING)
                && still(kf);
            let rook_ok = st.board.get(rf).is_some_and(|p| p.color() == us) && still(rf);
            if !king_ok || !rook_ok {
                continue;
            }
            let lo = kf.file().min(kt.file()).min(rf.file()).min(rt.file());
            let hi = kf.file().max(kt.file()).max(rf.file()).max(rt.file());
            let clear = (lo..=hi).all(|f| {
                let s = sq(f, kf.rank());
                let on_path = (kf.file().min(kt.file())..=kf.file().max(kt.file())).contains(&f)
                    || (rf.file().min(rt.file())..=rf.file().max(rt.file())).contains(&f);
                !on_path || s == kf || s == rf || st.board.get(s).is_none()
            });
            if !clear {
                continue;
            }
            if check_castling_safety {
                let king = st.board.get(kf);
                let safe = (kf.file().min(kt.file())..=kf.file().max(kt.file())).all(|f| {
                    let mut probe = st.clone();
                    probe.board.set(kf, None);
                    probe.board.set(sq(f, kf.rank()), king);
                    probe.side = !us;
                    probe.ep = None;
                    !self.can_capture_king(&probe)
                });
                if !safe {
                    continue;
                }
            }
            out.push(Move {
                from: kf,
                to: kt,
                kind: MoveKind::Castle(i as u8),
            });
        }
        out
    }

    fn apply_start(&self, st: &mut State, turn: &mut Turn, mv: Move) {
        let us = st.side;
        turn.action_used = true;
        let key = |s: Square| s.index() as u8;
        if let MoveKind::Castle(i) = mv.kind {
            let (kf, kt, rf, rt, _) = self.castlings(us)[i as usize];
            let k = st.board.take(kf);
            let r = st.board.take(rf);
            st.board.set(kt, k);
            st.board.set(rt, r);
            st.motion
                .insert(key(rt), (rt.file() as i8 - rf.file() as i8, 0, false));
            st.castling &= !(self.rights_lost(kf) | self.rights_lost(rf));
            return;
        }
        let piece = st.board.take(mv.from).unwrap();
        let victim = if mv.kind == MoveKind::EnPassant {
            sq(mv.to.file(), mv.from.rank())
        } else {
            mv.to
        };
        let captured = st.board.get(victim).is_some();
        if captured {
            if st.board.get(victim).unwrap().kind() == KING {
                turn.king_captured = true;
            }
            st.board.set(victim, None);
            st.motion.remove(&key(victim));
        }
        let landed = if let MoveKind::Promotion(k) = mv.kind {
            Piece::new(us, k)
        } else {
            piece
        };
        st.board.set(mv.to, Some(landed));
        if piece.kind() != KING {
            st.motion.insert(
                key(mv.to),
                (
                    mv.to.file() as i8 - mv.from.file() as i8,
                    mv.to.rank() as i8 - mv.from.rank() as i8,
                    captured,
                ),
            );
        }
        if mv.kind == MoveKind::DoubleStep {
            turn.ep_next = Some(sq(mv.from.file(), (mv.from.rank() + mv.to.rank()) / 2));
        }
        st.castling &= !(self.rights_lost(mv.from) | self.rights_lost(mv.to));
    }

    fn promotions(&self, color: Color) -> Vec<u8> {
        let a = self.armies[color as usize];
        [Slot::Queen, Slot::Corner, Slot::Bishop, Slot::Knight]
            .map(|s| a.kind(s))
            .to_vec()
    }

    /// Tries every order of every event; calls `end` at each finished turn.
    /// Returns true if `end` asked to stop.
    fn every_order(
        &self,
        st: &State,
        turn: &Turn,
        castling_safety: bool,
        end: &mut dyn FnMut(&State, &Turn) -> bool,
    ) -> bool {
        if turn.pending.is_empty() && turn.action_used {
            return end(st, turn);
        }
        // action=optional: with nothing pending and a piece moved on, the
        // turn may end here; it may also go on to make its action.
        if self.optional && turn.pending.is_empty() && turn.moved_on && end(st, turn) {
            return true;
        }
        let key = |s: Square| s.index() as u8;
        for (i, &p) in turn.pending.iter().enumerate() {
            let mut rest = turn.pending.clone();
            rest.remove(i);
            // Its momentum move, or its autostop.
            match self.momentum(st, p) {
                Some(to) => {
                    let piece = st.board.get(p).unwrap();
                    // Its own last rank (a Pawn given a backward displacement in a
                    // position text does not promote on its first rank).
                    let last = if st.side == Color::White { 7 } else { 0 };
                    let promote = piece.kind() == PAWN && to.rank() == last;
                    let kinds = if promote {
                        self.promotions(st.side)
                    } else {
                        vec![piece.kind()]
                    };
                    for k in kinds {
                        let mut s2 = st.clone();
                        let m = s2.motion.remove(&key(p)).unwrap();
                        let king = s2.board.get(to).is_some_and(|t| t.kind() == KING);
                        s2.board.set(p, None);
                        s2.board.set(to, Some(Piece::new(st.side, k)));
                        s2.motion.insert(key(to), m);
                        s2.castling &= !(self.rights_lost(p) | self.rights_lost(to));
                        let t2 = Turn {
                            pending: rest.clone(),
                            action_used: turn.action_used,
                            ep_next: turn.ep_next,
                            king_captured: turn.king_captured || king,
                            moved_on: true,
                        };
                        if self.every_order(&s2, &t2, castling_safety, end) {
                            return true;
                        }
                    }
                }
                None => {
                    let mut s2 = st.clone();
                    s2.motion.remove(&key(p));
                    let t2 = Turn {
                        pending: rest.clone(),
                        action_used: turn.action_used,
                        ep_next: turn.ep_next,
                        king_captured: turn.king_captured,
                        moved_on: turn.moved_on,
                    };
                    if self.every_order(&s2, &t2, castling_safety, end) {
                        return true;
                    }
                }
            }
        }
        if turn.action_used {
            return false;
        }
        // Stops: of a pending piece, or of one that moved on this turn.
        for (s, _) in st.board.pieces(st.side) {
            if st.motion.contains_key(&key(s)) {
                let mut s2 = st.clone();
                s2.motion.remove(&key(s));
                let pending = turn.pending.iter().copied().filter(|&q| q != s).collect();
                let t2 = Turn {
                    pending,
                    action_used: true,
                    ep_next: turn.ep_next,
                    king_captured: turn.king_captured,
                    moved_on: turn.moved_on,
                };
                if self.every_order(&s2, &t2, castling_safety, end) {
                    return true;
                }
            }
        }
        for mv in self.starts(st, castling_safety) {
            let mut s2 = st.clone();
            let mut t2 = Turn {
                pending: turn.pending.clone(),
                action_used: false,
                ep_next: turn.ep_next,
                king_captured: turn.king_captured,
                moved_on: turn.moved_on,
            };
            self.apply_start(&mut s2, &mut t2, mv);
            if self.every_order(&s2, &t2, castling_safety, end) {
                return true;
            }
        }
        false
    }

    fn begin(&self, st: &State) -> Turn {
        let pending = st
            .board
            .pieces(st.side)
            .filter(|(s, _)| st.motion.contains_key(&(s.index() as u8)))
            .map(|(s, _)| s)
            .collect();
        Turn {
            pending,
            action_used: false,
            ep_next: None,
            king_captured: false,
            moved_on: false,
        }
    }

    /// Brute force: can the side to move capture the enemy King in some
    /// order of some turn?
    fn can_capture_king(&self, st: &State) -> bool {
        let mut found = false;
        self.every_order(st, &self.begin(st), false, &mut |_, t| {
            found |= t.king_captured;
            found
        });
        found
    }

    fn in_check(&self, st: &State) -> bool {
        let mut other = st.clone();
        other.side = !st.side;
        other.ep = None;
        self.can_capture_king(&other)
    }

    fn has_king(&self, st: &State, color: Color) -> bool {
        st.board.pieces(color).any(|(_, p)| p.kind() == KING)
    }

    /// The distinct positions after every legal turn.
    fn legal(&self, st: &State) -> Vec<State> {
        if !self.has_king(st, Color::White) || !self.has_king(st, Color::Black) {
            return Vec::new();
        }
        let mut ends: HashSet<State> = HashSet::new();
        self.every_order(st, &self.begin(st), true, &mut |s, t| {
            let mut done = s.clone();
            done.side = !st.side;
            done.ep = t.ep_next;
            ends.insert(done);
            false
        });
        if self.stealth {
            // check=stealth: every turn stands.
            return ends.into_iter().collect();
        }
        let us = st.side;
        let (safe, exposed): (Vec<State>, Vec<State>) = ends
            .into_iter()
            .partition(|e| !self.has_king(e, !us) || !self.can_capture_king(e));
        if !safe.is_empty() {
            safe
        } else if self.in_check(st) {
            Vec::new()
        } else {
            exposed
        }
    }

    fn perft(&self, st: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let next = self.legal(st);
        if depth == 1 {
            return next.len() as u64;
        }
        next.iter().map(|n| self.perft(n, depth - 1)).sum()
    }
}

/// The counts of `perft/*.perft` whose options are `options` (`None`:
/// every case) and that have at most `max_nodes` nodes, counted by the
/// reference under each case's options; returns how many ran.
fn check_perft_file(options: Option<&str>, max_nodes: u64) -> usize {
    let mut ran = 0;
    for case in common::cases() {
        if options.is_some_and(|o| o != case.options) {
            continue;
        }
        let reference = Reference::with_options(&case.options);
        let st = if case.fen.is_empty() {
            reference.start()
        } else {
            // The crate reads the text; the reference writes what it read
            // back with its own writer, and must give the text again.
            let game = Momentum::with_options(&case.options).unwrap();
            let pos = game
                .read_position(&case.fen)
                .unwrap_or_else(|e| panic!("{}: {e}", case.name()));
            let st = state_of(&pos);
            assert_eq!(reference.text(&st), case.fen, "{}", case.name());
            st
        };
        for &(depth, nodes) in &case.counts {
            if nodes > max_nodes {
                continue;
            }
            ran += 1;
            assert_eq!(
                reference.perft(&st, depth),
                nodes,
                "{} perft {depth}",
                case.name()
            );
        }
    }
    ran
}

// One test per reading, so that they share the cores.
#[test]
fn perft_file_standard_game_agrees_with_the_reference() {
    assert!(check_perft_file(Some(""), common::QUICK_NODES) >= 9);
}

#[test]
fn perft_file_check_stealth_agrees_with_the_reference() {
    assert!(check_perft_file(Some("check=stealth"), common::QUICK_NODES) >= 9);
}

#[test]
fn perft_file_action_optional_agrees_with_the_reference() {
    assert!(check_perft_file(Some("action=optional"), common::QUICK_NODES) >= 6);
}

#[test]
fn perft_file_both_readings_agree_with_the_reference() {
    assert!(check_perft_file(Some("check=stealth action=optional"), common::QUICK_NODES) >= 6);
}

#[test]
fn perft_file_rookies_v_nutty_knights_agrees_with_the_reference() {
    let mut ran = check_perft_file(
        Some("armies=remarkable-rookies,nutty-knights"),
        common::QUICK_NODES,
    );
    ran += check_perft_file(
        Some("armies=remarkable-rookies,nutty-knights action=optional"),
        common::QUICK_NODES,
    );
    assert!(ran >= 6);
}

#[test]
#[ignore = "deep perft: run with --ignored in release"]
fn perft_file_deep_agrees_with_the_reference() {
    check_perft_file(None, u64::MAX);
}

/// Positions from the games, with several pieces in motion, compared at
/// depth 1 and 2.
#[test]
fn game_positions_agree_with_the_reference() {
    let reference = Reference::new(Army::FabulousFides, Army::FabulousFides);
    let game = Momentum::new();
    let mut st = reference.start();
    let mut pos = game.start_position();
    for text in ["e2-e4", "d7-d6", "e4-e6, Bf1-b5", "c7-c6, d6-d5", "Qd1-h5"] {
        let turn = game.read_turn(&pos, text).unwrap();
        pos = game.play_turn(&pos, &turn).unwrap();
        // Follow the same game in the reference by matching boards.
        let next = reference.legal(&st);
        st = next
            .into_iter()
            .find(|s| s.board == *pos.board() && s.motion.len() == pos.in_motion().count())
            .expect("the reference has the same turn");
        assert_eq!(
            game.count_turns(&pos),
            reference.legal(&st).len() as u64,
            "after {text}"
        );
        assert_eq!(
            game.in_check(&pos),
            reference.in_check(&st),
            "check after {text}"
        );
    }
    assert_eq!(game.perft(&pos, 2), reference.perft(&st, 2));
}

/// Nine pieces in motion (five White, four Black): depth 1 against the
/// reference, which tries every order of up to six events.
#[test]
fn many_pieces_in_motion_agree_with_the_reference() {
    let game = Momentum::new();
    let text = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4 \
                a2+0+1,d2+0+1,g2+0+1,c4-1+1,f3+1+2,c6+1-2,f6-1-2,a7+0-1,h7+0-2";
    let pos = game.read_position(text).unwrap();
    let reference = Reference::new(Army::FabulousFides, Army::FabulousFides);
    let mut st = reference.start();
    st.board = pos.board().clone();
    st.motion = pos
        .in_motion()
        .map(|(s, m)| (s.index() as u8, (m.dx, m.dy, m.capture)))
        .collect();
    st.castling = 3 | 12;
    st.castling &= !2;
    assert_eq!(game.count_turns(&pos), reference.legal(&st).len() as u64);
}

/// At most this many pieces in motion per side, so that the brute force,
/// which tries every order of every event, stays quick.
const MAX_MOVING: usize = 3;

/// A random position with pieces in motion, built to reach the orders of
/// events that decide check: pieces in motion blocked by their own pieces
/// (themselves in motion or not), capture and non-capture speeds, pieces
/// on lines through the enemy King, castling rights and en passant.
struct Builder<'r> {
    reference: &'r Reference,
    rng: SplitMix64,
    st: State,
}

impl Builder<'_> {
    fn empty_square(&mut self, ranks: std::ops::RangeInclusive<u8>) -> Option<Square> {
        for _ in 0..64 {
            let s = sq(
                self.rng.below(8) as u8,
                *ranks.start() + self.rng.below(ranks.len()) as u8,
            );
            if self.st.board.get(s).is_none() {
                return Some(s);
            }
        }
        None
    }

    fn random_kind(&mut self, color: Color) -> u8 {
        if self.rng.chance(25) {
            return PAWN;
        }
        self.reference.armies[color as usize].kind(Slot::ALL[self.rng.below(4)])
    }

    fn moving(&self, color: Color) -> usize {
        self.st
            .motion
            .keys()
            .filter(|&&s| {
                self.st
                    .board
                    .get(Square::from_index(s))
                    .is_some_and(|p| p.color() == color)
            })
            .count()
    }

    /// Puts a piece of `color` and `kind` on `s`; pawns only on ranks 2-7.
    fn put(&mut self, s: Square, color: Color, kind: u8) -> bool {
        if self.st.board.get(s).is_some() || (kind == PAWN && (s.rank() == 0 || s.rank() == 7)) {
            return false;
        }
        self.st.board.set(s, Some(Piece::new(color, kind)));
        true
    }

    /// Gives the piece on `s` a momentum: one of its own moves from there
    /// (so that it may slide or leap as it started), now and then any short
    /// displacement; a capture speed now and then.
    fn set_motion(&mut self, s: Square) {
        let Some(piece) = self.st.board.get(s) else {
            return;
        };
        if piece.kind() == KING || self.moving(piece.color()) >= MAX_MOVING {
            return;
        }
        let table = self
            .reference
            .game
            .tables()
            .piece(piece.color(), piece.kind());
        let mut targets: Vec<Square> = table.leaps(s).iter().map(|l| l.to).collect();
        for ray in table.rays(s) {
            targets.extend(ray.squares.iter().copied());
        }
        let (dx, dy) = if targets.is_empty() || self.rng.chance(10) {
            let dx = self.rng.below(5) as i8 - 2;
            let dy = self.rng.below(5) as i8 - 2;
            if dx == 0 && dy == 0 {
                return;
            }
            (dx, dy)
        } else {
            let t = targets[self.rng.below(targets.len())];
            (
                t.file() as i8 - s.file() as i8,
                t.rank() as i8 - s.rank() as i8,
            )
        };
        let capture = self.rng.chance(35);
        self.st.motion.insert(s.index() as u8, (dx, dy, capture));
    }

    /// Whether `piece` on `from` could capture on `to` on an empty board.
    fn reaches(&self, piece: Piece, from: Square, to: Square) -> bool {
        let table = self
            .reference
            .game
            .tables()
            .piece(piece.color(), piece.kind());
        table
            .leaps(from)
            .iter()
            .any(|l| l.to == to && l.can_capture)
            || table.rays(from).any(|ray| {
                ray.squares
                    .iter()
                    .position(|&s| s == to)
                    .is_some_and(|i| i < ray.capture_range as usize)
            })
    }

    /// The squares a momentum from `s` passes and lands on.
    fn path(&self, s: Square) -> Vec<Square> {
        let Some(&(dx, dy, _)) = self.st.motion.get(&(s.index() as u8)) else {
            return Vec::new();
        };
        let n = dx.abs().max(dy.abs());
        let straight = dx == 0 || dy == 0 || dx.abs() == dy.abs();
        let mut out = Vec::new();
        if straight {
            for k in 1..n {
                out.extend(s.offset(dx.signum() * k, dy.signum() * k, Geometry::CHESS));
            }
        }
        out.extend(s.offset(dx, dy, Geometry::CHESS));
        out
    }

    fn king(&self, color: Color) -> Square {
        self.st
            .board
            .pieces(color)
            .find(|(_, p)| p.kind() == KING)
            .map(|(s, _)| s)
            .expect("both Kings are placed first")
    }

    fn build(mut self) -> State {
        // Kings: now and then on their castling squares with corner pieces.
        for color in Color::ALL {
            let home = if color == Color::White { 0 } else { 7 };
            let castles = self.rng.chance(30) && self.st.board.get(sq(4, home)).is_none();
            let s = if castles {
                sq(4, home)
            } else {
                self.empty_square(0..=7).expect("an empty board has room")
            };
            self.st.board.set(s, Some(Piece::new(color, KING)));
            if castles {
                let corner = self.reference.armies[color as usize].kind(Slot::Corner);
                for (file, bit) in [(7u8, 1u8), (0, 2)] {
                    if self.rng.chance(70) && self.put(sq(file, home), color, corner) {
                        let shift = if color == Color::White { 0 } else { 2 };
                        self.st.castling |= bit << shift;
                        if self.rng.chance(15) {
                            self.set_motion(sq(file, home));
                        }
                    }
                }
            }
        }
        // A few pieces each, some in motion.
        for color in Color::ALL {
            for _ in 0..1 + self.rng.below(4) {
                let kind = self.random_kind(color);
                let ranks = if kind == PAWN { 1..=6 } else { 0..=7 };
                if let Some(s) = self.empty_square(ranks) {
                    if self.put(s, color, kind) && self.rng.chance(55) {
                        self.set_motion(s);
                    }
                }
            }
        }
        // Pieces on lines through the enemy King, and own pieces in the
        // way of pieces in motion.
        for _ in 0..self.rng.below(4) {
            let color = Color::ALL[self.rng.below(2)];
            let target = self.king(!color);
            let (dx, dy) = [
                (0, 1),
                (1, 1),
                (1, 0),
                (1, -1),
                (0, -1),
                (-1, -1),
                (-1, 0),
                (-1, 1),
            ][self.rng.below(8)];
            let far = 2 + self.rng.below(5) as i8;
            let Some(s) = target.offset(dx * far, dy * far, Geometry::CHESS) else {
                continue;
            };
            // Mostly a piece that could capture the King from there.
            let reaching: Vec<u8> = Slot::ALL
                .iter()
                .map(|&slot| self.reference.armies[color as usize].kind(slot))
                .filter(|&k| self.reaches(Piece::new(color, k), s, target))
                .collect();
            let kind = if reaching.is_empty() || self.rng.chance(20) {
                self.random_kind(color)
            } else {
                reaching[self.rng.below(reaching.len())]
            };
            if !self.put(s, color, kind) {
                continue;
            }
            if self.rng.chance(50) && self.moving(color) < MAX_MOVING {
                // In motion towards the King, so that a piece of its own
                // in between blocks it (and it may autostop).
                let j = 1 + self.rng.below(far as usize - 1) as i8;
                let capture = self.rng.chance(30);
                self.st
                    .motion
                    .insert(s.index() as u8, (-dx * j, -dy * j, capture));
            } else if self.rng.chance(50) {
                self.set_motion(s);
            }
            // Something of its own side between it and the King.
            let k = 1 + self.rng.below(far as usize - 1) as i8;
            if let Some(b) = target.offset(dx * k, dy * k, Geometry::CHESS) {
                let kind = self.random_kind(color);
                if self.put(b, color, kind) && self.rng.chance(70) {
                    self.set_motion(b);
                }
            }
        }
        for _ in 0..self.rng.below(4) {
            let moving: Vec<u8> = self.st.motion.keys().copied().collect();
            if moving.is_empty() {
                break;
            }
            let s = Square::from_index(moving[self.rng.below(moving.len())]);
            let Some(color) = self.st.board.get(s).map(|p| p.color()) else {
                continue;
            };
            let path = self.path(s);
            if path.is_empty() {
                continue;
            }
            let b = path[self.rng.below(path.len())];
            let kind = self.random_kind(color);
            if self.put(b, color, kind) && self.rng.chance(70) {
                self.set_motion(b);
            }
        }
        self.st.side = Color::ALL[self.rng.below(2)];
        // En passant: a Pawn of the side not to move that has just made its
        // double step, and now and then a Pawn beside it to take it.
        if self.rng.chance(25) {
            let them = !self.st.side;
            let (from, over, to) = if them == Color::White {
                (1, 2, 3)
            } else {
                (6, 5, 4)
            };
            let file = self.rng.below(8) as u8;
            let free =
                |b: &Board| b.get(sq(file, from)).is_none() && b.get(sq(file, over)).is_none();
            if free(&self.st.board)
                && self.moving(them) < MAX_MOVING
                && self.put(sq(file, to), them, PAWN)
            {
                self.st.motion.insert(
                    sq(file, to).index() as u8,
                    (0, if them == Color::White { 2 } else { -2 }, false),
                );
                self.st.ep = Some(sq(file, over));
                let side = if file == 0 || (file < 7 && self.rng.chance(50)) {
                    file + 1
                } else {
                    file - 1
                };
                if self.rng.chance(70)
                    && self.put(sq(side, to), self.st.side, PAWN)
                    && self.rng.chance(30)
                {
                    self.set_motion(sq(side, to));
                }
            }
        }
        self.st
    }
}

impl Reference {
    /// A random position with pieces in motion, from `seed`.
    fn random_position(&self, seed: u64) -> State {
        let mut st = self.start();
        st.board = Board::empty(Geometry::CHESS);
        st.castling = 0;
        Builder {
            reference: self,
            rng: SplitMix64::new(seed),
            st,
        }
        .build()
    }

    /// The position as the crate writes it: FEN, momentum, armies.
    fn text(&self, st: &State) -> String {
        let kinds = all_kinds();
        let mut rows = Vec::new();
        for rank in (0..8).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..8 {
                match st.board.get(sq(file, rank)) {
                    None => gap += 1,
                    Some(p) => {
                        if gap > 0 {
                            row.push_str(&gap.to_string());
                            gap = 0;
                        }
                        let letter = kinds[p.kind() as usize].letter;
                        row.push(if p.color() == Color::White {
                            letter
                        } else {
                            letter.to_ascii_lowercase()
                        });
                    }
                }
            }
            if gap > 0 {
                row.push_str(&gap.to_string());
            }
            rows.push(row);
        }
        let castling: String = [(1, 'K'), (2, 'Q'), (4, 'k'), (8, 'q')]
            .iter()
            .filter(|(bit, _)| st.castling & bit != 0)
            .map(|&(_, c)| c)
            .collect();
        let moving: Vec<String> = st
            .motion
            .iter()
            .map(|(&s, &(dx, dy, capture))| {
                format!(
                    "{}{}{dx:+}{dy:+}",
                    Square::from_index(s),
                    if capture { "x" } else { "" }
                )
            })
            .collect();
        format!(
            "{} {} {} {} 0 1 {} armies={},{}",
            rows.join("/"),
            if st.side == Color::White { 'w' } else { 'b' },
            if castling.is_empty() {
                "-".to_string()
            } else {
                castling
            },
            st.ep.map_or("-".to_string(), |s| s.to_string()),
            if moving.is_empty() {
                "-".to_string()
            } else {
                moving.join(",")
            },
            self.armies[0],
            self.armies[1],
        )
    }
}

/// The crate's position as the reference's state.
fn state_of(pos: &momentum::Position) -> State {
    State {
        board: pos.board().clone(),
        motion: pos
            .in_motion()
            .map(|(s, m)| (s.index() as u8, (m.dx, m.dy, m.capture)))
            .collect(),
        side: pos.side_to_move(),
        castling: pos.chess().castling().0,
        ep: pos.en_passant(),
    }
}

/// On random positions with pieces in motion, check and the set of legal
/// turns agree with the brute force, which tries every order of every
/// event, under every reading of the text. (From the start position alone
/// these never meet the orders that decide check in a crowded position: a
/// piece blocked by its own piece in motion, autostopping, then started
/// once the blocker has gone on.)
#[test]
fn random_positions_in_motion_agree_with_the_reference() {
    let mut pairings = vec![(Army::FabulousFides, Army::FabulousFides)];
    for white in Army::ALL {
        for black in Army::ALL {
            pairings.push((white, black));
        }
    }
    let cases: u64 = std::env::var("MOMENTUM_REFERENCE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| kernel::test_depth::share(2000));
    let mut checks = 0u64;
    let mut compared = 0u64;
    // Every pairing under every reading: the reference's own flags, the
    // crate's options.
    let readings = [
        "",
        " check=stealth",
        " action=optional",
        " check=stealth action=optional",
    ];
    let games: Vec<(Reference, Momentum)> = pairings
        .iter()
        .flat_map(|&(white, black)| {
            readings.iter().map(move |readings| {
                let options = format!("armies={white},{black}{readings}");
                (
                    Reference::with_options(&options),
                    Momentum::with_options(&options).unwrap(),
                )
            })
        })
        .collect();
    for seed in 0..cases {
        let (reference, game) = &games[seed as usize % games.len()];
        let st = reference.random_position(seed);
        let text = reference.text(&st);
        // A built position the crate refused would be skipped; the count
        // below makes sure nearly all are read.
        let Ok(pos) = game.read_position(&text) else {
            continue;
        };
        assert_eq!(state_of(&pos), st, "{text} reads back");
        let expected = reference.in_check(&st);
        assert_eq!(
            game.in_check(&pos),
            expected,
            "in_check, seed {seed}: {text}"
        );
        checks += u64::from(expected);
        let mut ours: Vec<State> = Vec::new();
        game.for_each_legal_turn(&pos, |_, next| ours.push(state_of(next)));
        let mine: HashSet<State> = ours.iter().cloned().collect();
        assert_eq!(
            mine.len(),
            ours.len(),
            "each turn once, seed {seed}: {text}"
        );
        let theirs: HashSet<State> = reference.legal(&st).into_iter().collect();
        if mine != theirs {
            let only_ours: Vec<String> = mine
                .difference(&theirs)
                .map(|s| reference.text(s))
                .collect();
            let only_theirs: Vec<String> = theirs
                .difference(&mine)
                .map(|s| reference.text(s))
                .collect();
            panic!(
                "legal turns, seed {seed}: {text}\nonly the crate's:\n  {}\nonly the reference's:\n  {}",
                only_ours.join("\n  "),
                only_theirs.join("\n  ")
            );
        }
        compared += 1;
    }
    // The generator must reach both answers often, or the test proves little.
    assert!(
        compared * 10 >= cases * 8,
        "{compared} of {cases} positions read"
    );
    assert!(checks * 10 >= compared, "{checks} of {compared} in check");
}

/// Ruling (RULES.md, rule 7): no capture of a King needs castling, so
/// whether a side can capture the enemy King never depends on its castling
/// rights. The reference tries castling like any start (with rights and
/// empty squares only), so on random positions, where the capturing side
/// can often castle, removing its rights must never change check.
#[test]
fn castling_never_decides_a_capture_of_the_king() {
    let mut pairings = Vec::new();
    for white in Army::ALL {
        for black in Army::ALL {
            pairings.push(Reference::new(white, black));
        }
    }
    let mut could_castle = 0;
    let mut checks = 0;
    for seed in 0..3000u64 {
        let reference = &pairings[seed as usize % pairings.len()];
        let st = reference.random_position(seed);
        // The capturing side is the one not to move.
        let mut attacker = st.clone();
        attacker.side = !st.side;
        attacker.ep = None;
        if !reference
            .starts(&attacker, false)
            .iter()
            .any(|m| matches!(m.kind, MoveKind::Castle(_)))
        {
            continue;
        }
        could_castle += 1;
        let mut without = st.clone();
        without.castling &= if st.side == Color::White { 3 } else { 12 };
        let with_rights = reference.in_check(&st);
        checks += u32::from(with_rights);
        assert_eq!(
            with_rights,
            reference.in_check(&without),
            "seed {seed}: {}",
            reference.text(&st)
        );
    }
    assert!(could_castle >= 100, "{could_castle} positions could castle");
    assert!(checks >= 10, "{checks} of them in check");
}
