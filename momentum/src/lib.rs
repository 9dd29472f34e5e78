#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod check;
pub mod coordinates;
mod draws;
pub mod engine_terms;
/// Turn notation: a turn's events separated by commas, in the order they
/// are resolved (`e4-e6, Nf3`, `Ie2-d3`): a piece by its board letter
/// (the rule text's Betza string, `(fbNF)e2-d3`, reads too), from, `-` or
/// `:`, to; the same square twice stops a piece; short forms name the
/// destination only.
///
/// # Examples
/// ```
/// use momentum::{Momentum, Variant};
///
/// let game = Momentum::new();
/// let p = game.play(&game.start_position(), "e2-e4").unwrap();
/// let p = game.play(&p, "Nb8-c6").unwrap();
/// // The e-pawn moves on by its momentum, then the one start.
/// let turn = game.read_turn(&p, "e4-e6, Ng1-f3").unwrap();
/// assert_eq!(game.write_turn(&p, &turn), "e4-e6, Ng1-f3");
/// // The short forms name the destination only.
/// assert_eq!(game.read_turn(&p, "e6, Nf3").unwrap(), turn);
/// ```
pub mod notation;
mod options;
pub mod pieces;
mod position;
mod reduction;
mod report;
mod rules;
/// Position text: FEN, then every piece in motion with its displacement
/// (`e4+0+2`, `x` for a capture speed), then the armies, and `turn=...`
/// mid-turn.
///
/// # Examples
/// ```
/// use momentum::{Momentum, Variant};
///
/// let game = Momentum::new();
/// let start = game.start_position();
/// assert_eq!(
///     game.write_position(&start),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 - armies=fabulous-fides,fabulous-fides"
/// );
/// // After e2-e4 the Pawn on e4 is in motion: two ranks up each turn.
/// let after = game.play(&start, "e2-e4").unwrap();
/// let text = game.write_position(&after);
/// assert!(text.starts_with("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 e4+0+2 "));
/// assert_eq!(game.read_position(&text).unwrap(), after);
/// ```
pub mod text;

/// This crate's `RULES.md`: every sentence of the page quoted, how the code
/// reads it, and the test that shows it; the options with both readings,
/// and the rulings on what the page leaves open.
#[doc = include_str!("../RULES.md")]
pub mod rulings {}

pub use kernel::chesslike::{Move, MoveKind};
pub use kernel::{perft, replay};
// The same names in every variant crate: what a program needs without
// naming the kernel.
pub use kernel::acts::{Act, PlayerAct};
pub use kernel::coordinates::{CoordinateError, CoordinateStep, Coordinates};
pub use kernel::game::{
    AcceptedClaim, ActError, AnyGame, ClaimError, Game, PlayError, PlayedTurn, RecordedAct, Undone,
};
pub use kernel::{
    enumerate_turns, random_playout, Board, Color, EndReason, GameResult, Geometry, IllegalTurn,
    NamedPiece, Outcome, Piece, RefusedClaim, Square, SquareSet, Turn, Variant,
};

/// The names most programs use, in one import:
/// `use momentum::prelude::*;` brings [`Momentum`], the traits [`Variant`] and
/// [`Coordinates`], [`Game`] and [`AnyGame`], and the types of their
/// answers.
pub mod prelude {
    pub use crate::{
        AnyGame, Color, Coordinates, EndReason, Game, GameResult, Momentum, Outcome, PlayError,
        Position, Square, Step, Turn, Variant,
    };
}

pub use notation::NotationError;
pub use options::{ActionRule, CheckRule, Options, OptionsError};
pub use pieces::{Army, Slot, UnknownArmy};
pub use position::{Motion, Position};
pub use rules::Step;
pub use text::PositionError;

use kernel::chesslike::{Castling, Chesslike, Rules};
use position::{Mask, Motions, SLOTS};

/// Momentum Chess with two armies: the rules, compiled once.
#[derive(Debug, Clone)]
pub struct Momentum {
    options: Options,
    game: Chesslike,
    kinds: usize,
    /// Per colour*32+kind: the displacements the piece makes as one leap,
    /// as bits of (dx+7)*15+(dy+7).
    leaps: Vec<[u128; 2]>,
    /// Per (colour*32+kind)*128+square: the squares the piece could capture
    /// on from there on an empty board.
    reach: Vec<Mask>,
    castling: [Vec<Castling>; 2],
    castle_masks: [u8; SLOTS],
    /// Per colour: the kinds a Pawn may become, the default first.
    promotion: [Vec<u8>; 2],
    start: Position,
}

