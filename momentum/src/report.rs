//! What a game report shows of Momentum Chess (issue 19): the key to the
//! two armies and to the notation of momentum, every piece in motion with
//! where it goes next (or why it autostops), and the events of a turn in
//! the order played: momentum moves, autostops, the action, captures and
//! promotions. A reader can then follow a game without working out any
//! momentum by hand.

use crate::pieces::{Army, KING, PAWN};
use crate::position::{Motion, Position};
use crate::rules::Step;
use crate::Momentum;
use kernel::chesslike::{Move, MoveKind};
use kernel::scene::{Event, EventKind, Legend, LegendPiece, Next, Scene, SceneMotion};
use kernel::{Board, Color, Piece, Square};

/// Whether the momentum `m` of the piece on `from` points off the board.
fn off_board(board: &Board, from: Square, m: Motion) -> bool {
    from.offset(m.dx, m.dy, board.geometry()).is_none()
}

/// The army's name as the Chess Variant Pages write it.
fn army_title(army: Army) -> &'static str {
    match army {
        Army::FabulousFides => "Fabulous FIDEs",
        Army::ColorboundClobberers => "Colorbound Clobberers",
        Army::NuttyKnights => "Nutty Knights",
        Army::RemarkableRookies => "Remarkable Rookies",
        Army::ForwardFides => "Forward FIDEs",
    }
}

impl Momentum {
    /// The legend: King and Pawn, then each side's army, and the keys to
    /// the notation and to the marks of the report.
    pub(crate) fn report_legend(&self) -> Legend {
        let [white, black] = self.armies();
        let mut pieces = vec![
            LegendPiece {
                white: Some('K'),
                black: Some('k'),
                name: "King".to_string(),
                betza: "K".to_string(),
                note: "every army; no momentum".to_string(),
            },
            LegendPiece {
                white: Some('P'),
                black: Some('p'),
                name: "Pawn".to_string(),
                betza: "fmWfcF".to_string(),
                note: "every army; a first move of two squares".to_string(),
            },
        ];
        let sides: Vec<(Army, Option<Color>)> = if white == black {
            vec![(white, None)]
        } else {
            vec![(white, Some(Color::White)), (black, Some(Color::Black))]
        };
        for (army, side) in sides {
            for (letter, name, betza) in army.pieces() {
                pieces.push(LegendPiece {
                    white: (side != Some(Color::Black)).then_some(letter),
                    black: (side != Some(Color::White)).then(|| letter.to_ascii_lowercase()),
                    name: name.to_string(),
                    betza: betza.to_string(),
                    note: match side {
                        Some(Color::White) => format!("{} (White)", army_title(army)),
                        Some(Color::Black) => format!("{} (Black)", army_title(army)),
                        None => format!("{} (both sides)", army_title(army)),
                    },
                });
            }
        }
        Legend {
            pieces,
            keys: vec![
                "Turns: a Pawn is written without a letter, any other piece by its letter \
                 on the boards, in capitals (H is the Half-Duck); a turn may also name it \
                 by its Betza string in brackets, as the rule text does ((HFD)), or by the \
                 FIDE letter of its place in the start position; '-' moves, ':' captures, \
                 and a piece written from a square to the same square (e2-e2) is stopped."
                    .to_string(),
                "Momentum: +1-2 is one file to the right and two ranks down the board (as \
                 White sees it), repeated every turn of its owner; an x before it (x+1-2) is \
                 a capture speed: the piece goes on only by capturing, and autostops \
                 otherwise. Pieces in motion are marked * on the boards."
                    .to_string(),
            ],
            figure: Vec::new(),
        }
    }

    /// How the report names a piece: `Pawn`, `King`, a Fabulous FIDEs
    /// piece by its name, any other by its name and Betza string
    /// (`Half-Duck (HFD)`), as the rule text writes it.
    fn report_name(&self, piece: Piece) -> String {
        match piece.kind() {
            PAWN => "Pawn".to_string(),
            KING => "King".to_string(),
            k => match (Army::of_kind(k), self.game.rules().kinds.get(k as usize)) {
                (Some((Army::FabulousFides, _)), Some(kind)) => kind.name.clone(),
                (_, Some(kind)) => format!("{} ({})", kind.name, kind.betza),
                (_, None) => "piece".to_string(),
            },
        }
    }

