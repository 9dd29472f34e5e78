//! Legal move generation for chess-like games, driven by the precomputed
//! square-set tables. Nothing here allocates: moves go to a callback, or
//! are counted a whole set of targets at a time.
//!
//! Each piece's targets are one set (see [`Tables::targets`]). With one
//! royal piece, one pass over the lines from it finds the attacks on it
//! and the pieces pinned to it ([`SetTables::safety`]): when it is
//! attacked, the other pieces' targets are cut to the squares that end
//! every attack (the attacker's square, the squares between a rider and
//! the King, the legs of a lame leap); a pinned piece's are cut to its
//! line; the King's own targets are tested one by one for attack once it
//! has left its square, as is every target of a piece standing on the leg
//! of a lame leap towards the King, each with the move's occupancy and no
//! copy of the board. En passant, which empties a square it does not land
//! on, is always tested. Every other move is legal as generated. With no
//! royal piece nothing is tested; with several, every move is.
//!
//! Counting visits the pieces kind by kind (on a board of at most 8x8, in
//! a game of at most fifteen kinds, a kind's pieces are one word the board
//! keeps; elsewhere the kind
//! is read once per piece, when the pieces are sorted), the kinds that
//! have a shape (a plain leaper or rider, [`Shapes`]) through their own
//! arrays and the others through their plans; listing visits
//! them in square order, so that the moves come in the same order on
//! every run, except where perft lists them, in the counting's order.
//!
//! [`Tables::targets`]: crate::tables::Tables::targets
//! [`Shapes`]: crate::tables::Shapes

use super::position::{Move, MoveKind, Position};
use super::Chesslike;
use crate::board::{Board, SmallSets};
use crate::geometry::{Bits, Square, SquareSet};
use crate::piece::{Piece, MAX_KINDS};
use crate::tables::{with_sets, Safety, SetTables, Sets};
use crate::Color;

/// Where the generator sends legal moves: one by one, or only counted.
trait Sink<B> {
    /// Whether the moves must come piece by piece in square order (else
    /// kind by kind, which counting prefers).
    const IN_SQUARE_ORDER: bool;
    /// The moves from `from` to every square of `targets`; a target in
    /// `zone` is one move per kind of `promotions`.
    fn targets(&mut self, from: Square, targets: B, zone: B, promotions: &[u8]);
    /// The moves of a set of pieces by one leap of `delta` bits (`kind`
    /// [`MoveKind::DoubleStep`] for a double step): each square of
    /// `targets` is reached from the square `delta` bits below it; a
    /// target in `zone` is one move per kind of `promotions`.
    fn steps(&mut self, delta: i32, targets: B, zone: B, promotions: &[u8], kind: MoveKind);
    /// One move of its own kind (a double step, en passant, castling).
    fn special(&mut self, mv: Move);
}

/// Sends each move to a callback, targets in square order.
struct Emit<F>(F);

impl<B: Bits, F: FnMut(Move)> Sink<B> for Emit<F> {
    const IN_SQUARE_ORDER: bool = true;

    #[inline]
    fn targets(&mut self, from: Square, mut targets: B, zone: B, promotions: &[u8]) {
        while let Some(bit) = targets.pop() {
            let to = B::square(bit);
            if zone.has(bit) {
                for &k in promotions {
                    (self.0)(Move {
                        from,
                        to,
                        kind: MoveKind::Promotion(k),
                    });
                }
            } else {
                (self.0)(Move::new(from, to));
            }
        }
    }

    #[inline]
    fn steps(&mut self, delta: i32, mut targets: B, zone: B, promotions: &[u8], kind: MoveKind) {
        while let Some(bit) = targets.pop() {
            let from = B::square((bit as i32 - delta) as usize);
            if zone.has(bit) {
                self.targets(from, B::single(bit), zone, promotions);
            } else {
                (self.0)(Move {
                    from,
                    to: B::square(bit),
                    kind,
                });
            }
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        (self.0)(mv);
    }
}

/// Sends each move to a callback kind by kind, in no fixed order: for
/// perft's upper levels, which count the moves below each and need no
/// order, so that they list by the counting's paths (the shapes, the
/// pawns' leaps a set at a time).
struct EmitAnyOrder<F>(Emit<F>);

impl<B: Bits, F: FnMut(Move)> Sink<B> for EmitAnyOrder<F> {
    const IN_SQUARE_ORDER: bool = false;