impl Default for Momentum {
    fn default() -> Self {
        Momentum::new()
    }
}

impl Momentum {
    /// The standard game: FIDE armies, every reading at its default.
    pub fn new() -> Momentum {
        Momentum::with(Options::default())
    }

    /// Momentum Chess with `options` given as text: `key=value` pairs
    /// separated by commas, semicolons or spaces ([`kernel::options`]), the
    /// same text a game file's `options:` line takes; `""` is the standard
    /// game. `armies` picks the armies; each other key picks one reading of
    /// a sentence the rule text leaves open (RULES.md gives both readings,
    /// the sentence each rests on and why the default is the default):
    ///
    /// | key | values (default first) | meaning |
    /// |---|---|---|
    /// | `armies` | `WHITE,BLACK` | the armies, named as [`Army::name`]; `fabulous-fides,fabulous-fides` by default |
    /// | `check` | `refuse`, `stealth` | a turn that leaves the mover's King capturable is refused unless every turn does ("Black cannot move to a6 because he would put himself in check"); or it stands, and the opponent may capture the King and win |
    /// | `action` | `compulsory`, `optional` | every turn makes one start or stop; or a turn in which a piece moves on by its momentum may leave it out |
    ///
    /// # Errors
    /// [`OptionsError`] naming the option, value or army it does not know.
    ///
    /// # Examples
    /// ```
    /// use momentum::{Momentum, Variant};
    /// let game = momentum::Momentum::with_options("armies=remarkable-rookies,nutty-knights").unwrap();
    /// assert!(momentum::Momentum::with_options("armies=fides").is_err());
    /// assert!(momentum::Momentum::with_options("check=lenient").is_err());
    /// // Without the action, White's e-pawn may go on alone on White's
    /// // second turn: 20 x 20 x 20 turns and those too.
    /// let game = Momentum::with_options("action=optional").unwrap();
    /// let after = game.play_turn(&game.start_position(), &game.read_turn(&game.start_position(), "e2-e4").unwrap()).unwrap();
    /// let after = game.play_turn(&after, &game.read_turn(&after, "a7-a6").unwrap()).unwrap();
    /// let alone = game.read_turn(&after, "e4-e6").unwrap();
    /// assert!(game.play_turn(&after, &alone).is_ok());
    /// assert!(Momentum::new().play_turn(&after, &Momentum::new().read_turn(&after, "e4-e6").unwrap()).is_err());
    /// ```
    pub fn with_options(options: &str) -> Result<Momentum, OptionsError> {
        Ok(Momentum::with(Options::parse(options)?))
    }

    /// The readings and armies this game plays.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Momentum Chess with White's and Black's armies, every reading at
    /// its default.
    pub fn with_armies(white: Army, black: Army) -> Momentum {
        Momentum::with(Options {
            armies: [white, black],
            ..Options::default()
        })
    }

