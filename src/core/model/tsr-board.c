/* tsr-board.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-board.h"
#include "tsr-posmap.h"

struct _TsrBoard
{
  GArray    *tiles;           /* TsrPlacedTile, in placement order */
  TsrPosMap  index;           /* position → index in tiles */
  GArray    *frontier;        /* TsrFrontierCell */
  TsrPosMap  frontier_index;  /* position → index in frontier */
};

#define TILE(board, i) g_array_index ((board)->tiles, TsrPlacedTile, (i))
#define FRONTIER(board, i) g_array_index ((board)->frontier, TsrFrontierCell, (i))

/* The lookup every neighbour of every placement asks for, inline here;
 * other files call tsr_board_get(). */
static inline const TsrPlacedTile *
board_get (const TsrBoard *board,
           gint32          x,
           gint32          y)
{
  int index = tsr_pos_map_lookup (&board->index, x, y);

  return index < 0 ? NULL : &TILE (board, index);
}

/* Placed tiles */

/* The board-oriented ports of a segment; a span takes its end ports
 * from whatever lies under it. */
guint16
tsr_placed_tile_segment_ports (const TsrPlacedTile *tile,
                               guint                segment)
{
  guint16 span = tsr_axis_span_ports (tile->span);

  if (segment == TSR_SPAN_SEGMENT (tile))
    return span;

  return tsr_ports_rotate (tile->type->segments[segment].ports, tile->rotation) & ~span;
}

/* The port that names a segment: its first port clockwise from N1, then C
 * and the bridge. */
TsrPort
tsr_placed_tile_segment_anchor (const TsrPlacedTile *tile,
                                guint                segment)
{
  guint16 ports = tsr_placed_tile_segment_ports (tile, segment);

  if (segment == TSR_SPAN_SEGMENT (tile))
    return TSR_PORT_SPAN;

  /* Ports are bits in clockwise order from N1, then C. */
  return ports == 0 ? TSR_PORT_NONE : (TsrPort) __builtin_ctz (ports);
}

/* The board */

TsrBoard *
tsr_board_new (void)
{
  TsrBoard *board = g_new0 (TsrBoard, 1);

  /* Sized for a whole base game, so playing one never reallocates. */
  board->tiles = g_array_sized_new (FALSE, FALSE, sizeof (TsrPlacedTile), 96);
  board->frontier = g_array_sized_new (FALSE, FALSE, sizeof (TsrFrontierCell), 96);
  tsr_pos_map_init (&board->index);
  tsr_pos_map_init (&board->frontier_index);
  return board;
}

TsrBoard *
tsr_board_copy (const TsrBoard *board)
{
  TsrBoard *copy = g_new0 (TsrBoard, 1);

  copy->tiles = g_array_copy (board->tiles);
  copy->frontier = g_array_copy (board->frontier);
  tsr_pos_map_copy (&copy->index, &board->index);
  tsr_pos_map_copy (&copy->frontier_index, &board->frontier_index);
  return copy;
}

void
tsr_board_free (TsrBoard *board)
{
  if (board == NULL)
    return;

  g_array_unref (board->tiles);
  g_array_unref (board->frontier);
  tsr_pos_map_clear (&board->index);
  tsr_pos_map_clear (&board->frontier_index);
  g_free (board);
}

guint
tsr_board_get_n_tiles (const TsrBoard *board)
{
  return board->tiles->len;
}

const TsrPlacedTile *
tsr_board_get_nth (const TsrBoard *board,
                   guint           index)
{
  g_return_val_if_fail (index < board->tiles->len, NULL);

  return &TILE (board, index);
}

/* Returns: the index of the tile at (x, y), or -1 */
int
tsr_board_get_index (const TsrBoard *board,
                     gint32          x,
                     gint32          y)
{
  return tsr_pos_map_lookup (&board->index, x, y);
}

/* Returns: (nullable): the tile at (x, y).  Declared inline so that link-
 * time optimisation inlines it where other files ask for neighbours, as
 * it did when the board's fields were in the header. */
inline const TsrPlacedTile *
tsr_board_get (const TsrBoard *board,
               gint32          x,
               gint32          y)
{
  return board_get (board, x, y);
}

/* Returns: the segment of the tile at (x, y) under the board-oriented
 * @port, or -1 when there is no tile or no such segment. */
int
tsr_board_segment_at (const TsrBoard *board,
                      gint32          x,
                      gint32          y,
                      TsrPort         port)
{
  const TsrPlacedTile *tile = board_get (board, x, y);

  if (tile == NULL)
    return -1;

  return tsr_placed_tile_segment_at (tile, port);
}

