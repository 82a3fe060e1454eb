//! Rulesets, presets, scoring and handicap tables.
