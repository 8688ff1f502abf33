/* tsr-array.h: the two arrays the rules core sizes itself
 *
 * A game's trace of rule steps and its log of played actions grow one
 * element at a time, hundreds of times a playout.  They are plain arrays
 * with a capacity, doubled when full: every append to a GArray pays a
 * 64-bit division inside GLib, and on the release build GArray here made
 * playouts.base 4 to 5 % slower (docs/HACKING.md, "Speed").  Every other
 * array of the core is a GArray.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Returns: @data, moved if need be, with room for element @len;
 * *@capacity follows. */
static inline gpointer
tsr_array_reserve (gpointer  data,
                   guint     len,
                   guint    *capacity,
                   gsize     element_size)
{
  if (len < *capacity)
    return data;

  *capacity = MAX (*capacity * 2, 8);
  return g_realloc_n (data, *capacity, element_size);
}

/* Returns: a copy of the first @len elements of @data, with room for just
 * those (copies are snapshots, seldom grown); *@capacity is @len. */
static inline gpointer
tsr_array_copy (gconstpointer  data,
                guint          len,
                guint         *capacity,
                gsize          element_size)
{
  *capacity = len;
  return g_memdup2 (data, (gsize) len * element_size);
}

G_END_DECLS
