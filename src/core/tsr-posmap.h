/* tsr-posmap.h: a map from board positions to small non-negative integers
 *
 * The board asks "what is at (x, y)" for every neighbour of every
 * candidate placement, so this is an open-addressing table with linear
 * probing instead of a GHashTable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 *keys;
  gint32  *values;    /* -1: empty slot */
  guint    capacity;  /* a power of two */
  guint    size;
} TsrPosMap;

#define TSR_POS_KEY(x, y) (((guint64) (guint32) (x) << 32) | (guint32) (y))

void     tsr_pos_map_init    (TsrPosMap       *map);
void     tsr_pos_map_clear   (TsrPosMap       *map);
void     tsr_pos_map_copy    (TsrPosMap       *dest,
                              const TsrPosMap *src);
void     tsr_pos_map_insert  (TsrPosMap       *map,
                              gint32           x,
                              gint32           y,
                              gint32           value);
gboolean tsr_pos_map_remove  (TsrPosMap       *map,
                              gint32           x,
                              gint32           y);

static inline guint
tsr_pos_map_slot (const TsrPosMap *map,
                  guint64          key)
{
  /* Fibonacci hashing spreads neighbouring positions over the table. */
  return (guint) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32) & (map->capacity - 1);
}

/* Returns: the value at (x, y), or -1.  Inline: the board asks this for
 * every neighbour of every candidate. */
static inline gint32
tsr_pos_map_lookup (const TsrPosMap *map,
                    gint32           x,
                    gint32           y)
{
  guint64 key = TSR_POS_KEY (x, y);
  guint mask = map->capacity - 1;

  for (guint slot = tsr_pos_map_slot (map, key); map->values[slot] >= 0; slot = (slot + 1) & mask)
    if (map->keys[slot] == key)
      return map->values[slot];

  return -1;
}

G_END_DECLS
