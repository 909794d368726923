-- Several nodes on one PostgreSQL: the node that holds a table's advisory lock owns it, and
-- each owner writes its epoch here when it takes the table. Every commit checks the epoch in
-- its own transaction, so a node that has lost a table can never append to it again.
-- SQLite (one node) keeps the table empty.
CREATE TABLE table_owners (
    table_id VARCHAR(32) NOT NULL PRIMARY KEY,
    node     VARCHAR(100) NOT NULL,
    epoch    BIGINT       NOT NULL,
    since    BIGINT       NOT NULL
);

-- Since when no one has been connected to a seat (null while someone is): the takeover clock
-- goes on from it when a table is rebuilt on another node or after a restart.
ALTER TABLE seats ADD COLUMN away_since BIGINT;
