/* tsr-posmap.h: a map from board positions to small non-negative integers
 *
 * The board asks "what is at (x, y)" for every neighbour of every tile it
 * places, so a lookup must be cheap.  A board is usually compact: the map
 * keeps a window of the plane with one value per position, grown as
 * positions outside it come in.  A hand-built position may scatter a few
 * tiles far apart; when the window would be mostly empty, the map turns
 * into an open-addressing table with linear probing for good.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  gboolean sparse;

  /* Dense: the window, row by row from its north-west corner; -1 for a
   * position without a value. */
  gint32  *grid;
  gint32   x0;
  gint32   y0;
  guint    width;
  guint    height;

  /* Sparse: the table. */
  guint64 *keys;
  gint32  *values;    /* -1: empty slot */
  guint    capacity;  /* a power of two */

  guint    size;      /* positions with a value */
} TsrPosMap;

#define TSR_POS_KEY(x, y) (((guint64) (guint32) (x) << 32) | (guint32) (y))

void     tsr_pos_map_init    (TsrPosMap       *map);
void     tsr_pos_map_clear   (TsrPosMap       *map);
void     tsr_pos_map_copy    (TsrPosMap       *dest,
                              const TsrPosMap *src);
void     tsr_pos_map_insert_slow (TsrPosMap   *map,
                                  gint32       x,
                                  gint32       y,
                                  gint32       value);
gboolean tsr_pos_map_remove  (TsrPosMap       *map,
                              gint32           x,
                              gint32           y);

/* Returns: a hash of a TSR_POS_KEY in which both coordinates count:
 * Fibonacci hashing spreads neighbouring positions, along a row as along
 * a column, where the key's low half alone would be y all along a row. */
static inline guint
tsr_pos_hash (guint64 key)
{
  return (guint) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32);
}

guint    tsr_pos_key_hash    (gconstpointer    key);

static inline guint
tsr_pos_map_slot (const TsrPosMap *map,
                  guint64          key)
{
  return tsr_pos_hash (key) & (map->capacity - 1);
}

/* Returns: the cell of the window holding (x, y), or NULL outside it.
 * Unsigned differences put positions west or north of the window out of
 * range too. */
static inline gint32 *
tsr_pos_map_cell (const TsrPosMap *map,
                  gint32           x,
                  gint32           y)
{
  guint32 gx = (guint32) x - (guint32) map->x0;
  guint32 gy = (guint32) y - (guint32) map->y0;

  if (gx >= map->width || gy >= map->height)
    return NULL;

  return &map->grid[(gsize) gy * map->width + gx];
}

/* Sets the value at (x, y).  Inline where the window already covers
 * (x, y), as it nearly always does. */
static inline void
tsr_pos_map_insert (TsrPosMap *map,
                    gint32     x,
                    gint32     y,
                    gint32     value)
{
  gint32 *cell = map->sparse || value < 0 ? NULL : tsr_pos_map_cell (map, x, y);

  if (cell == NULL)
    {
      tsr_pos_map_insert_slow (map, x, y, value);
      return;
    }

  map->size += *cell < 0;
  *cell = value;
}

/* Returns: the value at (x, y), or -1.  Inline: the board asks this for
 * every neighbour of every tile. */
static inline gint32
tsr_pos_map_lookup (const TsrPosMap *map,
                    gint32           x,
                    gint32           y)
{
  guint64 key;
  guint mask;

  if (!map->sparse)
    {
      const gint32 *cell = tsr_pos_map_cell (map, x, y);

      return cell != NULL ? *cell : -1;
    }

  key = TSR_POS_KEY (x, y);
  mask = map->capacity - 1;
  for (guint slot = tsr_pos_map_slot (map, key); map->values[slot] >= 0; slot = (slot + 1) & mask)
    if (map->keys[slot] == key)
      return map->values[slot];

  return -1;
}

G_END_DECLS
