-- The level a computer seat plays at: beginner, good or strong. Every seat carries one (a
-- person's seat the default, which a takeover plays at); seats stored before levels play 'good'.
-- Plain SQL that SQLite and PostgreSQL both read.
ALTER TABLE seats ADD COLUMN level VARCHAR(16) NOT NULL DEFAULT 'good';
