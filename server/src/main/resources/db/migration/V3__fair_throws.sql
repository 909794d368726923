-- Fair throws: a table's sealed secret (64 hex digits; its SHA-256 is shown from the start, the
-- secret itself once the game is over) and each seat's own seed. Tables stored before this keep
-- a null secret and draw their throws from their seed as before. Plain SQL for SQLite and PostgreSQL.
ALTER TABLE game_tables ADD COLUMN secret VARCHAR(64);
ALTER TABLE seats ADD COLUMN seat_seed VARCHAR(64);