    #[inline]
    fn targets(&mut self, from: Square, targets: B, zone: B, promotions: &[u8]) {
        self.0.targets(from, targets, zone, promotions);
    }

    #[inline]
    fn steps(&mut self, delta: i32, targets: B, zone: B, promotions: &[u8], kind: MoveKind) {
        self.0.steps(delta, targets, zone, promotions, kind);
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        Sink::<B>::special(&mut self.0, mv);
    }
}

/// Counts the moves without making them, so perft's last level builds
/// no move: each set of targets is added to a count kept bit-sliced, one
/// set per power of two (how many sets hold each square, in binary), so
/// that adding a set costs a few logical operations and the squares are
/// counted once, at the end (a population count of a word is a dozen
/// operations on a processor that has no instruction for it).
struct Count<B> {
    ones: B,
    twos: B,
    fours: B,
    /// Moves counted outright: specials, promotions, overflow past four.
    total: u64,
}

impl<B: Bits> Count<B> {
    fn new() -> Count<B> {
        Count {
            ones: B::EMPTY,
            twos: B::EMPTY,
            fours: B::EMPTY,
            total: 0,
        }
    }

    /// Every move counted.
    fn total(&self) -> u64 {
        self.total
            + u64::from(self.ones.count())
            + 2 * u64::from(self.twos.count())
            + 4 * u64::from(self.fours.count())
    }
}

impl<B: Bits> Sink<B> for Count<B> {
    const IN_SQUARE_ORDER: bool = false;

    #[inline]
    fn targets(&mut self, _from: Square, targets: B, zone: B, promotions: &[u8]) {
        let carry = self.ones & targets;
        self.ones ^= targets;
        let carry = {
            let next = self.twos & carry;
            self.twos ^= carry;
            next
        };
        let carry = {
            let next = self.fours & carry;
            self.fours ^= carry;
            next
        };
        if !carry.none() {
            self.total += 8 * u64::from(carry.count());
        }
        let promoting = targets & zone;
        if !promoting.none() {
            self.total +=
                u64::from(promoting.count()) * (promotions.len() as u64).saturating_sub(1);
        }
    }

    #[inline]
    fn steps(&mut self, _delta: i32, targets: B, zone: B, promotions: &[u8], _kind: MoveKind) {
        self.targets(Square::from_index(0), targets, zone, promotions);
    }

    #[inline]
    fn special(&mut self, _mv: Move) {
        self.total += 1;
    }
}

/// What the generator knows of one position, in one set form.
struct Node<'a, B> {
    board: &'a Board,
    us: Color,
    them: Color,
    enemy: B,
    occupied: B,
    empty: B,
    /// The royal pieces of the side to move.
    royals: B,
    /// At least the pieces of the other side whose kinds capture along a
    /// line from a distance (see `SetTables::enemy_riders`).
    riders: B,
    /// The lone royal piece, if the side has exactly one.
    royal: Option<usize>,
    /// Where moves of pieces other than the royal one must land (every
    /// square when it is not attacked).
    allowed: B,
    /// The attacks on the lone royal piece (none if there is no lone one).
    safety: Safety<B>,
    /// The square en passant captures on, if the rules allow it and the
    /// last move was a double step.
    en_passant: Option<usize>,
}

impl Chesslike {
    /// Calls `f` with every legal move of the side to move.
    pub fn for_each_legal_move(&self, position: &Position, f: impl FnMut(Move)) {
        let mut emit = Emit(f);
        with_sets!(self.tables.sets(), t => self.generate_with(t, position, &mut emit))
    }

