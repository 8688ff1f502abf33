/* tsr-posmap.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-posmap.h"

#define INITIAL_CAPACITY 64

/* The window is given up for the table when it would hold more than this
 * many positions per value and more than 64 KiB: room for a scattered
 * hand-built position, never for one tile at each end of the plane. */
#define MAX_CELLS_PER_VALUE 32
#define MIN_MAX_CELLS 16384
#define MIN_MARGIN 8

#define slot_of tsr_pos_map_slot

/* The table */

static void
allocate (TsrPosMap *map,
          guint      capacity)
{
  map->capacity = capacity;
  map->keys = g_new (guint64, capacity);
  map->values = g_new (gint32, capacity);
  memset (map->values, 0xff, capacity * sizeof (gint32));
}

/* Puts (key, value) in the table, which has room; returns whether the key
 * is new. */
static gboolean
table_put (TsrPosMap *map,
           guint64    key,
           gint32     value)
{
  guint mask = map->capacity - 1;
  guint slot;

  for (slot = slot_of (map, key); map->values[slot] >= 0; slot = (slot + 1) & mask)
    if (map->keys[slot] == key)
      {
        map->values[slot] = value;
        return FALSE;
      }

  map->keys[slot] = key;
  map->values[slot] = value;
  return TRUE;
}

static void
grow (TsrPosMap *map)
{
  guint64 *keys = map->keys;
  gint32 *values = map->values;
  guint capacity = map->capacity;

  allocate (map, capacity * 2);
  for (guint i = 0; i < capacity; i++)
    if (values[i] >= 0)
      table_put (map, keys[i], values[i]);

  g_free (keys);
  g_free (values);
}

/* Linear probing without tombstones: after removing, later entries of the
 * same run move back so every lookup still finds them. */
static gboolean
table_remove (TsrPosMap *map,
              guint64    key)
{
  guint mask = map->capacity - 1;
  guint slot, next;

  for (slot = slot_of (map, key); ; slot = (slot + 1) & mask)
    {
      if (map->values[slot] < 0)
        return FALSE;
      if (map->keys[slot] == key)
        break;
    }

  for (next = (slot + 1) & mask; map->values[next] >= 0; next = (next + 1) & mask)
    {
      guint home = slot_of (map, map->keys[next]);

      /* Move the entry back when its home is not between the hole and it. */
      if (((next - home) & mask) >= ((next - slot) & mask))
        {
          map->keys[slot] = map->keys[next];
          map->values[slot] = map->values[next];
          slot = next;
        }
    }

  map->values[slot] = -1;
  return TRUE;
}

/* The window */

/* Gives up the window for the table, keeping every value. */
static void
go_sparse (TsrPosMap *map)
{
  guint capacity = INITIAL_CAPACITY;

  while ((map->size + 1) * 2 > capacity)
    capacity *= 2;
  allocate (map, capacity);

  for (guint gy = 0; gy < map->height; gy++)
    for (guint gx = 0; gx < map->width; gx++)
      {
        gint32 value = map->grid[(gsize) gy * map->width + gx];

        if (value >= 0)
          table_put (map, TSR_POS_KEY ((gint64) map->x0 + gx, (gint64) map->y0 + gy), value);
      }

  g_clear_pointer (&map->grid, g_free);
  map->width = map->height = 0;
  map->sparse = TRUE;
}

/* Widens the window to take in (x, y), with room to spare on the sides
 * it grows towards.  Returns: %FALSE when the window would be too
 * empty to be worth it. */
