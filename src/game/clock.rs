//! Time settings and the two players' clocks.
//!
//! The clock follows `time_left` when the client sends it and otherwise
//! keeps its own account of the engine's thinking time (gogui-twogtp never
//! sends `time_left`). It answers one question for the search: how many
//! seconds may this move take without risking a loss on time.

/// How the game is timed.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub enum TimeSettings {
    /// No time limit.
    #[default]
    Unlimited,
    /// `main` seconds for the whole game.
    Absolute { main: f64 },
    /// Main time, then `stones` moves in every `period` seconds.
    Canadian { main: f64, period: f64, stones: u32 },
    /// Main time, then `periods` periods of `period` seconds, one move each.
    ByoYomi {
        main: f64,
        period: f64,
        periods: u32,
    },
}

impl TimeSettings {
    /// GTP `time_settings M B S`: B > 0 with S = 0 means no limit; B = 0
    /// means absolute time M (no limit when M is 0 too).
    pub fn from_gtp(main: f64, byo: f64, stones: u32) -> TimeSettings {
        if byo > 0.0 && stones == 0 {
            TimeSettings::Unlimited
        } else if byo <= 0.0 {
            if main > 0.0 {
                TimeSettings::Absolute { main }
            } else {
                TimeSettings::Unlimited
            }
        } else {
            TimeSettings::Canadian {
                main,
                period: byo,
                stones,
            }
        }
    }

    fn main(&self) -> f64 {
        match *self {
            TimeSettings::Unlimited => f64::INFINITY,
            TimeSettings::Absolute { main }
            | TimeSettings::Canadian { main, .. }
            | TimeSettings::ByoYomi { main, .. } => main,
        }
    }
}

/// One player's remaining time.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Side {
    main: f64,
    /// Seconds left in the current byo-yomi period (Canadian: for
    /// `stones` moves).
    period: f64,
    /// Canadian: moves still due in this period; byo-yomi: periods left.
    count: u32,
    in_overtime: bool,
}

/// Both players' clocks under one [`TimeSettings`].
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Clock {
    settings: TimeSettings,
    sides: [Option<Side>; 2],
}

impl Clock {
    pub fn new(settings: TimeSettings) -> Clock {
        let mut clock = Clock {
            settings,
            sides: [None, None],
        };
        clock.sides = [clock.fresh_side(), clock.fresh_side()];
        clock
    }

    pub fn settings(&self) -> TimeSettings {
        self.settings
    }

    /// The same settings with full clocks, for a new game.
    pub fn restarted(&self) -> Clock {
        Clock::new(self.settings)
    }

    fn fresh_side(&self) -> Option<Side> {
        let main = self.settings.main();
        match self.settings {
            TimeSettings::Unlimited => None,
            TimeSettings::Absolute { .. } => Some(Side {
                main,
                period: 0.0,
                count: 0,
                in_overtime: false,
            }),
            TimeSettings::Canadian { period, stones, .. } => Some(Side {
                main,
                period,
                count: stones,
                in_overtime: main <= 0.0,
            }),
            TimeSettings::ByoYomi {
                period, periods, ..
            } => Some(Side {
                main,
                period,
                count: periods,
                in_overtime: main <= 0.0,
            }),
        }
    }

    /// GTP `time_left colour seconds stones`: `stones` 0 means main time;
    /// otherwise the player is in overtime (Canadian: `seconds` for
    /// `stones` moves; byo-yomi as KGS sends it: `seconds` of the current
    /// period with `stones` periods left).
    pub fn time_left(&mut self, color: crate::board::Color, seconds: f64, stones: u32) {
        let settings = self.settings;
        let side = self.sides[color.index()].get_or_insert(Side {
            main: 0.0,
            period: 0.0,
            count: 0,
            in_overtime: false,
        });
        if stones == 0 {
            side.main = seconds;
            side.in_overtime = false;
            if let TimeSettings::ByoYomi {
                periods, period, ..
            } = settings
            {
                side.count = periods;
                side.period = period;
            }
            if let TimeSettings::Canadian { stones, period, .. } = settings {
                side.count = stones;
                side.period = period;
            }
        } else {
            side.main = 0.0;
            side.period = seconds;
            side.count = stones;
            side.in_overtime = true;
        }
    }

    /// Charges `seconds` of thinking to `color` after one of its moves.
    pub fn charge(&mut self, color: crate::board::Color, seconds: f64) {
        let settings = self.settings;
        let Some(side) = self.sides[color.index()].as_mut() else {
            return;
        };
        let mut rest = seconds;
        if !side.in_overtime {
            let used = rest.min(side.main);
            side.main -= used;
            rest -= used;
            if side.main > 0.0 {
                return;
            }
            side.in_overtime = true;
        }
        match settings {
            TimeSettings::Canadian { period, stones, .. } => {
                side.period -= rest;
                side.count = side.count.saturating_sub(1);
                if side.count == 0 {
                    side.count = stones;
                    side.period = period;
                }
            }
            TimeSettings::ByoYomi { period, .. } => {
                // Each overrun period is lost; the next move starts afresh.
                while rest > side.period && side.count > 1 {
                    rest -= side.period;
                    side.count -= 1;
                }
                side.period = period;
            }
            _ => side.main = 0.0,
        }
    }