/**
 * tsr_board_get_neighbours:
 * @neighbours: (out): the tiles on the eight positions around (x, y), in
 *   the order of tsr_around_dx/dy (north, east, south, west, then the
 *   diagonals clockwise from north-east), %NULL where a position is empty
 *
 * Returns: how many of them hold a tile
 */
guint
tsr_board_get_neighbours (const TsrBoard      *board,
                          gint32               x,
                          gint32               y,
                          const TsrPlacedTile *neighbours[8])
{
  guint n = 0;

  for (guint i = 0; i < 8; i++)
    {
      neighbours[i] = board_get (board, x + tsr_around_dx[i], y + tsr_around_dy[i]);
      n += neighbours[i] != NULL;
    }

  return n;
}

/* Returns: how many of the eight positions around (x, y) hold a tile. */
guint
tsr_board_count_around (const TsrBoard *board,
                        gint32          x,
                        gint32          y)
{
  const TsrPlacedTile *tile = board_get (board, x, y);
  guint n = 0;

  if (tile != NULL)
    return tsr_placed_tile_count_around (tile);

  for (guint i = 0; i < 8; i++)
    if (tsr_pos_map_lookup (&board->index, x + tsr_around_dx[i], y + tsr_around_dy[i]) >= 0)
      n++;

  return n;
}

gboolean
tsr_board_get_bounds (const TsrBoard *board,
                      gint32         *min_x,
                      gint32         *min_y,
                      gint32         *max_x,
                      gint32         *max_y)
{
  if (board->tiles->len == 0)
    return FALSE;

  *min_x = *max_x = TILE (board, 0).x;
  *min_y = *max_y = TILE (board, 0).y;
  for (guint i = 1; i < board->tiles->len; i++)
    {
      const TsrPlacedTile *tile = &TILE (board, i);

      *min_x = MIN (*min_x, tile->x);
      *max_x = MAX (*max_x, tile->x);
      *min_y = MIN (*min_y, tile->y);
      *max_y = MAX (*max_y, tile->y);
    }

  return TRUE;
}

/* What the neighbours of an empty position require of its sides. */
static void
compute_constraint (const TsrBoard  *board,
                    TsrFrontierCell *cell)
{
  cell->need = 0;
  cell->mask = 0;

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      const TsrPlacedTile *neighbour = board_get (board, cell->x + tsr_side_dx[side],
                                                      cell->y + tsr_side_dy[side]);
      TsrEdge edge;

      if (neighbour == NULL)
        continue;
      edge = neighbour->edges[tsr_side_opposite (side)];
      if (edge == TSR_EDGE_WILDCARD)
        continue;
      cell->need |= edge << (4 * side);
      cell->mask |= 0xf << (4 * side);
    }
}

static void
frontier_remove (TsrBoard *board,
                 gint32    x,
                 gint32    y)
{
  int index = tsr_pos_map_lookup (&board->frontier_index, x, y);
  guint last;

  if (index < 0)
    return;

  tsr_pos_map_remove (&board->frontier_index, x, y);
  last = board->frontier->len - 1;
  g_array_remove_index_fast (board->frontier, index);
  if ((guint) index != last)
    {
      TsrFrontierCell *moved = &FRONTIER (board, index);

      tsr_pos_map_insert (&board->frontier_index, moved->x, moved->y, index);
    }
}

/* Adds the empty position (x, y), not in the frontier yet. */
static void
frontier_add (TsrBoard *board,
              gint32    x,
              gint32    y)
{
  TsrFrontierCell cell = { x, y, 0, 0 };

  compute_constraint (board, &cell);
  tsr_pos_map_insert (&board->frontier_index, x, y, board->frontier->len);
  g_array_append_val (board->frontier, cell);
}

/* Adds (x, y) to the frontier when it is empty, or refreshes its
 * constraint when it is there already. */
static void
frontier_touch (TsrBoard *board,
                gint32    x,
                gint32    y)
{
  int index;

  if (tsr_pos_map_lookup (&board->index, x, y) >= 0)
    return;

  index = tsr_pos_map_lookup (&board->frontier_index, x, y);
  if (index < 0)
    frontier_add (board, x, y);
  else
    compute_constraint (board, &FRONTIER (board, index));
}

/* A tile now shows @edge towards the empty position across @side: only
 * that side of the position's constraint changes, unless the position is
 * new to the frontier. */
static void
frontier_update_side (TsrBoard            *board,
                      const TsrPlacedTile *tile,
                      TsrSide              side)
{
  gint32 nx = tile->x + tsr_side_dx[side], ny = tile->y + tsr_side_dy[side];
  TsrSide facing = tsr_side_opposite (side);
  TsrEdge edge = tile->edges[side];
  TsrFrontierCell *cell;
  int index;

  if (tile->around[side] != 0)
    return;

  index = tsr_pos_map_lookup (&board->frontier_index, nx, ny);
  if (index < 0)
    {
      frontier_add (board, nx, ny);
      return;
    }

  cell = &FRONTIER (board, index);
  cell->need &= ~(0xf << (4 * facing));
  cell->mask &= ~(0xf << (4 * facing));
  if (edge != TSR_EDGE_WILDCARD)
    {
      cell->need |= edge << (4 * facing);
      cell->mask |= 0xf << (4 * facing);
    }
}

