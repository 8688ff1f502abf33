/* tsr-posmap.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-posmap.h"

#define INITIAL_CAPACITY 64

#define slot_of tsr_pos_map_slot

static void
allocate (TsrPosMap *map,
          guint      capacity)
{
  map->capacity = capacity;
  map->size = 0;
  map->keys = g_new (guint64, capacity);
  map->values = g_new (gint32, capacity);
  memset (map->values, 0xff, capacity * sizeof (gint32));
}

void
tsr_pos_map_init (TsrPosMap *map)
{
  allocate (map, INITIAL_CAPACITY);
}

void
tsr_pos_map_clear (TsrPosMap *map)
{
  g_clear_pointer (&map->keys, g_free);
  g_clear_pointer (&map->values, g_free);
  map->capacity = 0;
  map->size = 0;
}

void
tsr_pos_map_copy (TsrPosMap       *dest,
                  const TsrPosMap *src)
{
  dest->capacity = src->capacity;
  dest->size = src->size;
  dest->keys = g_memdup2 (src->keys, src->capacity * sizeof (guint64));
  dest->values = g_memdup2 (src->values, src->capacity * sizeof (gint32));
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
      {
        guint mask = map->capacity - 1;
        guint slot = slot_of (map, keys[i]);

        while (map->values[slot] >= 0)
          slot = (slot + 1) & mask;
        map->keys[slot] = keys[i];
        map->values[slot] = values[i];
        map->size++;
      }

  g_free (keys);
  g_free (values);
}

void
tsr_pos_map_insert (TsrPosMap *map,
                    gint32     x,
                    gint32     y,
                    gint32     value)
{
  guint64 key = TSR_POS_KEY (x, y);
  guint mask, slot;

  g_return_if_fail (value >= 0);

  if ((map->size + 1) * 2 > map->capacity)
    grow (map);

  mask = map->capacity - 1;
  for (slot = slot_of (map, key); map->values[slot] >= 0; slot = (slot + 1) & mask)
    if (map->keys[slot] == key)
      {
        map->values[slot] = value;
        return;
      }

  map->keys[slot] = key;
  map->values[slot] = value;
  map->size++;
}

/* Linear probing without tombstones: after removing, later entries of the
 * same run move back so every lookup still finds them. */
gboolean
tsr_pos_map_remove (TsrPosMap *map,
                    gint32     x,
                    gint32     y)
{
  guint64 key = TSR_POS_KEY (x, y);
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
  map->size--;
  return TRUE;
}