    /// Calls `f` with every legal move of the side to move, in an order
    /// that may differ from [`Chesslike::for_each_legal_move`]'s: kind by
    /// kind, as they are counted (perft's upper levels).
    pub fn for_each_legal_move_any_order(&self, position: &Position, f: impl FnMut(Move)) {
        let mut emit = EmitAnyOrder(Emit(f));
        with_sets!(self.tables.sets(), t => self.generate_with(t, position, &mut emit))
    }

    /// How many legal moves the side to move has, counted without
    /// making them.
    pub fn count_legal_moves(&self, position: &Position) -> u64 {
        with_sets!(self.tables.sets(), t => {
            let mut count = Count::new();
            self.generate_with(t, position, &mut count);
            count.total()
        })
    }

    /// The squares where the pawns of `us` promote, in the form `B`: read
    /// in the 64-bit form where it is kept, so that no node converts it.
    #[inline(always)]
    fn promotion_zone<B: Bits>(&self, us: Color) -> B {
        B::from_small(self.promotion_zone_small[us.index()])
            .unwrap_or_else(|| B::from_set(self.promotion_zone[us.index()]))
    }

    /// The squares of the royal pieces among `pieces`.
    #[inline]
    pub(super) fn royals_among(&self, board: &Board, pieces: SquareSet) -> SquareSet {
        pieces
            .iter()
            .filter(|&s| board.get(s).is_some_and(|p| self.is_royal(p.kind())))
            .collect()
    }

    /// The kind of the piece on `bit` (`u8::MAX` for none).
    #[inline(always)]
    fn kind_on<B: Bits>(board: &Board, bit: usize) -> u8 {
        board.get(B::square(bit)).map_or(u8::MAX, |p| p.kind())
    }