    /// Seconds `color` may spend on this move, given an estimate of the
    /// moves it still has to play and an upper bound on them (`max_moves`),
    /// keeping `lag` seconds in hand for the network and the GUI. `None`
    /// when the game is untimed.
    pub fn move_budget(
        &self,
        color: crate::board::Color,
        moves_left: f64,
        max_moves: f64,
        lag: f64,
    ) -> Option<MoveTime> {
        let side = self.sides[color.index()]?;
        let moves_left = moves_left.max(1.0);
        // The lag margin comes off each overtime move, so it must be a
        // fraction of a short period (1 s byo-yomi would leave nothing).
        let margin = |per_move: f64| lag.min(0.1 * per_move + 0.05);
        // An unclear move may take up to twice its share of the main
        // time (Pachi's worst time for sudden death); the later moves'
        // shares shrink to pay for it. Overtime is never stretched.
        // Before overtime, a move also gets half an overtime move's time.
        let in_main_time = |share: f64, overtime: f64| {
            let half = overtime.max(0.0) * 0.5;
            (share + half, MAIN_TIME_STRETCH * share + half)
        };
        // The least a move takes. Under absolute time, as the spare time
        // above the reserve runs out, a move takes a small part of what
        // is left of it, down to nothing (the search's shortest run), so
        // that a long game never runs the clock out.
        let mut least = MIN_MOVE_TIME;
        let (target, limit) = match self.settings {
            TimeSettings::Unlimited => return None,
            TimeSettings::Absolute { .. } => {
                // What the moves that may still come cost at the least
                // stays in hand too: a long game of captures (429 moves
                // on 19×19) otherwise spent the lag margin as well.
                let reserve = lag + MOVE_FLOOR * max_moves.max(moves_left);
                let spare = (side.main - reserve).max(0.0);
                least = least.min(spare / (RESERVE_MOVES * moves_left));
                let share = spare / moves_left;
                (share, MAIN_TIME_STRETCH * share)
            }
            TimeSettings::Canadian { .. } => {
                let per_stone = side.period / side.count.max(1) as f64;
                let overtime = per_stone - margin(per_stone);
                if side.in_overtime {
                    (overtime, overtime)
                } else {
                    in_main_time((side.main / moves_left).max(0.0), overtime)
                }
            }
            TimeSettings::ByoYomi { .. } => {
                let overtime = side.period - margin(side.period);
                if side.in_overtime {
                    (overtime, overtime)
                } else {
                    in_main_time(side.main / moves_left, overtime)
                }
            }
        };
        let target = target.max(least);
        Some(MoveTime {
            target,
            limit: limit.max(target),
        })
    }
}

/// How long one move may think.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MoveTime {
    /// The time to stop at when the move is clear by then.
    pub target: f64,
    /// The time to stop at however unclear the move still is.
    pub limit: f64,
}

impl MoveTime {
    /// A fixed time a move, never stretched.
    pub fn fixed(seconds: f64) -> MoveTime {
        MoveTime {
            target: seconds,
            limit: seconds,
        }
    }
}

/// Seconds charged to each move beyond the engine's own measure of it:
/// reading the command, writing the reply and the pipes between, which
/// the client's clock sees and the engine's does not. Without it a
/// 429-move 19×19 game under 180 s sudden death took 179.5 s by
/// gogui-twogtp's count (docs/strength.md).
pub const UNSEEN_PER_MOVE: f64 = 0.005;

/// The least real time a move costs, however short its search: the
/// search's shortest run (10 ms, `search::tree::run`) and the protocol's
/// [`UNSEEN_PER_MOVE`].
pub const MOVE_FLOOR: f64 = 0.01 + UNSEEN_PER_MOVE;

/// How far beyond its share of the main time an unclear move may think.
const MAIN_TIME_STRETCH: f64 = 2.0;

/// The least time any move gets while there is time to spare.
const MIN_MOVE_TIME: f64 = 0.05;

