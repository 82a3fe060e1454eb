//! The game: the position plus everything the rules need beyond it —
//! move history with undo, superko history, prisoners, passes, handicap,
//! the capture choice and the clocks. The komi is the rules' (one value,
//! kept in [`Rules`]); the game only remembers whether the client set it,
//! so that a komi the client chose survives a change of rules.
//!
//! The setup position (handicap and setup stones) is the root and can
//! never be undone; moves after it are replayed from the root on undo,
//! which costs microseconds and keeps one source of truth.

pub mod clock;

use crate::board::{AnyBoard, Color, Grid, Illegal, Move, Played, Vertex, WHITE_TO_MOVE};
use crate::rules::{KoRule, Rules, zuozi};
use crate::rules::{ScoreBreakdown, ScoreInput, score};

pub use clock::{Clock, MoveTime, TimeSettings};

/// Why a move or a setup was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameError {
    Illegal(Illegal),
    /// The move would repeat an earlier whole-board position.
    Superko,
    /// Handicap or setup stones need an empty board with no moves.
    BoardNotEmpty,
    /// Nothing to undo.
    CannotUndo,
    /// A pass during the rules' no-pass opening.
    PassInOpening,
    /// A capture of the mover's own chains where the rules give no
    /// capture choice or the move leaves no chains of both colours without
    /// liberties.
    NoCaptureChoice,
    /// The board size has no points for the zuozi stones.
    NoZuozi,
}

/// One move of the game with what it changed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveRecord {
    pub color: Color,
    pub mv: Move,
    /// Opponent stones captured by this move.
    pub captured: u32,
    /// Own stones removed by this move: a legal suicide, or the mover's
    /// choice under the capture-choice rule.
    pub suicided: u32,
    /// The mover chose to remove its own chains rather than the
    /// opponent's (`tengen-play_capture_own`).
    pub capture_own: bool,
    /// The player to move the client had set (`gogui-setup_player`)
    /// before this move, given back by undo.
    pub player_set: Option<Color>,
    /// Replayed from a game record although it repeats an earlier
    /// position that these rules' superko forbids: the record was played
    /// under other rules (simple ko, or a Japanese game that went on after
    /// a repetition). Replays (undo, a change of rules) keep it.
    pub repeats_position: bool,
}

/// A game in progress.
#[derive(Clone)]
pub struct Game {
    rules: Rules,
    /// Whether the client set the komi (GTP `komi`, `KM`, a rules JSON
    /// with `komi`): then it survives rule changes, `boardsize` and
    /// `clear_board`; otherwise it follows the rules' default.
    komi_explicit: bool,
    root: Grid,
    /// Handicap stones placed by handicap commands.
    root_handicap: u32,
    /// Who moves first from the root when a setup said so; `None` means
    /// the rules' first player.
    root_to_move: Option<Color>,
    /// Prisoners taken before the root position: a record that sets up
    /// stones after some moves (SGF `AE` mid-game) folds those moves into
    /// a new root but keeps their captures.
    root_captures: [u32; 2],
    board: AnyBoard,
    moves: Vec<MoveRecord>,
    /// Superko keys of every position so far, the root's first.
    history: Vec<u64>,
    /// The player to move set by the client (GoGui's
    /// `gogui-setup_player`) after moves were played, until the next move.
    next_player: Option<Color>,
    pub clock: Clock,
}

impl Game {
    /// An empty board of `size` under `rules`, the rules' first player to
    /// move.
    pub fn new(size: usize, rules: Rules) -> Game {
        let root = Grid::new(size);
        let board = AnyBoard::new(size);
        let mut game = Game {
            rules,
            komi_explicit: false,
            root,
            root_handicap: 0,
            root_to_move: None,
            root_captures: [0; 2],
            board,
            moves: Vec::new(),
            history: Vec::new(),
            next_player: None,
            clock: Clock::default(),
        };
        game.history
            .push(game.superko_key(game.board.hash(), game.root_to_move()));
        game
    }

    /// A fresh empty board of `size`, keeping rules, komi and time settings
    /// (GTP `boardsize` and `clear_board`).
    pub fn reset(&mut self, size: usize) {
        let mut fresh = Game::new(size, self.rules);
        fresh.komi_explicit = self.komi_explicit;
        fresh.clock = self.clock.restarted();
        *self = fresh;
    }