/* The position across from around[@i]: north ↔ south, east ↔ west,
 * north-east ↔ south-west, south-east ↔ north-west. */
static guint
around_opposite (guint i)
{
  return i < 4 ? (i + 2) % 4 : 4 + (i - 2) % 4;
}

/**
 * tsr_board_place:
 *
 * Puts a tile on the empty position (x, y) without checking any rule; the
 * rules are checked by tsr_board_check() and the turn machine.
 *
 * Returns: the tile's index
 */
guint
tsr_board_place (TsrBoard          *board,
                 const TsrTileType *type,
                 gint32             x,
                 gint32             y,
                 guint              rotation)
{
  TsrPlacedTile tile = { type, x, y, rotation % 4, { 0 }, TSR_AXIS_NONE };
  guint index = board->tiles->len;

  g_return_val_if_fail (board_get (board, x, y) == NULL, index);

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    tile.edges[side] = type->edges[tile.rotation][side];

  for (guint i = 0; i < 8; i++)
    {
      int n = tsr_pos_map_lookup (&board->index, x + tsr_around_dx[i], y + tsr_around_dy[i]);

      if (n < 0)
        continue;
      tile.around[i] = n + 1;
      TILE (board, n).around[around_opposite (i)] = index + 1;
    }

  g_array_append_val (board->tiles, tile);
  tsr_pos_map_insert (&board->index, x, y, index);

  frontier_remove (board, x, y);
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    frontier_update_side (board, &TILE (board, index), side);

  return index;
}

static void
rebuild_frontier (TsrBoard *board)
{
  g_array_set_size (board->frontier, 0);
  tsr_pos_map_clear (&board->frontier_index);
  tsr_pos_map_init (&board->frontier_index);

  for (guint i = 0; i < board->tiles->len; i++)
    {
      const TsrPlacedTile *tile = &TILE (board, i);

      for (TsrSide side = 0; side < TSR_N_SIDES; side++)
        frontier_touch (board, tile->x + tsr_side_dx[side], tile->y + tsr_side_dy[side]);
    }
}

/**
 * tsr_board_remove:
 *
 * Takes the tile at (x, y) off the board (a meteor, a flood).  The tiles
 * after it keep their order; their indices shift down by one.
 *
 * Returns: %FALSE when no tile was there
 */
gboolean
tsr_board_remove (TsrBoard *board,
                  gint32    x,
                  gint32    y)
{
  int index = tsr_pos_map_lookup (&board->index, x, y);

  if (index < 0)
    return FALSE;

  g_array_remove_index (board->tiles, index);
  tsr_pos_map_remove (&board->index, x, y);
  for (guint i = index; i < board->tiles->len; i++)
    {
      const TsrPlacedTile *tile = &TILE (board, i);

      tsr_pos_map_insert (&board->index, tile->x, tile->y, i);
    }

  /* Indices have shifted: link every tile to its neighbours again. */
  for (guint i = 0; i < board->tiles->len; i++)
    {
      TsrPlacedTile *tile = &TILE (board, i);

      for (guint a = 0; a < 8; a++)
        tile->around[a] = tsr_pos_map_lookup (&board->index, tile->x + tsr_around_dx[a],
                                              tile->y + tsr_around_dy[a]) + 1;
    }

  rebuild_frontier (board);
  return TRUE;
}

/**
 * tsr_board_set_span:
 * @axis: where the span lies, or %TSR_AXIS_NONE to take it away
 * @flags: #TsrSpanFlags and the laying module's marks
 *
 * Lays a road across the tile at (x, y): its two end sides show a road
 * from now on.  Taking it away gives them back what the tile shows.
 * Whether it may go there is for the rules to say.
 */
void
tsr_board_set_span (TsrBoard *board,
                    gint32    x,
                    gint32    y,
                    TsrAxis   axis,
                    guint     flags)
{
  int index = tsr_pos_map_lookup (&board->index, x, y);
  TsrPlacedTile *tile;

  g_return_if_fail (index >= 0);

  tile = &TILE (board, index);
  tile->span = axis;
  tile->span_flags = axis != TSR_AXIS_NONE ? flags : 0;
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      gboolean end = (tsr_axis_span_ports (axis) & (1u << tsr_side_port (side, 1))) != 0;

      tsr_board_set_edge (board, x, y, side, end ? TSR_EDGE_ROAD : tile->type->edges[tile->rotation][side]);
    }
}