/// In the last of its absolute time, a move takes the time left over
/// this many times the moves still expected.
const RESERVE_MOVES: f64 = 10.0;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color;

    #[test]
    fn gtp_time_settings_follow_the_spec() {
        assert_eq!(TimeSettings::from_gtp(0.0, 1.0, 0), TimeSettings::Unlimited);
        assert_eq!(
            TimeSettings::from_gtp(600.0, 0.0, 0),
            TimeSettings::Absolute { main: 600.0 }
        );
        assert_eq!(
            TimeSettings::from_gtp(300.0, 30.0, 5),
            TimeSettings::Canadian {
                main: 300.0,
                period: 30.0,
                stones: 5
            }
        );
    }

    #[test]
    fn one_second_overtime_keeps_most_of_the_second() {
        // gogui-twogtp's `time_settings 0 1 1`: one second per move.
        let clock = Clock::new(TimeSettings::from_gtp(0.0, 1.0, 1));
        let b = clock
            .move_budget(Color::Black, 30.0, 30.0, 1.0)
            .unwrap()
            .target;
        assert!((0.8..1.0).contains(&b), "budget {b}");
        let long = Clock::new(TimeSettings::from_gtp(0.0, 30.0, 1));
        let b = long
            .move_budget(Color::Black, 30.0, 30.0, 1.0)
            .unwrap()
            .target;
        assert!((28.0..=29.0).contains(&b), "budget {b}");
    }

    #[test]
    fn own_clock_runs_down_absolute_time() {
        let mut clock = Clock::new(TimeSettings::Absolute { main: 10.0 });
        let mut spent = 0.0;
        for _ in 0..20 {
            let b = clock
                .move_budget(Color::Black, 20.0, 20.0, 0.5)
                .unwrap()
                .limit;
            spent += b;
            clock.charge(Color::Black, b);
        }
        assert!(spent < 10.0, "spent {spent}");
        assert_eq!(
            clock
                .move_budget(Color::White, 20.0, 20.0, 0.5)
                .map(|t| t.target),
            Some((9.5 - MOVE_FLOOR * 20.0) / 20.0)
        );
    }

    #[test]
    fn a_long_sudden_death_game_keeps_time_in_hand() {
        // 150 moves a side, each thinking as long as it may and costing 3 ms
        // beyond (the protocol, the reply). With a least time of 50 ms a
        // move, the clock ran out at the 47th.
        let mut clock = Clock::new(TimeSettings::Absolute { main: 60.0 });
        for _ in 0..150 {
            let b = clock.move_budget(Color::Black, 10.0, 10.0, 1.0).unwrap();
            clock.charge(Color::Black, b.limit + 0.003);
        }
        let left = clock.sides[Color::Black.index()].unwrap().main;
        assert!(left > 0.0, "ran out");
    }

    #[test]
    fn a_game_of_many_captures_ends_in_time() {
        // A 429-move 19×19 game under 180 s, as gogui-twogtp timed one:
        // 215 moves of ours, each sharing the time over 10 moves to come
        // (the least estimate) with all those still to be played as the
        // bound, searching 10 ms at the least, plus 5 ms the client's
        // clock counts and the engine's does not. The old budget (no
        // allowance, the lag spent as the game ran on) left 0.5 s on the
        // client's clock; this one keeps the floor for every possible move
        // in hand.
        let main = 180.0;
        let mut clock = Clock::new(TimeSettings::Absolute { main });
        let mut real = 0.0;
        for i in 0..215 {
            let to_play = (215 - i) as f64;
            let b = clock.move_budget(Color::Black, 10.0, to_play, 1.0).unwrap();
            let searched = b.target.max(0.01);
            clock.charge(Color::Black, searched + UNSEEN_PER_MOVE);
            real += searched + 0.005;
        }
        let left = clock.sides[Color::Black.index()].unwrap().main;
        assert!(
            (main - left - real).abs() < 1e-6,
            "clock {left}, real {real}"
        );
        assert!(real < main - 1.0, "used {real} of {main}");
    }

    #[test]
    fn canadian_overtime_splits_the_period() {
        let mut clock = Clock::new(TimeSettings::Canadian {
            main: 0.0,
            period: 30.0,
            stones: 5,
        });
        let b = clock.move_budget(Color::Black, 50.0, 50.0, 0.5).unwrap();
        assert_eq!(b.target, b.limit);
        let b = b.target;
        // Each move keeps its own lag margin.
        assert!((b - (6.0 - 0.5)).abs() < 1e-9);
        clock.time_left(Color::Black, 10.0, 2);
        let b = clock
            .move_budget(Color::Black, 50.0, 50.0, 0.5)
            .unwrap()
            .target;
        assert!((b - (5.0 - 0.5)).abs() < 1e-9);
    }

    #[test]
    fn byo_yomi_keeps_a_period_per_move() {
        let clock = Clock::new(TimeSettings::ByoYomi {
            main: 0.0,
            period: 30.0,
            periods: 5,
        });
        assert_eq!(
            clock.move_budget(Color::White, 80.0, 80.0, 1.0),
            Some(MoveTime::fixed(29.0))
        );
        assert_eq!(
            Clock::default().move_budget(Color::White, 80.0, 80.0, 1.0),
            None
        );
    }
}