    /// Whether moving the piece on `from` to `to` (capturing on `to`, and
    /// on `victim` for en passant) leaves every royal piece of the side
    /// to move unattacked, a royal on `from` being on `to` after it. The
    /// board is read as it stands with the move's occupancy: no copy is
    /// made.
    #[inline]
    fn leaves_royals_safe<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        from: usize,
        to: usize,
        victim: Option<usize>,
    ) -> bool {
        let mut occupied = node.occupied & !B::single(from);
        occupied.add(to);
        let mut theirs = node.enemy & !B::single(to);
        if let Some(v) = victim {
            occupied.drop_bit(v);
            theirs.drop_bit(v);
        }
        let mut royals = node.royals;
        while let Some(r) = royals.pop() {
            let r = if r == from { to } else { r };
            if t.attacked_among(node.board, occupied, theirs, node.riders, r, node.them) {
                return false;
            }
        }
        true
    }

    /// What the generator needs to know of `position` before it visits
    /// the pieces: the sets and the attacks on the royal piece, with the
    /// pieces of the side to move sorted by kind into `by_kind` (empty
    /// when given; read from the board's sets per kind where the form is
    /// the one it keeps them in). The second value says whether the side to move is in
    /// check.
    #[inline(always)]
    fn node<'a, B: Bits>(
        &self,
        t: &SetTables<B>,
        position: &'a Position,
        by_kind: &mut [B; MAX_KINDS + 1],
    ) -> (Node<'a, B>, bool) {
        let us = position.side;
        let them = !us;
        let board = &position.board;
        let small = board.small();
        let (own, enemy) = match (
            B::from_small(small.occupied_by(us)),
            B::from_small(small.occupied_by(them)),
        ) {
            (Some(own), Some(enemy)) => (own, enemy),
            _ => (
                B::from_set(board.occupied_by(us)),
                B::from_set(board.occupied_by(them)),
            ),
        };
        let occupied = own | enemy;
        let kinds = self.rules.kinds.len();
        // The other side's riders, where the board's sets per kind tell
        // them; else all its pieces, which the safety pass may look at.
        let mut riders = enemy;
        if B::from_small(0).is_some() && kinds <= SmallSets::KINDS {
            // The board keeps each kind's pieces in this form.
            let kind_set = |kind: u8| B::from_small(small.kind(kind)).unwrap_or(B::EMPTY);
            for (kind, slot) in by_kind.iter_mut().enumerate().take(kinds) {
                *slot = kind_set(kind as u8) & own;
            }
            riders = t.enemy_riders(them, enemy, kind_set);
        } else {
            let mut rest = own;
            while let Some(bit) = rest.pop() {
                let slot = self.kind_slot[usize::from(board.cell(B::square(bit)))];
                by_kind[usize::from(slot) & MAX_KINDS] |= B::single(bit);
            }
        }
        let mut royals = B::EMPTY;
        for &kind in &self.royal_kinds {
            royals |= by_kind.get(kind as usize).copied().unwrap_or(B::EMPTY);
        }
        let en_passant = position
            .en_passant
            .filter(|_| self.rules.en_passant)
            .map(B::bit);
        let mut node = Node {
            board,
            us,
            them,
            enemy,
            occupied,
            empty: !occupied,
            royals,
            riders,
            royal: None,
            allowed: B::ALL,
            safety: Safety::NONE,
            en_passant,
        };
        // Whether there is one royal piece, without a population count
        // (a dozen operations on a processor without an instruction for it).
        let in_check = match royals.lowest() {
            None => false,
            Some(king) if (royals & !B::single(king)).none() => {
                node.royal = Some(king);
                node.safety = t.safety(board, occupied, own, enemy, riders, king, them);
                node.allowed = node.safety.evasions.unwrap_or(B::ALL);
                node.safety.evasions.is_some()
            }
            _ => {
                // Several royal pieces: every move is tested.
                node.safety.careful = own;
                let mut in_check = false;
                let mut rest = royals;
                while let Some(k) = rest.pop() {
                    in_check |= t.attacked_with(board, occupied, enemy, k, them);
                }
                in_check
            }
        };
        (node, in_check)
    }

    /// [`Chesslike::generate`] on the tables of one set form.
    fn generate_with<B: Bits, S: Sink<B>>(
        &self,
        t: &SetTables<B>,
        position: &Position,
        sink: &mut S,
    ) {
        // One slot per kind a game may have, and one for anything else;
        // filled in place, since a returned array of sets was copied
        // (a call of memcpy per node) before it was read.
        let mut by_kind = [B::EMPTY; MAX_KINDS + 1];
        let (node, in_check) = self.node(t, position, &mut by_kind);
        // Pieces tested move by move, or cut to a pin's line.
        let special =
            node.safety.careful | node.safety.pinned | node.royal.map_or(B::EMPTY, B::single);
        if S::IN_SQUARE_ORDER {
            let mut pieces = node.occupied & !node.enemy;
            while let Some(from) = pieces.pop() {
                let kind = Self::kind_on::<B>(node.board, from);
                self.piece_legal_moves(t, &node, kind, from, special.has(from), sink);
            }
        } else {
            let shapes = t.shapes();
            let open = node.empty | node.enemy;
            for shape in shapes.shapes(node.us) {
                let pieces = by_kind[usize::from(shape.kind) & MAX_KINDS];
                let mut one_by_one = pieces & special;
                while let Some(from) = one_by_one.pop() {
                    let targets = shape.targets(from, node.occupied, open);
                    self.legal_targets(t, &node, shape.kind, from, true, targets, sink);
                }
                let mut free = pieces & !special;
                while let Some(from) = free.pop() {
                    let targets = shape.targets(from, node.occupied, open) & node.allowed;
                    sink.targets(B::square(from), targets, B::EMPTY, &[]);
                }
            }
            for &kind in shapes.others(node.us) {
                let pieces = by_kind[usize::from(kind) & MAX_KINDS];
                self.kind_legal_moves(t, &node, kind, pieces, special, sink);
            }
        }
        if !in_check {
            self.castling_moves(t, &node, position, sink);
        }
    }

    /// The legal moves of the pieces of `kind` on `pieces`, to `sink`, in
    /// no particular order: those of `special` pieces one by one, the
    /// others' together where the kind's moves are all plain leaps and
    /// the pieces outnumber half its vectors (pawns), a vector at a time.
    #[inline(always)]
    fn kind_legal_moves<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        kind: u8,
        pieces: B,
        special: B,
        sink: &mut impl Sink<B>,
    ) {
        let mut one_by_one = pieces & special;
        while let Some(from) = one_by_one.pop() {
            self.piece_legal_moves(t, node, kind, from, true, sink);
        }
        let free = pieces & !special;
        if free.none() {
            return;
        }
        let steps = t.leaper_steps(node.us, kind);
        if steps.is_empty() || !holds_at_least(free, steps.len().div_ceil(2)) {
            let mut rest = free;
            if self.is_pawn(kind) {
                while let Some(from) = rest.pop() {
                    self.piece_legal_moves(t, node, kind, from, false, sink);
                }
                return;
            }
            let plan = t.plan_of(node.us, kind);
            while let Some(from) = rest.pop() {
                let targets = t.plan_targets(plan, from, node.occupied, node.empty, node.enemy);
                sink.targets(B::square(from), targets & node.allowed, B::EMPTY, &[]);
            }
            return;
        }
        let us = node.us;
        let pawn = self.is_pawn(kind);
        let (zone, promotions) = if pawn {
            (
                self.promotion_zone(us),
                &self.rules.promotion[us.index()][..],
            )
        } else {
            (B::EMPTY, &[][..])
        };
        // A leap is a bijection between the squares it leaves and those
        // it reaches, so each target of a shifted set is one move.
        let step_all = |steps: &[crate::tables::Step<B>], sink: &mut _| {
            for step in steps {
                let landed = (free & step.from).shift(step.delta);
                let mut targets = B::EMPTY;
                if step.moves {
                    targets |= landed & node.empty;
                }
                if step.captures {
                    targets |= landed & node.enemy;
                }
                Sink::steps(
                    sink,
                    step.delta,
                    targets & node.allowed,
                    zone,
                    promotions,
                    MoveKind::Normal,
                );
            }
        };
        // A pawn's three leaps (one move, two captures) in a loop of a
        // length known when compiled, which unrolls.
        match <&[_; 3]>::try_from(steps) {
            Ok(three) => step_all(&three[..], sink),
            Err(_) => step_all(steps, sink),
        }
        if !pawn {
            return;
        }
        if self.rules.double_step {
            let (from, forward) = t.double_steps(us, kind);
            let passed = (free & from).shift(forward) & node.empty;
            let reached = passed.shift(forward) & node.empty & node.allowed;
            // One move per square reached, counted with the other targets.
            sink.steps(2 * forward, reached, B::EMPTY, &[], MoveKind::DoubleStep);
        }
        if let Some(target) = node.en_passant {
            let mut rest = free & t.en_passant_from(us, kind, target);
            while let Some(from) = rest.pop() {
                if let Some(mv) = self.en_passant(t, node, kind, from, target) {
                    sink.special(mv);
                }
            }
        }
    }

    /// The legal moves of the piece of `kind` on `from`, to `sink`: each
    /// tested if `special` says so and the piece is not merely pinned to
    /// the lone royal piece (then cut to its pin line).
    #[inline(always)]
    fn piece_legal_moves<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        kind: u8,
        from: usize,
        special: bool,
        sink: &mut impl Sink<B>,
    ) {
        let targets = t.targets(node.us, kind, from, node.occupied, node.empty, node.enemy);
        self.legal_targets(t, node, kind, from, special, targets, sink);
    }

    /// [`Chesslike::piece_legal_moves`] of a piece whose `targets` are
    /// found: what its movement reaches (by its shape, where it has one).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn legal_targets<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        kind: u8,
        from: usize,
        special: bool,
        targets: B,
        sink: &mut impl Sink<B>,
    ) {
        let (tested, pin_line) = if !special {
            (false, B::ALL)
        } else if node.royal == Some(from) || node.safety.careful.has(from) {
            (true, B::ALL)
        } else {
            let royal = node.royal.unwrap_or(from);
            let line = t.pin_line(
                node.board,
                node.occupied,
                node.enemy,
                royal,
                from,
                node.them,
            );
            (false, line)
        };
        let legal = if node.royal == Some(from) {
            let without = node.occupied & !B::single(from);
            // Testing a square costs about as much as mapping the attacks
            // of four pieces: map them when the King has many squares and
            // the enemy few pieces (endings).
            if targets.none() {
                B::EMPTY
            } else if outnumbered_fourfold(targets, node.enemy) {
                targets & !t.attack_map(node.board, without, node.enemy, node.them)
            } else {
                t.unattacked(
                    node.board,
                    without,
                    node.enemy,
                    node.riders,
                    targets,
                    node.them,
                )
            }
        } else if tested {
            let mut legal = B::EMPTY;
            let mut rest = targets;
            while let Some(to) = rest.pop() {
                if self.leaves_royals_safe(t, node, from, to, None) {
                    legal.add(to);
                }
            }
            legal
        } else {
            targets & node.allowed & pin_line
        };
        let from_square = B::square(from);
        if !self.is_pawn(kind) {
            sink.targets(from_square, legal, B::EMPTY, &[]);
            return;
        }
        let us = node.us;
        let zone = self.promotion_zone(us);
        sink.targets(from_square, legal, zone, &self.rules.promotion[us.index()]);
        if self.rules.double_step {
            let (mid, to) = t.double_step(us, kind, from);
            if (mid & node.occupied).none() {
                let mut to = to & node.empty;
                if let Some(bit) = to.pop() {
                    let legal = if tested {
                        self.leaves_royals_safe(t, node, from, bit, None)
                    } else {
                        (node.allowed & pin_line).has(bit)
                    };
                    if legal {
                        sink.special(Move {
                            from: from_square,
                            to: B::square(bit),
                            kind: MoveKind::DoubleStep,
                        });
                    }
                }
            }
        }
        if let Some(target) = node.en_passant {
            if let Some(mv) = self.en_passant(t, node, kind, from, target) {
                sink.special(mv);
            }
        }
    }

    /// The en passant capture of the pawn of `kind` on `from` onto
    /// `target`, if its leaps capture there, the pawn it passed stands
    /// beside it, and the capture leaves the King safe. Returned, not
    /// sent to the sink: a sink handed to a call the compiler keeps out
    /// of line lives in memory, and every set counted then loads and
    /// stores the count.
    #[inline]
    fn en_passant<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        kind: u8,
        from: usize,
        target: usize,
    ) -> Option<Move> {
        let (from_square, target_square) = (B::square(from), B::square(target));
        if target_square.rank() == from_square.rank()
            || !t.captures_en_passant(node.us, kind, from, target)
            || !node.empty.has(target)
        {
            return None;
        }
        let victim = Square::new(target_square.file(), from_square.rank());
        let victim_is_pawn = node
            .board
            .get(victim)
            .is_some_and(|p| p.color() == node.them && self.is_pawn(p.kind()));
        (victim_is_pawn && self.leaves_royals_safe(t, node, from, target, Some(B::bit(victim))))
            .then_some(Move {
                from: from_square,
                to: target_square,
                kind: MoveKind::EnPassant,
            })
    }

    /// The castlings of the side to move that are legal (it is not in
    /// check), to `sink`.
    fn castling_moves<B: Bits>(
        &self,
        t: &SetTables<B>,
        node: &Node<'_, B>,
        position: &Position,
        sink: &mut impl Sink<B>,
    ) {
        let us = node.us;
        let board = node.board;
        let castlings = self.rules.castling[us.index()].iter();
        let small = &self.castling_clear_small[us.index()];
        for ((side, c), &clear) in castlings.enumerate().zip(&self.castling_clear[us.index()]) {
            let ours = |s: Square| board.get(s).is_some_and(|p| p.color() == us);
            let blocked = || match B::from_small(small.get(side).copied().unwrap_or(0)) {
                Some(clear) => !(node.occupied & clear).none(),
                None => !(board.occupied() & clear).is_empty(),
            };
            if !position.castling.has(us, side)
                || blocked()
                || !ours(c.king_from)
                || !ours(c.rook_from)
            {
                continue;
            }
            let Some(king) = board.get(c.king_from) else {
                continue;
            };
            // The King's own square does not shield the squares it passes.
            let without_king = node.occupied & !B::single(B::bit(c.king_from));
            let (lo, hi) = ordered(c.king_from.file(), c.king_to.file());
            let rank = c.king_from.rank();
            // The King's own square is not attacked: castling is tried
            // only out of check.
            let safe = (lo..=hi)
                .filter(|&file| file != c.king_from.file())
                .all(|file| {
                    let square = B::bit(Square::new(file, rank));
                    !t.attacked_among(
                        board,
                        without_king,
                        node.enemy,
                        node.riders,
                        square,
                        node.them,
                    )
                });
            if safe && self.is_royal(king.kind()) {
                sink.special(Move {
                    from: c.king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(side as u8),
                });
            }
        }
    }

    /// Calls `f` with every move of the piece on `from` that its movement
    /// allows, ignoring whether it leaves the King attacked; castling is not
    /// included.
    pub fn piece_moves(
        &self,
        position: &Position,
        from: Square,
        piece: Piece,
        mut f: impl FnMut(Move),
    ) {
        let us = piece.color();
        let board = &position.board;
        let kind = piece.kind();
        let table = self.tables.piece(us, kind);
        let is_pawn = self.is_pawn(kind);
        let geometry = board.geometry();
        let last_rank = geometry.relative_rank(us, geometry.ranks() - 1);
        let promotions = &self.rules.promotion[us.index()];
        let promotes = |to: Square| is_pawn && to.rank() == last_rank && !promotions.is_empty();
        for leap in table.leaps(from) {
            if !leap.is_open(board) {
                continue;
            }
            match board.get(leap.to) {
                None if leap.can_move => emit(&mut f, from, leap.to, promotes(leap.to), promotions),
                Some(p) if p.color() != us && leap.can_capture => {
                    emit(&mut f, from, leap.to, promotes(leap.to), promotions)
                }
                _ => {}
            }
        }
        for ray in table.rays(from) {
            for (i, &sq) in ray.squares.iter().enumerate() {
                match board.get(sq) {
                    None => {
                        if (i as u8) < ray.move_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                    }
                    Some(p) => {
                        if p.color() != us && (i as u8) < ray.capture_range {
                            emit(&mut f, from, sq, promotes(sq), promotions);
                        }
                        break;
                    }
                }
            }
        }
        if !is_pawn {
            return;
        }
        let forward = us.forward();
        if self.rules.double_step && from.rank() == geometry.relative_rank(us, 1) {
            if let (Some(one), Some(two)) = (
                from.offset(0, forward, geometry),
                from.offset(0, 2 * forward, geometry),
            ) {
                let can_step = table.leaps(from).iter().any(|l| l.to == one && l.can_move);
                if can_step && board.get(one).is_none() && board.get(two).is_none() {
                    f(Move {
                        from,
                        to: two,
                        kind: MoveKind::DoubleStep,
                    });
                }
            }
        }
        if let (true, Some(target)) = (self.rules.en_passant, position.en_passant) {
            let victim = Square::new(target.file(), from.rank());
            let captures_there = table
                .leaps(from)
                .iter()
                .any(|l| l.to == target && l.can_capture && target.rank() != from.rank());
            let victim_ok = board
                .get(victim)
                .is_some_and(|p| p.color() != us && self.is_pawn(p.kind()));
            if captures_there && victim_ok && board.get(target).is_none() {
                f(Move {
                    from,
                    to: target,
                    kind: MoveKind::EnPassant,
                });
            }
        }
    }

    /// Whether King and partner stand ready for castling `c` and every
    /// square either passes or lands on is empty but for the two of them.
    fn castling_open(&self, board: &Board, us: Color, c: &super::Castling) -> bool {
        let ours = |s: Square| board.get(s).is_some_and(|p| p.color() == us);
        if !ours(c.king_from) || !ours(c.rook_from) {
            return false;
        }
        let rank = c.king_from.rank();
        let (a, b) = ordered(c.king_from.file(), c.king_to.file());
        let (x, y) = ordered(c.rook_from.file(), c.rook_to.file());
        (a.min(x)..=b.max(y)).all(|file| {
            let s = Square::new(file, rank);
            let in_paths = (a..=b).contains(&file) || (x..=y).contains(&file);
            !in_paths || s == c.king_from || s == c.rook_from || board.get(s).is_none()
        })
    }

    /// Says why `mv` is not legal in `position` (for a move that is not).
    pub fn explain_illegal(&self, position: &Position, mv: Move) -> String {
        let us = position.side;
        let Some(piece) = position.board.get(mv.from) else {
            return format!("there is no piece on {}", mv.from);
        };
        if piece.color() != us {
            return format!(
                "the piece on {} is {}'s, and it is {}'s turn",
                mv.from,
                piece.color(),
                us
            );
        }
        let name = self
            .rules
            .kinds
            .get(piece.kind() as usize)
            .map_or("piece", |k| k.name.as_str());
        if let MoveKind::Castle(side) = mv.kind {
            let Some(c) = self.rules.castling[us.index()].get(side as usize) else {
                return "castling is not allowed in this game".to_string();
            };
            if !position.castling.has(us, side as usize) {
                return "the King or its partner has already moved".to_string();
            }
            if !self.castling_open(&position.board, us, c) {
                return "the squares between King and partner are not empty".to_string();
            }
            if self.royal_attacked(position, us) {
                return "the King is in check".to_string();
            }
            return "the King would pass through or land on an attacked square".to_string();
        }
        let mut pseudo = false;
        self.piece_moves(position, mv.from, piece, |m| pseudo |= m == mv);
        if !pseudo {
            return format!(
                "the {name} on {} cannot move to {}: {}",
                mv.from,
                mv.to,
                self.why_not_that_way(position, mv, piece)
            );
        }
        if self
            .royal_squares(position, us)
            .iter()
            .any(|k| self.tables.is_attacked(&position.board, k, !us))
        {
            return "it does not get the King out of check".to_string();
        }
        "it leaves the King in check".to_string()
    }
}