    /// `the black Charging Knight (fhNrlbK)`.
    fn the_piece(&self, piece: Piece) -> String {
        format!("the {} {}", piece.color(), self.report_name(piece))
    }

    /// Why the piece on `from` cannot go on by its momentum `m` on
    /// `board`, or `None` if it can: the reasons of the rule that
    /// [`Momentum::momentum_target`] applies, in words.
    fn blocked(&self, board: &Board, from: Square, m: Motion) -> Option<String> {
        let piece = board.get(from)?;
        let Some(to) = from.offset(m.dx, m.dy, board.geometry()) else {
            return Some("off the board".to_string());
        };
        if self.slides(piece, m) {
            let n = m.dx.abs().max(m.dy.abs());
            let (sx, sy) = (m.dx.signum(), m.dy.signum());
            for k in 1..n {
                let passed = from.offset(sx * k, sy * k, board.geometry())?;
                if board.get(passed).is_some() {
                    return Some(format!("{passed} is in the way"));
                }
            }
        }
        match board.get(to) {
            None if m.capture => Some(format!("nothing to capture on {to}")),
            Some(p) if !m.capture => Some(format!("{to} is occupied by {}", self.the_piece(p))),
            Some(p) if p.color() == piece.color() => {
                Some(format!("{to} holds its own side's {}", self.report_name(p)))
            }
            _ => None,
        }
    }

    /// The position as a report draws it: every piece in motion with
    /// where its momentum takes it as the board stands.
    pub(crate) fn report_scene(&self, pos: &Position) -> Scene {
        let board = pos.board();
        let mut scene = Scene::of_board(board, pos.side_to_move(), |p| self.game.piece_char(p));
        scene.momentum = true;
        for (square, m) in pos.in_motion() {
            let Some(piece) = board.get(square) else {
                continue;
            };
            let (next, note) = match (
                self.momentum_target(board, square, m),
                self.blocked(board, square, m),
            ) {
                (Some(to), _) => match board.get(to) {
                    Some(victim) => (Next::Captures, format!("takes {}", self.the_piece(victim))),
                    None if self.promotes(piece, to) => {
                        (Next::Goes, "reaches the last rank and promotes".to_string())
                    }
                    None => (Next::Goes, String::new()),
                },
                // Off the board, the line says so already.
                (None, _) if off_board(board, square, m) => {
                    (Next::Autostops, "autostops".to_string())
                }
                (None, why) => (
                    Next::Autostops,
                    format!(
                        "{}: autostops",
                        why.unwrap_or_else(|| "blocked".to_string())
                    ),
                ),
            };
            scene.motions.push(SceneMotion {
                square,
                color: piece.color(),
                piece: self.report_name(piece),
                momentum: m.to_string(),
                toward: (m.dx, m.dy),
                next,
                note,
            });
        }
        scene
    }

    /// The events of `step` played from `pos`.
    pub(crate) fn report_events(&self, pos: &Position, step: Step) -> Vec<Event> {
        let board = pos.board();
        // The mover is the owner of the piece that moves: a turn replayed
        // as written (an illegal one) may go on after the rules ended it.
        let mover = match step {
            Step::Momentum { from, .. } => board.get(from),
            Step::Start(mv) => board.get(mv.from),
            _ => None,
        };
        let us = mover.map_or(pos.side_to_move(), |p| p.color());
        match step {
            Step::Momentum {
                from,
                to,
                promotion: kind,
            } => self.momentum_events(pos, us, from, to, kind),
            Step::Autostop { at } => {
                let mut out = Vec::new();
                if let (Some(piece), Some(m)) = (board.get(at), pos.motion(at)) {
                    let why = self
                        .blocked(board, at, m)
                        .unwrap_or_else(|| "it could go on".to_string());
                    out.push(Event::new(
                        EventKind::Autostop,
                        format!(
                            "autostop: {} on {at} ({m}) stops: {why}",
                            self.report_name(piece)
                        ),
                        None,
                        Some(at),
                    ));
                }
                out
            }
            Step::Stop { at } => {
                let mut out = Vec::new();
                if let Some(piece) = board.get(at) {
                    out.push(Event::new(
                        EventKind::Stop,
                        format!(
                            "the action, a stop: {} on {at} loses its momentum",
                            self.report_name(piece)
                        ),
                        None,
                        Some(at),
                    ));
                }
                out
            }
            Step::Start(mv) => self.start_events(pos, us, mv),
            Step::End => vec![Event::new(
                EventKind::Other,
                "the turn ends without its action (action=optional)",
                None,
                None,
            )],
        }
    }

