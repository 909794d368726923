-- A table's clocks: its time control, "3+2" (minutes each, seconds added per move), or null for a table
-- without clocks (every table stored before this). The clocks themselves are worked out from the events'
-- times, so nothing more is stored. Plain SQL that SQLite and PostgreSQL both read.
ALTER TABLE game_tables ADD COLUMN time_control VARCHAR(16);