    /// Momentum Chess with `options`.
    pub fn with(options: Options) -> Momentum {
        let geometry = Geometry::CHESS;
        let armies = options.armies;
        let [white, black] = armies;
        let castling = [0u8, 7].map(|rank| {
            let army = armies[(rank / 7) as usize];
            let sq = |f: u8| Square::new(f, rank);
            let queen_side = if army.colour_bound_corner() {
                Castling {
                    king_from: sq(4),
                    king_to: sq(1),
                    rook_from: sq(0),
                    rook_to: sq(2),
                }
            } else {
                Castling {
                    king_from: sq(4),
                    king_to: sq(2),
                    rook_from: sq(0),
                    rook_to: sq(3),
                }
            };
            vec![
                Castling {
                    king_from: sq(4),
                    king_to: sq(6),
                    rook_from: sq(7),
                    rook_to: sq(5),
                },
                queen_side,
            ]
        });
        let promotion = armies.map(|a| {
            [Slot::Queen, Slot::Corner, Slot::Bishop, Slot::Knight]
                .map(|s| a.kind(s))
                .to_vec()
        });
        let start_fen = format!(
            "{}/pppppppp/8/8/8/8/PPPPPPPP/{} w KQkq - 0 1",
            black.back_rank().to_ascii_lowercase(),
            white.back_rank()
        );
        let kinds = pieces::all_kinds();
        let rules = Rules {
            name: "momentum".to_string(),
            geometry,
            kinds: kinds.clone(),
            start: "4k3/8/8/8/8/8/8/4K3 w - - 0 1".to_string(),
            double_step: true,
            en_passant: true,
            promotion: promotion.clone(),
            castling: castling.clone(),
            // FIDE's counts (rule 1); dead positions are judged by
            // `Momentum::is_dead`, which knows the check reading.
            draws: kernel::draws::DrawRules::fide_with(kernel::draws::DeadPositions::NotJudged),
        };
        let game = Chesslike::new(rules).expect("the army rules compile");
        let mut leaps = vec![[0u128; 2]; 64];
        let mut reach = vec![0 as Mask; 64 * SLOTS];
        for color in Color::ALL {
            for (k, kind) in kinds.iter().enumerate() {
                let slot = color.index() * 32 + k;
                for v in kind.moves.for_color(color) {
                    if v.max_range() == 1
                        && !v.lame
                        && (-7..=7).contains(&v.dx)
                        && (-7..=7).contains(&v.dy)
                    {
                        let i = ((v.dx + 7) as usize) * 15 + (v.dy + 7) as usize;
                        leaps[slot][i / 128] |= 1u128 << (i % 128);
                    }
                }
                let table = game.tables().piece(color, k as u8);
                for from in geometry.squares() {
                    let mut mask: Mask = 0;
                    for leap in table.leaps(from) {
                        if leap.can_capture {
                            mask |= position::bit(leap.to);
                        }
                    }
                    for ray in table.rays(from) {
                        for &s in ray.squares.iter().take(ray.capture_range as usize) {
                            mask |= position::bit(s);
                        }
                    }
                    reach[slot * SLOTS + from.index()] = mask;
                }
            }
        }
        let mut castle_masks = [0u8; SLOTS];
        for color in Color::ALL {
            for (side, c) in castling[color.index()].iter().enumerate() {
                let b = kernel::chesslike::CastlingRights::bit(color, side);
                castle_masks[c.king_from.index()] |= b;
                castle_masks[c.rook_from.index()] |= b;
            }
        }
        let mut momentum = Momentum {
            options,
            kinds: kinds.len(),
            game,
            leaps,
            reach,
            castling,
            castle_masks,
            promotion,
            start: Position {
                chess: kernel::chesslike::Position::empty(geometry),
                motion: Motions::default(),
                turn: Default::default(),
            },
        };
        momentum.start = momentum
            .read_position(&format!("{start_fen} - armies={white},{black}"))
            .expect("the start position reads");
        momentum
    }

    /// White's and Black's armies.
    pub fn armies(&self) -> [Army; 2] {
        self.options.armies
    }

    /// The board size (8x8).
    pub fn geometry(&self) -> Geometry {
        Geometry::CHESS
    }

    #[inline]
    pub(crate) fn reach(&self, color: Color, kind: u8, from: Square) -> Mask {
        self.reach[(color.index() * 32 + kind as usize) * SLOTS + from.index()]
    }

    /// The name and Betza string of `piece`, such as "Half-Duck (HFD)".
    pub fn piece_name(&self, piece: Piece) -> String {
        match self.game.rules().kinds.get(piece.kind() as usize) {
            Some(kind) => format!("{} ({})", kind.name, kind.betza),
            None => format!("unknown piece (kind {})", piece.kind()),
        }
    }

    /// Whether the King of the side to move could be captured by the
    /// opponent's next turn if it were the opponent's turn now: the revised
    /// rule of check. Public as [`Variant::in_check`], the one name for
    /// check in every variant.
    pub(crate) fn is_check(&self, pos: &Position) -> bool {
        let us = pos.side_to_move();
        self.king_capturable(pos.board(), &pos.motion, !us, None, pos.chess.castling())
    }