    /// The events of a piece of `us` going on by its momentum from `from`
    /// to `to` in `pos`, promoting to `kind` if it does: the move, what it
    /// captures, the promotion.
    fn momentum_events(
        &self,
        pos: &Position,
        us: Color,
        from: Square,
        to: Square,
        kind: Option<u8>,
    ) -> Vec<Event> {
        let board = pos.board();
        let mut out = Vec::new();
        let Some(piece) = board.get(from) else {
            return out;
        };
        let sep = if board.get(to).is_some() { ':' } else { '-' };
        let momentum = pos
            .motion(from)
            .map(|m| format!(" ({m})"))
            .unwrap_or_default();
        out.push(Event::new(
            EventKind::Momentum,
            format!(
                "momentum: {} {from}{sep}{to}{momentum}",
                self.report_name(piece)
            ),
            Some(from),
            Some(to),
        ));
        out.extend(self.capture_event(board, us, to));
        out.extend(self.promotion_event(us, to, kind));
        out
    }

    /// The events of the action `mv`, a start of a piece of `us` in `pos`:
    /// the move (a castling in one line), what it captures, a promotion.
    fn start_events(&self, pos: &Position, us: Color, mv: Move) -> Vec<Event> {
        let board = pos.board();
        let mut out = Vec::new();
        let Some(piece) = board.get(mv.from) else {
            return out;
        };
        if let MoveKind::Castle(side) = mv.kind {
            if let Some(c) = self.castling[us.index()].get(side as usize) {
                let rook = board
                    .get(c.rook_from)
                    .map_or("piece".to_string(), |p| self.report_name(p));
                out.push(Event::new(
                    EventKind::Move,
                    format!(
                        "the action, a start: castling, King {}-{} and {rook} {}-{}, which is now in motion",
                        c.king_from, c.king_to, c.rook_from, c.rook_to
                    ),
                    Some(c.king_from),
                    Some(c.king_to),
                ));
            }
            return out;
        }
        let victim = match mv.kind {
            MoveKind::EnPassant => Square::new(mv.to.file(), mv.from.rank()),
            _ => mv.to,
        };
        let sep = if board.get(victim).is_some() {
            ':'
        } else {
            '-'
        };
        let rest = if piece.kind() == KING {
            " (a King has no momentum)"
        } else {
            ""
        };
        out.push(Event::new(
            EventKind::Move,
            format!(
                "the action, a start: {} {}{sep}{}{rest}",
                self.report_name(piece),
                mv.from,
                mv.to
            ),
            Some(mv.from),
            Some(mv.to),
        ));
        out.extend(self.capture_event(board, us, victim));
        if let MoveKind::Promotion(k) = mv.kind {
            out.extend(self.promotion_event(us, mv.to, Some(k)));
        }
        out
    }

    /// The capture of the piece on `at`, if it is an enemy of `us`.
    fn capture_event(&self, board: &Board, us: Color, at: Square) -> Option<Event> {
        let victim = board.get(at).filter(|p| p.color() != us)?;
        Some(Event::new(
            EventKind::Capture,
            format!("captured: {} on {at}", self.the_piece(victim)),
            None,
            Some(at),
        ))
    }

    /// The promotion of a Pawn of `us` on `at` to the kind `kind`, if any.
    fn promotion_event(&self, us: Color, at: Square, kind: Option<u8>) -> Option<Event> {
        let k = kind?;
        Some(Event::new(
            EventKind::Change,
            format!(
                "promotion: the Pawn becomes a {} on {at}, and keeps the Pawn's momentum",
                self.report_name(Piece::new(us, k))
            ),
            None,
            Some(at),
        ))
    }
}