    /// Who moves first from the root.
    fn root_to_move(&self) -> Color {
        self.root_to_move.unwrap_or(self.rules.first_player)
    }

    pub fn size(&self) -> usize {
        self.board.size()
    }

    pub fn board(&self) -> &AnyBoard {
        &self.board
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The komi in force: the rules' komi.
    pub fn komi(&self) -> f64 {
        self.rules.komi
    }

    /// The komi when the client set it (rather than the rules' default).
    pub fn explicit_komi(&self) -> Option<f64> {
        self.komi_explicit.then_some(self.rules.komi)
    }

    /// Sets the komi of the rules in force as the client's choice: it then
    /// survives rule changes that do not name a komi.
    pub fn set_komi(&mut self, komi: f64) {
        self.rules.komi = komi;
        self.komi_explicit = true;
    }

    /// Changes the rules, keeping the position when every move so far is
    /// still legal under the new ones; otherwise leaves the game as it was
    /// and reports the first move that is not. A komi the client set
    /// stays; otherwise the new rules' komi applies.
    pub fn set_rules(&mut self, mut rules: Rules) -> Result<(), GameError> {
        if self.komi_explicit {
            rules.komi = self.rules.komi;
        }
        let mut trial = self.clone();
        trial.rules = rules;
        trial.replay(self.moves.clone())?;
        trial.next_player = self.next_player;
        *self = trial;
        Ok(())
    }

    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    /// Superko keys of every position so far, the root's first: one more
    /// than there are moves. Equal prefixes mean the same game so far.
    pub fn position_keys(&self) -> &[u64] {
        &self.history
    }

    pub fn last_move(&self) -> Option<&MoveRecord> {
        self.moves.last()
    }

    /// The side to move: the opponent of the last mover, or at the start
    /// the rules' first player (the other one after handicap stones).
    pub fn to_move(&self) -> Color {
        self.next_player.unwrap_or_else(|| {
            self.moves
                .last()
                .map_or(self.root_to_move(), |m| m.color.opponent())
        })
    }

    /// Makes `color` the player to move (GoGui's `gogui-setup_player`):
    /// of the setup position when no move was played, else until the next
    /// move or undo. Moves of either colour stay legal, as in GTP.
    pub fn set_to_move(&mut self, color: Color) {
        if self.moves.is_empty() {
            let (root, handicap, captures) =
                (self.root.clone(), self.root_handicap, self.root_captures);
            self.set_root_with_captures(root, color, handicap, captures);
        } else {
            self.next_player = Some(color);
        }
    }

    /// The setup position every undo returns to at most.
    pub fn root(&self) -> &Grid {
        &self.root
    }

    /// Number of consecutive passes at the end of the move list.
    pub fn trailing_passes(&self) -> usize {
        self.moves
            .iter()
            .rev()
            .take_while(|m| m.mv == Move::Pass)
            .count()
    }

    /// Handicap stones: those placed by handicap commands, or else the
    /// stones the first player played in a row before the other's first
    /// move (clients such as Sabaki send handicap as consecutive `play b`).
    pub fn handicap(&self) -> u32 {
        if self.root_handicap > 0 {
            return self.root_handicap;
        }
        let first = self.rules.first_player;
        let leading = self
            .moves
            .iter()
            .take_while(|m| m.color == first)
            .filter(|m| m.mv != Move::Pass)
            .count() as u32;
        if leading >= 2 { leading } else { 0 }
    }

    /// Stones each colour has put on the board (setup, handicap and moves),
    /// captured ones included.
    pub fn stones_placed(&self) -> [u32; 2] {
        let mut placed = [0; 2];
        for v in self.root.vertices() {
            if let Some(c) = self.root.get(v) {
                placed[c.index()] += 1;
            }
        }
        for m in &self.moves {
            if m.mv != Move::Pass {
                placed[m.color.index()] += 1;
            }
        }
        placed
    }

    /// Prisoners taken by each colour during play (indexed by capturer).
    pub fn captures(&self) -> [u32; 2] {
        [
            self.root_captures[0] + self.board.captures(Color::Black),
            self.root_captures[1] + self.board.captures(Color::White),
        ]
    }

    fn superko_key(&self, stone_hash: u64, to_move: Color) -> u64 {
        match self.rules.ko {
            KoRule::Situational if to_move == Color::White => stone_hash ^ WHITE_TO_MOVE,
            _ => stone_hash,
        }
    }

    /// Whether `color` may play `mv` now under the current rules.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), GameError> {
        let Move::Play(v) = mv else {
            return if self.in_no_pass_opening() {
                Err(GameError::PassInOpening)
            } else {
                Ok(())
            };
        };
        self.board
            .check(v, color, self.rules.suicide)
            .map_err(GameError::Illegal)?;
        if self.rules.ko != KoRule::Simple {
            let key = self.superko_key(self.board.hash_after(mv, color), color.opponent());
            if self.history.contains(&key) {
                return Err(GameError::Superko);
            }
        }
        Ok(())
    }

    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        self.check(color, mv).is_ok()
    }

    /// Whether the next move is one of the rules' no-pass opening moves.
    pub fn in_no_pass_opening(&self) -> bool {
        (self.moves.len() as u64) < u64::from(self.rules.no_pass_opening)
    }

    /// Whether `color` playing `mv` would recreate an earlier whole-board
    /// position, whatever the ko rule. Under simple ko such a move is
    /// legal, but the engine does not choose it: a cycle ends a Japanese
    /// game without result, and referees such as gogui-twogtp forbid it.
    pub fn repeats_position(&self, color: Color, mv: Move) -> bool {
        let Move::Play(_) = mv else {
            return false;
        };
        let stones = self.board.hash_after(mv, color);
        // Situational keys carry the side to move; look for both forms.
        self.history.contains(&stones) || self.history.contains(&(stones ^ WHITE_TO_MOVE))
    }

    /// Plays a move (any colour: GTP allows the same colour twice).
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), GameError> {
        self.check(color, mv)?;
        self.play_on_board(color, mv, false)
    }

    /// Plays a move of a game record: like [`Game::play`], but a move that
    /// only breaks these rules' superko is played all the same, since the
    /// record was played under its own rules. Returns whether it did so.
    pub fn play_recorded(&mut self, color: Color, mv: Move) -> Result<bool, GameError> {
        match self.play(color, mv) {
            Err(GameError::Superko) => {
                self.play_on_board(color, mv, true)?;
                Ok(true)
            }
            other => other.map(|()| false),
        }
    }

    /// Plays a move whose superko has been checked, or is excused
    /// (`repeats`, which the history keeps), and appends it to the
    /// history. The board still refuses what no rules allow.
    fn play_on_board(&mut self, color: Color, mv: Move, repeats: bool) -> Result<(), GameError> {
        let played = self
            .board
            .play(mv, color, self.rules.suicide)
            .map_err(GameError::Illegal)?;
        self.record(color, mv, played, false, repeats);
        Ok(())
    }

    /// The board after `color` plays at `v` and removes its own chains
    /// left without liberties instead of the opponent's, when the rules
    /// give that choice and the move leaves chains of both colours without
    /// liberties; superko applies as to any move.
    fn after_capture_own(&self, color: Color, v: Vertex) -> Result<AnyBoard, GameError> {
        if !self.rules.capture_choice || !self.board.has_capture_choice(v, color) {
            return Err(GameError::NoCaptureChoice);
        }
        let mut after = self.board.clone();
        after.play_capture_own(v, color);
        if self.rules.ko != KoRule::Simple
            && self
                .history
                .contains(&self.superko_key(after.hash(), color.opponent()))
        {
            return Err(GameError::Superko);
        }
        Ok(after)
    }

    /// Plays `color` at `v` taking the capture choice the other way: the
    /// mover's own chains without liberties are removed and the
    /// opponent's live on (`tengen-play_capture_own`).
    pub fn play_capture_own(&mut self, color: Color, v: Vertex) -> Result<(), GameError> {
        let before = self.board.captures(color.opponent());
        self.board = self.after_capture_own(color, v)?;
        let played = Played {
            captured: 0,
            suicided: self.board.captures(color.opponent()) - before,
        };
        self.record(color, Move::Play(v), played, true, false);
        Ok(())
    }

    /// Appends a move the board has just played to the history.
    fn record(
        &mut self,
        color: Color,
        mv: Move,
        played: Played,
        capture_own: bool,
        repeats_position: bool,
    ) {
        let player_set = self.next_player.take();
        self.moves.push(MoveRecord {
            color,
            mv,
            captured: played.captured,
            suicided: played.suicided,
            capture_own,
            player_set,
            repeats_position,
        });
        self.history
            .push(self.superko_key(self.board.hash(), color.opponent()));
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Result<MoveRecord, GameError> {
        let mut moves = self.moves.clone();
        let last = moves.pop().ok_or(GameError::CannotUndo)?;
        self.replay(moves)
            .expect("a prefix of a legal game is legal");
        self.next_player = last.player_set;
        Ok(last)
    }

    /// Rebuilds the position from the root and plays `moves`.
    fn replay(&mut self, moves: Vec<MoveRecord>) -> Result<(), GameError> {
        self.next_player = None;
        self.board = board_from_grid(&self.root);
        self.moves.clear();
        self.history.clear();
        self.history
            .push(self.superko_key(self.board.hash(), self.root_to_move()));
        for m in moves {
            self.next_player = m.player_set;
            match (m.capture_own, m.mv) {
                (true, Move::Play(v)) => self.play_capture_own(m.color, v)?,
                _ if m.repeats_position => self.play_on_board(m.color, m.mv, true)?,
                _ => self.play(m.color, m.mv)?,
            }
        }
        Ok(())
    }

    /// Replaces the setup position (handicap or setup stones) and clears
    /// the moves. `handicap` counts stones placed by handicap commands.
    pub fn set_root(&mut self, root: Grid, to_move: Color, handicap: u32) {
        self.set_root_with_captures(root, to_move, handicap, [0; 2]);
    }

    /// Like [`Game::set_root`], keeping prisoners taken before the new root
    /// (indexed by capturer).
    pub fn set_root_with_captures(
        &mut self,
        root: Grid,
        to_move: Color,
        handicap: u32,
        captures: [u32; 2],
    ) {
        self.root_captures = captures;
        self.root = root;
        self.root_to_move = Some(to_move);
        self.root_handicap = handicap;
        self.replay(Vec::new()).expect("no moves to replay");
    }

    /// Whether nothing is on the board yet: no setup stones, no moves.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty() && self.root.vertices().all(|v| self.root.get(v).is_none())
    }

    /// Places handicap stones on an empty board with no moves; White moves
    /// next.
    pub fn place_handicap(&mut self, stones: &[Vertex]) -> Result<(), GameError> {
        if !self.is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let mut root = Grid::new(self.size());
        for &v in stones {
            root.set(v, Some(Color::Black));
        }
        self.set_root(root, Color::White, stones.len() as u32);
        Ok(())
    }

    /// Places the four zuozi stones of the ancient Chinese rules
    /// ([`zuozi`]) on an empty board with no moves; the rules' first
    /// player moves next.
    pub fn place_zuozi(&mut self) -> Result<(), GameError> {
        if !self.is_empty() {
            return Err(GameError::BoardNotEmpty);
        }
        let stones = zuozi(self.size()).map_err(|_| GameError::NoZuozi)?;
        let mut root = Grid::new(self.size());
        for (v, color) in stones {
            root.set(v, Some(color));
        }
        self.set_root(root, self.rules.first_player, 0);
        Ok(())
    }

    /// Counts the current board with the given dead stones under the
    /// current rules: the one path `final_score` and the tests share.
    pub fn score(&self, dead: &[Vertex]) -> ScoreBreakdown {
        let grid = self.board.to_grid();
        score(
            &self.rules,
            &ScoreInput {
                board: &grid,
                dead,
                captures: self.captures(),
                handicap: self.handicap(),
            },
        )
    }
}

/// A board holding the stones of `grid` (setup stones, no captures).
pub fn board_from_grid(grid: &Grid) -> AnyBoard {
    let mut board = AnyBoard::new(grid.size());
    for v in grid.vertices() {
        if let Some(c) = grid.get(v) {
            board.setup_stone(v, c);
        }
    }
    board
}

#[cfg(test)]
mod tests;
