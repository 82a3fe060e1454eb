//! The command table: every GTP command tengen knows, with its handler.
//! `list_commands`, `known_command` and `help` are derived from it, so a
//! command is listed exactly when it is implemented.

use super::engine::{Engine, Io, Outcome};
use super::handlers::{analyze, core, debug, ext, moves, scoring, stream};

/// One entry of the table.
pub struct Command {
    pub name: &'static str,
    pub handler: fn(&mut Engine, &mut Io) -> Outcome,
}

const fn cmd(name: &'static str, handler: fn(&mut Engine, &mut Io) -> Outcome) -> Command {
    Command { name, handler }
}

/// The table, standard commands first.
pub static COMMANDS: &[Command] = &[
    // GTP v2 standard commands.
    cmd("protocol_version", core::protocol_version),
    cmd("name", core::name),
    cmd("version", core::version),
    cmd("known_command", core::known_command),
    cmd("list_commands", core::list_commands),
    cmd("help", core::list_commands),
    cmd("quit", core::quit),
    cmd("boardsize", core::boardsize),
    cmd("clear_board", core::clear_board),
    cmd("komi", core::komi),
    cmd("play", moves::play),
    cmd("genmove", moves::genmove),
    cmd("reg_genmove", moves::reg_genmove),
    cmd("undo", moves::undo),
    cmd("fixed_handicap", moves::fixed_handicap),
    cmd("place_free_handicap", moves::place_free_handicap),
    cmd("set_free_handicap", moves::set_free_handicap),
    cmd("time_settings", core::time_settings),
    cmd("time_left", core::time_left),
    cmd("final_score", scoring::final_score),
    cmd("final_status_list", scoring::final_status_list),
    cmd("loadsgf", ext::loadsgf),
    cmd("showboard", debug::showboard),
    // Rules: KGS and KataGo.
    cmd("kgs-rules", ext::kgs_rules),
    cmd("kata-set-rules", ext::kata_set_rules),
    cmd("kata-get-rules", ext::kata_get_rules),
    cmd("kata-set-rule", ext::kata_set_rule),
    // Analysis streams: Leela Zero and KataGo (Sabaki, Lizzie).
    cmd("lz-analyze", stream::lz_analyze),
    cmd("kata-analyze", stream::kata_analyze),
    cmd("genmove_analyze", stream::lz_genmove_analyze),
    cmd("lz-genmove_analyze", stream::lz_genmove_analyze),
    cmd("kata-genmove_analyze", stream::kata_genmove_analyze),
    // KGS.
    cmd("kgs-time_settings", core::kgs_time_settings),
    cmd("kgs-genmove_cleanup", moves::kgs_genmove_cleanup),
    cmd("kgs-game_over", ext::kgs_game_over),
    cmd("kgs-chat", ext::kgs_chat),
    // GoGui.
    cmd("gogui-interrupt", ext::gogui_interrupt),
    cmd("gogui-analyze_commands", ext::gogui_analyze_commands),
    cmd("gogui-play_sequence", moves::gogui_play_sequence),
    cmd("gogui-setup", moves::gogui_setup),
    cmd("gogui-setup_player", moves::gogui_setup_player),
    cmd("gg-undo", moves::gg_undo),
    cmd("cputime", core::cputime),
    // GNU Go compatible debugging commands.
    cmd("printsgf", ext::printsgf),
    cmd("is_legal", debug::is_legal),
    cmd("all_legal", debug::all_legal),
    cmd("list_stones", debug::list_stones),
    cmd("captures", debug::captures),
    cmd("countlib", debug::countlib),
    cmd("findlib", debug::findlib),
    cmd("color", debug::color),
    cmd("estimate_score", scoring::estimate_score),
    cmd("echo", debug::echo),
    cmd("echo_err", debug::echo_err),
    cmd("move_history", debug::move_history),
    cmd("last_move", debug::last_move),
    cmd("get_komi", core::get_komi),
    // Tengen's own.
    cmd("tengen-score_breakdown", scoring::score_breakdown),
    cmd("tengen-ownership", analyze::ownership_board),
    cmd("tengen-ownership_gfx", analyze::ownership_gfx),
    cmd("tengen-best_moves", analyze::best_moves),
    cmd("tengen-pv", analyze::principal_variation),
    cmd("tengen-param", analyze::param),
    cmd("tengen-play_capture_own", moves::play_capture_own),
    cmd("tengen-place_zuozi", moves::place_zuozi),
];

/// The entry for a command name (exact, case-sensitive match as in GNU Go).
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}