    /// Whether, at the end of a turn (`after`, the opponent to move), the
    /// side that just moved left its King capturable.
    fn exposed(&self, after: &Position) -> bool {
        let them = after.side_to_move();
        self.king_capturable(
            after.board(),
            &after.motion,
            them,
            after.chess.en_passant(),
            after.chess.castling(),
        )
    }

    /// The end of the game by a King taken or a dead position: what
    /// [`Variant::outcome`] asks before whether there is a legal turn.
    fn king_removed_or_dead(&self, position: &Position) -> Option<Outcome> {
        let b = position.board();
        for color in Color::ALL {
            if self.king_of(b, color).is_none() {
                return Some(Outcome {
                    result: GameResult::Win(!color),
                    reason: EndReason::KingRemoved,
                });
            }
        }
        self.is_dead(position).then_some(Outcome {
            result: GameResult::Draw,
            reason: EndReason::DeadPosition,
        })
    }

    /// A draw the rules make without a claim (FIDE's fivefold repetition
    /// and seventy-five moves): what [`Variant::outcome`] asks last.
    fn automatic_draw(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.game.rules().draws.automatic(
            self.repetition_key(position),
            history,
            u32::from(position.chess.halfmove_clock()),
        )
    }

    fn game_over(&self, pos: &Position) -> bool {
        let b = pos.board();
        self.king_of(b, Color::White).is_none() || self.king_of(b, Color::Black).is_none()
    }

    /// Visits every distinct end of a turn from `pos` with one turn leading
    /// to it, ignoring King safety: the kernel's turn search, under the
    /// partial-order reduction of `src/reduction.rs`.
    pub(crate) fn raw_turns(&self, pos: &Position, visit: impl FnMut(&[Step], &Position)) {
        reduction::raw_turns(self, pos, visit);
    }

    /// Calls `visit` with every legal turn and the position it leads to.
    ///
    /// Under `check=refuse` (the default), legal: the turn captures the
    /// enemy King, or leaves the mover's King safe. If no turn does either,
    /// the player in check has none (checkmate), and the player not in
    /// check must play one of them all (forced exposure). Under
    /// `check=stealth` every turn is legal.
    pub fn for_each_legal_turn(&self, pos: &Position, mut visit: impl FnMut(&[Step], &Position)) {
        if self.game_over(pos) {
            return;
        }
        if self.options.check == CheckRule::Stealth {
            self.raw_turns(pos, visit);
            return;
        }
        let us = pos.side_to_move();
        let mut all: Vec<(Turn<Step>, Position)> = Vec::new();
        let mut any_legal = false;
        self.raw_turns(pos, |turn, next| {
            let legal = self.king_of(next.board(), !us).is_none() || !self.exposed(next);
            if legal {
                any_legal = true;
                visit(turn, next);
            } else if !any_legal {
                all.push((Turn::from_slice(turn), next.clone()));
            }
        });
        if any_legal || self.is_check(pos) {
            return;
        }
        for (turn, next) in &all {
            visit(turn, next);
        }
    }

    /// Whether some turn from `pos` leaves the mover's King safe or
    /// captures the enemy King: the search of raw turns, stopped at the
    /// first such turn ([`kernel::walk::some_end`]).
    fn has_safe_turn(&self, pos: &Position) -> bool {
        let us = pos.side_to_move();
        kernel::walk::some_end(self, pos, |next| {
            self.king_of(next.board(), !us).is_none() || !self.exposed(next)
        })
    }

    /// `turn` with its autostops where the notation reader puts them: each
    /// as early as the piece is blocked, unless a later event is its
    /// momentum move or stop. Writing then reading a turn gives it back.
    fn canonical(&self, pos: &Position, turn: &[Step]) -> Turn<Step> {
        let written: Vec<Step> = turn
            .iter()
            .copied()
            .filter(|s| !matches!(s, Step::Autostop { .. }))
            .collect();
        let mut cur = pos.clone();
        let mut out = Turn::new();
        for (i, &w) in written.iter().enumerate() {
            let pending = cur.effective_turn().pending;
            for p in position::squares(pending) {
                let named = written[i..].iter().any(|s| {
                    matches!(s, Step::Momentum { from, .. } if *from == p)
                        || matches!(s, Step::Stop { at } if *at == p)
                });
                let Some(m) = cur.motion[p.index()] else {
                    continue;
                };
                if !named && self.momentum_target(cur.board(), p, m).is_none() {
                    out.push(Step::Autostop { at: p });
                    self.apply(&mut cur, Step::Autostop { at: p });
                }
            }
            out.push(w);
            self.apply(&mut cur, w);
        }
        for p in position::squares(cur.effective_turn().pending) {
            out.push(Step::Autostop { at: p });
        }
        out
    }