/* Changes what one side of a placed tile shows (a bridge end turns a field
 * side into a road side). */
void
tsr_board_set_edge (TsrBoard *board,
                    gint32    x,
                    gint32    y,
                    TsrSide   side,
                    TsrEdge   edge)
{
  int index = tsr_pos_map_lookup (&board->index, x, y);
  TsrPlacedTile *tile;

  g_return_if_fail (index >= 0);

  tile = &TILE (board, index);
  tile->edges[side] = edge;
  frontier_update_side (board, tile, side);
}

guint
tsr_board_get_n_frontier (const TsrBoard *board)
{
  return board->frontier->len;
}

const TsrFrontierCell *
tsr_board_get_frontier (const TsrBoard *board,
                        guint           index)
{
  g_return_val_if_fail (index < board->frontier->len, NULL);

  return &FRONTIER (board, index);
}

static guint
mismatches (const TsrTileType     *type,
            guint                  rotation,
            const TsrFrontierCell *cell)
{
  guint16 diff;
  guint sides = 0;

  if (type->wildcard)
    return 0;

  diff = (type->signature[rotation] ^ cell->need) & cell->mask;
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (diff & (0xf << (4 * side)))
      sides |= 1u << side;

  return sides;
}

/**
 * tsr_board_check:
 * @mismatched_sides: (out) (optional): for %TSR_PLACEMENT_MISMATCH, a bit
 *   per side (1 << TsrSide) whose neighbour shows something else
 *
 * Checks the base placement rules: an empty position, next to a tile, every
 * touching side matching.
 */
TsrPlacementCheck
tsr_board_check (const TsrBoard    *board,
                 const TsrTileType *type,
                 gint32             x,
                 gint32             y,
                 guint              rotation,
                 guint             *mismatched_sides)
{
  int index;
  guint sides;

  if (mismatched_sides != NULL)
    *mismatched_sides = 0;

  if (tsr_pos_map_lookup (&board->index, x, y) >= 0)
    return TSR_PLACEMENT_TAKEN;

  index = tsr_pos_map_lookup (&board->frontier_index, x, y);
  if (index < 0)
    return TSR_PLACEMENT_NOT_ADJACENT;

  sides = mismatches (type, rotation % 4, &FRONTIER (board, index));
  if (mismatched_sides != NULL)
    *mismatched_sides = sides;

  return sides == 0 ? TSR_PLACEMENT_OK : TSR_PLACEMENT_MISMATCH;
}

static gboolean
fits (const TsrTileType     *type,
      guint                  rotation,
      const TsrFrontierCell *cell)
{
  return type->wildcard || ((type->signature[rotation] ^ cell->need) & cell->mask) == 0;
}

/* Whether @type fits the frontier position @index by the base rules. */
gboolean
tsr_board_frontier_fits (const TsrBoard    *board,
                         guint              index,
                         const TsrTileType *type,
                         guint              rotation)
{
  g_return_val_if_fail (index < board->frontier->len, FALSE);

  return fits (type, rotation % 4, &FRONTIER (board, index));
}

/* Whether @type fits anywhere by the base rules; stops at the first fit. */
gboolean
tsr_board_has_placement (const TsrBoard    *board,
                         const TsrTileType *type)
{
  for (guint i = 0; i < board->frontier->len; i++)
    for (guint rotation = 0; rotation < 4; rotation++)
      if (fits (type, rotation, &FRONTIER (board, i)))
        return TRUE;

  return FALSE;
}

/**
 * tsr_board_enumerate:
 * @placements: (element-type TsrPlacement): receives every position and
 *   rotation where @type fits by the base rules, four rotations counted
 *   separately even when they look alike
 */
void
tsr_board_enumerate (const TsrBoard    *board,
                     const TsrTileType *type,
                     GArray            *placements)
{
  const TsrFrontierCell *cells = (const TsrFrontierCell *) (void *) board->frontier->data;
  guint n_cells = board->frontier->len;
  guint n = placements->len;
  TsrPlacement *out;

  /* Room for the most there can be, then trimmed: one resize instead of
   * an append per placement.  The cells are read through a local: writing
   * the placements could otherwise change them, as far as the compiler
   * knows. */
  g_array_set_size (placements, n + 4 * n_cells);
  out = (TsrPlacement *) (void *) placements->data;

  for (guint i = 0; i < n_cells; i++)
    {
      const TsrFrontierCell *cell = &cells[i];

      for (guint rotation = 0; rotation < 4; rotation++)
        if (fits (type, rotation, cell))
          out[n++] = (TsrPlacement) { cell->x, cell->y, rotation };
    }

  g_array_set_size (placements, n);
}
