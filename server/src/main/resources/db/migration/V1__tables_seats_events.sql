-- Chautari's store: one row a table, one a seat, one an event. Plain SQL that SQLite and
-- PostgreSQL both read. Times are epoch milliseconds.
CREATE TABLE game_tables (
    id          VARCHAR(32)  NOT NULL PRIMARY KEY,
    game        VARCHAR(32)  NOT NULL,
    players     INTEGER      NOT NULL,
    options     VARCHAR(400) NOT NULL,
    mode        VARCHAR(16)  NOT NULL,
    seed        BIGINT       NOT NULL,
    status      VARCHAR(16)  NOT NULL,
    previous_id VARCHAR(32),
    next_id     VARCHAR(32),
    created_at  BIGINT       NOT NULL,
    finished_at BIGINT
);

CREATE INDEX game_tables_status ON game_tables (status);

CREATE TABLE seats (
    table_id   VARCHAR(32) NOT NULL,
    seat       INTEGER     NOT NULL,
    kind       VARCHAR(16) NOT NULL,
    name       VARCHAR(100),
    token_hash VARCHAR(64),
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE events (
    table_id   VARCHAR(32)  NOT NULL,
    seq        INTEGER      NOT NULL,
    kind       VARCHAR(16)  NOT NULL,
    seat       INTEGER      NOT NULL,
    text       VARCHAR(400) NOT NULL,
    actor      VARCHAR(16)  NOT NULL,
    created_at BIGINT       NOT NULL,
    PRIMARY KEY (table_id, seq)
);