static gboolean
reframe (TsrPosMap *map,
         gint32     x,
         gint32     y)
{
  gint64 west, north, east, south, width, height;
  gint32 *grid;

  if (map->width == 0)
    {
      west = east = x;
      north = south = y;
    }
  else
    {
      west = MIN ((gint64) map->x0, x);
      north = MIN ((gint64) map->y0, y);
      east = MAX ((gint64) map->x0 + map->width - 1, x);
      south = MAX ((gint64) map->y0 + map->height - 1, y);
    }

  width = east - west + 1;
  height = south - north + 1;
  if (map->width == 0 || x < map->x0)
    west -= MAX (MIN_MARGIN, width / 4);
  if (map->width == 0 || (gint64) x >= (gint64) map->x0 + map->width)
    east += MAX (MIN_MARGIN, width / 4);
  if (map->height == 0 || y < map->y0)
    north -= MAX (MIN_MARGIN, height / 4);
  if (map->height == 0 || (gint64) y >= (gint64) map->y0 + map->height)
    south += MAX (MIN_MARGIN, height / 4);
  west = MAX (west, G_MININT32);
  north = MAX (north, G_MININT32);
  east = MIN (east, G_MAXINT32);
  south = MIN (south, G_MAXINT32);

  width = east - west + 1;
  height = south - north + 1;
  if (width * height > MAX (MIN_MAX_CELLS, MAX_CELLS_PER_VALUE * ((gint64) map->size + 1)))
    return FALSE;

  grid = g_new (gint32, width * height);
  memset (grid, 0xff, width * height * sizeof (gint32));
  for (guint gy = 0; gy < map->height; gy++)
    memcpy (&grid[((gint64) map->y0 + gy - north) * width + ((gint64) map->x0 - west)],
            &map->grid[(gsize) gy * map->width], map->width * sizeof (gint32));

  g_free (map->grid);
  map->grid = grid;
  map->x0 = west;
  map->y0 = north;
  map->width = width;
  map->height = height;
  return TRUE;
}

/**
 * tsr_pos_key_hash:
 * @key: (type guint64): a TSR_POS_KEY
 *
 * A #GHashFunc for positions, with g_int64_equal(): g_int64_hash() keeps
 * only y, so every position of a row would share one bucket.
 */
guint
tsr_pos_key_hash (gconstpointer key)
{
  return tsr_pos_hash (*(const guint64 *) key);
}

/* The map */

void
tsr_pos_map_init (TsrPosMap *map)
{
  memset (map, 0, sizeof *map);
}

void
tsr_pos_map_clear (TsrPosMap *map)
{
  g_free (map->grid);
  g_free (map->keys);
  g_free (map->values);
  memset (map, 0, sizeof *map);
}

void
tsr_pos_map_copy (TsrPosMap       *dest,
                  const TsrPosMap *src)
{
  *dest = *src;
  dest->grid = g_memdup2 (src->grid, (gsize) src->width * src->height * sizeof (gint32));
  dest->keys = g_memdup2 (src->keys, src->capacity * sizeof (guint64));
  dest->values = g_memdup2 (src->values, src->capacity * sizeof (gint32));
}

/* tsr_pos_map_insert() where the window does not cover (x, y), the map
 * is a table, or the value is not one a map takes. */
void
tsr_pos_map_insert_slow (TsrPosMap *map,
                         gint32     x,
                         gint32     y,
                         gint32     value)
{
  gint32 *cell;

  g_return_if_fail (value >= 0);

  if (!map->sparse)
    {
      cell = tsr_pos_map_cell (map, x, y);
      if (cell == NULL && reframe (map, x, y))
        cell = tsr_pos_map_cell (map, x, y);
      if (cell != NULL)
        {
          map->size += *cell < 0;
          *cell = value;
          return;
        }
      go_sparse (map);
    }

  if ((map->size + 1) * 2 > map->capacity)
    grow (map);
  map->size += table_put (map, TSR_POS_KEY (x, y), value);
}

gboolean
tsr_pos_map_remove (TsrPosMap *map,
                    gint32     x,
                    gint32     y)
{
  if (!map->sparse)
    {
      gint32 *cell = tsr_pos_map_cell (map, x, y);

      if (cell == NULL || *cell < 0)
        return FALSE;
      *cell = -1;
      map->size--;
      return TRUE;
    }

  if (!table_remove (map, TSR_POS_KEY (x, y)))
    return FALSE;
  map->size--;
  return TRUE;
}
