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
gint32   tsr_pos_map_lookup  (const TsrPosMap *map,
                              gint32           x,
                              gint32           y);
void     tsr_pos_map_insert  (TsrPosMap       *map,
                              gint32           x,
                              gint32           y,
                              gint32           value);
gboolean tsr_pos_map_remove  (TsrPosMap       *map,
                              gint32           x,
                              gint32           y);

G_END_DECLS