/// Sends the move from `from` to `to`, once per promotion choice if it
/// promotes.
#[inline(always)]
fn emit(f: &mut impl FnMut(Move), from: Square, to: Square, promotes: bool, promotions: &[u8]) {
    if promotes {
        for &k in promotions {
            f(Move {
                from,
                to,
                kind: MoveKind::Promotion(k),
            });
        }
    } else {
        f(Move::new(from, to));
    }
}

/// Whether `set` holds at least `n` squares, found by taking at most `n`
/// of them away: cheaper for a small `n` than a population count, which
/// is a dozen operations on a processor without an instruction for it.
#[inline(always)]
fn holds_at_least<B: Bits>(mut set: B, n: usize) -> bool {
    (0..n).all(|_| set.pop().is_some())
}

/// Whether `enemy` holds fewer than four squares per square of
/// `targets` (`4 * |targets| > |enemy|`), found by taking four squares of
/// `enemy` away per square of `targets`: the King's few targets make this
/// cheaper than two population counts, which are a dozen operations each
/// on a processor without an instruction for them.
///
/// Not part of the kernel's API (hidden from its documentation): public
/// only so that the kernel's integration tests (`tests/movegen.rs`) check
/// it.
#[doc(hidden)]
#[inline(always)]
pub fn outnumbered_fourfold<B: Bits>(mut targets: B, mut enemy: B) -> bool {
    while targets.pop().is_some() {
        for _ in 0..4 {
            if enemy.pop().is_none() {
                return true;
            }
        }
    }
    false
}

fn ordered(a: u8, b: u8) -> (u8, u8) {
    (a.min(b), a.max(b))
}