    fn explain(&self, pos: &Position, step: Step) -> String {
        let st = pos.effective_turn();
        let board = pos.board();
        let pending = |s: Square| st.pending & position::bit(s) != 0;
        match step {
            Step::Momentum { from, .. } if !pending(from) => {
                format!(
                    "the piece on {from} is not in motion, or has already been resolved this turn"
                )
            }
            Step::Momentum { from, .. } => match pos.motion(from) {
                Some(m) if self.momentum_target(board, from, m).is_none() => {
                    format!("the piece on {from} cannot go on with its momentum {m}: it autostops")
                }
                _ => format!("the piece on {from} moves on by its momentum, not there"),
            },
            Step::Autostop { at } => {
                format!("the piece on {at} can still move on, so it does not autostop")
            }
            Step::Stop { .. } | Step::Start(_) if st.action_used => {
                "the turn's one action (a start or a stop) has already been made".to_string()
            }
            Step::Stop { at } => format!("the piece on {at} is not in motion"),
            Step::End if self.options.action != ActionRule::Optional => {
                "a turn ends once every piece in motion is resolved and its one action made; it has no other end (action=compulsory)".to_string()
            }
            Step::End => match position::squares(st.pending).next() {
                Some(p) => format!(
                    "the piece on {p} must still move on by its momentum or be stopped before the turn ends"
                ),
                None => "no piece has moved on by its momentum this turn, so the turn needs its one action, a start or a stop".to_string(),
            },
            Step::Start(mv) => {
                let Some(piece) = board.get(mv.from) else {
                    return format!("there is no piece on {}", mv.from);
                };
                if pending(mv.from) {
                    return format!(
                        "the piece on {} is in motion and can still go on, so it cannot start in another direction",
                        mv.from
                    );
                }
                if pos.motion(mv.from).is_some() {
                    return format!(
                        "the piece on {} moved on by momentum this turn and cannot move again",
                        mv.from
                    );
                }
                if let MoveKind::Castle(_) = mv.kind {
                    return "castling is not allowed here (rights, squares between, or the King would be capturable on its way)".to_string();
                }
                format!(
                    "the {} on {} cannot move to {} that way",
                    self.piece_name(piece),
                    mv.from,
                    mv.to
                )
            }
        }
    }
}

impl Variant for Momentum {
    type Position = Position;
    type Step = Step;
    type PositionError = PositionError;
    type NotationError = NotationError;

    fn name(&self) -> &str {
        "momentum"
    }

    fn start_position(&self) -> Position {
        self.start.clone()
    }

    fn read_position(&self, text: &str) -> Result<Position, PositionError> {
        self.parse_position(text)
    }

    fn write_position(&self, position: &Position) -> String {
        self.position_text(position)
    }

    fn side_to_move(&self, position: &Position) -> Color {
        position.side_to_move()
    }

    fn in_turn(&self, position: &Position) -> bool {
        position.turn.begun
    }

    fn steps(&self, position: &Position, out: &mut Vec<Step>) {
        self.gen_steps(position, out);
    }

    /// Plays `step` (see [`Variant::play_step`]); a step that is not legal
    /// is played as best it can be. A step naming a square off the 8x8
    /// board leaves `position` unchanged; a promotion of anything but the
    /// mover's Pawn, or to a kind that is not one of its promotion pieces,
    /// moves the piece as it is. Never panics, and leaves a position whose
    /// text reads back to it.
    fn play_step(&self, position: &mut Position, step: Step) {
        self.play(position, step);
    }

    fn accept_turn(&self, before: &Position, after: &Position) -> Result<(), String> {
        let us = before.side_to_move();
        if self.options.check == CheckRule::Stealth
            || self.king_of(after.board(), !us).is_none()
            || !self.exposed(after)
        {
            return Ok(());
        }
        if self.is_check(before) {
            return Err("it leaves the King capturable, and the King is in check".to_string());
        }
        if self.has_safe_turn(before) {
            return Err("it leaves the King capturable by the opponent's next turn".to_string());
        }
        Ok(())
    }

