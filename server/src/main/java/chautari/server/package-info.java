/**
 * Chautari's server, in rooms. Each room is a package, and the arrows between them go one way:
 * <pre>
 *   web     → cluster, table, store, pages
 *   cluster → table, store
 *   table   → store
 *   store   → (no room)
 * </pre>
 * <ul>
 *   <li>{@code table}: a table's seats, events and rules of play, its computer turns, hints and
 *   offers; {@code Tables}, the tables live on this node; {@code ClientMessage}, the typed messages
 *   a client may send, decoded once where they reach the table's owner.</li>
 *   <li>{@code store}: tables, seats and events in SQL, and the database; it imports no room.</li>
 *   <li>{@code cluster}: which node owns which table, the relay of sockets and calls between
 *   nodes, the node channel over PostgreSQL.</li>
 *   <li>{@code web}: the HTTP routes, the table socket, static files and their delivery, security
 *   headers, errors, rate limits.</li>
 *   <li>{@code pages}: the pages the server writes in the reader's language.</li>
 * </ul>
 * This package wires the rooms together and starts them ({@link chautari.server.ChautariServer},
 * its {@link chautari.server.Limits}, {@link chautari.server.ServerMain}); no room imports it.
 */
package chautari.server;