    fn diagram(&self, position: &Position) -> String {
        position.draw(|p| self.game.piece_char(p), |p| self.piece_prefix(p))
    }

    fn legend(&self) -> kernel::scene::Legend {
        self.report_legend()
    }

    fn scene(&self, position: &Position) -> Option<kernel::scene::Scene> {
        Some(self.report_scene(position))
    }

    fn events(&self, position: &Position, step: Step) -> Vec<kernel::scene::Event> {
        self.report_events(position, step)
    }

    fn in_check(&self, position: &Position) -> bool {
        self.is_check(position)
    }

    fn name_piece(&self, piece: Piece) -> Option<kernel::NamedPiece> {
        self.game.name_piece(piece)
    }

    /// A King taken, then a dead position (bare Kings under
    /// `check=refuse`), no turn at all (checkmate or stalemate), then the
    /// draws that come by themselves: seventy-five moves, fivefold
    /// repetition (FIDE's, rule 1; threefold repetition and fifty moves
    /// are claims).
    fn outcome(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if let Some(ended) = self.king_removed_or_dead(position) {
            return Some(ended);
        }
        if !self.has_legal_turn(position) {
            let side = position.side_to_move();
            return Some(if self.is_check(position) {
                Outcome {
                    result: GameResult::Win(!side),
                    reason: EndReason::Checkmate,
                }
            } else {
                Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Stalemate,
                }
            });
        }
        self.automatic_draw(position, history)
    }

    /// The ends of [`Variant::outcome`] but checkmate and stalemate, which
    /// alone need a walk of the turn's steps (to the first legal turn).
    fn outcome_without_mobility(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        self.king_removed_or_dead(position)
            .or_else(|| self.automatic_draw(position, history))
    }

    /// FIDE's claims (rule 1): `threefold-repetition`, `fifty-moves`.
    fn claims(&self) -> &[&'static str] {
        self.game.rules().draws.claims()
    }

    /// Judges a claim of FIDE's draws at a turn boundary, by either
    /// player; refused in the middle of a turn and once the game has
    /// ended.
    fn claim(
        &self,
        position: &Position,
        history: &[u64],
        claimant: Color,
        claim: &str,
    ) -> Result<Outcome, kernel::RefusedClaim> {
        let _ = claimant;
        let verdict = self.game.rules().draws.claim(
            self.repetition_key(position),
            history,
            u32::from(position.chess.halfmove_clock()),
            claim,
        )?;
        if position.turn.begun {
            return Err(kernel::RefusedClaim::Refused(
                "a claim is made between turns, not in the middle of one".to_string(),
            ));
        }
        if let Some(outcome) = self.outcome(position, history) {
            return Err(kernel::RefusedClaim::Refused(format!(
                "the game is over ({outcome})"
            )));
        }
        Ok(verdict)
    }

    fn claimable(&self, position: &Position, history: &[u64]) -> Option<Outcome> {
        if position.turn.begun {
            return None;
        }
        self.game.rules().draws.claimable(
            self.repetition_key(position),
            history,
            u32::from(position.chess.halfmove_clock()),
        )
    }

    fn repetition_key(&self, position: &Position) -> u64 {
        use std::hash::{Hash, Hasher};
        // The kernel's fast hasher: SipHash here was a tenth of the
        // engine's time (it asks at every node).
        let mut h = kernel::fast_hash::FastHasher::default();
        position.board().hash(&mut h);
        crate::position::hash_motions(&position.motion, &mut h);
        position.side_to_move().hash(&mut h);
        position.chess.castling().hash(&mut h);
        position.chess.en_passant().hash(&mut h);
        h.finish()
    }

    fn read_turn(&self, position: &Position, text: &str) -> Result<Turn<Step>, NotationError> {
        self.read(position, text)
    }

    /// The turn as the text writes it, with `+` when it gives check.
    fn write_turn(&self, position: &Position, turn: &[Step]) -> String {
        let mut text = self.write(position, turn);
        let after = self.play_turn_unchecked(position, turn);
        let opponent = !position.side_to_move();
        if !after.in_turn()
            && after.side_to_move() == opponent
            && self.king_of(after.board(), opponent).is_some()
            && self.is_check(&after)
        {
            text.push('+');
        }
        text
    }

    fn write_step(&self, position: &Position, step: Step) -> String {
        match step {
            Step::Autostop { at } => format!("autostop {at}"),
            Step::End => "end of turn".to_string(),
            _ => self.write(position, &[step]),
        }
    }

    fn explain_step(&self, position: &Position, step: Step) -> String {
        self.explain(position, step)
    }

    /// Whether [`Momentum::for_each_legal_turn`] would visit a turn,
    /// found without listing them: the search of raw turns (with the
    /// plans), stopped at the first that leaves the King safe or takes the
    /// enemy King, or, for a player not in check (who must play an
    /// exposing turn if nothing else is left), at the first turn at all;
    /// under `check=stealth` at the first turn.
    fn has_legal_turn(&self, position: &Position) -> bool {
        if self.game_over(position) {
            return false;
        }
        let strict = self.options.check != CheckRule::Stealth && self.is_check(position);
        let us = position.side_to_move();
        kernel::walk::some_end(self, position, |next| {
            !strict || self.king_of(next.board(), !us).is_none() || !self.exposed(next)
        })
    }

    fn legal_turns(&self, position: &Position, out: &mut Vec<Turn<Step>>) {
        self.for_each_legal_turn(position, |turn, _| out.push(self.canonical(position, turn)));
    }

    /// The board terms of every army's pieces and the pieces in motion:
    /// where the rules carry each next turn ([`crate::engine_terms`]).
    fn search_terms(&self) -> Box<dyn kernel::search_terms::SearchTerms<Self>> {
        Box::new(crate::engine_terms::MomentumTerms::new())
    }

    fn count_turns(&self, position: &Position) -> u64 {
        let mut n = 0;
        self.for_each_legal_turn(position, |_, _| n += 1);
        n
    }

    /// Splits the turn's search by the signature of its action (the
    /// partial-order reduction; the argument that no turn is lost is in
    /// the `reduction` module).
    fn turn_plans(&self, start: &Position, plans: &mut Vec<u64>) -> bool {
        reduction::turn_plans(self, start, plans)
    }

    fn plan_steps(&self, start: &Position, plan: u64, at: &Position, out: &mut Vec<Step>) {
        reduction::plan_steps(self, start, plan, at, out);
    }

    fn plan_free(&self, at: &Position) -> bool {
        reduction::plan_free(at)
    }

    fn play_turn_unchecked(&self, position: &Position, turn: &[Step]) -> Position {
        let mut next = position.clone();
        for &step in turn {
            self.apply(&mut next, step);
        }
        if next.turn.begun {
            self.finish_turn(&mut next);
        }
        next
    }

    fn play_turn(&self, position: &Position, turn: &[Step]) -> Result<Position, IllegalTurn> {
        if turn.is_empty() {
            return Err(IllegalTurn::Empty);
        }
        let mut next = position.clone();
        let mut steps = Vec::new();
        for (i, &step) in turn.iter().enumerate() {
            steps.clear();
            if i == 0 || next.turn.begun {
                self.gen_steps(&next, &mut steps);
            }
            if !steps.contains(&step) {
                let reason = if i > 0 && !next.turn.begun {
                    "the turn is already complete: every piece in motion is resolved and the one action is made".to_string()
                } else {
                    self.explain(&next, step)
                };
                return Err(IllegalTurn::Step {
                    index: i + 1,
                    step: self.write_step(&next, step),
                    reason,
                });
            }
            self.play(&mut next, step);
        }
        if next.turn.begun {
            let st = next.turn;
            let mut why = Vec::new();
            for p in position::squares(st.pending) {
                why.push(format!(
                    "the piece on {p} must still move on by its momentum or be stopped"
                ));
            }
            if !st.action_used && self.may_end(&next) {
                why.push(
                    "the turn must be ended (a turn without its action ends by an explicit end)"
                        .to_string(),
                );
            } else if !st.action_used {
                why.push("the turn needs one action, a start or a stop".to_string());
            }
            return Err(IllegalTurn::Unfinished(why.join("; ")));
        }
        self.accept_turn(position, &next)
            .map_err(IllegalTurn::Refused)?;
        Ok(next)
    }
}
